import type { DappData } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { testDapp } from '../../../../../test/createTestFrameApp.ts'
import { renderView } from '../../../../../test/renderView.tsx'

/** Connect, open, with `features` synced; the methods it shows, top to bottom. */
async function connectMethods(features?: DappData['features']) {
  const view = await renderView({ dapp: { ...testDapp, ...(features ? { features } : {}) } })
  view.app.actions.open()
  const email = page.getByText('Continue with email')
  const wallets = page.getByRole('heading', { name: 'Wallets' })
  await expect.element(email).toBeVisible()
  await expect.element(wallets).toBeVisible()
  const emailFirst =
    email.element().compareDocumentPosition(wallets.element()) & Node.DOCUMENT_POSITION_FOLLOWING
  return emailFirst ? ['email', 'wallet'] : ['wallet', 'email']
}

describe('Connect', () => {
  test('default: SPEC §1 order, email before the wallets', async () => {
    expect(await connectMethods()).toEqual(['email', 'wallet'])
  })

  test('param: connectMethodsOrder puts the wallets first', async () => {
    expect(await connectMethods({ connectMethodsOrder: ['wallet', 'email', 'social'] })).toEqual([
      'wallet',
      'email',
    ])
  })
})
