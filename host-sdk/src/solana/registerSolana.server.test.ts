import { expect, test } from 'vitest'
import { registerSolana } from './registerSolana.ts'

// This file runs in Node: no window, as on a server rendering the page.
test('on a server: registerSolana does nothing and defines no global', () => {
  expect(typeof window).toBe('undefined')
  expect(() => registerSolana()).not.toThrow()
  expect('PortholeSolana' in globalThis).toBe(false)
})
