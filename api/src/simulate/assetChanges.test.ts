import { encodeAbiParameters, type Hex, pad, toEventSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { assetChanges, NATIVE_LOG_ADDRESS } from './assetChanges.ts'

const me = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const topic = (address: string) => pad(address as Hex, { size: 32 })
const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const transfer = toEventSelector('Transfer(address,address,uint256)')

describe('assetChanges', () => {
  test('ERC-1155 single and batch transfers are counted per token id', () => {
    const single = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
    const batch = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')
    const changes = assetChanges(
      [
        {
          address: token,
          topics: [single, topic(other), topic(other), topic(me)],
          data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 3n]),
        },
        {
          address: token,
          topics: [batch, topic(me), topic(me), topic(other)],
          data: encodeAbiParameters(
            [{ type: 'uint256[]' }, { type: 'uint256[]' }],
            [
              [7n, 8n],
              [1n, 5n],
            ],
          ),
        },
      ],
      me,
    )
    expect(changes).toEqual([
      { kind: 'erc1155', token, tokenId: 7n, delta: 2n },
      { kind: 'erc1155', token, tokenId: 8n, delta: -5n },
    ])
  })

  test('what is sent and comes back nets to nothing; others’ transfers are not the account’s', () => {
    const changes = assetChanges(
      [
        {
          address: NATIVE_LOG_ADDRESS,
          topics: [transfer, topic(me), topic(other)],
          data: uint(5n),
        },
        {
          address: NATIVE_LOG_ADDRESS,
          topics: [transfer, topic(other), topic(me)],
          data: uint(5n),
        },
        { address: token, topics: [transfer, topic(other), topic(token)], data: uint(9n) },
        { address: token, topics: [transfer, topic(me), topic(other)], data: '0x' },
      ],
      me,
    )
    expect(changes).toEqual([])
  })
})
