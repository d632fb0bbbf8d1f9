// The dev Solana wallet in real Chromium, in a plain page (no Porthole): it registers through
// Wallet Standard (the page speaks the app side of the protocol: `wallet-standard:app-ready`),
// asks in its own prompt, signs, and sends to the local validator.
import type { Page } from '@playwright/test'
import { verifySignIn } from '@solana/wallet-standard-util'
import { Connection, Keypair } from '@solana/web3.js'
import { devSolanaWalletInitScript } from '../../fixtures/devSolanaWallet/devSolanaWalletInitScript.ts'
import { DEV_SOLANA_WALLET_FEATURES } from '../../fixtures/devSolanaWallet/devSolanaWalletTypes.ts'
import type { InstalledDevSolanaWallet } from '../../fixtures/devSolanaWallet/installDevSolanaWallet.ts'
import { unsignedSolTransfer } from '../../fixtures/embeddedSolana/unsignedTransaction.ts'
import { createStaticServer, type StaticServer } from '../../fixtures/servers/createStaticServer.ts'
import { ed25519Verifies } from '../../fixtures/solanaValidator/ed25519Verifies.ts'
import { expectSolTransferLanded } from '../../fixtures/solanaValidator/expectSolTransferLanded.ts'
import type { SolanaValidator } from '../../fixtures/solanaValidator/startSolanaValidator.ts'
import { expect, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    devSolanaWallet: InstalledDevSolanaWallet
    /** Wallets the page's Wallet Standard app side received. */
    registered: import('@wallet-standard/core').Wallet[]
  }
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dapp</title></head>
<body><h1>Dapp</h1><iframe title="child" src="/child"></iframe></body></html>`
const CHAIN = 'solana:localnet'

let validator: SolanaValidator
let server: StaticServer

// The worker's validator (the `solana` fixture), shared with the other specs: each test's
// transfer goes to a new address.
test.beforeAll(async ({ solana }) => {
  validator = solana
  server = await createStaticServer({
    host: '127.0.0.1',
    routes: {
      '/': { body: PAGE, type: 'text/html; charset=utf-8' },
      '/child': { body: '<p>child</p>', type: 'text/html' },
    },
  })
})
test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(async ({ page }) => {
  // The app side first, as a dapp's @wallet-standard/app does: wallets registered before and
  // after it are both received.
  await page.addInitScript(() => {
    window.registered = []
    const api = {
      register: (...wallets: import('@wallet-standard/core').Wallet[]) => {
        window.registered.push(...wallets)
        return () => {}
      },
    }
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(app: typeof api) => void>).detail(api),
    )
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  })
  await page.addInitScript(
    await devSolanaWalletInitScript({
      secretKey: [...validator.accounts[3]!.secretKey],
      chains: [{ id: CHAIN, rpcUrl: validator.rpcUrl, name: 'Local validator' }],
    }),
  )
  await page.goto(server.url)
})

const prompt = (page: Page) => page.getByRole('dialog', { name: /Dev Solana Wallet/ })
const address = () => validator.accounts[3]!.address

/** Calls a feature of the registered wallet in the page; settles with its result or error. */
function call(page: Page, feature: string, method: string, input?: unknown) {
  return page.evaluate(
    async ({ feature, method, input }) => {
      const wallet = window.registered[0]!
      const decode = (value: unknown): unknown => {
        if (value && typeof value === 'object' && 'bytes' in value)
          return new Uint8Array((value as { bytes: number[] }).bytes)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]))
        return value
      }
      const encode = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return { bytes: [...value] }
        if (Array.isArray(value)) return value.map(encode)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
        return value
      }
      const args =
        input === undefined ? [] : [{ ...(decode(input) as object), account: wallet.accounts[0] }]
      try {
        // biome-ignore lint/suspicious/noExplicitAny: a feature method, called as a dapp would
        const result = await (wallet.features[feature as `${string}:${string}`] as any)[method](
          ...args,
        )
        return { result: encode(result) }
      } catch (error) {
        return { code: (error as { code: number }).code, message: (error as Error).message }
      }
    },
    { feature, method, input },
  )
}

const bytes = (value: Uint8Array) => ({ bytes: [...value] })
const fromBytes = (value: unknown) => new Uint8Array((value as { bytes: number[] }).bytes)

test('default: registers through Wallet Standard in the top page only, with its features', async ({
  page,
}) => {
  const wallet = await page.evaluate(() => {
    const [w] = window.registered
    return (
      w && {
        name: w.name,
        chains: w.chains,
        features: Object.keys(w.features),
        count: window.registered.length,
      }
    )
  })
  expect(wallet).toEqual({
    name: 'Dev Solana Wallet',
    chains: [CHAIN],
    count: 1,
    // Every feature it can offer, in its order: none is dropped unless asked (`without`).
    features: [...DEV_SOLANA_WALLET_FEATURES],
  })
  const child = page.frame({ url: /\/child$/ })
  expect(await child?.evaluate(() => 'devSolanaWallet' in window)).toBe(false)
})

test('behavior: connect and sign in the prompt; the message verifies; 0.01 SOL lands', async ({
  page,
}) => {
  const connecting = call(page, 'standard:connect', 'connect')
  await expect(prompt(page)).toContainText('Connect')
  await expect(prompt(page)).toContainText(address())
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toMatchObject({ result: { accounts: [{ address: address() }] } })

  const message = new TextEncoder().encode('Hello Solana')
  const signing = call(page, 'solana:signMessage', 'signMessage', { message: bytes(message) })
  await expect(prompt(page)).toContainText('Hello Solana')
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  const signed = (await signing) as { result: [{ signature: unknown }] }
  expect(ed25519Verifies(address(), message, fromBytes(signed.result[0].signature))).toBe(true)

  const connection = new Connection(validator.rpcUrl, 'confirmed')
  const to = Keypair.generate().publicKey
  const sending = call(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    chain: CHAIN,
    transaction: { bytes: await unsignedSolTransfer(connection, address(), to, 0.01) },
  })
  await expect(prompt(page)).toContainText(`0.01 SOL to ${to.toBase58()}`)
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  const sent = (await sending) as { result: [{ signature: unknown }] }
  await expectSolTransferLanded(connection, fromBytes(sent.result[0].signature), to, 0.01)
})

test('behavior: the approval survives a reload (silent connect); signIn verifies', async ({
  page,
}) => {
  const connecting = call(page, 'standard:connect', 'connect')
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  await connecting
  await page.reload()
  expect(await call(page, 'standard:connect', 'connect', { silent: true })).toMatchObject({
    result: { accounts: [{ address: address() }] },
  })
  await expect(prompt(page)).toHaveCount(0)
  const input = { domain: new URL(server.url).host, statement: 'Sign in', nonce: 'n0nce123' }
  const signingIn = call(page, 'solana:signIn', 'signIn', input)
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  const out = (await signingIn) as {
    result: [
      {
        signedMessage: unknown
        signature: unknown
        account: { address: string; publicKey: unknown }
      },
    ]
  }
  const [first] = out.result
  expect(
    verifySignIn(input, {
      account: {
        ...first.account,
        publicKey: fromBytes(first.account.publicKey),
        chains: [],
        features: [],
      },
      signedMessage: fromBytes(first.signedMessage),
      signature: fromBytes(first.signature),
    }),
  ).toBe(true)
})

test('error: Reject is 4001; reject and fail modes answer without a prompt', async ({ page }) => {
  const connecting = call(page, 'standard:connect', 'connect')
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  expect(await connecting).toMatchObject({ code: 4001 })
  await page.evaluate(() => window.devSolanaWallet.setMode('fail'))
  expect(await call(page, 'standard:connect', 'connect')).toMatchObject({ code: -32603 })
  await page.evaluate(() => window.devSolanaWallet.setMode('reject'))
  expect(await call(page, 'standard:connect', 'connect')).toMatchObject({ code: 4001 })
  await expect(prompt(page)).toHaveCount(0)
})
