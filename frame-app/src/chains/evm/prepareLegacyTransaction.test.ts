import { describe, expect, test } from 'vitest'
import { prepareLegacyTransaction } from './prepareLegacyTransaction.ts'

const from = '0x1111111111111111111111111111111111111111'

describe('prepareLegacyTransaction', () => {
  test('default: sets type 0x0 and fills gasPrice', async () => {
    await expect(
      prepareLegacyTransaction([{ from, value: '0x1' }], async () => 255n),
    ).resolves.toEqual({
      from,
      value: '0x1',
      type: '0x0',
      gasPrice: '0xff',
    })
  })

  test('param: a given gasPrice is kept; EIP-1559 fields are dropped', async () => {
    const tx = {
      from,
      gasPrice: '0x5',
      maxFeePerGas: '0x9',
      maxPriorityFeePerGas: '0x1',
      type: '0x2',
    }
    await expect(prepareLegacyTransaction([tx], async () => 1n)).resolves.toEqual({
      from,
      gasPrice: '0x5',
      type: '0x0',
    })
  })

  test('error: params without a transaction object are refused with -32602', async () => {
    await expect(prepareLegacyTransaction([], async () => 1n)).rejects.toMatchObject({
      code: -32602,
    })
  })
})
