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
import type { SolanaValidator } from '../../fixtures/solanaValidator/startSolanaValidator.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

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

async function connectAndSignIn(page: Page, modalFrame: Frame, signPrompt: string) {
  await page.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  await approve(page, 'Connect')
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toBeVisible()
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await approve(page, signPrompt)
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
  return (await page.evaluate(() => window.modal.getSession()))!
}

async function sessionsAt(stack: Stack, address: string): Promise<{ pci: string }[]> {
  const res = await fetch(`${stack.apiUrl}/v1/sessions/${address}?projectId=demo`)
  return (await res.json()).sessions
}

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
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 3)
  await openHostPage(page, stack, signInConfig(solana))
  const session = await connectAndSignIn(page, modalFrame, 'Sign in')
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
  await expect(modalFrame.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')

  // The api refuses the same message again (its nonce is spent).
  const replay = await fetch(`${stack.apiUrl}/v1/sessions?projectId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature }),
  })
  expect(replay.status).toBe(401)
  expect((await replay.json()).error.name).toBe('NonceRejectedError')
})

test('behavior: a wallet without solana:signIn signs the SIWS message with solana:signMessage', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 4, { without: ['solana:signIn'] })
  await openHostPage(page, stack, signInConfig(solana))
  const session = await connectAndSignIn(page, modalFrame, 'Sign message')
  const address = solana.accounts[4]!.address
  expect(session).toMatchObject({ namespace: 'solana', address })
  expect(session.message).toContain('wants you to sign in with your Solana account:')
  expect(signedBy(address, session.message, session.signature!)).toBe(true)
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).toContain(session.pci)
})

test('behavior: signOut revokes the Solana session at the api (the wallet signs) and disconnects', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 5)
  await openHostPage(page, stack, signInConfig(solana))
  const session = await connectAndSignIn(page, modalFrame, 'Sign in')
  const signedOut = page.evaluate(() => window.modal.signOut())
  await approve(page, 'Sign message')
  await signedOut
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
  const address = solana.accounts[5]!.address
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).not.toContain(session.pci)
  expect(await hostStatus(page)).toBe('disconnected')
})
