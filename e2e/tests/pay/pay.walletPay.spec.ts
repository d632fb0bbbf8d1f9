// modal.pay to a wallet that implements CAIP-358 wallet_pay (issue 40): the WalletConnect phone
// wallet granting `wallet_pay` in its session is asked for the order in one request (its one
// accepted payment: the CAIP-10 recipient, the CAIP-19 asset, the amount in hex, an expiry) with
// no Pay button to press, the modal saying to approve in the wallet; the transaction it answers
// is recorded by the api, which checks it on the chain; the same order again pays nothing; a
// rejection in the wallet (8001) is 4001. A wallet without wallet_pay gets the Pay view and an
// eth_sendTransaction (pay.walletConnect.spec.ts). The chain is reverted after.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { wcDataTest } from '../../fixtures/dataTest.ts'
import { dusdOrder } from '../../fixtures/pay/dusdOrder.ts'
import { pairPhoneWalletToPay } from '../../fixtures/pay/pairPhoneWalletToPay.ts'
import { payInPage as pay } from '../../fixtures/pay/payInPage.ts'
import { expect } from '../../fixtures/test.ts'
import { createWcWallet, type WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'

/** The WalletConnect fixtures over the data stack, with a phone wallet that offers wallet_pay. */
const test = wcDataTest.extend<{ payingWallet: WcWallet }>({
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

test('default: a wallet that implements wallet_pay is asked for the order in one request, no Pay view; the api records its transaction; the order again pays nothing; a rejection there is 4001', async ({
  wcHostPage: page,
  payingWallet: wallet,
  modalFrame,
  chains,
}) => {
  test.setTimeout(90_000)
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  await pairPhoneWalletToPay(page, modalFrame, wallet)

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
  expect(paid).toEqual(paidBy(wallet.address))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)
  // The same order again: the api answers it, the wallet is not asked.
  expect(await pay(page, order)).toEqual(paid)
  await expect(wallet.nextRequest(1000)).rejects.toThrow()
  expect(await held(recipient)).toBe(1_250_000n)

  const other = privateKeyToAccount(generatePrivateKey()).address
  const declined = pay(page, { ...order, orderId: `${order.orderId}-2`, recipient: other })
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await declined).toEqual({ ok: false, code: 4001, name: 'UserRejectedRequestError' })
  expect(await held(other)).toBe(0n)
})
