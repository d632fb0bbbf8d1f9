// A host names only `solana` from the presets module, with no `rpcUrls`: the frame reads the
// visitor's SOL, and what a send needs, through the api's chain RPC service (POST /v1/rpc),
// which forwards to the operator's cluster (SOLANA_DATA_CHAINS). The local validator stands in
// for mainnet-beta, in the api's config and in the wallet's.
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { devSolanaWalletInitScript } from '../../fixtures/devSolanaWallet/devSolanaWalletInitScript.ts'
import { recordRpcTraffic } from '../../fixtures/page/recordRpcTraffic.ts'
import { SendView } from '../../fixtures/pages/SendView.ts'
import { bundlePresets } from '../../fixtures/presets/bundlePresets.ts'
import { callRpcService, refusedRpcCall } from '../../fixtures/presets/callRpcService.ts'
import { openPresetsPage } from '../../fixtures/presets/openPresetsPage.ts'
import { solanaDataChainFor } from '../../fixtures/solanaValidator/solanaDataChainFor.ts'
import { startStack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const presetTest = test.extend<object, { presetsModule: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps first
  presetsModule: [async ({}, use) => use(await bundlePresets()), { scope: 'worker' }],
  stack: async ({ stacks, relay, solana }, use) => {
    const start = () =>
      startStack({
        relayUrl: relay.url,
        solanaChains: [{ ...solanaDataChainFor(solana), caipNetworkId: MAINNET, name: 'Solana' }],
      })
    await use(await stacks.get('preset solana', start))
  },
})

presetTest(
  'default: solana from the presets, no rpcUrls: the SOL balance is read and a send confirmed through the api',
  async ({ page, modalFrame, stack, solana, presetsModule }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A visitor of its own, funded on the validator, with a wallet that knows it as mainnet.
    const visitor = Keypair.generate()
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    // The validator runs a transaction as it gets it: the airdrop has landed once answered.
    await connection.requestAirdrop(visitor.publicKey, 7.25 * LAMPORTS_PER_SOL)
    await page.addInitScript(
      await devSolanaWalletInitScript({
        secretKey: [...visitor.secretKey],
        chains: [{ id: MAINNET, rpcUrl: solana.rpcUrl, name: 'Solana' }],
        mode: 'auto-approve',
      }),
    )
    const { rpcCalls, elsewhere } = recordRpcTraffic(page)
    await openPresetsPage(page, stack, presetsModule, ['solana'])

    await page.evaluate(() => window.modal.open())
    await modalFrame.getByRole('button', { name: /Dev Solana Wallet/ }).click()
    await expect
      .poll(() => page.evaluate(() => window.modal.getState()?.caipNetworkId))
      .toBe(MAINNET)
    await page.evaluate(() => window.modal.open())
    const account = modalFrame.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('account-balance')).toHaveText('7.250 SOL')
    expect(rpcCalls).toContain(MAINNET)

    // A send: the frame takes the blockhash and the signature's status from the api; the wallet
    // signs and sends.
    const receiver = Keypair.generate().publicKey
    const form = new SendView(page, modalFrame)
    await form.open()
    await form.fill({ symbol: 'SOL', amount: '1.5', to: receiver.toBase58() })
    await form.review()
    await form.confirm()
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(1.5 * LAMPORTS_PER_SOL)
    // Nothing went to the preset's public endpoint, or anywhere else off this machine.
    expect(rpcCalls.every((chainId) => chainId === MAINNET)).toBe(true)
    expect(elsewhere).toEqual([])
  },
)

presetTest(
  'error: an airdrop is refused by the api, not forwarded to the cluster',
  async ({ page, stack, presetsModule }) => {
    await openPresetsPage(page, stack, presetsModule, ['solana'])
    const address = Keypair.generate().publicKey.toBase58()
    const answer = await callRpcService(page, stack, MAINNET, 'requestAirdrop', [
      address,
      1_000_000_000,
    ])
    expect(answer).toEqual(refusedRpcCall('requestAirdrop'))
  },
)
