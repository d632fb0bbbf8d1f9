import { describe, expect, test } from 'vitest'
import { hostCalls } from '../catalog/hostCalls.ts'
import { installZodMessages } from './readableZodMessages.ts'
import { validate } from './standardSchema.ts'

describe('validate', () => {
  test('error: a bad theme says what each field expected, not "Invalid input"', async () => {
    installZodMessages()
    const result = await validate(hostCalls.SYNC_THEME.request, {
      themeMode: 'blue',
      themeVariables: { accent: 5, colorMixStrength: 200, fontSizeMaster: 'x'.repeat(20) },
    })
    expect(result).toEqual({
      ok: false,
      message:
        'themeMode: expected one of "light", "dark"; themeVariables.accent: expected string; ' +
        'themeVariables.colorMixStrength: must be at most 100; ' +
        'themeVariables.fontSizeMaster: must be at most 16 characters',
    })
  })
})
