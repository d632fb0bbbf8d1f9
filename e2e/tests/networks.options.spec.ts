// SPEC §2: UnsupportedChain does not open when network switching is disabled or unsupported
// chains are allowed (the default, where it opens, is in evm.errors.spec.ts).
import {
  addDevWallet,
  connectDevWallet,
  hostStatus,
  moveDevWalletToUnrequestedChain,
  openDevChainPage,
  rpc,
} from '../fixtures/pageHelpers.ts'
import { expect, test } from '../fixtures/test.ts'

for (const [option, config] of [
  ['enableNetworkSwitch: false', { enableNetworkSwitch: false }],
  ['allowUnsupportedChain: true', { allowUnsupportedChain: true }],
] as const) {
  test(`param: ${option}: a wallet on an unrequested chain does not open UnsupportedChain`, async ({
    page,
    stack,
    chains,
    modalFrame,
  }) => {
    await addDevWallet(page, chains)
    await openDevChainPage(page, stack, chains, config)
    await moveDevWalletToUnrequestedChain(page)
    await connectDevWallet(page, modalFrame)
    expect(await hostStatus(page)).toBe('connected')
    expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x2105' })
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => window.modal.getState()?.view)).not.toBe('UnsupportedChain')

    // Opening the modal shows Account, whose Networks view still lists the host's networks.
    await page.evaluate(() => window.modal.open())
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await modalFrame.getByRole('button', { name: /Unsupported network/ }).click()
    const view = modalFrame.getByRole('dialog', { name: 'Choose Network' })
    await expect(view.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
    await expect(view.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
  })
}
