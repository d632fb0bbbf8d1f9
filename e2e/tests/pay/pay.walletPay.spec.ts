// modal.pay to a wallet that implements CAIP-358 wallet_pay (issue 40): the WalletConnect phone
// wallet granting `wallet_pay` in its session is asked for the order in one request (its one
// accepted payment: the CAIP-10 recipient, the CAIP-19 asset, the amount in hex, an expiry) with
// no Pay button to press, the modal saying to approve in the wallet; the transaction it answers
// is recorded by the api, which checks it on the chain; the same order again pays nothing; a
// rejection in the wallet (8001) is 4001. A wallet without wallet_pay gets the Pay view and an
// eth_sendTransaction (pay.walletConnect.spec.ts). The chain is reverted after.
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { dataChainFor } from '../../fixtures/devChain/dataChainFor.ts'
import { type ChainSnapshot, snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { startStack } from '../../fixtures/startStack.ts'
import { expect } from '../../fixtures/test.ts'
import { pairPhoneWallet, wcTest } from '../../fixtures/wcTest.ts'
import { createWcWallet, type WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'

const test = wcTest.extend<{ payingWallet: WcWallet }>({
  stack: async ({ stacks, relay, chains }, use) => {
    await use(
      await stacks.get('data', () =>
        startStack({
          relayUrl: relay.url,
          chains: [dataChainFor(chains.one, 'Anvil'), dataChainFor(chains.two, 'Anvil Two')],
        }),
      ),
    )
  },
  payingWallet: async ({ relay, chains }, use) => {
    const wallet = await createWcWallet({
      relayUrl: relay.url,
      chainIds: [chains.one.chainId, chains.two.chainId],
      rpcUrl: chains.one.rpcUrl,
      mode: 'prompt',
      walletPay: true,
      logLevel: 'silent',
    })
    await use(wallet)
    await wallet.close()
  },
})

let snapshot: ChainSnapshot | undefined
test.beforeAll(async ({ chains }) => {
  snapshot = await snapshotChain(chains.one.rpcUrl)
})
test.afterAll(async () => {
  await snapshot?.revert()
})

type Outcome = { ok: true; result: Record<string, unknown> } | { ok: false; code: number }
type Order = Parameters<Window['modal']['pay']>[0]
const pay = (page: Page, order: Order) =>
  page.evaluate(
    (order) =>
      window.modal.pay(order).then(
        (result): Outcome => ({ ok: true, result }),
        (error: { code: number }): Outcome => ({ ok: false, code: error.code }),
      ),
    order,
  )

test('default: a wallet that implements wallet_pay is asked for the order in one request, no Pay view; the api records its transaction; the order again pays nothing; a rejection there is 4001', async ({
  wcHostPage: page,
  payingWallet: wallet,
  modalFrame,
  chains,
}) => {
  test.setTimeout(90_000)
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  const dusd = chains.one.tokens.DUSD.address
  const held = (owner: Hex) =>
    client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  await pairPhoneWallet(page, modalFrame, wallet)
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)

  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const order = {
    orderId: `order-${crypto.randomUUID()}`,
    recipient,
    amount: '1.25',
    asset: `eip155:31337/erc20:${dusd}`,
  }
  const paying = pay(page, order)
  const request = await wallet.nextRequest()
  expect(request).toMatchObject({
    method: 'wallet_pay',
    params: [
      {
        version: '1.0.0',
        orderId: order.orderId,
        acceptedPayments: [
          { recipient: `eip155:31337:${recipient}`, asset: order.asset, amount: '0x1312d0' },
        ],
        expiry: expect.any(Number),
      },
    ],
  })
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  await expect(view.getByRole('status')).toHaveText('Approve the payment in your wallet.')
  await expect(view.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await wallet.approveRequest(request.id)
  const paid = await paying
  expect(paid).toEqual({
    ok: true,
    result: {
      orderId: order.orderId,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      chainId: 'eip155:31337',
      asset: order.asset,
      amount: '1.25',
      payer: wallet.address,
    },
  })
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)
  // The same order again: the api answers it, the wallet is not asked.
  expect(await pay(page, order)).toEqual(paid)
  await expect(wallet.nextRequest(1000)).rejects.toThrow()
  expect(await held(recipient)).toBe(1_250_000n)

  const other = privateKeyToAccount(generatePrivateKey()).address
  const declined = pay(page, { ...order, orderId: `${order.orderId}-2`, recipient: other })
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await declined).toEqual({ ok: false, code: 4001 })
  expect(await held(other)).toBe(0n)
})
