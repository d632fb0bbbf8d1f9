import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../fixtures/paths.ts'
import type { BenchRow } from '../formatTable.ts'

const API_BENCH = join(repoRoot, 'api/bench/bench.ts')
const FLOOR_ROUTE = 'GET /health'

type ApiResult = { route: string; rps: number; p50: number; p99: number }

const runApiBench = (durationSeconds: number) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [API_BENCH, '--json', '--duration', String(durationSeconds)],
      { cwd: join(repoRoot, 'api'), stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`api bench exited with ${code}`)),
    )
  })

const isResult = (value: unknown): value is ApiResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiResult).route === 'string' &&
  typeof (value as ApiResult).rps === 'number' &&
  typeof (value as ApiResult).p50 === 'number' &&
  typeof (value as ApiResult).p99 === 'number'

/**
 * The api's requests per second and p50/p99 latency per route, from the api's own load bench
 * (`api/bench/bench.ts`: autocannon against the app on loopback, PGlite unless DATABASE_URL),
 * each beside the same server's trivial `/health`. One n/a row when that bench is missing or
 * fails, so the browser figures still print.
 */
export async function measureApi(durationSeconds: number): Promise<BenchRow[]> {
  const figure = 'api: names / registry lookups'
  if (!existsSync(API_BENCH)) return [{ figure, na: 'api bench not built (api/bench/bench.ts)' }]
  let results: ApiResult[]
  try {
    const parsed: unknown = JSON.parse(await runApiBench(durationSeconds))
    const list = (parsed as { results?: unknown }).results
    results = Array.isArray(list) ? list.filter(isResult) : []
  } catch (error) {
    return [{ figure, na: `api bench failed: ${(error as Error).message}` }]
  }
  const floor = results.find((result) => result.route === FLOOR_ROUTE)
  if (!floor) return [{ figure, na: `api bench printed no ${FLOOR_ROUTE} row` }]
  return results
    .filter((result) => result !== floor)
    .flatMap((result): BenchRow[] => [
      {
        figure: `api ${result.route}: rate`,
        unit: 'req/s',
        tailLabel: '',
        value: { runs: `${durationSeconds} s`, p50: result.rps },
        floor: { name: FLOOR_ROUTE, value: { runs: `${durationSeconds} s`, p50: floor.rps } },
      },
      {
        figure: `api ${result.route}: latency`,
        unit: 'ms',
        tailLabel: 'p99',
        value: { runs: `${durationSeconds} s`, p50: result.p50, tail: result.p99 },
        floor: {
          name: FLOOR_ROUTE,
          value: { runs: `${durationSeconds} s`, p50: floor.p50, tail: floor.p99 },
        },
      },
    ])
}
