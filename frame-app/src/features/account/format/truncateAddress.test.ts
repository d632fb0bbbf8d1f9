import { describe, expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.ts'

describe('truncateAddress', () => {
  test('default: an EVM address keeps its 4 leading and 6 trailing characters (SPEC §9)', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })

  test('param: a Solana address is cut the same way', () => {
    expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…YtAWWM')
  })

  test('param: an address of 12 characters or fewer shows whole (nothing to hide)', () => {
    expect(truncateAddress('0x1234567890')).toBe('0x1234567890')
    expect(truncateAddress('')).toBe('')
  })
})
