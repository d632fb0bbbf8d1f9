import { describe, expect, test } from 'vitest'
import { validate } from '../validation/standardSchema.ts'
import { bool, match, nullable, obj, oneOf, optional, schema, str } from './check.ts'

const Person = schema<{ name: string; age?: string | null; kind: 'a' | 'b' }>(
  obj({ name: str, age: optional(nullable(match(/^\d+$/))), kind: oneOf(['a', 'b']) }),
)

describe('check', () => {
  test('default: returns the object with only its declared keys', async () => {
    const result = await validate(Person, { name: 'Ann', kind: 'a', extra: true })
    expect(result).toEqual({ ok: true, value: { name: 'Ann', kind: 'a' } })
  })

  test('param: forward keeps the keys it does not declare, unparsed, and still checks its own', async () => {
    const Forwarding = schema(obj({ name: str }, true))
    expect(await validate(Forwarding, { name: 'Ann', extra: { any: [1] } })).toEqual({
      ok: true,
      value: { name: 'Ann', extra: { any: [1] } },
    })
    expect((await validate(Forwarding, { name: 7, extra: true })).ok).toBe(false)
  })

  test('behavior: keeps an optional key that is present, null included', async () => {
    const result = await validate(Person, { name: 'Ann', age: null, kind: 'b' })
    expect(result).toEqual({ ok: true, value: { name: 'Ann', age: null, kind: 'b' } })
  })

  test('error: names the path of the first problem', async () => {
    expect(await validate(Person, { name: 'Ann', age: 'old', kind: 'a' })).toEqual({
      ok: false,
      message: 'age: Expected /^\\d+$/',
    })
    expect(await validate(Person, { name: 7, kind: 'a' })).toEqual({
      ok: false,
      message: 'name: Expected a string',
    })
    expect(await validate(Person, { name: 'Ann', kind: 'c' })).toEqual({
      ok: false,
      message: 'kind: Expected one of a, b',
    })
  })

  test('error: refuses what is not an object', async () => {
    for (const value of [null, 'x', [], 3])
      expect(await validate(Person, value)).toEqual({ ok: false, message: 'Expected an object' })
    expect((await validate(schema(obj({ on: bool })), { on: 'yes' })).ok).toBe(false)
  })
})
