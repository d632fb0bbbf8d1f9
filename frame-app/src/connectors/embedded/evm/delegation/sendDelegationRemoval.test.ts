import { type Network, type RpcRequest, SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../../../../chains/ChainClient.ts'
import type { VaultClient } from '../../createVaultClient.ts'
import { REMOVE_DELEGATION_METHOD } from './removeDelegationMethod.ts'
import { sendDelegationRemoval } from './sendDelegationRemoval.ts'

const from = '0x1111111111111111111111111111111111111111'
const hash = `0x${'aa'.repeat(32)}`
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
} as Network

/** A chain where the account's code is `code`, its next nonce 5, a plain call 21,000 gas. */
function setUp(code: string) {
  const asked: { approved: unknown[]; vault: unknown[]; sent: unknown[] } = {
    approved: [],
    vault: [],
    sent: [],
  }
  const answers: Record<string, unknown> = {
    eth_getCode: code,
    eth_getTransactionCount: '0x5',
    eth_chainId: '0x7a69',
    eth_estimateGas: '0x5208',
    eth_maxPriorityFeePerGas: '0x1',
    eth_getBlockByNumber: { number: '0x1', baseFeePerGas: '0x3b9aca00', timestamp: '0x1' },
  }
  const chain = {
    async request({ method, params }: RpcRequest) {
      if (method === 'eth_sendRawTransaction') {
        asked.sent.push(params)
        return hash
      }
      return answers[method]
    },
  } as ChainClient
  const vault = {
    call: async (name: string, payload: unknown) => {
      asked.vault.push({ name, payload })
      return { transaction: '0x04signed' }
    },
  } as unknown as VaultClient
  const approve = async (request: RpcRequest) => void asked.approved.push(request)
  return { deps: { vault, chain, approve }, asked }
}

describe('sendDelegationRemoval', () => {
  test('default: approved as its own request, then the vault signs it with the nonce and the gas of one authorization more, and it is broadcast', async () => {
    const { deps, asked } = setUp(`0xef0100${SIMPLE_7702_ACCOUNT.slice(2)}`)
    expect(await sendDelegationRemoval(deps, { from, network })).toBe(hash)
    expect(asked.approved).toEqual([
      {
        method: REMOVE_DELEGATION_METHOD,
        params: [{ account: from, delegate: SIMPLE_7702_ACCOUNT.toLowerCase(), chainId: 31337 }],
      },
    ])
    expect(asked.vault).toEqual([
      {
        name: 'REMOVE_DELEGATION',
        payload: expect.objectContaining({ chainId: 31337, nonce: 5, gas: '0xb3b0' }),
      },
    ])
    expect(asked.sent).toEqual([['0x04signed']])
  })

  test('error: an account with no delegation is -32602, before any approval', async () => {
    const { deps, asked } = setUp('0x')
    await expect(sendDelegationRemoval(deps, { from, network })).rejects.toMatchObject({
      code: -32602,
    })
    expect(asked.approved).toEqual([])
    expect(asked.vault).toEqual([])
  })
})
