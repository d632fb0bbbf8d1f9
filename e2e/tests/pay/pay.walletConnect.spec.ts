// modal.pay through WalletConnect (issue 40): the phone wallet (the dev WalletConnect wallet on
// the test relay, dev account 0, which holds DUSD) paired first; an order of DUSD on the first
// dev chain shows Pay, the transfer is asked of the phone wallet and approved there, and the
// promise resolves with the transaction once the api recorded it; the recipient holds exactly
// the amount. Rejected in the phone wallet, the next order is 4001 and nothing moves. The
// chain is reverted after.
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataChainFor } from '../../fixtures/devChain/dataChainFor.ts'
import { type ChainSnapshot, snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { startStack } from '../../fixtures/startStack.ts'
import { expect } from '../../fixtures/test.ts'
import { pairPhoneWallet, wcTest } from '../../fixtures/wcTest.ts'

/** The WalletConnect fixtures over the stack whose api serves the dev chains (as dataTest's). */
const test = wcTest.extend({
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

test('default: an order of DUSD paid from the WalletConnect phone wallet: the transfer approved there, the result once recorded; a rejection there is 4001', async ({
  wcHostPage: page,
  phoneWallet: wallet,
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
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  await expect(view.getByText(/^Your balance: \d+(\.\d+)? DUSD$/)).toBeVisible()
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  const request = await wallet.nextRequest()
  expect(request).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
  await wallet.approveRequest(request.id)
  expect(await paying).toEqual({
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

  const other = privateKeyToAccount(generatePrivateKey()).address
  const declined = pay(page, { ...order, orderId: `${order.orderId}-2`, recipient: other })
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await declined).toEqual({ ok: false, code: 4001 })
  expect(await held(other)).toBe(0n)
})
