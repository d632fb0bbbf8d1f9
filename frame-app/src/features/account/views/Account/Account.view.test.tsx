import type { RpcRequest } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createAccountApi } from '#test/createAccountApi.ts'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { connectTestWallet, testDapp, testHostItem, testWallet } from '#test/createTestFrameApp.ts'
import { renderView, scanView, type ViewViolation } from '#test/renderView.tsx'

const dialog = (name: string | RegExp) => page.getByRole('dialog', { name })

/** Account, connected with the Dev Wallet over `api`, once its first tab has loaded. */
async function openAccount(options: Parameters<typeof renderView>[0] & { tokensTab?: string }) {
  const view = await renderView(options)
  await connectTestWallet(view.app)
  view.app.actions.open('Account')
  await expect.element(page.getByRole('tab', { name: options.tokensTab ?? 'Tokens' })).toBeVisible()
  return view
}

/**
 * Opens the NFTs tab, then Activity; scans each once `shows(tab)` holds, as
 * `Account/<tab><suffix>`.
 */
async function scanOtherTabs(
  view: Parameters<typeof scanView>[0],
  suffix: string,
  shows: (tab: 'NFTs' | 'Activity') => Promise<unknown>,
) {
  const violations: ViewViolation[] = []
  for (const tab of ['NFTs', 'Activity'] as const) {
    await page.getByRole('tab', { name: tab }).click()
    await shows(tab)
    violations.push(...(await scanView(view, `Account/${tab}${suffix}`)))
  }
  return violations
}

describe('Account', () => {
  test("default: the three tabs and Send list the account's tokens; no axe violations, light and dark, at 390 and 1024 px", async () => {
    const view = await openAccount({ api: createAccountApi().api })
    await expect.element(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    const violations: ViewViolation[] = []
    const panel = page.getByRole('tabpanel')
    await expect.element(panel.getByText('DUSD', { exact: true })).toBeVisible()
    violations.push(...(await scanView(view, 'Account/Tokens')))
    const empty = {
      NFTs: 'No NFTs on this network yet.',
      Activity: 'No activity on this network yet.',
    }
    violations.push(
      ...(await scanOtherTabs(view, '', (tab) =>
        expect.element(panel.getByText(empty[tab])).toBeVisible(),
      )),
    )
    view.app.actions.open('Send')
    await expect.element(dialog('Send')).toBeVisible()
    await expect.element(dialog('Send').getByRole('textbox').first()).toBeVisible()
    violations.push(...(await scanView(view, 'Send')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  })

  test('param: features.send false: Account offers Swap but no Send', async () => {
    const dapp = { ...testDapp, features: { send: false } }
    await openAccount({ api: createAccountApi().api, dapp })
    await expect.element(page.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
    expect(page.getByRole('button', { name: 'Send', exact: true }).elements()).toHaveLength(0)
  })

  test("error: with the Data API down, AllWallets, Account's tabs, OnRamp and Swap each say what failed; no axe violations", async () => {
    const down = createDataApiOver(async () => {
      throw new TypeError('Failed to fetch')
    })
    const view = await renderView({ api: down })
    await connectTestWallet(view.app)
    const violations: ViewViolation[] = []
    view.app.actions.open('AllWallets')
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Could not load the wallet list/)
    violations.push(...(await scanView(view, 'AllWallets/error')))

    view.app.actions.open('Account')
    const panel = page.getByRole('tabpanel')
    await expect.element(panel.getByRole('alert')).toHaveTextContent('Token Balance Unavailable')
    violations.push(...(await scanView(view, 'Account/Tokens-unavailable')))
    const unavailable = { NFTs: 'NFTs Unavailable', Activity: 'Activity Unavailable' }
    violations.push(
      ...(await scanOtherTabs(view, '-unavailable', (tab) =>
        expect.element(panel.getByRole('alert')).toHaveTextContent(unavailable[tab]),
      )),
    )

    view.app.actions.open('OnRamp')
    await expect
      .element(dialog('Buy crypto').getByRole('alert'))
      .toHaveTextContent(/purchase options could not be loaded/)
    violations.push(...(await scanView(view, 'OnRamp/optionsFailed')))
    view.app.actions.open('Swap')
    await expect.element(page.getByText('The tokens could not be loaded.')).toBeVisible()
    violations.push(...(await scanView(view, 'Swap/loadFailed')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  })

  test("default: under a host's custom accent, Connect and Account have no axe violations", async () => {
    const view = await renderView({ api: createAccountApi().api })
    // A brand purple with 3:1 against both backgrounds (the bar the accent warning sets).
    await view.call('SYNC_THEME', { themeVariables: { accent: '#7b3fe4' } })
    view.app.actions.open()
    await expect.element(page.getByRole('button', { name: /Dev Wallet/ })).toBeEnabled()
    const violations = await scanView(view, 'Connect/customAccent')
    await connectTestWallet(view.app)
    view.app.actions.open('Account')
    await expect
      .element(page.getByRole('tabpanel').getByText('DUSD', { exact: true }))
      .toBeVisible()
    violations.push(...(await scanView(view, 'Account/customAccent')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  })

  test('default: in Arabic, Account and Send read right to left, their arrows point left; no axe violations', async () => {
    const view = await openAccount({
      api: createAccountApi().api,
      languages: ['ar'],
      tokensTab: 'الرموز المميزة',
    })
    const card = page.getByRole('dialog')
    await expect.element(card).toHaveAttribute('dir', 'rtl')
    const violations = await scanView(view, 'Account-ar')
    view.app.actions.open('Send')
    await expect.element(dialog('إرسال')).toHaveAttribute('dir', 'rtl')
    await expect.element(card.getByText('اختر رمزًا مميزًا')).toBeVisible()
    const arrow = card.element().querySelector('.ph-icon--mirrored')
    expect(arrow && getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    violations.push(...(await scanView(view, 'Send-ar')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  })

  test("error: a wallet that fails the disconnect while another stays connected: Account says 'Failed to disconnect' above the other; no axe violations", async () => {
    const view = await renderView({
      api: createAccountApi().api,
      walletAnswer: (request: RpcRequest, answer) => {
        if (request.method !== 'wallet_revokePermissions') return answer(request)
        throw Object.assign(new Error('Internal error'), { code: -32603 })
      },
    })
    const other = { ...testWallet, uuid: 'uuid-2', name: 'Other Wallet', rdns: 'dev.other' }
    await view.call('SYNC_HOST_WALLETS', { wallets: [testWallet, other] })
    await connectTestWallet(view.app)
    const otherItem = { ...testHostItem, id: other.uuid, name: other.name, rdns: other.rdns }
    view.app.actions.selectWallet({ wallet: otherItem, isMobile: false, walletConnect: null })
    await expect.poll(() => view.app.connection.getSnapshot().context.connections).toHaveLength(2)
    view.app.actions.open('Account')

    await view.app.actions.disconnect() // Other Wallet, the current one
    const account = dialog('Account')
    const failed =
      'Failed to disconnect. The wallet may still list this site as connected: remove it there.'
    await expect.element(account.getByRole('alert').filter({ hasText: failed })).toBeVisible()
    await expect.element(account.getByText('Connected with Dev Wallet')).toBeVisible()
    const violations = await scanView(view, 'Account/disconnectFailed')
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  })
})
