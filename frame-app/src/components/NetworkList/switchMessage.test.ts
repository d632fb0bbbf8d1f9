import { describe, expect, test } from 'vitest'
import { switchMessage } from './switchMessage.ts'

describe('switchMessage', () => {
  test('default: a rejection and a wallet without programmatic switch each get their own message', () => {
    expect(switchMessage({ code: 4001, message: 'no' })).toBe('networks.switchRejected')
    expect(switchMessage({ code: 4200, message: 'no' })).toBe('networks.noProgrammaticSwitch')
  })

  test('error: any other failure, an unknown chain included, is the generic message', () => {
    expect(switchMessage({ code: 4902, message: 'Network not found' })).toBe(
      'networks.switchFailed',
    )
    expect(switchMessage({ code: -32603, message: 'boom', data: 'bip122' })).toBe(
      'networks.switchFailed',
    )
  })
})
