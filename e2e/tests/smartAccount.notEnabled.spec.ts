// Smart accounts on a network the vault's config leaves out (SPEC §6 smartAccountNetworks): a
// stack whose vault enables only the first dev chain, so the second (which has the delegation
// contract) is an eoa-only network: Account shows no switch, and wallet_sendCalls with
// atomicRequired is refused with 5760 before any approval.
import type { FrameLocator, Page } from '@playwright/test'
import { loginFreshOnDevChain } from '../fixtures/emailLogin.ts'
import { rpc } from '../fixtures/pageHelpers.ts'
import { startStack } from '../fixtures/startStack.ts'
import { test as base, expect } from '../fixtures/test.ts'

const test = base.extend({
  stack: async ({ stacks, relay }, use) => {
    const start = () => startStack({ relayUrl: relay.url, smartAccountNetworks: ['eip155:31337'] })
    await use(await stacks.get('smart accounts on the first chain only', start))
  },
})

const smartSwitch = (frame: FrameLocator) => frame.getByRole('switch', { name: 'Smart account' })

/** Account, once its tabs have loaded. */
async function openAccount(page: Page) {
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const frame = page.frameLocator('iframe[title="Porthole"]')
  await expect(frame.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  await expect(frame.locator('[aria-busy="true"]')).toHaveCount(0)
}

test('a network not in the enabled list: no toggle, and wallet_sendCalls is refused with 5760 before any approval', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  expect(await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()?.caipNetworkId))
    .toBe('eip155:31338')
  await openAccount(page)
  await expect(modalFrame.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(smartSwitch(modalFrame)).toHaveCount(0)
  await page.evaluate(() => window.modal.close())

  expect(await rpc(page, 'wallet_getCapabilities', [address, ['0x7a6a']])).toEqual({
    result: { '0x7a6a': { atomic: { status: 'unsupported' } } },
  })
  const refused = await rpc(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a6a',
      from: address,
      atomicRequired: true,
      calls: [{ to: address }],
    },
  ])
  expect(refused.code).toBe(5760)
  expect(refused.message).toContain('Smart accounts are not enabled on Anvil Two')
  await expect(modalFrame.getByTestId('approve-title')).toHaveCount(0)
  expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)
})
