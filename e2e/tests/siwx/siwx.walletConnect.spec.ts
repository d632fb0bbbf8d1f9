// WalletConnect one-click auth (SPEC §2 ConnectingSiwe, issue 17): with sign-in configured the
// modal pairs with the sign-client's `authenticate` (wc_sessionAuthenticate, a SIWE payload
// with ReCap methods); a phone wallet that supports it signs one CACAO, which both connects
// and signs in, and the api verifies it like any SIWE message. A wallet without it gets the
// fallback session proposal, and the modal asks it to sign afterwards.
import type { FrameLocator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { hostStatus, openDevChainPage, recordEvents, rpc } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import type { DevChains } from '../../fixtures/test.ts'
import { expect } from '../../fixtures/test.ts'
import { openWalletConnect, scanQr, wcTest as test } from '../../fixtures/wcTest.ts'

const statement = 'Sign in to the test shop'

async function openSignInPage(page: Page, stack: Stack, chains: DevChains) {
  await openDevChainPage(page, stack, chains, { siweConfig: { statement } })
  await recordEvents(page)
}

const getSession = (page: Page) => page.evaluate(() => window.modal.getSession())

const sessionsAt = async (stack: Stack, address: string) => {
  const res = await fetch(`${stack.apiUrl}/v1/sessions/${address}?projectId=demo`)
  return (await res.json()).sessions as { pci: string; message: string }[]
}

const postSession = (stack: Stack, body: unknown) =>
  fetch(`${stack.apiUrl}/v1/sessions?projectId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const signInView = (modalFrame: FrameLocator) => modalFrame.getByRole('dialog', { name: 'Sign in' })

test('default: one approval in a wallet with one-click auth connects and signs in; the api verified the CACAO', async ({
  page,
  verify: _verify,
  stack,
  chains,
  modalFrame,
  phoneWallet: wallet,
}) => {
  await openSignInPage(page, stack, chains)
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))

  const auth = await wallet.nextAuthRequest()
  const origin = new URL(stack.hostUrl).origin
  expect(auth).toMatchObject({ domain: new URL(origin).host, uri: origin, statement })
  expect(auth.chains).toEqual([`eip155:${chains.one.chainId}`, `eip155:${chains.two.chainId}`])
  expect(wallet.proposals()).toEqual([])
  const signed = await wallet.approveAuthRequest(auth.id)
  // The wallet saw what it signed: the host's SIWE text with the ReCap of the session's methods.
  expect(signed.message).toContain(`${new URL(origin).host} wants you to sign in`)
  expect(signed.message).toContain("'request': 'eth_sendTransaction'")

  await expect.poll(() => getSession(page).then((s) => s?.pci)).toBeTruthy()
  const session = (await getSession(page))!
  expect(session).toMatchObject({
    namespace: 'eip155',
    address: wallet.address,
    chainId: `eip155:${chains.one.chainId}`,
    domain: new URL(origin).host,
    uri: origin,
    message: signed.message,
    signature: signed.signature,
  })
  expect(
    await verifyMessage({
      address: wallet.address,
      message: session.message,
      signature: session.signature as Hex,
    }),
  ).toBe(true)
  expect((await sessionsAt(stack, wallet.address)).map((s) => s.pci)).toContain(session.pci)
  // Nothing more was asked of the wallet: no personal_sign after connecting.
  expect(wallet.requests()).toEqual([])
  expect(await hostStatus(page)).toBe('connected')
  await expect(modalFrame.getByRole('dialog')).toBeHidden()
  await expect(signInView(modalFrame)).toHaveCount(0)

  // The nonce was spent: the same CACAO cannot make a second session.
  const replay = await postSession(stack, { message: signed.message, signature: signed.signature })
  expect(replay.status).toBe(401)
  expect((await replay.json()).error.name).toBe('NonceRejectedError')

  // The session's methods work through the host's provider.
  const asked = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'hi',
      signature: (await asked).result as Hex,
    }),
  ).toBe(true)
})

test('behavior: a wallet without one-click auth approves the fallback proposal, then the modal asks it to sign', async ({
  page,
  verify: _verify,
  stack,
  chains,
  modalFrame,
  phoneWallet: wallet,
}) => {
  wallet.setOneClickAuth(false)
  await openSignInPage(page, stack, chains)
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))

  const proposal = await wallet.nextProposal()
  expect(wallet.authRequests()).toEqual([])
  await wallet.approveProposal(proposal.id)
  const view = signInView(modalFrame)
  await expect(view).toBeVisible()
  expect(await getSession(page)).toBeUndefined()
  const sign = view.getByRole('button', { name: 'Sign', exact: true })
  await expect(sign).toBeEnabled()
  await sign.click()

  const request = await wallet.nextRequest()
  expect(request.method).toBe('personal_sign')
  await wallet.approveRequest(request.id)
  await expect.poll(() => getSession(page).then((s) => s?.address)).toBe(wallet.address)
  const session = (await getSession(page))!
  expect(session.message).toContain(statement)
  expect(session.message).not.toContain('I further authorize')
  expect((await sessionsAt(stack, wallet.address)).map((s) => s.pci)).toContain(session.pci)
  await expect(view).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')
})

test('behavior: one-click auth declined in the wallet shows Connection declined and a fresh QR code that signs in', async ({
  page,
  verify: _verify,
  stack,
  chains,
  modalFrame,
  phoneWallet: wallet,
}) => {
  await openSignInPage(page, stack, chains)
  await openWalletConnect(page, modalFrame)
  const first = await scanQr(modalFrame)
  await wallet.pair(first)
  await wallet.rejectAuthRequest((await wallet.nextAuthRequest()).id)
  await expect(modalFrame.getByText('Connection declined')).toBeVisible()
  await expect.poll(() => scanQr(modalFrame)).not.toBe(first)
  expect(await hostStatus(page)).toBe('connecting')
  expect(await getSession(page)).toBeUndefined()

  // The fresh code asks for sign-in again, with a nonce of its own.
  await wallet.pair(await scanQr(modalFrame))
  await wallet.approveAuthRequest((await wallet.nextAuthRequest()).id)
  await expect.poll(() => getSession(page).then((s) => s?.address)).toBe(wallet.address)
  expect(await hostStatus(page)).toBe('connected')
})
