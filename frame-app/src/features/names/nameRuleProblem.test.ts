import { describe, expect, test } from 'vitest'
import { nameRuleProblem } from './nameRuleProblem.ts'

describe('nameRuleProblem', () => {
  test('default: 4 or more letters, digits and hyphens pass', () => {
    expect(nameRuleProblem('alice')).toBeNull()
    expect(nameRuleProblem('a-1b')).toBeNull()
  })

  test('error: under 4 characters, or other characters, name the broken rule', () => {
    expect(nameRuleProblem('abc')).toBe('names.tooShort')
    expect(nameRuleProblem('')).toBe('names.tooShort')
    expect(nameRuleProblem('al_ice')).toBe('names.badCharacters')
    expect(nameRuleProblem('alice.eth')).toBe('names.badCharacters')
  })
})
