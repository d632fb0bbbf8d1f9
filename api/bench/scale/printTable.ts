import type { RouteFigures } from './measureRoutes.ts'

export type InstanceRun = { instances: number; rows: RouteFigures[] }

const cell = (value: string | number, width: number) => String(value).padStart(width)

/**
 * One block per instance count: each route's req/s, p50 and p99 latency, its req/s as a share
 * of `/health` on the same setup and how many times slower than `/health` that is, and its
 * database queries and time per request.
 */
export function printTable(runs: readonly InstanceRun[], header: string): void {
  console.log(header)
  console.log(
    `${'instances'.padEnd(10)}${'route'.padEnd(30)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('×health', 9)}${cell('slower', 8)}${cell('queries', 9)}${cell('db ms', 8)}`,
  )
  for (const run of runs) {
    const health = run.rows[0]?.rps ?? 1
    for (const row of run.rows) {
      console.log(
        `${String(run.instances).padEnd(10)}${row.route.padEnd(30)}${cell(row.rps, 8)}${cell(row.p50, 8)}${cell(row.p99, 8)}${cell((row.rps / health).toFixed(2), 9)}${cell(`${(health / row.rps).toFixed(1)}×`, 8)}${cell(row.queries, 9)}${cell(row.dbMs.toFixed(2), 8)}`,
      )
    }
  }
}
