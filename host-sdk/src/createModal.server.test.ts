import { testMainnet } from '@porthole/shared-protocol/testing'
import { expect, test } from 'vitest'
import { createModal } from './createModal.ts'
import { BrowserRequiredError } from './errors/BrowserRequiredError.ts'
import { InvalidConfigError } from './errors/InvalidConfigError.ts'

const mainnet = testMainnet

// This file runs in Node: no window, no document, as on a server rendering the page.
test('on a server: createModal throws BrowserRequiredError and adds nothing', () => {
  expect(typeof document).toBe('undefined')
  expect(() => createModal({ projectId: 'demo', networks: [mainnet] })).toThrow(
    BrowserRequiredError,
  )
  expect(() => createModal({ projectId: 'demo', networks: [mainnet] })).toThrow(
    'createModal needs a browser page.',
  )
})

test('on a server: a bad config still says what is wrong with it first', () => {
  expect(() => createModal({ projectId: '', networks: [mainnet] })).toThrow(InvalidConfigError)
})
