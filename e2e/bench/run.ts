// `npm run bench`: Porthole's figures beside their floors, in real Chromium on loopback.
// Prints one table; `--json` prints the rows as JSON instead; `--quick` does fewer runs;
// `--only boot,open` runs only those groups (before-open, boot, open, bridge, connect, search,
// walletconnect, api).
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../fixtures/browser/chromium.ts'
import { startDevChains } from '../fixtures/devChain/startDevChains.ts'
import { devWalletInitScript } from '../fixtures/devWallet/devWalletInitScript.ts'
import { createRelay } from '../fixtures/relay/createRelay.ts'
import { startStack } from '../fixtures/startStack.ts'
import { chainNetworks, walletChains } from '../fixtures/test.ts'
import { measureBoot } from './boot/measureBoot.ts'
import { ensureBuilt } from './ensureBuilt.ts'
import { type BenchRow, formatTable, ratioOf } from './formatTable.ts'
import { measureApi } from './measure/measureApi.ts'
import { measureBeforeOpen } from './measure/measureBeforeOpen.ts'
import { measureBridge } from './measure/measureBridge.ts'
import { measureConnect } from './measure/measureConnect.ts'
import { measureMemory } from './measure/measureMemory.ts'
import { measureOpen } from './measure/measureOpen.ts'
import { measureWalletConnect } from './measure/measureWalletConnect.ts'
import { openBenchPage } from './openBenchPage.ts'
import { startFloorFrame } from './startFloorFrame.ts'
import { walletSearchRow } from './walletSearchRow.ts'

const json = process.argv.includes('--json')
const quick = process.argv.includes('--quick')
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt < 0 ? null : new Set(process.argv[onlyAt + 1]?.split(','))
const selected = (group: string) => only === null || only.has(group)
const log = (message: string) => process.stderr.write(`bench: ${message}\n`)

const runs = quick
  ? {
      open: { warmup: 2, preloaded: 10, cold: 3 },
      boot: 3,
      bridge: { warmup: 20, roundTrips: 100, throughputCalls: 300 },
      connect: { warmup: 1, runs: 3 },
      search: { warmup: 1, runs: 3 },
      walletConnect: { warmup: 1, runs: 3 },
      apiSeconds: 1,
    }
  : {
      open: { warmup: 5, preloaded: 40, cold: 12 },
      boot: 9,
      bridge: { warmup: 100, roundTrips: 1000, throughputCalls: 2000 },
      connect: { warmup: 2, runs: 15 },
      search: { warmup: 2, runs: 15 },
      walletConnect: { warmup: 2, runs: 10 },
      apiSeconds: 4,
    }

ensureBuilt()
const relay = await createRelay()
const [stack, chains] = await Promise.all([startStack({ relayUrl: relay.url }), startDevChains()])
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const config = { networks: chainNetworks(chains) }
  const rows: BenchRow[] = []
  // Each group in the table's order, run unless `--only` leaves it out.
  const group = async (name: string, what: string, measure: () => Promise<BenchRow[]>) => {
    if (!selected(name)) return
    log(what)
    rows.push(...(await measure()))
  }
  await group('before-open', 'what the frame fetches before open()', () =>
    measureBeforeOpen(browser, stack, config),
  )
  await group('boot', 'a cold open step by step', () =>
    measureBoot(browser, stack, config, runs.boot),
  )
  await group('open', 'open latency (preloaded, cold, cached)', async () => {
    const floorFrame = await startFloorFrame()
    try {
      return await measureOpen(browser, stack, config, runs.open, floorFrame.url)
    } finally {
      await floorFrame.close()
    }
  })
  await group('bridge', 'bridge round trip and throughput', async () => {
    const bridgePage = await openBenchPage(browser, stack, { config })
    const bridge = await measureBridge(bridgePage.page, runs.bridge)
    await bridgePage.context.close()
    return bridge
  })
  await group('connect', 'connect with the dev wallet, then the frame memory', async () => {
    const wallet = await openBenchPage(browser, stack, {
      config,
      initScript: await devWalletInitScript({
        mode: 'auto-approve',
        chains: walletChains(chains),
      }),
    })
    const connect = await measureConnect(wallet.page, wallet.frame(), runs.connect)
    const memory = await measureMemory(wallet.context, wallet.frame(), stack.frameUrl)
    await wallet.context.close()
    return [connect, memory]
  })
  await group('search', 'wallet search in AllWallets', async () => [
    await walletSearchRow(browser, stack, runs.search),
  ])
  await group(
    'walletconnect',
    'WalletConnect on the local relay: pick to QR, request to phone',
    () =>
      measureWalletConnect(
        browser,
        {
          stack,
          relay,
          networks: config.networks,
          chainIds: [chains.one.chainId, chains.two.chainId],
          rpcUrl: chains.one.rpcUrl,
        },
        runs.walletConnect,
      ),
  )
  await group('api', 'api (its own load bench)', () => measureApi(runs.apiSeconds))
  if (json) {
    const withRatio = rows.map((row) => ({ ...row, ratio: ratioOf(row) }))
    console.log(JSON.stringify({ chromium: browser.version(), rows: withRatio }, null, 2))
  } else {
    console.log(
      `Porthole bench, Chromium ${browser.version()}, loopback, ${quick ? 'quick' : 'full'} run`,
    )
    console.log(formatTable(rows))
  }
} finally {
  await browser.close()
  await Promise.all([stack.close(), chains.stop(), relay.close()])
}
