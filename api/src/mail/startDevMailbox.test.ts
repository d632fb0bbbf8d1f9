import { afterEach, describe, expect, test } from 'vitest'
import { createSmtpMailer } from './createSmtpMailer.ts'
import { type DevMailbox, startDevMailbox } from './startDevMailbox.ts'

describe('startDevMailbox: the dev inbox page', () => {
  let mailbox: DevMailbox | undefined
  afterEach(async () => {
    await mailbox?.close()
  })

  test('default: a code the api mailed over SMTP is listed, large, with its recipient', async () => {
    mailbox = await startDevMailbox()
    const page = async () => (await fetch(`${mailbox?.url}/`)).text()
    expect(await page()).toContain('<li>No mail yet.</li>')

    const mailer = createSmtpMailer({
      smtpUrl: mailbox.smtpUrl,
      from: 'Porthole <no-reply@porthole.test>',
    })
    await mailer.sendCode({ to: 'pat@example.test', code: '482913', projectName: 'Shop <dev>' })
    await mailbox.waitForMail('pat@example.test')

    const html = await page()
    expect(html).not.toContain('No mail yet.')
    expect(html).toContain('<div class="code">482913</div>')
    expect(html).toContain('to pat@example.test')
    // What a mail says is text on the page, never markup.
    expect(html).toContain('Shop &#60;dev&#62;')
    expect(html).not.toContain('Shop <dev>')
  })

  test('error: while it refuses mail, a send fails with the 421 a server down for maintenance gives; then mail goes through again', async () => {
    mailbox = await startDevMailbox()
    const mailer = createSmtpMailer({
      smtpUrl: mailbox.smtpUrl,
      from: 'Porthole <a@porthole.test>',
    })
    const send = () =>
      mailer.sendCode({ to: 'kim@example.test', code: '123456', projectName: 'Shop' })
    mailbox.refuseMail(true)
    await expect(send()).rejects.toMatchObject({ responseCode: 421 })
    expect(mailbox.messages()).toEqual([])
    mailbox.refuseMail(false)
    await send()
    expect((await mailbox.waitForMail('kim@example.test')).subject).toContain('123456')
  })
})
