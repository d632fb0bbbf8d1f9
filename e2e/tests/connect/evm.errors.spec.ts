// EVM error paths through modal.provider: rejection, a wallet that disappears, chain switch
// with add, wallets that cannot switch, a wallet on a chain the host did not request, a
// balance that cannot be read.

import { devWalletAccountTest as test } from '../../fixtures/accounts/devWalletAccountTest.ts'
import { connectOnUnrequestedChain } from '../../fixtures/connect/connectOnUnrequestedChain.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import {
  connectDevWallet,
  openWalletPage,
  rpc,
  setDevWalletMode,
} from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('error: a rejected signature reaches the host as 4001', async ({ walletPage, modalFrame }) => {
  const address = await connectDevWallet(walletPage, modalFrame)
  await setDevWalletMode(walletPage, 'reject')
  expect(await rpc(walletPage, 'personal_sign', ['0x68656c6c6f', address])).toMatchObject({
    code: 4001,
  })
  expect(
    await rpc(walletPage, 'eth_sendTransaction', [{ from: address, to: address, value: '0x1' }]),
  ).toMatchObject({ code: 4001 })
})

test('error: an unknown method is 4200', async ({ walletPage, modalFrame }) => {
  await connectDevWallet(walletPage, modalFrame)
  expect(await rpc(walletPage, 'porthole_nothing')).toMatchObject({ code: 4200 })
})

test('error: a wallet that disappears mid-request rejects the host call with 4900; nothing hangs', async ({
  walletPage,
  devWalletAccount: address,
}) => {
  await setDevWalletMode(walletPage, 'disappear')
  const started = Date.now()
  expect(await rpc(walletPage, 'personal_sign', ['0x68656c6c6f', address])).toMatchObject({
    code: 4900,
  })
  expect(Date.now() - started).toBeLessThan(15_000)
})

test('behavior: switching to a chain the wallet does not know adds it, and chainChanged reaches the host', async ({
  walletPage,
  devWalletAccount: _connected,
}) => {
  await setDevWalletMode(walletPage, 'unknown-chain')
  await walletPage.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    window.modal.provider.on('chainChanged', (id: string) => seen.push(id))
  })
  expect(await rpc(walletPage, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(await rpc(walletPage, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  expect(
    await walletPage.evaluate(() => window.devWallet.provider.request({ method: 'eth_chainId' })),
  ).toBe('0x7a6a')
  await expect
    .poll(() => walletPage.evaluate(() => (window as unknown as { seen: string[] }).seen))
    .toEqual(['0x7a6a'])
})

test('error: a wallet that cannot switch gives "does not support programmatic chain switching" in the modal and to the host', async ({
  walletPage,
  modalFrame,
  devWalletAccount: _connected,
}) => {
  await setDevWalletMode(walletPage, 'no-switch')
  expect(await rpc(walletPage, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    code: 4200,
    message: 'Dev Wallet does not support programmatic chain switching.',
  })
  await walletPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  await modalFrame.getByRole('button', { name: 'Anvil Two' }).click()
  await expect(modalFrame.getByRole('alert')).toContainText(
    'does not support programmatic chain switching',
  )
})

test('behavior: a wallet on a chain the host did not request opens UnsupportedChain; switching closes it', async ({
  walletPage,
  modalFrame,
}) => {
  await connectOnUnrequestedChain(walletPage, modalFrame)
  expect(await walletPage.evaluate(() => window.modal.getState()?.view)).toBe('UnsupportedChain')
  await modalFrame.getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  expect(await rpc(walletPage, 'eth_chainId')).toEqual({ result: '0x7a69' })
})

test('error: a balance that cannot be read shows Token Balance Unavailable and 0.00 ETH', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  // The frame reads balances from the network's RPC; this one answers nothing.
  await openWalletPage(page, stack, chains, {
    networks: [devNetwork(chains.one.chainId, 'http://127.0.0.1:9', 'Anvil')],
  })
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  // The header's balance alert (Tokens says the same: the stack's api serves no dev chain).
  const header = account.getByTestId('account-balance').locator('..')
  await expect(header.getByRole('alert')).toHaveText('Token Balance Unavailable')
  await expect(account.getByText('0.00 ETH')).toBeVisible()
})
