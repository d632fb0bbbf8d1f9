// Sign-in after connecting (SPEC §2 ConnectingSiwe, §7 sessions): the dev wallet signs a SIWE
// message for the host's domain, the api verifies it and keeps the session; a reload finds it
// again, signOut revokes it, another network asks for its own session, declining disconnects
// unless sign-in is optional, and the api refuses a replayed nonce and a message signed for
// another domain.
import type { Page } from '@playwright/test'
import { siwxRevokeMessage } from '@porthole/shared-protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import {
  connectDevWallet,
  hostStatus,
  openDevChainPage,
  openWalletPage,
  setDevWalletMode,
} from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { test as base, chainNetworks, type DevChains, expect } from '../../fixtures/test.ts'

// The dev wallet's account: anvil's first public development key.
const devAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

const signInConfig = (chains: DevChains, siweConfig: Record<string, unknown> = {}) => ({
  networks: chainNetworks(chains),
  siweConfig: { statement: 'Sign in to the test shop', ...siweConfig },
})

/** `test` with `signInPage`: the dev wallet's host page on the dev chains, sign-in required. */
const test = base.extend<{ signInPage: Page }>({
  signInPage: async ({ page, stack, chains }, use) => {
    await openWalletPage(page, stack, chains, signInConfig(chains))
    await use(page)
  },
})

/** Revokes, as the dev account, its sessions on `chainId` (earlier tests share the api). */
async function revokeSessionsOn(stack: Stack, chainId: number) {
  const sessions = (await sessionsAt(stack, devAccount.address)) as {
    pci: string
    chainId: string
  }[]
  for (const { pci } of sessions.filter((s) => s.chainId === `eip155:${chainId}`)) {
    const signature = await devAccount.signMessage({ message: siwxRevokeMessage(pci) })
    await fetch(`${stack.apiUrl}/v1/sessions/${devAccount.address}/revoke?projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci, signature }),
    })
  }
}

async function sessionsAt(stack: Stack, address: string): Promise<{ pci: string }[]> {
  const res = await fetch(`${stack.apiUrl}/v1/sessions/${address}?projectId=demo`)
  return (await res.json()).sessions
}

const postSession = (stack: Stack, body: unknown) =>
  fetch(`${stack.apiUrl}/v1/sessions?projectId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function signInWithDevWallet(page: Page, modalFrame: ReturnType<Page['frameLocator']>) {
  await connectDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toBeVisible()
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
  return (await page.evaluate(() => window.modal.getSession()))!
}

test('default: after connecting, the wallet signs a SIWE message for the host and the session reaches host and api', async ({
  signInPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  const host = new URL(stack.hostUrl).host
  await expect(view).toContainText('Host test page needs to connect to your wallet')
  await expect(view).toContainText(`sign in to ${host}`)
  await page.evaluate(() => {
    window.sessions = []
    window.modal.subscribeSession((session) => window.sessions.push(session?.pci ?? null))
  })
  await view.getByRole('button', { name: 'Sign', exact: true }).click()

  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
  const session = (await page.evaluate(() => window.modal.getSession()))!
  expect(session).toMatchObject({
    namespace: 'eip155',
    address: devAccount.address,
    chainId: `eip155:${chains.one.chainId}`,
    domain: host,
    uri: stack.hostUrl,
  })
  expect(session.message).toContain('Sign in to the test shop')
  // A host backend checks the signature itself: it is the dev account's.
  expect(
    await devAccount
      .signMessage({ message: session.message })
      .then((own) => own === session.signature),
  ).toBe(true)
  expect((await sessionsAt(stack, devAccount.address)).map((s) => s.pci)).toContain(session.pci)
  expect(await page.evaluate(() => window.sessions)).toEqual([session.pci])
  // eth_requestAccounts closed the modal once signed in.
  await expect(view).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')
})

test('behavior: a reload keeps the session, found again by address; nothing of it in host storage', async ({
  signInPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  const session = await signInWithDevWallet(page, modalFrame)
  // The page loads again (the dev wallet still installed) and creates its modal anew.
  await openDevChainPage(page, stack, chains, signInConfig(chains))
  await expect.poll(() => hostStatus(page)).toBe('connected')
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBe(session.pci)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(session.signature!.slice(2, 40))
  expect(stored).not.toContain(session.pci)
})

test('behavior: signOut revokes the session at the api (the wallet signs) and disconnects', async ({
  signInPage: page,
  stack,
  modalFrame,
}) => {
  const session = await signInWithDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.signOut())
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
  expect((await sessionsAt(stack, devAccount.address)).map((s) => s.pci)).not.toContain(session.pci)
  expect(await hostStatus(page)).toBe('disconnected')
})

/** The dev wallet itself moves to `chainId`, as a user switching in the extension. */
const walletSwitchesTo = (page: Page, chainId: number) =>
  page.evaluate(
    (hex) =>
      window.devWallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hex }],
      }),
    `0x${chainId.toString(16)}`,
  )

test('behavior: the wallet moving to another network drops the session and asks to sign in there; back on the first, its session is found again', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await revokeSessionsOn(stack, chains.two.chainId)
  await openWalletPage(page, stack, chains, signInConfig(chains))
  const first = await signInWithDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toBeHidden()
  await page.evaluate(() => {
    window.sessions = []
    window.modal.subscribeSession((session) => window.sessions.push(session?.pci ?? null))
  })

  await walletSwitchesTo(page, chains.two.chainId)
  await expect(view).toBeVisible()
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
  const sign = view.getByRole('button', { name: 'Sign', exact: true })
  await expect(sign).toBeEnabled()
  await sign.click()
  await expect
    .poll(() => page.evaluate(() => window.modal.getSession()?.chainId))
    .toBe(`eip155:${chains.two.chainId}`)
  const second = (await page.evaluate(() => window.modal.getSession()))!
  expect(second.pci).not.toBe(first.pci)

  // Chain one's session is still active at the api: found again without a new signature.
  await walletSwitchesTo(page, chains.one.chainId)
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBe(first.pci)
  expect(await page.evaluate(() => window.sessions)).toEqual([null, second.pci, null, first.pci])
  expect(await hostStatus(page)).toBe('connected')
})

test('error: declining to sign in again after the network changed disconnects (sign-in required)', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await revokeSessionsOn(stack, chains.two.chainId)
  await openWalletPage(page, stack, chains, signInConfig(chains))
  await signInWithDevWallet(page, modalFrame)
  await walletSwitchesTo(page, chains.two.chainId)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toBeVisible()
  await setDevWalletMode(page, 'reject')
  const sign = view.getByRole('button', { name: 'Sign', exact: true })
  await expect(sign).toBeEnabled()
  await sign.click()
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
})

test('error: declining the signature disconnects when sign-in is required, and Connect says so with the way back', async ({
  signInPage: page,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  await setDevWalletMode(page, 'reject')
  await modalFrame.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
  const connect = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(connect.getByRole('alert')).toHaveText(
    'You declined to sign in, so the wallet was disconnected. Choose a wallet to try again.',
  )
  // The way back: the wallet again, this time signing.
  await setDevWalletMode(page, 'auto-approve')
  await signInWithDevWallet(page, modalFrame)
})

test('error: closing the sign-in view disconnects when sign-in is required', async ({
  signInPage: page,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  await modalFrame
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
})

test('param: optional sign-in (required: false): declining shows why and Cancel keeps the wallet connected', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await openWalletPage(page, stack, chains, signInConfig(chains, { required: false }))
  await connectDevWallet(page, modalFrame)
  await setDevWalletMode(page, 'reject')
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(view.getByRole('alert')).toHaveText('Signature declined')
  await view.getByRole('button', { name: 'Cancel' }).click()
  await expect(view).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
})

test('error: the api refuses a replayed nonce and a message signed for another domain', async ({
  signInPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  const session = await signInWithDevWallet(page, modalFrame)
  const replay = await postSession(stack, {
    message: session.message,
    signature: session.signature,
  })
  expect(replay.status).toBe(401)
  expect((await replay.json()).error.name).toBe('NonceRejectedError')

  const nonceRes = await fetch(`${stack.apiUrl}/v1/sessions/nonce?projectId=demo`, {
    method: 'POST',
  })
  const { nonce } = await nonceRes.json()
  const message = createSiweMessage({
    address: devAccount.address,
    chainId: chains.one.chainId,
    domain: 'evil.example',
    uri: 'https://evil.example',
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  const evil = await postSession(stack, {
    message,
    signature: await devAccount.signMessage({ message }),
  })
  expect(evil.status).toBe(403)
  expect((await evil.json()).error.name).toBe('DomainNotAllowedError')
})

declare global {
  interface Window {
    sessions: (string | null)[]
  }
}
