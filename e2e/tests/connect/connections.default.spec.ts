// Several connections at once (SPEC §4): a second wallet added from Account, switching the
// current one, disconnecting one (the next becomes current) and the last (disconnected). The
// host's provider follows the current connection.
import type { Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import {
  connectDevWallet,
  hostStatus,
  openWalletPage,
  recordEvents,
  recordedEvents,
  rpc,
} from '../../fixtures/pageHelpers.ts'
import { test as base, expect, walletChains } from '../../fixtures/test.ts'

const SECOND = 'Second Wallet'

const test = base.extend<{ twoWalletPage: Page }>({
  /** The host page with two wallets announced: the dev wallet and a second one (account 1). */
  twoWalletPage: async ({ page, stack, chains }, use) => {
    await page.addInitScript(
      await devWalletInitScript({
        mode: 'auto-approve',
        chains: walletChains(chains),
        accountIndex: 1,
        identity: { name: SECOND, rdns: 'dev.porthole.second' },
        globalName: 'secondWallet',
      }),
    )
    await openWalletPage(page, stack, chains)
    await use(page)
  },
})

test('default: add a second wallet, switch between them, disconnect one then the other', async ({
  twoWalletPage: page,
  modalFrame,
}) => {
  const first = await connectDevWallet(page, modalFrame)
  await recordEvents(page)

  // Add wallet keeps the first connection while the second connects.
  await page.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Add wallet' }).click()
  await expect(modalFrame.getByRole('button', { name: 'Dev Wallet' })).toHaveAccessibleDescription(
    'Connected',
  )
  await modalFrame.getByRole('button', { name: SECOND }).click()
  await expect(account).toBeVisible()
  const wallets = account.getByRole('region', { name: 'Connected wallets' })
  await expect(wallets.getByRole('listitem')).toHaveCount(2)
  const second = ((await rpc(page, 'eth_accounts')).result as string[])[0]!
  expect(second).not.toBe(first)
  expect(second.toLowerCase()).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
  expect(await recordedEvents(page)).toEqual([['accountsChanged', [second]]])
  await expect(wallets.getByRole('button', { name: new RegExp(`^${SECOND}`) })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Switch back to the first wallet: the host follows.
  await wallets.getByRole('button', { name: /^Dev Wallet, / }).click()
  await expect(wallets.getByRole('button', { name: /^Dev Wallet, / })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect.poll(() => rpc(page, 'eth_accounts')).toEqual({ result: [first] })
  expect(await recordedEvents(page)).toContainEqual(['accountsChanged', [first]])

  // Disconnect the current one: the other becomes current.
  await clickWhenArmed(wallets.getByRole('button', { name: 'Disconnect Dev Wallet' }))
  await expect(wallets).toHaveCount(0)
  await expect.poll(() => rpc(page, 'eth_accounts')).toEqual({ result: [second] })
  expect((await recordedEvents(page)).at(-1)).toEqual(['accountsChanged', [second]])
  expect(await hostStatus(page)).toBe('connected')
  await expect(account.getByText(`Connected with ${SECOND}`)).toBeVisible()

  // Disconnect the last: the host is disconnected.
  await clickWhenArmed(account.getByRole('button', { name: 'Disconnect', exact: true }))
  await expect.poll(() => recordedEvents(page)).toContainEqual(['disconnect', 4900])
  expect(await hostStatus(page)).toBe('disconnected')
  expect((await recordedEvents(page)).filter(([name]) => name === 'disconnect')).toHaveLength(1)
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})

test('behavior: disconnecting a wallet that is not current keeps the host on the current one', async ({
  twoWalletPage: page,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'Add wallet' }).click()
  await modalFrame.getByRole('button', { name: SECOND }).click()
  const wallets = modalFrame.getByRole('region', { name: 'Connected wallets' })
  await expect(wallets.getByRole('listitem')).toHaveCount(2)
  const second = ((await rpc(page, 'eth_accounts')).result as string[])[0]
  await recordEvents(page)

  await clickWhenArmed(wallets.getByRole('button', { name: 'Disconnect Dev Wallet' }))
  await expect(wallets).toHaveCount(0)
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [second] })
  expect(await recordedEvents(page)).toEqual([])
})
