import type { Page } from '@playwright/test'
import type { BenchRow } from '../formatTable.ts'
import { latencyRow } from '../latencyRow.ts'
import { summarize } from '../summarize.ts'

export type BridgeRuns = { warmup: number; roundTrips: number; throughputCalls: number }

const IN_FLIGHT = 32
const BLOCKS = 5
const FLOOR = 'MessageChannel echo'

/**
 * A cheap call that really crosses the bridge, `modal.switchNetwork(current network)`
 * (SWITCH_NETWORK: validated in the frame, answered with the number of the STATE push that
 * holds the state, decision 0283, checked on the host), against a bare MessageChannel echo
 * between the same host page and frame document. Round trips one at a time (p50/p99), then throughput with 32 calls in flight.
 * Both run in alternating blocks so drift hits both alike. `page` has a ready modal.
 */
export async function measureBridge(page: Page, runs: BridgeRuns): Promise<BenchRow[]> {
  await page.evaluate(() => window.__portholeBench.startEcho())
  await page.evaluate((n) => window.__portholeBench.bridgeRoundTrips(n), runs.warmup)
  await page.evaluate((n) => window.__portholeBench.echoRoundTrips(n), runs.warmup)
  const bridge: number[] = []
  const echo: number[] = []
  const perBlock = Math.ceil(runs.roundTrips / BLOCKS)
  for (let block = 0; block < BLOCKS; block += 1) {
    bridge.push(
      ...(await page.evaluate((n) => window.__portholeBench.bridgeRoundTrips(n), perBlock)),
    )
    echo.push(...(await page.evaluate((n) => window.__portholeBench.echoRoundTrips(n), perBlock)))
  }
  const bridgeRates: number[] = []
  const echoRates: number[] = []
  const calls = { total: runs.throughputCalls, inFlight: IN_FLIGHT }
  for (let block = 0; block < 3; block += 1) {
    bridgeRates.push(
      await page.evaluate(
        ({ total, inFlight }) => window.__portholeBench.bridgeThroughput(total, inFlight),
        calls,
      ),
    )
    echoRates.push(
      await page.evaluate(
        ({ total, inFlight }) => window.__portholeBench.echoThroughput(total, inFlight),
        calls,
      ),
    )
  }
  const rate = summarize(bridgeRates)
  const floorRate = summarize(echoRates)
  return [
    latencyRow({
      figure: 'bridge round trip',
      samples: bridge,
      floorName: FLOOR,
      floorSamples: echo,
      tail: 'p99',
    }),
    {
      figure: `bridge throughput (${IN_FLIGHT} in flight)`,
      unit: 'calls/s',
      tailLabel: '',
      value: { runs: runs.throughputCalls * rate.runs, p50: rate.p50 },
      floor: {
        name: FLOOR,
        value: { runs: runs.throughputCalls * floorRate.runs, p50: floorRate.p50 },
      },
    },
  ]
}
