// Email login with the embedded wallet (SPEC §4, DESIGN "vault"): host page, frame and vault
// on three origins, the code read from the SMTP receiver the api mails it to, signatures made
// in the vault and checked here, a transaction landing on anvil.
import type { Hex } from 'viem'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { approveShown, freshEmail, fundAccount, submitEmail } from '../../fixtures/emailLogin.ts'
import { emailAccountTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { emailCodeTest } from '../../fixtures/login/emailCodeTest.ts'
import { enterCodeAndConnect } from '../../fixtures/login/enterCodeAndConnect.ts'
import { expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { dumpHostStorage, openDevChainPage, rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('email login end to end: code by mail, a signature from the vault, a transaction on anvil, no secret in host storage', async ({
  page,
  chains,
  modalFrame,
  emailAccount: { email, address },
}) => {
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Account shows the embedded account with its email.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(modalFrame.getByText(`Connected with ${email}`)).toBeVisible()
  await page.evaluate(() => window.modal.close())

  // personal_sign from host code, approved in ApproveTransaction: a signature that verifies.
  await expectSignsAs(page, modalFrame, address, 'Hello from the host page')

  // eth_sendTransaction from the new account, which holds no ETH: refused at once with why,
  // before the user is asked to approve what the chain would reject.
  const recipient = '0x000000000000000000000000000000000000dEaD'
  const unpaid = await rpc(page, 'eth_sendTransaction', [
    { from: address, to: recipient, value: '0x2386f26fc10000' },
  ])
  expect(unpaid).toMatchObject({
    code: -32003,
    message: expect.stringMatching(
      /^Insufficient funds: this transaction needs up to 0\.01\d* ETH with its network fee, and the account has 0 ETH\.$/,
    ),
  })
  await expect(modalFrame.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)

  // Funded from anvil, the same transaction is approved and lands.
  await fundAccount(chains.one.rpcUrl, address)
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to: recipient, value: '0x2386f26fc10000' },
  ])
  await approveShown(modalFrame)
  const sent = await sending
  expect(sent.code).toBeUndefined()
  const client = chains.one.client
  const receipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  // A host-page script finds no secret in any storage it can read.
  const dump = JSON.stringify(await dumpHostStorage(page))
  expect(dump).not.toMatch(/[0-9a-f]{64}/i)
  expect(dump).not.toMatch(/share|token/i)

  // Disconnect signs out: the vault's session is gone, a request for accounts is empty.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Disconnect' }).first())
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  expect((await rpc(page, 'eth_accounts')).result).toEqual([])
})

emailCodeTest(
  'a wrong code says how many attempts are left and empties the field; resend waits 30 s; an api that drops mid-login says so; the right code still works',
  async ({ page, stack, modalFrame, emailCode: { code } }) => {
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await expect(modalFrame.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
    await modalFrame.getByLabel('Code').fill(wrong)
    await expect(modalFrame.getByText('Wrong code. 4 attempts left.')).toBeVisible()
    // Emptied for the next try, the field still focused.
    await expect(modalFrame.getByLabel('Code')).toHaveValue('')
    await expect(modalFrame.getByLabel('Code')).toBeFocused()

    // The api refuses the code check once: the panel says the server could not be reached.
    const verify = `${stack.apiUrl}/v1/embedded/otp/verify**`
    await page.route(verify, (route) => route.abort('connectionrefused'))
    await modalFrame.getByLabel('Code').fill(code)
    await expect(modalFrame.getByText('The server could not be reached. Try again.')).toBeVisible()
    await page.unroute(verify)
    await modalFrame.getByLabel('Code').fill('')
    await enterCodeAndConnect(page, modalFrame, code)
  },
)

test('a malformed email is refused in the panel, before any request', async ({
  devChainPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open())
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Continue with email' }))
  await modalFrame.getByLabel('Email').fill('not-an-email')
  await modalFrame.getByRole('button', { name: 'Continue' }).click()
  await expect(modalFrame.getByText('Enter a valid email address.')).toBeVisible()
  // The address is what is wrong: the field is marked.
  await expect(modalFrame.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
})

test('a server limit on codes is said in words and leaves the email field unmarked', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  // The api's answer once a network has asked for too many codes (its onError for
  // RateLimitedError); the stack's own limit is raised for the suite, so it is given here.
  await page.route(`${stack.apiUrl}/v1/embedded/otp?*`, (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    return route.fulfill({
      status: 429,
      headers: {
        'access-control-allow-origin': new URL(stack.vaultUrl).origin,
        'retry-after': '3600',
      },
      contentType: 'application/json',
      body: JSON.stringify({
        error: { name: 'RateLimitedError', message: 'Too many requests; retry in 3600 s.' },
      }),
    })
  })
  await openDevChainPage(page, stack, chains)
  await submitEmail(page, modalFrame, freshEmail())
  await expect(modalFrame.getByRole('alert')).toHaveText(
    'Too many codes were asked for from this network. Wait a while, then try again.',
  )
  await expect(modalFrame.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false')
})

test('a vault that never loads: the SPEC §8 "iframe load failed" alert after 20 s', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  // The browser's clock (in every frame of the context) jumps the 20 s: none is waited out.
  await page.clock.install()
  await page.route(`${stack.vaultUrl}/**`, (route) => route.abort('connectionrefused'))
  await openDevChainPage(page, stack, chains)
  await page.evaluate(() => window.modal.open())
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Continue with email' }))
  await modalFrame.getByLabel('Email').fill(freshEmail())
  await modalFrame.getByRole('button', { name: 'Continue' }).click()
  const alert = modalFrame.getByText(
    'The secure wallet failed to load. Check your connection and try again.',
  )
  // The frame nests the vault and starts its 20 s in one task: once the iframe is there, so is the timer.
  await expect(
    modalFrame.locator(`iframe[src^="${new URL(stack.vaultUrl).origin}/"]`),
  ).toBeAttached()
  await page.clock.fastForward(20_000)
  await expect(alert).toBeVisible()
})
