// Email login while the api's mail server refuses mail (the dev stack's real SMTP server
// answering 421, as one down for maintenance does): the modal says at once that the code could
// not be sent, not that the server is out of reach, and nothing was kept: once the mail server
// takes mail again, the same Continue sends a code at once (no 30 s wait for that email).
import { freshEmail, mailCount, submitEmail } from '../../fixtures/emailLogin.ts'
import { expect, test } from '../../fixtures/test.ts'

test('error: the mail server refusing mail: the modal says the code could not be sent; once it takes mail, Continue sends the code', async ({
  devChainPage: page,
  stack,
  modalFrame,
}) => {
  const email = freshEmail()
  stack.mailbox.refuseMail(true)
  try {
    await submitEmail(page, modalFrame, email)
    await expect(
      modalFrame.getByText('The code could not be sent just now. Try again in a moment.'),
    ).toBeVisible({ timeout: 5000 })
    await expect(modalFrame.getByText('The server could not be reached.')).toHaveCount(0)
    expect(mailCount(stack, email)).toBe(0)
  } finally {
    // The worker's other tests share this mailbox.
    stack.mailbox.refuseMail(false)
  }
  await modalFrame.getByRole('button', { name: 'Continue' }).click()
  await expect(modalFrame.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
  expect(mailCount(stack, email)).toBe(1)
})
