import { expect, test } from 'vitest'
import * as protocol from './index.ts'

test('default: the public export list', () => {
  expect(Object.keys(protocol).sort()).toMatchSnapshot()
})
