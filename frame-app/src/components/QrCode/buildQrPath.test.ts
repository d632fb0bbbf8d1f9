import { describe, expect, test } from 'vitest'
import { buildQrPath, createQrMatrix, QR_QUIET_ZONE } from './buildQrPath.ts'

describe('buildQrPath', () => {
  test('default: dark modules become unit squares inside a 4-module quiet zone', () => {
    const { path, side } = buildQrPath({ size: 2, isDark: (row, col) => row === col })
    expect(side).toBe(2 + 2 * QR_QUIET_ZONE)
    expect(path).toBe('M4 4h1v1h-1zM5 5h1v1h-1z')
  })
  test('behavior: a pairing URI gives a real QR matrix with finder patterns', async () => {
    const matrix = await createQrMatrix('wc:7f6e@2?relay-protocol=irn&symKey=587d')
    expect(matrix.size).toBeGreaterThanOrEqual(21)
    // The top-left finder pattern: a dark 7x7 ring around a light ring.
    expect(matrix.isDark(0, 0)).toBe(true)
    expect(matrix.isDark(1, 1)).toBe(false)
    expect(matrix.isDark(3, 3)).toBe(true)
  })
})
