import { expect, test } from 'vitest'
import { createRecoveryCode, formatRecoveryCode, parseRecoveryCode } from './recoveryCode.ts'

test('a code is 8 groups of 4 Crockford base32 characters holding 144 random bits', () => {
  const { code, secret } = createRecoveryCode()
  expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
  expect(secret).toHaveLength(18)
  expect(parseRecoveryCode(code)).toEqual(secret)
  expect(createRecoveryCode().code).not.toBe(code)
})

test('typing is forgiving: case, spaces, dashes, I/L for 1 and O for 0', () => {
  const secret = new Uint8Array(18).fill(0)
  secret[0] = 0x08 // makes a 1 and 0s appear at the start
  const code = formatRecoveryCode(secret)
  const sloppy = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')
  expect(parseRecoveryCode(` ${sloppy} `)).toEqual(secret)
})

test('a typo, a missing group or foreign characters are RecoveryCodeInvalidError', () => {
  const { code } = createRecoveryCode()
  const last = code.at(-1) === 'A' ? 'B' : 'A'
  for (const wrong of [`${code.slice(0, -1)}${last}`, code.slice(0, -5), `${code}-AAAA`, 'ü'])
    expect(() => parseRecoveryCode(wrong)).toThrow(
      expect.objectContaining({ kind: 'RecoveryCodeInvalidError' }),
    )
})
