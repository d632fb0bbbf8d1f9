// Keyboard use of the modal beyond the focus trap (foundation.a11y): a network switch through
// the wallet gives focus back to the network row. AllWallets' grid, its search's Escape and
// Back's focus are view tests (frame-app AllWallets.view.test.tsx).
import { devWalletAccountTest as test } from '../../fixtures/accounts/devWalletAccountTest.ts'
import { expect } from '../../fixtures/test.ts'

test('behavior: after a network switch from Account, focus is back on the network row', async ({
  walletPage,
  modalFrame,
  accountShown: { dialog: account },
}) => {
  const networkRow = account.getByRole('button', { name: /^Anvil/ })
  await networkRow.focus()
  await walletPage.keyboard.press('Enter')

  const target = modalFrame
    .getByRole('dialog', { name: 'Choose network' })
    .getByRole('button', { name: 'Anvil Two', exact: true })
  await expect(target).toBeEnabled()
  await target.focus()
  await walletPage.keyboard.press('Enter')
  await expect(account.getByRole('button', { name: /^Anvil Two/ })).toBeFocused()
})
