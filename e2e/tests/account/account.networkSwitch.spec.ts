// Account's Tokens follow the network: after a switch, by the visitor in the modal or by the host
// page through the provider (chainChanged), the tab lists the new network's balances with no
// reload. Anvil Two's DUSD differs from Anvil's for the test (250 sent away there first); the
// chain is reverted after.
import type { FrameLocator, Page } from '@playwright/test'
import { erc20Abi } from 'viem'
import { devChainClients } from '../../fixtures/devChain/devChainClients.ts'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { fundAccount } from '../../fixtures/emailLogin.ts'
import { emailAccountDataTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { connectDevWallet, rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const tokenRow = (frame: FrameLocator, symbol: string) =>
  frame
    .getByRole('tabpanel')
    .getByTestId('token-row')
    .filter({ has: frame.getByText(symbol, { exact: true }) })
const dusdRow = (frame: FrameLocator) => tokenRow(frame, 'DUSD')

/** The dev wallet moves to `chainId` by itself (its own network menu), not through the host. */
const switchInWallet = (page: Page, chainId: number) =>
  page.evaluate(
    (chainId) =>
      window.devWallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId }],
      }),
    `0x${chainId.toString(16)}`,
  )

test('behavior: Tokens shows the new network after a switch in the modal and after one from the host, with no reload', async ({
  walletPage: page,
  modalFrame: frame,
  chains,
}) => {
  const snapshot = await snapshotChain(chains.two.rpcUrl)
  try {
    const owner = chains.two.accounts[0]!
    const two = devChainClients(chains.two.rpcUrl, chains.two.chainId, owner.privateKey)
    const dead = '0x000000000000000000000000000000000000dEaD'
    await two.write(chains.two.tokens.DUSD.address, erc20Abi, 'transfer', [dead, 250_000_000n])

    await connectDevWallet(page, frame)
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const account = frame.getByRole('dialog', { name: 'Account' })
    await expect(dusdRow(frame)).toContainText('1,000,000.000')

    // The visitor switches in the modal: back on Account, Tokens reads Anvil Two.
    await account.getByRole('button', { name: 'Anvil', exact: true }).click()
    await frame.getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await expect(account.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
    await expect(dusdRow(frame)).toContainText('999,750.000')

    // The host switches back through the provider while Account is open.
    await rpc(page, 'wallet_switchEthereumChain', [
      { chainId: `0x${chains.one.chainId.toString(16)}` },
    ])
    await expect(account.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
    await expect(dusdRow(frame)).toContainText('1,000,000.000')

    // The wallet itself moves (its own network menu): chainChanged reaches the frame.
    await switchInWallet(page, chains.two.chainId)
    await expect(account.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
    await expect(dusdRow(frame)).toContainText('999,750.000')

    // Closed, then the wallet moves back; reopened, Account shows Anvil's tokens.
    await page.evaluate(() => window.modal.close())
    await switchInWallet(page, chains.one.chainId)
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    await expect(account.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
    await expect(dusdRow(frame)).toContainText('1,000,000.000')
  } finally {
    await snapshot.revert()
  }
})

test('behavior: an email wallet: Tokens shows the new network after a switch in the modal and after one from the host', async ({
  page,
  modalFrame: frame,
  chains,
  emailAccount: { address },
}) => {
  test.setTimeout(120_000)
  // 1 ETH on Anvil, 2 on Anvil Two: the rows tell the networks apart.
  await fundAccount(chains.one.rpcUrl, address)
  await chains.two.client.request({
    method: 'anvil_setBalance',
    params: [address, '0x1bc16d674ec80000'],
  } as never)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = frame.getByRole('dialog', { name: 'Account' })
  await expect(tokenRow(frame, 'ETH')).toContainText('1.000')

  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  await frame.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  await expect(account.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
  await expect(tokenRow(frame, 'ETH')).toContainText('2.000')

  await rpc(page, 'wallet_switchEthereumChain', [
    { chainId: `0x${chains.one.chainId.toString(16)}` },
  ])
  await expect(account.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
  await expect(tokenRow(frame, 'ETH')).toContainText('1.000')
})
