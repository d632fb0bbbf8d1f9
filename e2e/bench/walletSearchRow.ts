import type { Browser } from '@playwright/test'
import { devNetwork } from '../fixtures/networks.ts'
import type { Stack } from '../fixtures/startStack.ts'
import type { BenchRow } from './formatTable.ts'
import { type LatencyRuns, measureLatency } from './measureLatency.ts'
import { openBenchPage } from './openBenchPage.ts'

/** The frame's search debounce (frame-app allWalletsMachine SEARCH_DEBOUNCE_MS). */
const DEBOUNCE_MS = 250
/** Mainnet, which every wallet of the generated registry lists: the chain filter keeps all 600. */
const networks = [{ ...devNetwork(1, 'http://127.0.0.1:9', 'Ethereum'), testnet: false }]

type Wallet = { name: string }

/**
 * The wallet-list search figure: in AllWallets over the 600-wallet registry, the keydown of
 * the last letter of a wallet's name (the event's time in the frame) to the paint after the
 * grid shows exactly the api's answer for that name. It includes the 250 ms debounce. Floor:
 * the debounce plus the same search fetched from the frame document (no rendering).
 */
export async function walletSearchRow(
  browser: Browser,
  stack: Stack,
  runs: LatencyRuns,
): Promise<BenchRow> {
  const figure = 'wallet search (600 wallets): keystroke to results painted'
  const bench = await openBenchPage(browser, stack, { config: { networks } })
  try {
    const { page } = bench
    await page.evaluate(() => window.__portholeBench.open())
    const frame = bench.frame()
    await frame.getByRole('button', { name: 'All wallets' }).click()
    const search = frame.getByRole('searchbox', { name: 'Search wallets' })
    await frame.locator('[data-wallet-tile]').nth(39).waitFor()
    const row = { figure, floorName: 'debounce + api search fetch' }
    return await measureLatency(runs, row, async (run) => {
      const name = (await registry(stack, `entries=1&page=${7 + run * 13}`))[0]?.name
      if (!name) throw new Error('The registry has too few wallets for the search bench.')
      const expected = (await registry(stack, `entries=100&search=${encodeURIComponent(name)}`))
        .map((wallet) => wallet.name)
        .join('\n')
      await search.fill(name.slice(0, -1))
      await frame.waitForFunction(
        () => !document.querySelector('.ph-all-wallets__scroll[aria-busy]'),
      )
      await page.waitForTimeout(DEBOUNCE_MS + 50)
      const painted = frame.evaluate(waitForResults, expected)
      await search.press(name.slice(-1))
      const elapsed = await painted
      const fetched = await frame.evaluate(timeFetch, {
        url: `${stack.apiUrl}/v1/wallets?projectId=demo&st=html-porthole&sv=bench&page=1&entries=40&chains=eip155%3A1&search=${encodeURIComponent(name)}`,
      })
      return { sample: elapsed, floor: DEBOUNCE_MS + fetched }
    })
  } finally {
    await bench.context.close()
  }
}

async function registry(stack: Stack, query: string): Promise<Wallet[]> {
  const response = await fetch(`${stack.apiUrl}/v1/wallets?projectId=demo&chains=eip155:1&${query}`)
  if (!response.ok) throw new Error(`The api answered ${response.status} to a registry page.`)
  return ((await response.json()) as { data: Wallet[] }).data
}

/** In the frame: the next keydown's time to the paint after the grid shows `expected`. */
function waitForResults(expected: string): Promise<number> {
  return new Promise((resolve) => {
    let keyAt = 0
    document.addEventListener(
      'keydown',
      (event) => {
        keyAt = performance.timeOrigin + event.timeStamp
      },
      { capture: true, once: true },
    )
    // No named inner functions: the bench's transpiler would wrap them in a helper the page lacks.
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[data-wallet-tile]')]
        .map((tile) => tile.getAttribute('aria-label'))
        .join('\n')
      if (!keyAt || shown !== expected) return
      observer.disconnect()
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now() - keyAt)
        channel.port2.postMessage(null)
      })
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })
}

/** In the frame: one fetch of `url` with its JSON parsed, in ms. */
async function timeFetch({ url }: { url: string }): Promise<number> {
  const start = performance.now()
  await (await fetch(url)).json()
  return performance.now() - start
}
