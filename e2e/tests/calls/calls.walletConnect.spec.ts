// EIP-5792 for a WalletConnect wallet whose session grants no EIP-5792 method (the dev phone
// wallet): viem's getCapabilities, sendCalls and waitForCallsStatus in the host page work, the
// modal sending one eth_sendTransaction per call, each approved in the phone wallet.
import {
  getCapabilities,
  installViemCalls,
  sendCalls,
  waitForCallsStatus,
} from '../../fixtures/page/onChain/viemCalls.ts'
import { expect } from '../../fixtures/test.ts'
import { pairPhoneWallet, wcTest as test } from '../../fixtures/wcTest.ts'

test('default: atomic unsupported, and a batch of two calls lands as two approved transactions (200)', async ({
  wcHostPage: page,
  phoneWallet: wallet,
  stack,
  chains,
  modalFrame,
}) => {
  await pairPhoneWallet(page, modalFrame, wallet)
  await installViemCalls(page, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)
  expect(await getCapabilities(page, chains.one.chainId)).toEqual({
    result: { atomic: { status: 'unsupported' } },
  })

  const to = chains.one.accounts[7]!.address
  const sending = sendCalls(page, [
    { to, value: '1000' },
    { to, value: '2000' },
  ])
  const first = await wallet.nextRequest()
  expect(first).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
  await wallet.approveRequest(first.id)
  const sent = await sending
  expect(sent).toMatchObject({ result: { id: expect.stringMatching(/^0x[0-9a-f]{64}$/) } })
  const second = await wallet.nextRequest()
  expect(second).toMatchObject({ method: 'eth_sendTransaction' })
  await wallet.approveRequest(second.id)

  const id = (sent as { result: { id: string } }).result.id
  const done = await waitForCallsStatus(page, id)
  expect(done).toMatchObject({
    result: {
      statusCode: 200,
      atomic: false,
      receipts: [{ status: 'success' }, { status: 'success' }],
    },
  })
  const client = chains.one.client
  const hashes = (done as { result: { receipts: { transactionHash: `0x${string}` }[] } }).result
    .receipts
  for (const { transactionHash } of hashes)
    expect((await client.getTransactionReceipt({ hash: transactionHash })).to).toBe(
      to.toLowerCase(),
    )
})
