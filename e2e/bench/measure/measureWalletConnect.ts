import type { Browser } from '@playwright/test'
import type { Relay } from '../../fixtures/relay/createRelay.ts'
import { createTestDapp, type TestDapp } from '../../fixtures/relay/createTestDapp.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { createWcWallet, type WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'
import { decodeQrFromPng } from '../../fixtures/wcWallet/decodeQrFromPng.ts'
import type { BenchRow } from '../formatTable.ts'
import { type LatencyRuns, measureLatency } from '../measureLatency.ts'
import { openBenchPage } from '../openBenchPage.ts'

type Setup = { stack: Stack; relay: Relay; networks: unknown[]; chainIds: number[]; rpcUrl: string }

const now = () => performance.timeOrigin + performance.now()
/**
 * The wallet's sign-client holds its next request for 1 s after each answer (its engine's
 * `requestQueueDelay`, in every wallet built on it): each request here waits that out first,
 * as a visitor's next request does, so the figures are the path's, not that pause's.
 */
const WALLET_QUEUE_DELAY_MS = 1_000
const settle = () => new Promise((resolve) => setTimeout(resolve, WALLET_QUEUE_DELAY_MS + 100))
const NAMESPACES = { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } }

/**
 * WalletConnect on the stack's relay (loopback), the page offline as on the local stack (verify
 * unreachable), with the phone wallet double (a real sign-client in Node):
 * - the pick: the click on the WalletConnect row to the QR code painted, the pairing made when
 *   Connect showed (SPEC §4). Floor: a dapp's own sign-client (started, in Node) making a
 *   pairing, its `connect()` to the URI, which a dapp without a pairing made ahead waits for.
 * - a request: a host `personal_sign` to the prompt in the phone wallet. Floor: the same request
 *   from a dapp's own sign-client (in Node) to the same wallet over the same relay.
 */
export async function measureWalletConnect(
  browser: Browser,
  setup: Setup,
  runs: LatencyRuns,
): Promise<BenchRow[]> {
  const bench = await openBenchPage(browser, setup.stack, { config: { networks: setup.networks } })
  const wallet = await createWcWallet({
    relayUrl: setup.relay.url,
    chainIds: setup.chainIds,
    rpcUrl: setup.rpcUrl,
    mode: 'prompt',
    logLevel: 'silent',
  })
  const dapp = await createTestDapp(setup.relay.url)
  try {
    const { page } = bench
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
    const pick = {
      figure: 'WalletConnect: pick to QR painted',
      floorName: "dapp's sign-client connect() to URI",
    }
    const qr = await measureLatency(runs, pick, async (_, last) => {
      const published = setup.relay.stats().published
      await page.evaluate(() => window.__portholeBench.open())
      const frame = bench.frame()
      const row = frame.getByRole('button', { name: /WalletConnect/ })
      await row.waitFor()
      while (setup.relay.stats().published <= published) await page.waitForTimeout(20)
      const paints = await frame.evaluate(() =>
        window.__portholeBench.paintCount('walletConnectQr'),
      )
      const clicks = await frame.evaluate(() => window.__portholeBench.clickCount())
      await row.click()
      const clicked = await frame.evaluate((i) => window.__portholeBench.waitClick(i), clicks)
      const painted = await frame.evaluate(
        (i) => window.__portholeBench.waitPaint('walletConnectQr', i),
        paints,
      )
      const started = now()
      await dapp.connect({ optionalNamespaces: NAMESPACES })
      const direct = now() - started
      if (!last) await page.evaluate(() => window.__portholeBench.close())
      return { sample: painted - clicked, floor: direct }
    })
    const request = await measureRequests(bench.page, bench.frame(), wallet, dapp, runs)
    return [qr, request]
  } finally {
    await Promise.all([wallet.close(), dapp.close()])
    await bench.context.close()
  }
}

/** Pairs the wallet through the QR code on show, then times requests from the host and from `dapp`. */
async function measureRequests(
  page: Awaited<ReturnType<typeof openBenchPage>>['page'],
  frame: ReturnType<Awaited<ReturnType<typeof openBenchPage>>['frame']>,
  wallet: WcWallet,
  dapp: TestDapp,
  runs: LatencyRuns,
): Promise<BenchRow> {
  const png = await frame.locator('svg.ph-qr').screenshot()
  await wallet.pair(decodeQrFromPng(png))
  await wallet.approveProposal((await wallet.nextProposal()).id)
  await page.waitForFunction(async () => {
    const accounts = (await window.modal.provider.request({ method: 'eth_accounts' })) as string[]
    return accounts.length > 0
  })
  const direct = await dapp.connect({ optionalNamespaces: NAMESPACES })
  if (!direct.uri) throw new Error('The dapp got no pairing URI.')
  await wallet.pair(direct.uri)
  await wallet.approveProposal((await wallet.nextProposal()).id)
  const { topic } = await direct.approval()
  const row = {
    figure: 'WalletConnect: host request to phone prompt',
    floorName: "dapp's sign-client request",
  }
  return measureLatency(runs, row, async () => {
    await settle()
    const asked = await page.evaluate((address) => {
      const at = performance.timeOrigin + performance.now()
      void window.modal.provider.request({ method: 'personal_sign', params: ['0x6869', address] })
      return at
    }, wallet.address)
    const hostRequest = await wallet.nextRequest()
    const reached = now()
    await wallet.approveRequest(hostRequest.id)
    await settle()
    const started = now()
    const answered = dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6869', wallet.address] },
    })
    const dappRequest = await wallet.nextRequest()
    const direct = now() - started
    await wallet.approveRequest(dappRequest.id)
    await answered
    return { sample: reached - asked, floor: direct }
  })
}
