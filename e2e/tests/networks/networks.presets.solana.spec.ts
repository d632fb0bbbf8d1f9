// A host names only `solana` from the presets module, with no `rpcUrls`: the frame reads the
// visitor's SOL, and what a send needs, through the api's chain RPC service (POST /v1/rpc),
// which forwards to the operator's cluster (SOLANA_DATA_CHAINS). The local validator stands in
// for mainnet-beta, in the api's config and in the wallet's.
import type { Page } from '@playwright/test'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { devSolanaWalletInitScript } from '../../fixtures/devSolanaWallet/devSolanaWalletInitScript.ts'
import { bundlePresets, servePresets } from '../../fixtures/page/bundlePresets.ts'
import { solanaDataChainFor } from '../../fixtures/solanaValidator/solanaDataChainFor.ts'
import { type Stack, startStack } from '../../fixtures/startStack.ts'
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

/** The host page: `import { solana }` from the presets module, then createModal. */
async function openPresetsPage(page: Page, stack: Stack, presetsModule: string) {
  await servePresets(page, stack.hostUrl, presetsModule)
  await page.goto(`${stack.hostUrl}/host.html`)
  await page.evaluate(async (frameUrl) => {
    const { solana } = await import(`${location.origin}/porthole-networks.js`)
    window.modal = window.Porthole.createModal({
      projectId: 'demo',
      frameUrl,
      metadata: { name: 'Presets host', url: location.origin },
      networks: [solana],
    })
    await window.modal.ready
  }, stack.frameUrl)
}

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
    const rpcCalls: string[] = []
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/v1/rpc') rpcCalls.push(url.searchParams.get('chainId') ?? '')
      else if (!['localhost', '127.0.0.1', 'vault.localhost'].includes(url.hostname))
        elsewhere.push(url.origin)
    })
    await openPresetsPage(page, stack, presetsModule)

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
    await page.evaluate(() => window.modal.open({ view: 'Send' }))
    const view = modalFrame.getByRole('dialog', { name: 'Send' })
    await view.getByRole('button', { name: /^Token / }).click()
    await view.getByRole('list', { name: 'Token' }).getByRole('button', { name: /^SOL / }).click()
    await view.getByRole('textbox', { name: 'Amount', exact: true }).fill('1.5')
    await view.getByRole('textbox', { name: 'To', exact: true }).fill(receiver.toBase58())
    await view.getByRole('button', { name: 'Review' }).click()
    const confirm = view.getByRole('button', { name: 'Send', exact: true })
    await expect(confirm).toBeEnabled()
    await confirm.click()
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
    await openPresetsPage(page, stack, presetsModule)
    const address = Keypair.generate().publicKey.toBase58()
    const answer = await page.evaluate(
      async ({ apiUrl, chainId, address }) => {
        const res = await fetch(`${apiUrl}/v1/rpc?chainId=${chainId}&projectId=demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 7,
            method: 'requestAirdrop',
            params: [address, 1_000_000_000],
          }),
        })
        return res.json()
      },
      { apiUrl: stack.apiUrl, chainId: MAINNET, address },
    )
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method: 'requestAirdrop' },
      },
    })
  },
)
