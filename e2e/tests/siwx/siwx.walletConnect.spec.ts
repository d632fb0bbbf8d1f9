// WalletConnect one-click auth (SPEC §2 ConnectingSiwe, issue 17): with sign-in configured the
// modal pairs with the sign-client's `authenticate` (wc_sessionAuthenticate, a SIWE payload
// with ReCap methods); a phone wallet that supports it signs one CACAO, which both connects
// and signs in, and the api verifies it like any SIWE message. A wallet without it gets the
// fallback session proposal, and the modal asks it to sign afterwards. The sign-in contract
// (fixtures/contracts/signInContract.ts) runs for it too.
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { signInContract } from '../../fixtures/contracts/signInContract.ts'
import { hostStatus, openDevChainPage, recordEvents, rpc } from '../../fixtures/pageHelpers.ts'
import { SignInView } from '../../fixtures/pages/SignInView.ts'
import { expect } from '../../fixtures/test.ts'
import { hostSession, sessionsAt } from '../../fixtures/walletKinds/sessions.ts'
import { walletConnectKind } from '../../fixtures/walletKinds/walletConnectKind.ts'
import { openWalletConnect, scanQr, wcTest } from '../../fixtures/wcTest.ts'

const statement = 'Sign in to the test shop'

/** `wcTest` with `signInQr`: the dev-chain page with sign-in configured, WalletConnect's QR shown. */
const test = wcTest.extend<{ signInQr: Page }>({
  signInQr: async ({ page, stack, chains, modalFrame, verify: _verify }, use) => {
    await openDevChainPage(page, stack, chains, { siweConfig: { statement } })
    await recordEvents(page)
    await openWalletConnect(page, modalFrame)
    await use(page)
  },
})

signInContract(walletConnectKind)

test("default: one approval in a wallet with one-click auth connects and signs in: one CACAO of the host's SIWE with the ReCap, nothing asked after", async ({
  signInQr: page,
  stack,
  chains,
  modalFrame,
  phoneWallet: wallet,
}) => {
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

  // The session is the CACAO the wallet signed (the contract checks it at host and api).
  await expect.poll(() => hostSession(page).then((s) => s?.signature)).toBe(signed.signature)
  expect((await hostSession(page))?.message).toBe(signed.message)
  // Nothing more was asked of the wallet: no personal_sign after connecting.
  expect(wallet.requests()).toEqual([])
  await expect(modalFrame.getByRole('dialog')).toBeHidden()

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
  signInQr: page,
  stack,
  modalFrame,
  phoneWallet: wallet,
}) => {
  wallet.setOneClickAuth(false)
  await wallet.pair(await scanQr(modalFrame))

  const proposal = await wallet.nextProposal()
  expect(wallet.authRequests()).toEqual([])
  await wallet.approveProposal(proposal.id)
  const signIn = new SignInView(modalFrame)
  await expect(signIn.dialog).toBeVisible()
  expect(await hostSession(page)).toBeUndefined()
  await signIn.sign()

  const request = await wallet.nextRequest()
  expect(request.method).toBe('personal_sign')
  await wallet.approveRequest(request.id)
  await expect.poll(() => hostSession(page).then((s) => s?.address)).toBe(wallet.address)
  const session = (await hostSession(page))!
  expect(session.message).toContain(statement)
  expect(session.message).not.toContain('I further authorize')
  expect((await sessionsAt(stack, wallet.address)).map((s) => s.pci)).toContain(session.pci)
  await expect(signIn.dialog).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')
})

test('behavior: one-click auth declined in the wallet shows Connection declined and a fresh QR code that signs in', async ({
  signInQr: page,
  modalFrame,
  phoneWallet: wallet,
}) => {
  const first = await scanQr(modalFrame)
  await wallet.pair(first)
  await wallet.rejectAuthRequest((await wallet.nextAuthRequest()).id)
  await expect(modalFrame.getByText('Connection declined')).toBeVisible()
  await expect.poll(() => scanQr(modalFrame)).not.toBe(first)
  expect(await hostStatus(page)).toBe('connecting')
  expect(await hostSession(page)).toBeUndefined()

  // The fresh code asks for sign-in again, with a nonce of its own.
  await wallet.pair(await scanQr(modalFrame))
  await wallet.approveAuthRequest((await wallet.nextAuthRequest()).id)
  await expect.poll(() => hostSession(page).then((s) => s?.address)).toBe(wallet.address)
  expect(await hostStatus(page)).toBe('connected')
})
