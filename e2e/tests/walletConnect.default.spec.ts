// WalletConnect v2 end to end, offline: the host page's modal shows a QR code, a phone wallet
// (the dev WalletConnect wallet, a real sign-client in Node) scans it through a relay on
// loopback, and the host reaches the wallet through modal.provider as with an extension.
import type { FrameLocator, Page } from '@playwright/test'
import type { Modal } from '@porthole/host-sdk'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import type { Relay } from '../fixtures/relay/createRelay.ts'
import { chainNetworks, type DevChains, expect, openHostPage, test } from '../fixtures/test.ts'
import { answerVerify } from '../fixtures/wcWallet/answerVerify.ts'
import { createWcWallet } from '../fixtures/wcWallet/createWcWallet.ts'
import { decodeQrFromPng } from '../fixtures/wcWallet/decodeQrFromPng.ts'

declare global {
  interface Window {
    modal: Modal
    events: unknown[][]
  }
}

type Outcome = { result?: unknown; code?: number; message?: string }
type WcWallet = Awaited<ReturnType<typeof createWcWallet>>

const rpc = (page: Page, method: string, params?: unknown[]): Promise<Outcome> =>
  page.evaluate(
    ({ method, params }) =>
      window.modal.provider.request(params ? { method, params } : { method }).then(
        (result) => ({ result }),
        (error: { code: number; message: string }) => ({
          code: error.code,
          message: error.message,
        }),
      ),
    { method, params },
  )

const recordEvents = (page: Page) =>
  page.evaluate(() => {
    window.events = []
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
      window.modal.provider.on(name, (data: unknown) =>
        window.events.push([name, data instanceof Error ? (data as { code?: number }).code : data]),
      )
  })
const events = (page: Page) => page.evaluate(() => window.events)
const status = (page: Page) => page.evaluate(() => window.modal.getState()?.status)

const qr = (frame: FrameLocator) => frame.getByRole('img', { name: 'WalletConnect QR code' })

/** Read the QR code the way a phone does: from pixels. */
async function scanQr(frame: FrameLocator): Promise<string> {
  await expect(qr(frame)).toBeVisible()
  const uri = decodeQrFromPng(await qr(frame).screenshot())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

async function openWalletConnect(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  await frame.getByRole('button', { name: /WalletConnect/ }).click()
}

async function startWallet(relay: Relay, chains: DevChains): Promise<WcWallet> {
  return createWcWallet({
    relayUrl: relay.url,
    chainIds: [chains.one.chainId, chains.two.chainId],
    rpcUrl: chains.one.rpcUrl,
    mode: 'prompt',
    logLevel: 'silent',
  })
}

/** Open the QR view, scan it with the wallet and approve: the host gets the account. */
async function pair(page: Page, frame: FrameLocator, wallet: WcWallet) {
  await openWalletConnect(page, frame)
  await wallet.pair(await scanQr(frame))
  const proposal = await wallet.nextProposal()
  expect(proposal.proposer.name).toBe('Host test page')
  expect(proposal.chains).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:31338']))
  await wallet.approveProposal(proposal.id)
  await expect.poll(() => events(page)).toContainEqual(['accountsChanged', [wallet.address]])
}

let wallet: WcWallet | null = null
test.afterEach(async () => {
  await wallet?.close()
  wallet = null
})

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the verify service is answered in the test, the rest refused.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test('default: scan the QR, approve in the wallet, sign and send through modal.provider', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  const verify = await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  const w = wallet
  await pair(page, modalFrame, w)
  expect(await status(page)).toBe('connected')
  expect((await rpc(page, 'eth_chainId')).result).toBe('0x7a69')

  const asked = Date.now()
  const signed = rpc(page, 'personal_sign', ['0x6869', w.address])
  const signRequest = await w.nextRequest()
  // Verify is answered locally: the request does not sit out the sign-client's 5 s verify wait.
  expect(Date.now() - asked).toBeLessThan(3000)
  expect(signRequest).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
  await w.approveRequest(signRequest.id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: w.address, message: 'hi', signature })).toBe(true)

  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const sent = rpc(page, 'eth_sendTransaction', [
    { from: w.address, to, value: `0x${parseEther('0.5').toString(16)}` },
  ])
  await w.approveRequest((await w.nextRequest()).id)
  const hash = (await sent).result as Hex
  const receipt = await createPublicClient({
    transport: http(chains.one.rpcUrl),
  }).getTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })

  // The verify service was asked, and answered in the test, not on the network.
  expect(verify.count()).toBeGreaterThan(0)
})

test('behavior: a rejected request in the wallet reaches the host as 4001', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  await pair(page, modalFrame, wallet)
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.rejectRequest((await wallet.nextRequest()).id)
  expect(await signed).toMatchObject({ code: 4001 })
})

test('behavior: a reload keeps the session, no new scan', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  await pair(page, modalFrame, wallet)

  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  expect((await rpc(page, 'eth_accounts')).result).toEqual([wallet.address])
  expect(await status(page)).toBe('connected')
  expect(wallet.proposals()).toEqual([])
  // The restored session still carries requests.
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
})

test('behavior: rejecting the proposal shows Connection declined and a fresh QR', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  await openWalletConnect(page, modalFrame)
  const first = await scanQr(modalFrame)
  await wallet.pair(first)
  await wallet.rejectProposal((await wallet.nextProposal()).id)
  await expect(modalFrame.getByText('Connection declined')).toBeVisible()
  await expect.poll(async () => decodeQrFromPng(await qr(modalFrame).screenshot())).not.toBe(first)
  const second = await scanQr(modalFrame)
  expect(await status(page)).toBe('connecting')

  // The fresh code works.
  await wallet.pair(second)
  await wallet.approveProposal((await wallet.nextProposal()).id)
  await expect.poll(() => events(page)).toContainEqual(['accountsChanged', [wallet?.address]])
})

test('behavior: disconnecting in the wallet disconnects the host', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  await pair(page, modalFrame, wallet)
  await wallet.disconnect()
  await expect.poll(() => events(page)).toContainEqual(['disconnect', 4900])
  expect(await status(page)).toBe('disconnected')
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
})

test('behavior: disconnecting from the modal ends the session in the wallet', async ({
  page,
  stack,
  relay,
  chains,
  modalFrame,
}) => {
  await answerVerify(page)
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  await recordEvents(page)
  wallet = await startWallet(relay, chains)
  await pair(page, modalFrame, wallet)
  expect(wallet.sessions()).toHaveLength(1)
  await page.evaluate(() => window.modal.disconnect())
  await expect.poll(() => wallet?.sessions().length).toBe(0)
  expect(await status(page)).toBe('disconnected')
})
