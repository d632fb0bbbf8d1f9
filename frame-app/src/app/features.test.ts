import { describe, expect, test } from 'vitest'
import { FEATURES } from './features.ts'

const entries = import.meta.glob<Record<string, unknown>>('../features/*/index.ts', {
  eager: true,
})

describe('FEATURES', () => {
  test('rule: every feature folder exports one feature from its index.ts, and it is registered', () => {
    for (const [path, exports] of Object.entries(entries)) {
      const name = /features\/([^/]+)\/index\.ts$/.exec(path)?.[1]
      const feature = exports[`${name}Feature`]
      expect(feature, `${path} exports ${name}Feature`).toBeTypeOf('object')
      expect(FEATURES, `${name}Feature is in app/features.ts`).toContain(feature)
    }
    expect(FEATURES).toHaveLength(Object.keys(entries).length)
  })
})
