// SECURITY.md #10: a frame that reloads mid-request. The host rejects what the old frame had in
// flight (4900), and the wallet prompt the old frame opened must not stay approvable for no
// one: the host withdraws the request (an AbortSignal the dev wallet takes), the prompt closes
// and nothing is signed or sent. The reloaded frame then works as before.
import { type Hex, parseEther, verifyMessage } from 'viem'
import { connectDevWallet, hostStatus, rpc, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

test('error: after a frame reload, the dev wallet prompt of the old frame closes and nothing is sent', async ({
  walletPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  const address = await connectDevWallet(page, modalFrame)
  await setDevWalletMode(page, 'prompt')
  const client = chains.one.client
  const nonce = await client.getTransactionCount({ address: address as Hex })

  const to = chains.one.accounts[7]!.address
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to, value: `0x${parseEther('0.01').toString(16)}` },
  ])
  const prompt = page.getByRole('dialog', { name: /Dev Wallet/ })
  await expect(prompt).toContainText('Send transaction')

  const frame = page.frames().find((f) => f.url().startsWith(stack.frameUrl))!
  await frame.evaluate(() => location.reload())
  expect(await sending).toMatchObject({ code: 4900 })
  await expect(prompt).toHaveCount(0)
  // Nothing went out from the account, now or later.
  await page.waitForTimeout(1000)
  expect(await client.getTransactionCount({ address: address as Hex })).toBe(nonce)

  // The reloaded frame restores the connection and its own requests prompt and sign.
  await expect.poll(() => hostStatus(page)).toBe('connected')
  const signing = rpc(page, 'personal_sign', ['0x6869', address])
  await expect(prompt).toContainText('Sign message')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing).result as Hex
  expect(await verifyMessage({ address: address as Hex, message: 'hi', signature })).toBe(true)
})
