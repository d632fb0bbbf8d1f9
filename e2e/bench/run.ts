// `npm run bench`: Porthole's figures beside their floors, in real Chromium on loopback.
// Prints one table; `--json` prints the rows as JSON instead; `--quick` does fewer runs.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../fixtures/browser/chromium.ts'
import { startDevChains } from '../fixtures/devChain/startDevChains.ts'
import { devWalletInitScript } from '../fixtures/devWallet/devWalletInitScript.ts'
import { createRelay } from '../fixtures/relay/createRelay.ts'
import { startStack } from '../fixtures/startStack.ts'
import { chainNetworks, walletChains } from '../fixtures/test.ts'
import { ensureBuilt } from './ensureBuilt.ts'
import { formatTable, ratioOf } from './formatTable.ts'
import { measureApi } from './measure/measureApi.ts'
import { measureBeforeOpen } from './measure/measureBeforeOpen.ts'
import { measureBridge } from './measure/measureBridge.ts'
import { measureConnect } from './measure/measureConnect.ts'
import { measureMemory } from './measure/measureMemory.ts'
import { measureOpen } from './measure/measureOpen.ts'
import { measureWalletConnect } from './measure/measureWalletConnect.ts'
import { openBenchPage } from './openBenchPage.ts'
import { walletSearchRow } from './walletSearchRow.ts'

const json = process.argv.includes('--json')
const quick = process.argv.includes('--quick')
const log = (message: string) => process.stderr.write(`bench: ${message}\n`)

const runs = quick
  ? {
      open: { warmup: 2, preloaded: 10, cold: 3 },
      bridge: { warmup: 20, roundTrips: 100, throughputCalls: 300 },
      connect: { warmup: 1, runs: 3 },
      search: { warmup: 1, runs: 3 },
      walletConnect: { warmup: 1, runs: 3 },
      apiSeconds: 1,
    }
  : {
      open: { warmup: 5, preloaded: 40, cold: 12 },
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
  log('what the frame fetches before open()')
  const beforeOpen = await measureBeforeOpen(browser, stack, config)
  log('open latency (preloaded, cold, cached)')
  const open = await measureOpen(browser, stack, config, runs.open)
  log('bridge round trip and throughput')
  const bridgePage = await openBenchPage(browser, stack, { config })
  const bridge = await measureBridge(bridgePage.page, runs.bridge)
  await bridgePage.context.close()
  log('connect with the dev wallet')
  const wallet = await openBenchPage(browser, stack, {
    config,
    initScript: await devWalletInitScript({
      mode: 'auto-approve',
      chains: walletChains(chains),
    }),
  })
  const connect = await measureConnect(wallet.page, wallet.frame(), runs.connect)
  log('frame memory after connect')
  const memory = await measureMemory(wallet.context, wallet.frame(), stack.frameUrl)
  await wallet.context.close()

  log('api (its own load bench)')
  const api = await measureApi(runs.apiSeconds)
  log('wallet search in AllWallets')
  const walletSearch = await walletSearchRow(browser, stack, runs.search)
  log('WalletConnect on the local relay: pick to QR, request to phone')
  const walletConnect = await measureWalletConnect(
    browser,
    {
      stack,
      relay,
      networks: config.networks,
      chainIds: [chains.one.chainId, chains.two.chainId],
      rpcUrl: chains.one.rpcUrl,
    },
    runs.walletConnect,
  )

  const rows = [
    ...beforeOpen,
    ...open,
    ...bridge,
    connect,
    memory,
    walletSearch,
    ...walletConnect,
    ...api,
  ]
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
