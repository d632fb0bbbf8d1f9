import { originPatternToRegExp } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { checkEmbedding } from './checkEmbedding.ts'

const allowed = ['https://shop.example.com', 'http://localhost:*'].map(originPatternToRegExp)

describe('checkEmbedding', () => {
  test('default: an allowed parent passes and is the verified origin', () => {
    expect(
      checkEmbedding({ framed: true, ancestorOrigins: ['https://shop.example.com'] }, allowed),
    ).toEqual({ ok: true, ancestorOrigin: 'https://shop.example.com' })
  })

  test('error: a top-level page refuses to start', () => {
    expect(checkEmbedding({ framed: false, ancestorOrigins: [] }, allowed).ok).toBe(false)
  })

  test('error: a nested embed under a foreign page refuses even with an allowed parent', () => {
    const result = checkEmbedding(
      { framed: true, ancestorOrigins: ['https://shop.example.com', 'https://evil.example'] },
      allowed,
    )
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('https://evil.example') })
  })

  test('error: a foreign parent refuses', () => {
    expect(
      checkEmbedding({ framed: true, ancestorOrigins: ['https://evil.example'] }, allowed).ok,
    ).toBe(false)
  })

  test('param: without ancestorOrigins the handshake origin check is left to penpal', () => {
    expect(checkEmbedding({ framed: true, ancestorOrigins: null }, allowed)).toEqual({
      ok: true,
      ancestorOrigin: null,
    })
  })
})
