import { expect, test } from 'vitest'
import * as hostSdk from './index.ts'

test('default: the public export list', () => {
  expect(Object.keys(hostSdk).sort()).toMatchSnapshot()
})
