import type { DappData } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createRegistryApi, registryWallets } from '#test/createRegistryApi.ts'
import { testDapp } from '#test/createTestFrameApp.ts'
import { renderView } from '#test/renderView.tsx'

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

  test('default: in Arabic, the All wallets count reads "120+": left to right, in its own isolate', async () => {
    const view = await renderView({
      api: createRegistryApi(registryWallets(125)).api,
      languages: ['ar'],
    })
    view.app.actions.open()
    await expect.element(page.getByRole('dialog')).toHaveAttribute('dir', 'rtl')
    const count = page.getByText(/^120\+$/)
    await expect.element(count).toBeVisible()
    // The plus stays on the number's right: the isolate lays it out left to right.
    const box = (text: string) => {
      const range = document.createRange()
      const node = count.element().firstChild as Text
      const at = node.data.indexOf(text)
      range.setStart(node, at)
      range.setEnd(node, at + text.length)
      return range.getBoundingClientRect()
    }
    expect(box('+').left).toBeGreaterThan(box('120').left)
  })
})
