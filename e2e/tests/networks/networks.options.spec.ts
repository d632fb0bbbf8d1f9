// SPEC §2: UnsupportedChain does not open when network switching is disabled, unsupported
// chains are allowed or a basic WalletConnect session is in use, restored after a reload too
// (the default, where it opens, is in evm.errors.spec.ts).
import { moveThenConnectDevWallet } from '../../fixtures/page/moveThenConnectDevWallet.ts'
import {
  hostStatus,
  openDevChainPage,
  recordEvents,
  recordedEvents,
  rpc,
} from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'
import { pairPhoneWallet, wcTest } from '../../fixtures/wcTest.ts'

for (const [option, config] of [
  ['enableNetworkSwitch: false', { enableNetworkSwitch: false }],
  ['allowUnsupportedChain: true', { allowUnsupportedChain: true }],
] as const) {
  test.describe(() => {
    test.use({ hostConfig: config })

    test(`param: ${option}: a wallet on an unrequested chain does not open UnsupportedChain`, async ({
      walletPage: page,
      modalFrame,
    }) => {
      await moveThenConnectDevWallet(page, modalFrame)
      expect(await hostStatus(page)).toBe('connected')
      expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x2105' })
      await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
      expect(await page.evaluate(() => window.modal.getState()?.view)).not.toBe('UnsupportedChain')

      // Opening the modal shows Account, whose Networks view still lists the host's networks.
      await page.evaluate(() => window.modal.open())
      await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
      await modalFrame.getByRole('button', { name: /Unsupported network/ }).click()
      const view = modalFrame.getByRole('dialog', { name: 'Choose network' })
      await expect(view.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
      await expect(view.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
    })
  })
}

wcTest(
  'behavior: a WalletConnect session paired from the QR view moves to an unrequested chain without UnsupportedChain, after a reload too',
  async ({ wcHostPage: page, phoneWallet: wallet, modalFrame, stack, chains, storageMode }) => {
    await pairPhoneWallet(page, modalFrame, wallet)
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    // The user picks Base in the phone wallet, a chain the host did not request.
    await wallet.moveToChain(8453)
    await expect.poll(() => recordedEvents(page)).toContainEqual(['chainChanged', '0x2105'])
    expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x2105' })
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)

    // Opening the modal shows Account, not Switch Network.
    await page.evaluate(() => window.modal.open())
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => window.modal.getState()?.view)).toBe('Account')

    // A reload restores the same session, still the one paired from the QR view.
    await openDevChainPage(page, stack, chains)
    if (storageMode === 'blocked') {
      // Without frame storage the session lasted for the page (walletConnect.default).
      await expect.poll(() => hostStatus(page)).toBe('disconnected')
      return
    }
    await expect.poll(() => hostStatus(page)).toBe('connected')
    await recordEvents(page)
    // Restored on a network the session holds; the user picks Base in the wallet once more
    // (back to Anvil first, in the wallet only: the session does not hold Base to say so).
    await wallet.moveToChain(chains.one.chainId)
    await wallet.moveToChain(8453)
    await expect.poll(() => recordedEvents(page)).toContainEqual(['chainChanged', '0x2105'])
    expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x2105' })
    await page.evaluate(() => window.modal.open())
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => window.modal.getState()?.view)).toBe('Account')
  },
)
