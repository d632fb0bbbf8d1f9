// ApproveTransaction (SPEC §5, SECURITY #2, #15, #21): an email-login (embedded) wallet signs
// nothing a host asks for until the user approves it in the modal, which shows the verified host
// origin and what is signed (a token permission as what it allows, with its warnings); reject is
// 4001, a method outside the split is 5103 (the modal says 'Action not allowed'), and Approve cannot be clicked through a decoy or a
// transparent modal.
import type { FrameLocator, Page } from '@playwright/test'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { clickThrough } from '../../fixtures/clickjacking/clickThrough.ts'
import { layDecoy, removeDecoy } from '../../fixtures/clickjacking/layDecoy.ts'
import { setModalOpacity } from '../../fixtures/clickjacking/setModalOpacity.ts'
import { approveShown, fundAccount } from '../../fixtures/emailLogin.ts'
import { emailAccountTest as test } from '../../fixtures/login/emailAccountTest.ts'
import {
  exampleTypedData,
  typedDataToVerify,
} from '../../fixtures/page/onChain/exampleTypedData.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

declare global {
  interface Window {
    /** The outcome of `startRequest`'s call once it settles. */
    approveOutcome?: { result?: unknown; code?: number; message?: string } | undefined
  }
}

const approveButton = (frame: FrameLocator) =>
  frame.getByRole('button', { name: 'Approve', exact: true })

/** Call the provider from host code without waiting; the outcome lands in `window.approveOutcome`. */
async function startRequest(page: Page, method: string, params: unknown[]) {
  await page.evaluate(
    ({ method, params }) => {
      window.approveOutcome = undefined
      window.modal.provider.request({ method, params }).then(
        (result) => (window.approveOutcome = { result }),
        (error: { code: number; message: string }) =>
          (window.approveOutcome = { code: error.code, message: error.message }),
      )
    },
    { method, params },
  )
}
const outcome = (page: Page) => page.evaluate(() => window.approveOutcome ?? null)

test('default: personal_sign and eth_sendTransaction show the verified origin and a decoded summary; approved, the signature verifies and the transaction lands on anvil', async ({
  page,
  chains,
  modalFrame,
  emailAccount: { address },
}) => {
  const origin = await page.evaluate(() => location.origin)

  const message = 'Pay 5 DUSD to My Shop'
  const signing = rpc(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])
  await expect(modalFrame.getByTestId('approve-origin')).toHaveText(origin)
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign message')
  await expect(modalFrame.getByTestId('approve-network')).toHaveText('Anvil')
  await expect(modalFrame.getByTestId('approve-message')).toHaveText(message)
  await approveShown(modalFrame)
  const signed = await signing
  expect(await verifyMessage({ address, message, signature: signed.result as Hex })).toBe(true)
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)

  await fundAccount(chains.one.rpcUrl, address)
  const recipient = '0x000000000000000000000000000000000000dEaD'
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to: recipient, value: '0x2386f26fc10000' },
  ])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Send transaction')
  // One row per fact: the recipient short (4 + 6) with the whole address in its title, the
  // amount, and the network fee estimated on the chain.
  await expect(modalFrame.getByTestId('approve-to')).toHaveText('0x00…00dEaD')
  await expect(modalFrame.getByTitle(recipient)).toBeVisible()
  await expect(modalFrame.getByTestId('approve-value')).toHaveText('0.01 ETH')
  await expect(modalFrame.getByTestId('approve-fee')).toHaveText(/^0\.0000\d+ ETH$/)
  await approveShown(modalFrame)
  const sent = await sending
  const client = chains.one.client
  const receipt = await client.waitForTransactionReceipt({ hash: sent.result as Hex })
  expect(receipt).toMatchObject({ status: 'success', to: recipient.toLowerCase() })
})

test('behavior: eth_signTypedData_v4 shows its domain and fields, then signs; reject is 4001; a method outside the split is 5103; permissions are 4200 and user operations refused with their reason, with no approval asked', async ({
  page,
  modalFrame,
  emailAccount: { address },
}) => {
  const typed = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(exampleTypedData)])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign typed data')
  const domain = modalFrame.getByTestId('approve-domain')
  await expect(domain).toContainText('Porthole')
  await expect(domain).toContainText('31337')
  await expect(modalFrame.getByTestId('approve-typed-message')).toContainText('Contents')
  await expect(modalFrame.getByTestId('approve-typed-message')).toContainText('hello')
  await approveShown(modalFrame)
  const signature = (await typed).result as Hex
  expect(await verifyTypedData({ ...typedDataToVerify, address, signature })).toBe(true)

  const rejected = rpc(page, 'personal_sign', ['0x68656c6c6f', address])
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toMatchObject({ code: 4001 })

  const escaped = rpc(page, 'personal_sign', ['0x68656c6c6f', address])
  await expect(approveButton(modalFrame)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await escaped).toMatchObject({ code: 4001 })

  // SPEC §5 puts these behind ApproveTransaction, but an eoa has no permissions to grant
  // (decision 0277: the smart account's) and an EIP-2255 revoke has nothing to end
  // (docs/decisions/0185-embedded-permissions-and-user-operations.md): refused before any
  // approval, user operations with their reason (decision 0081).
  expect(await rpc(page, 'wallet_grantPermissions', [{}])).toEqual({
    code: 4200,
    message: 'Execution permissions need the smart account: switch to it in Account.',
  })
  expect(await rpc(page, 'wallet_revokePermissions', [{}])).toEqual({
    code: 4200,
    message: 'The method wallet_revokePermissions is not supported.',
  })
  expect(await rpc(page, 'eth_sendUserOperation', [{}])).toEqual({
    code: 5000,
    message:
      'User operations are not available in the embedded wallet yet (it has no ERC-4337 bundler): send the calls with wallet_sendCalls or eth_sendTransaction.',
  })
  expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)

  // A method outside the split asks nothing either: 5103, and the modal says so (SPEC §8).
  expect(await rpc(page, 'eth_sign', [address, '0x68656c6c6f'])).toEqual({
    code: 5103,
    message: 'Requested RPC call is not allowed',
  })
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('alert').filter({ hasText: 'Action not allowed.' })).toBeVisible()
  await expect(approveButton(modalFrame)).toHaveCount(0)
})

test('error: Approve clicked through a transparent modal or a decoy does nothing', async ({
  page,
  modalFrame,
  emailAccount: { address },
}) => {
  await startRequest(page, 'personal_sign', ['0x68656c6c6f', address])
  await expect(approveButton(modalFrame)).toBeEnabled()

  await setModalOpacity(page, '0')
  await expect(approveButton(modalFrame)).toBeDisabled()
  await clickThrough(page, approveButton(modalFrame))
  expect(await outcome(page)).toBeNull()
  await setModalOpacity(page, '')

  await expect(approveButton(modalFrame)).toBeEnabled()
  await layDecoy(page)
  await expect(approveButton(modalFrame)).toBeDisabled()
  await clickThrough(page, approveButton(modalFrame))
  expect(await outcome(page)).toBeNull()

  // Once the attack stops, the user's own click approves.
  await removeDecoy(page)
  await approveShown(modalFrame)
  await expect.poll(() => outcome(page)).toMatchObject({ result: expect.stringMatching(/^0x/) })
})

test('error: a from, an address parameter or a typed-data signer that is not the embedded account is 4100 at once, with no approval shown (SECURITY #26)', async ({
  page,
  modalFrame,
  emailAccount: { address },
}) => {
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const requests: [string, unknown[]][] = [
    ['eth_sendTransaction', [{ from: other, to: address, value: '0x1' }]],
    ['personal_sign', ['0x68656c6c6f', other]],
    ['eth_signTypedData_v4', [other, JSON.stringify(exampleTypedData)]],
  ]
  for (const [method, params] of requests) {
    const answer = await rpc(page, method, params)
    expect(answer).toMatchObject({ code: 4100, message: expect.stringContaining(other) })
  }
  await expect(modalFrame.getByTestId('approve-title')).toHaveCount(0)
  expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)
})
