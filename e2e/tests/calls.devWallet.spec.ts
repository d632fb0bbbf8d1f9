// EIP-5792 for a wallet without it: a host page uses viem's getCapabilities, sendCalls and
// waitForCallsStatus over modal.provider with the dev wallet connected (it answers
// wallet_getCapabilities with its own EIP-7811 entries only and has no wallet_sendCalls).
import { connectDevWallet } from '../fixtures/pageHelpers.ts'
import { expect, test } from '../fixtures/test.ts'
import { getCapabilities, installViemCalls } from '../fixtures/viemCalls.ts'

test('default: getCapabilities says atomic unsupported on each dev chain, nothing the wallet lacks', async ({
  walletPage,
  modalFrame,
  stack,
  chains,
}) => {
  await connectDevWallet(walletPage, modalFrame)
  await installViemCalls(walletPage, stack.hostUrl, chains.one.chainId, chains.one.rpcUrl)
  const unsupported = { atomic: { status: 'unsupported' } }
  expect(await getCapabilities(walletPage)).toEqual({
    result: { [chains.one.chainId]: unsupported, [chains.two.chainId]: unsupported },
  })
  expect(await getCapabilities(walletPage, chains.two.chainId)).toEqual({ result: unsupported })
})
