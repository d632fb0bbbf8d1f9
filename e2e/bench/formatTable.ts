import type { Summary } from './summarize.ts'

/** How a figure is read: a time or a size (lower is better) or a rate (higher is better). */
export type Unit = 'ms' | 'MB' | 'KB' | 'requests' | 'calls/s' | 'req/s'

/**
 * A figure's samples: `p50` is the median time or size, or the rate for calls/s and req/s;
 * `runs` is the number of samples (or a duration, for load runs).
 */
export type Measured = Pick<Summary, 'p50'> & { runs: number | string; tail?: number }

/** One measured figure beside its floor, or a figure that cannot be measured yet. */
export type BenchRow =
  | {
      figure: string
      unit: Unit
      /** Which percentile `tail` is. */
      tailLabel: 'p95' | 'p99' | ''
      value: Measured
      floor?: { name: string; value: Measured }
    }
  | { figure: string; na: string }

/** Cost of the figure over the cost of its floor at p50 (rates are inverted: floor / value). */
export function ratioOf(row: BenchRow): number | null {
  if ('na' in row || !row.floor) return null
  const { p50 } = row.value
  const floor = row.floor.value.p50
  const rate = row.unit === 'calls/s' || row.unit === 'req/s'
  return rate ? floor / p50 : p50 / floor
}

const format = (value: number | undefined, unit: Unit) => {
  if (value === undefined) return ''
  if (unit === 'ms') return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`
  if (unit === 'MB') return `${value.toFixed(2)} MB`
  if (unit === 'KB') return `${value.toFixed(1)} KB`
  return `${Math.round(value).toLocaleString('en-US')} ${unit}`
}

/**
 * The bench table: one line per figure with its p50, its tail, its floor and the ratio.
 * @example
 * console.log(formatTable([{ figure: 'wallet search', na: 'AllWallets view not built' }]))
 */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['figure', 'n', 'value', 'tail', 'floor', 'floor value', 'floor tail', 'ratio']
  const lines = rows.map((row) => {
    if ('na' in row) return { cells: [row.figure], na: `n/a (${row.na})` }
    const ratio = ratioOf(row)
    const tail = (value: number | undefined) =>
      row.tailLabel ? `${row.tailLabel} ${format(value, row.unit)}` : ''
    const cells = [
      row.figure,
      String(row.value.runs),
      format(row.value.p50, row.unit),
      tail(row.value.tail),
      row.floor?.name ?? '',
      row.floor ? format(row.floor.value.p50, row.unit) : '',
      row.floor ? tail(row.floor.value.tail) : '',
      ratio === null ? '' : `${ratio.toFixed(1)}x`,
    ]
    return { cells, na: '' }
  })
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map(({ cells }) => cells[column]?.length ?? 0)),
  )
  const render = ({ cells, na }: { cells: string[]; na: string }) =>
    na
      ? `${cells[0]!.padEnd(widths[0]!)}  ${na}`
      : cells
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd()
  return [render({ cells: header, na: '' }), ...lines.map(render)].join('\n')
}
