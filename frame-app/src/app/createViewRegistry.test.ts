import { PublicViewNameSchema, ViewNameSchema } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createViewRegistry } from './createViewRegistry.ts'

describe('createViewRegistry', () => {
  test("rule: the views a host may open are the protocol's public view names, no more, no fewer", () => {
    const publicViews = Object.entries(createViewRegistry())
      .filter(([, view]) => view.access === 'public')
      .map(([name]) => name)
    expect(publicViews.sort()).toEqual([...PublicViewNameSchema.options].sort())
  })

  test('rule: every view name is one the wire carries', () => {
    for (const name of Object.keys(createViewRegistry()))
      expect(ViewNameSchema.safeParse(name).success, name).toBe(true)
  })
})
