import { describe, expect, test } from 'vitest'
import { parseReceiver } from './parseReceiver.ts'

describe('parseReceiver', () => {
  test('default: addresses valid for the namespace', () => {
    const evm = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    expect(parseReceiver(` ${evm} `, 'eip155')).toEqual({ kind: 'address', address: evm })
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(parseReceiver(sol, 'solana')).toEqual({ kind: 'address', address: sol })
  })

  test('behavior: a dotted name is looked up, lowercased', () => {
    expect(parseReceiver('Alice.porthole.id', 'eip155')).toEqual({
      kind: 'name',
      name: 'alice.porthole.id',
    })
  })

  test('error: an address of another namespace, a short hex, plain words are invalid', () => {
    expect(parseReceiver('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'eip155').kind).toBe(
      'invalid',
    )
    expect(parseReceiver('0x7099', 'eip155').kind).toBe('invalid')
    expect(parseReceiver('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'solana').kind).toBe(
      'invalid',
    )
    expect(parseReceiver('hello', 'eip155').kind).toBe('invalid')
    expect(parseReceiver('', 'eip155').kind).toBe('empty')
  })
})
