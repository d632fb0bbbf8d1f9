// Sign In With Solana (SPEC §2 SIWXSignMessage, §7 sessions): with `siwx` configured, the dev
// Solana wallet signs a SIWS message for the host's domain (its `solana:signIn`, or
// `solana:signMessage` when it has none), the api verifies it (ed25519) and keeps the session;
// signOut revokes it.
import { createPublicKey, verify } from 'node:crypto'
import type { Page } from '@playwright/test'
import { getBase58Encoder } from '@solana/kit'
import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import { hostStatus } from '../../fixtures/pageHelpers.ts'
import { SignInView } from '../../fixtures/pages/SignInView.ts'
import type { SolanaValidator } from '../../fixtures/solanaValidator/startSolanaValidator.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { test as base, expect, openHostPage } from '../../fixtures/test.ts'
import { hostSession, postSession, sessionsAt } from '../../fixtures/walletKinds/sessions.ts'

type Frame = ReturnType<Page['frameLocator']>

const signInConfig = (solana: SolanaValidator) => ({
  networks: [solanaDevNetwork(solana)],
  siwx: { statement: 'Sign in to the test shop' },
})

/** Approves the dev Solana wallet's next prompt, checking its title. */
async function approve(page: Page, title: string) {
  const prompt = page.getByRole('dialog', { name: /Dev Solana Wallet/ })
  await expect(prompt).toContainText(title)
  await prompt.getByRole('button', { name: 'Approve' }).click()
}

/**
 * The dev Solana wallet of validator account `index` (`without` the features given) installed,
 * the host page opened with sign-in, the wallet connected and signed in through its
 * `signPrompt`: the host's session.
 */
async function signInAs(
  { page, stack, solana, modalFrame }: SignInFixtures,
  index: number,
  signPrompt: 'Sign in' | 'Sign message',
  without: 'solana:signIn'[] = [],
) {
  await addDevSolanaWallet(page, solana, index, { without })
  await openHostPage(page, stack, signInConfig(solana))
  await page.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  await approve(page, 'Connect')
  await new SignInView(modalFrame).sign()
  await approve(page, signPrompt)
  await expect.poll(() => hostSession(page).then((s) => s?.pci)).toBeTruthy()
  return (await hostSession(page))!
}

type SignInFixtures = { page: Page; stack: Stack; solana: SolanaValidator; modalFrame: Frame }

/** `test` with `signInAs(index, signPrompt, without?)`: `signInAs` on the test's page. */
const test = base.extend<{
  signInAs: (
    ...args: Parameters<typeof signInAs> extends [unknown, ...infer R] ? R : never
  ) => ReturnType<typeof signInAs>
}>({
  signInAs: async ({ page, stack, solana, modalFrame }, use) => {
    await use((...args) => signInAs({ page, stack, solana, modalFrame }, ...args))
  },
})

/** A host backend's check: the session's signature is the address's ed25519 signature. */
function signedBy(address: string, message: string, signature: string): boolean {
  const key = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(getBase58Encoder().encode(address)).toString('base64url'),
    },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, getBase58Encoder().encode(signature) as Uint8Array)
}

test('default: a Solana wallet with solana:signIn signs in to the host; the session reaches host and api', async ({
  signInAs,
  page,
  stack,
  solana,
  modalFrame,
}) => {
  const session = await signInAs(3, 'Sign in')
  const address = solana.accounts[3]!.address
  const host = new URL(stack.hostUrl).host
  expect(session).toMatchObject({
    namespace: 'solana',
    address,
    chainId: solana.caipNetworkId,
    domain: host,
    uri: stack.hostUrl,
  })
  expect(session.message).toContain(`${host} wants you to sign in with your Solana account:`)
  expect(session.message).toContain('Sign in to the test shop')
  expect(signedBy(address, session.message, session.signature!)).toBe(true)
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).toContain(session.pci)
  await expect(new SignInView(modalFrame).dialog).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')

  // The api refuses the same message again (its nonce is spent).
  const replay = await postSession(stack, {
    message: session.message,
    signature: session.signature,
  })
  expect(replay.status).toBe(401)
  expect((await replay.json()).error.name).toBe('NonceRejectedError')
})

test('behavior: a wallet without solana:signIn signs the SIWS message with solana:signMessage', async ({
  signInAs,
  stack,
  solana,
}) => {
  const session = await signInAs(4, 'Sign message', ['solana:signIn'])
  const address = solana.accounts[4]!.address
  expect(session).toMatchObject({ namespace: 'solana', address })
  expect(session.message).toContain('wants you to sign in with your Solana account:')
  expect(signedBy(address, session.message, session.signature!)).toBe(true)
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).toContain(session.pci)
})

test('behavior: signOut revokes the Solana session at the api (the wallet signs) and disconnects', async ({
  signInAs,
  page,
  stack,
  solana,
}) => {
  const session = await signInAs(5, 'Sign in')
  const signedOut = page.evaluate(() => window.modal.signOut())
  await approve(page, 'Sign message')
  await signedOut
  expect(await hostSession(page)).toBeUndefined()
  const address = solana.accounts[5]!.address
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).not.toContain(session.pci)
  expect(await hostStatus(page)).toBe('disconnected')
})
