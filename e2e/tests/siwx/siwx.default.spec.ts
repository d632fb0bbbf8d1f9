// Sign-in after connecting (SPEC §2 ConnectingSiwe, §7 sessions) with the dev wallet: the
// sign-in contract (the signed session at host and api, signOut, a replayed nonce refused:
// fixtures/contracts/signInContract.ts); then a reload finds the session again, another network
// asks for its own session, declining disconnects unless sign-in is optional, and the api
// refuses a message signed for another domain.
import type { FrameLocator, Page } from '@playwright/test'
import { siwxRevokeMessage } from '@porthole/shared-protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { SIGN_IN_STATEMENT, signInPageTest } from '../../fixtures/accounts/signInPageTest.ts'
import { signInContract } from '../../fixtures/contracts/signInContract.ts'
import {
  connectDevWallet,
  hostStatus,
  openDevChainPage,
  openWalletPage,
  setDevWalletMode,
} from '../../fixtures/pageHelpers.ts'
import { SignInView } from '../../fixtures/pages/SignInView.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { chainNetworks, type DevChains, expect } from '../../fixtures/test.ts'
import { devWalletKind } from '../../fixtures/walletKinds/devWalletKind.ts'
import { hostSession, postSession, sessionsAt } from '../../fixtures/walletKinds/sessions.ts'

// The dev wallet's account: anvil's first public development key.
const devAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

const signInConfig = (chains: DevChains, siweConfig: Record<string, unknown> = {}) => ({
  networks: chainNetworks(chains),
  siweConfig: { statement: SIGN_IN_STATEMENT, ...siweConfig },
})

signInContract(devWalletKind)

/** `test` with `signInPage` and `movedToChainTwo` (`signedInThenMoved`). */
const test = signInPageTest.extend<{
  movedToChainTwo: Awaited<ReturnType<typeof signedInThenMoved>>
}>({
  movedToChainTwo: async ({ page, stack, chains, modalFrame }, use) => {
    await use(await signedInThenMoved({ page, stack, chains, modalFrame }))
  },
})

/** Revokes, as the dev account, its sessions on `chainId` (earlier tests share the api). */
async function revokeSessionsOn(stack: Stack, chainId: number) {
  const sessions = await sessionsAt(stack, devAccount.address)
  for (const { pci } of sessions.filter((s) => s.chainId === `eip155:${chainId}`)) {
    const signature = await devAccount.signMessage({ message: siwxRevokeMessage(pci) })
    await fetch(`${stack.apiUrl}/v1/sessions/${devAccount.address}/revoke?projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci, signature }),
    })
  }
}

async function signInWithDevWallet(page: Page, modalFrame: FrameLocator) {
  await connectDevWallet(page, modalFrame)
  await new SignInView(modalFrame).sign()
  await expect.poll(() => hostSession(page).then((s) => s?.pci)).toBeTruthy()
  return (await hostSession(page))!
}

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
  await expect.poll(() => hostSession(page).then((s) => s?.pci)).toBe(session.pci)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(session.signature!.slice(2, 40))
  expect(stored).not.toContain(session.pci)
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

/**
 * Signed in on chain one (chain two's earlier sessions revoked), the host's session changes
 * recorded in `window.sessions`, then the wallet moved to chain two: Sign in shows again.
 * Resolves with chain one's session and the view.
 */
async function signedInThenMoved({
  page,
  stack,
  chains,
  modalFrame,
}: {
  page: Page
  stack: Stack
  chains: DevChains
  modalFrame: FrameLocator
}) {
  await revokeSessionsOn(stack, chains.two.chainId)
  await openWalletPage(page, stack, chains, signInConfig(chains))
  const first = await signInWithDevWallet(page, modalFrame)
  const signIn = new SignInView(modalFrame)
  await expect(signIn.dialog).toBeHidden()
  await page.evaluate(() => {
    window.sessions = []
    window.modal.subscribeSession((session) => window.sessions.push(session?.pci ?? null))
  })
  await walletSwitchesTo(page, chains.two.chainId)
  await expect(signIn.dialog).toBeVisible()
  return { first, signIn }
}

test('behavior: the wallet moving to another network drops the session and asks to sign in there; back on the first, its session is found again', async ({
  movedToChainTwo: { first, signIn },
  page,
  chains,
}) => {
  expect(await hostSession(page)).toBeUndefined()
  await signIn.sign()
  await expect
    .poll(() => hostSession(page).then((s) => s?.chainId))
    .toBe(`eip155:${chains.two.chainId}`)
  const second = (await hostSession(page))!
  expect(second.pci).not.toBe(first.pci)

  // Chain one's session is still active at the api: found again without a new signature.
  await walletSwitchesTo(page, chains.one.chainId)
  await expect.poll(() => hostSession(page).then((s) => s?.pci)).toBe(first.pci)
  expect(await page.evaluate(() => window.sessions)).toEqual([null, second.pci, null, first.pci])
  expect(await hostStatus(page)).toBe('connected')
})

test('error: declining to sign in again after the network changed disconnects (sign-in required)', async ({
  movedToChainTwo: { signIn },
  page,
}) => {
  await setDevWalletMode(page, 'reject')
  await signIn.sign()
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
  expect(await hostSession(page)).toBeUndefined()
})

test('error: declining the signature disconnects when sign-in is required, and Connect says so with the way back', async ({
  signInPage: page,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  await setDevWalletMode(page, 'reject')
  await new SignInView(modalFrame).sign()
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
  expect(await hostSession(page)).toBeUndefined()
  const connect = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(connect.getByRole('alert')).toHaveText(
    'You declined to sign in, so the wallet was disconnected. Choose a wallet to try again.',
  )
  // The way back: the wallet again, this time signing.
  await setDevWalletMode(page, 'auto-approve')
  await signInWithDevWallet(page, modalFrame)
})

test('error: closing the sign-in view, which names the host and its domain, disconnects when sign-in is required', async ({
  signInPage: page,
  stack,
  modalFrame,
}) => {
  await connectDevWallet(page, modalFrame)
  const signIn = new SignInView(modalFrame)
  await expect(signIn.dialog).toContainText('Host test page needs to connect to your wallet')
  await expect(signIn.dialog).toContainText(`sign in to ${new URL(stack.hostUrl).host}`)
  await signIn.press('Close')
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
  const signIn = new SignInView(modalFrame)
  await signIn.sign()
  await expect(signIn.dialog.getByRole('alert')).toHaveText('Signature declined')
  await signIn.press('Cancel')
  await expect(signIn.dialog).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')
  expect(await hostSession(page)).toBeUndefined()
})

test('error: the api refuses a message signed for another domain', async ({ stack, chains }) => {
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
