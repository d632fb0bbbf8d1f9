// A host names only `mainnet` and `base` from the presets module, with no `rpcUrls`: the frame
// reads them through the api's chain RPC service (POST /v1/rpc), which forwards to the
// operator's endpoints. Two local anvil chains stand in for chain ids 1 and 8453.
import { parseEther, toHex } from 'viem'
import { devAccounts } from '../../fixtures/devChain/devAccounts.ts'
import { setAnvilBalance } from '../../fixtures/devChain/setAnvilBalance.ts'
import { type AnvilProcess, spawnAnvil } from '../../fixtures/devChain/spawnAnvil.ts'
import { recordRpcTraffic } from '../../fixtures/page/recordRpcTraffic.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { bundlePresets } from '../../fixtures/presets/bundlePresets.ts'
import { callRpcService, refusedRpcCall } from '../../fixtures/presets/callRpcService.ts'
import { openPresetsPage } from '../../fixtures/presets/openPresetsPage.ts'
import { startStack } from '../../fixtures/startStack.ts'
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

const setBalance = (chain: AnvilProcess, ether: string) =>
  setAnvilBalance(chain.rpcUrl, alice.address, parseEther(ether))

presetTest(
  'default: mainnet and base from the presets, no rpcUrls: balances read through the api',
  async ({ page, stack, presetChains }) => {
    await setBalance(presetChains.mainnet, '1.5')
    await setBalance(presetChains.base, '42')
    const { rpcCalls, elsewhere } = recordRpcTraffic(page)
    await openPresetsPage(page, stack, presetChains.presetsModule, ['mainnet', 'base'])

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
    await openPresetsPage(page, stack, presetChains.presetsModule, ['mainnet', 'base'])
    // Without a wallet the frame has no signer; the api's service would refuse one anyway.
    const answer = await callRpcService(page, stack, 'eip155:1', 'eth_sign', [
      alice.address,
      '0x00',
    ])
    expect(answer).toEqual(refusedRpcCall('eth_sign'))
  },
)
