import { EXECUTION_PERMISSIONS, type RpcRequest } from '@porthole/shared-protocol'
import { encodeFunctionResult } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { ChainClients } from '../../../chains/createChainClients.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { createExecutionPermissions } from './createExecutionPermissions.ts'
import { executionPermissionsAbi as abi } from './executionPermissionsAbi.ts'

const account = '0x1111111111111111111111111111111111111111'
const context = `0x${'ab'.repeat(32)}` as const
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
} as never
const rule = (owner: string) =>
  encodeFunctionResult({
    abi,
    functionName: 'rules',
    result: [owner as `0x${string}`, account, account, 1n, 86_400n, 2_000_000_000n, false, 5n],
  })

/**
 * The permissions over a chain that has ExecutionPermissions and a rule of `owner`, whose
 * account reads (the revoke's transaction being prepared) answer as `prepare` says.
 */
function setUp(options: {
  owner?: string
  prepare: () => Promise<unknown>
  sleep: (ms: number) => Promise<void>
}) {
  const asked: string[] = []
  const chain: Partial<ChainClient> = {
    async request(request: RpcRequest) {
      if (request.method === 'eth_getCode') {
        const [address] = request.params as [string]
        return address === EXECUTION_PERMISSIONS ? '0x60' : options.prepare()
      }
      if (request.method === 'eth_call') return rule(options.owner ?? account)
      return options.prepare()
    },
  }
  const permissions = createExecutionPermissions({
    vault: {} as VaultClient,
    chainClients: { get: async () => chain as ChainClient } as unknown as ChainClients,
    approve: async (request) => void asked.push(request.method),
    current: () => ({ address: account, network }),
    smartAccountOn: () => true,
    sleep: options.sleep,
  })
  return { permissions, asked }
}

const revokeRequest = {
  method: 'wallet_revokeExecutionPermission',
  params: [{ permissionContext: context }],
}

describe('createExecutionPermissions revoke', () => {
  test('behavior: after the approval, a revoke still being sent is answered {} after 100 ms', async () => {
    const waits: number[] = []
    const { permissions, asked } = setUp({
      prepare: () => new Promise(() => undefined),
      sleep: async (ms) => void waits.push(ms),
    })
    expect(await permissions.revoke(revokeRequest)).toEqual({})
    expect(asked).toEqual(['wallet_revokeExecutionPermission'])
    expect(waits).toEqual([100])
  })

  test('error: a revoke that fails within the 100 ms reaches the host', async () => {
    const { permissions } = setUp({
      prepare: async () => Promise.reject(new Error('node down')),
      sleep: () => new Promise(() => undefined),
    })
    await expect(permissions.revoke(revokeRequest)).rejects.toThrow('node down')
  })

  test('error: a context another account granted is -32602, before any approval', async () => {
    const { permissions, asked } = setUp({
      owner: '0x2222222222222222222222222222222222222222',
      prepare: () => new Promise(() => undefined),
      sleep: async () => undefined,
    })
    await expect(permissions.revoke(revokeRequest)).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })
})
