import { expect, test } from 'vitest'
import * as hostSdk from './index.ts'

test('default: the IIFE global Porthole holds every runtime export of the package', async () => {
  await import('./global.ts')
  const global = (globalThis as { Porthole?: object }).Porthole
  expect(Object.keys(global ?? {}).sort()).toEqual(Object.keys(hostSdk).sort())
})
