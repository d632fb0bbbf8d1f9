// A host names only `mainnet` and `base` from the presets module, with no `rpcUrls`: the frame
// reads them through the api's chain RPC service (POST /v1/rpc), which forwards to the
// operator's endpoints. Two local anvil chains stand in for chain ids 1 and 8453.
import type { Page } from '@playwright/test'
import { parseEther, toHex } from 'viem'
import { devAccounts } from '../../fixtures/devChain/devAccounts.ts'
import { type AnvilProcess, spawnAnvil } from '../../fixtures/devChain/spawnAnvil.ts'
import { bundlePresets, servePresets } from '../../fixtures/page/bundlePresets.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { type Stack, startStack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

type PresetChains = { mainnet: AnvilProcess; base: AnvilProcess; presetsModule: string }

const presetTest = test.extend<object, { presetChains: PresetChains }>({
  presetChains: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps first
    async ({}, use) => {
      const [mainnet, base, presetsModule] = await Promise.all([
        spawnAnvil({ chainId: 1 }),
        spawnAnvil({ chainId: 8453 }),
        bundlePresets(),
      ])
      await use({ mainnet, base, presetsModule })
      await Promise.all([mainnet.stop(), base.stop()])
    },
    { scope: 'worker' },
  ],
  stack: async ({ stacks, relay, presetChains }, use) => {
    const chain = (id: number, name: string, rpcUrl: string) => ({
      caipNetworkId: `eip155:${id}`,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl,
    })
    const start = () =>
      startStack({
        relayUrl: relay.url,
        chains: [
          chain(1, 'Ethereum', presetChains.mainnet.rpcUrl),
          chain(8453, 'Base', presetChains.base.rpcUrl),
        ],
      })
    await use(await stacks.get('preset chains', start))
  },
})

const alice = devAccounts(1)[0]!

/** The host page: `import { mainnet, base }` from the presets module, then createModal. */
async function openPresetsPage(page: Page, stack: Stack, presetsModule: string) {
  await servePresets(page, stack.hostUrl, presetsModule)
  await page.goto(`${stack.hostUrl}/host.html`)
  await page.evaluate(async (frameUrl) => {
    const { mainnet, base } = await import(`${location.origin}/porthole-networks.js`)
    window.modal = window.Porthole.createModal({
      projectId: 'demo',
      frameUrl,
      metadata: { name: 'Presets host', url: location.origin },
      networks: [mainnet, base],
    })
    await window.modal.ready
  }, stack.frameUrl)
}

const setBalance = (chain: AnvilProcess, ether: string) =>
  fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [alice.address, toHex(parseEther(ether))],
    }),
  })

presetTest(
  'default: mainnet and base from the presets, no rpcUrls: balances read through the api',
  async ({ page, stack, presetChains }) => {
    await setBalance(presetChains.mainnet, '1.5')
    await setBalance(presetChains.base, '42')
    const rpcCalls: string[] = []
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/v1/rpc') rpcCalls.push(url.searchParams.get('chainId') ?? '')
      else if (!['localhost', '127.0.0.1', 'vault.localhost'].includes(url.hostname))
        elsewhere.push(url.origin)
    })
    await openPresetsPage(page, stack, presetChains.presetsModule)

    expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x1' })
    expect(await rpc(page, 'eth_getBalance', [alice.address, 'latest'])).toEqual({
      result: toHex(parseEther('1.5')),
    })
    await page.evaluate(() => window.modal.switchNetwork('eip155:8453'))
    expect(await rpc(page, 'eth_getBalance', [alice.address, 'latest'])).toEqual({
      result: toHex(parseEther('42')),
    })
    expect(rpcCalls).toContain('eip155:1')
    expect(rpcCalls).toContain('eip155:8453')
    // Nothing went to a public endpoint of the presets.
    expect(elsewhere).toEqual([])
  },
)

presetTest(
  'error: a signing method is refused by the api, not forwarded to the chain',
  async ({ page, stack, presetChains }) => {
    await openPresetsPage(page, stack, presetChains.presetsModule)
    // Without a wallet the frame has no signer; the api's service would refuse one anyway.
    const answer = await page.evaluate(
      async ({ apiUrl, address }) => {
        const res = await fetch(`${apiUrl}/v1/rpc?chainId=eip155:1&projectId=demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 7,
            method: 'eth_sign',
            params: [address, '0x00'],
          }),
        })
        return res.json()
      },
      { apiUrl: stack.apiUrl, address: alice.address },
    )
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method: 'eth_sign' },
      },
    })
  },
)
