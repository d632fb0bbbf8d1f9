import { describe, expect, it } from 'vitest'
import { type BenchRow, formatTable, ratioOf } from './formatTable.ts'

const open: BenchRow = {
  figure: 'open',
  unit: 'ms',
  tailLabel: 'p95',
  value: { runs: 40, p50: 30, tail: 45 },
  floor: { name: 'dialog', value: { runs: 40, p50: 10, tail: 12 } },
}
const rate: BenchRow = {
  figure: 'bridge throughput',
  unit: 'calls/s',
  tailLabel: '',
  value: { runs: 3000, p50: 5000 },
  floor: { name: 'echo', value: { runs: 3000, p50: 20000 } },
}

describe('ratioOf', () => {
  it('default: a time is divided by its floor', () => {
    expect(ratioOf(open)).toBe(3)
  })
  it('param: a rate is inverted so the ratio is still a cost', () => {
    expect(ratioOf(rate)).toBe(4)
  })
  it('param: n/a rows and rows without a floor have no ratio', () => {
    expect(ratioOf({ figure: 'search', na: 'not built' })).toBeNull()
    const { floor: _floor, ...withoutFloor } = open as Extract<BenchRow, { unit: string }>
    expect(ratioOf(withoutFloor)).toBeNull()
  })
})

describe('formatTable', () => {
  it('default: one aligned line per figure with tails, floor and ratio', () => {
    const lines = formatTable([open, rate, { figure: 'wallet search', na: 'not built' }]).split(
      '\n',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(
      /^open\s+40\s+30\.0 ms\s+p95 45\.0 ms\s+dialog\s+10\.0 ms\s+p95 12\.0 ms\s+3\.0x$/,
    )
    expect(lines[2]).toMatch(/5,000 calls\/s.*20,000 calls\/s\s+4\.0x$/)
    expect(lines[3]).toMatch(/^wallet search\s+n\/a \(not built\)$/)
    expect(lines[0]!.indexOf('value')).toBe(lines[1]!.indexOf('30.0 ms'))
  })

  it('param: sizes in KB and counts of requests, each beside its floor', () => {
    const rows: BenchRow[] = [
      {
        figure: 'before open',
        unit: 'KB',
        tailLabel: '',
        value: { runs: 1, p50: 920.24 },
        floor: { name: 'Connect', value: { runs: 1, p50: 430.8 } },
      },
      {
        figure: 'requests',
        unit: 'requests',
        tailLabel: '',
        value: { runs: 1, p50: 69 },
        floor: { name: 'Connect', value: { runs: 1, p50: 4 } },
      },
    ]
    const lines = formatTable(rows).split('\n')
    expect(lines[1]).toMatch(/^before open\s+1\s+920\.2 KB\s+Connect\s+430\.8 KB\s+2\.1x$/)
    expect(lines[2]).toMatch(/^requests\s+1\s+69 requests\s+Connect\s+4 requests\s+17\.3x$/)
  })
})
