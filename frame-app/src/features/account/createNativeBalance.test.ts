import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { evmNetwork } from '#test/testNetworks.ts'
import { createNativeBalance } from './createNativeBalance.ts'

const network = (id: number): Network => evmNetwork(id)
const address = '0x1111111111111111111111111111111111111111'

describe('createNativeBalance', () => {
  test('default: readers asking while a read is in flight share its one request; a read after it settled asks again', async () => {
    const read = vi.fn(async () => 5n)
    const nativeBalance = createNativeBalance(read)
    const both = [
      nativeBalance(network(1), address),
      nativeBalance(network(1), address.toUpperCase().replace('0X', '0x')),
    ]
    expect(await Promise.all(both)).toEqual([5n, 5n])
    expect(read).toHaveBeenCalledOnce()
    read.mockResolvedValueOnce(7n)
    expect(await nativeBalance(network(1), address)).toBe(7n)
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('behavior: another network or account is a read of its own', async () => {
    const read = vi.fn(async () => 1n)
    const nativeBalance = createNativeBalance(read)
    await Promise.all([
      nativeBalance(network(1), address),
      nativeBalance(network(2), address),
      nativeBalance(network(1), `0x${'2'.repeat(40)}`),
    ])
    expect(read).toHaveBeenCalledTimes(3)
  })

  test('error: a failed read fails every reader that shared it, and the next read asks again', async () => {
    const read = vi.fn(async () => 3n).mockRejectedValueOnce(new Error('rpc down'))
    const nativeBalance = createNativeBalance(read)
    const shared = [nativeBalance(network(1), address), nativeBalance(network(1), address)]
    for (const reader of shared) await expect(reader).rejects.toThrow('rpc down')
    expect(read).toHaveBeenCalledOnce()
    expect(await nativeBalance(network(1), address)).toBe(3n)
  })
})
