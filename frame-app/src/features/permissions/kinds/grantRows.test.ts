import { EXECUTION_PERMISSIONS, type RpcRequest } from '@porthole/shared-protocol'
import { encodeFunctionResult, erc20Abi, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { Connection } from '../../connection/index.ts'
import type { Permission, RevokeStep } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { readGrantRows } from './grantRows.ts'
import { revokeGrantRow } from './revokeGrantRow.ts'

const account = '0x1111111111111111111111111111111111111111'
const session = '0x2222222222222222222222222222222222222222'
const dusd = '0x3333333333333333333333333333333333333333'
const context = `0x${'ab'.repeat(32)}`
const network = { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' }
const rulesAbi = parseAbi([
  'function rules(bytes32 id) view returns (address account, address session, address token, uint64 start, uint64 period, uint64 expiry, bool revoked, uint256 periodAmount)',
])

/** What `wallet_getGrantedExecutionPermissions` answers for one 5 DUSD a day grant. */
const granted = {
  chainId: '0x7a69',
  from: account,
  to: session,
  permission: {
    type: 'erc20-token-periodic',
    isAdjustmentAllowed: false,
    data: { tokenAddress: dusd, periodAmount: '0x4c4b40', periodDuration: 86_400, startTime: 1 },
  },
  rules: [{ type: 'expiry', data: { timestamp: 1_900_000_000 } }],
  context,
  dependencies: [],
  delegationManager: EXECUTION_PERMISSIONS,
}

/**
 * A frame on Anvil whose connection answers `wallet(request)`, over a chain where DUSD has 6
 * decimals and ExecutionPermissions reads the rule revoked from the `revokedAfter`-th read on.
 */
function setUp(options: {
  type?: string
  wallet: (request: RpcRequest) => Promise<unknown>
  revokedAfter?: number
}) {
  const asked: RpcRequest[] = []
  let ruleReads = 0
  const chain: Partial<ChainClient> = {
    async request(request: RpcRequest) {
      const [call] = request.params as [{ to: string; data: string }]
      if (call.to === EXECUTION_PERMISSIONS) {
        ruleReads++
        const revoked = ruleReads >= (options.revokedAfter ?? Number.POSITIVE_INFINITY)
        return encodeFunctionResult({
          abi: rulesAbi,
          functionName: 'rules',
          result: [account, session, dusd, 1n, 86_400n, 1_900_000_000n, revoked, 5_000_000n],
        })
      }
      const symbol = call.data === '0x95d89b41'
      return encodeFunctionResult({
        abi: erc20Abi,
        functionName: symbol ? 'symbol' : 'decimals',
        result: (symbol ? 'DUSD' : 6) as never,
      })
    },
  }
  const app = {
    settings: { getSnapshot: () => ({ context: { dapp: { networks: [network] } } }) },
    chainClients: { get: async () => chain },
  } as unknown as Pick<PermissionDeps, 'chainClients' | 'settings'>
  const connection = {
    accounts: [account],
    caipNetworkId: 'eip155:31337',
    connector: {
      type: options.type ?? 'AUTH',
      namespace: 'eip155',
      request: async (request: RpcRequest) => {
        asked.push(request)
        return options.wallet(request)
      },
    },
  } as unknown as Connection
  return { app, connection, asked, ruleReads: () => ruleReads }
}

/** The row that grant is in the Permissions list. */
const grantRow = {
  kind: 'grant',
  id: `grant:eip155:31337:${context}`,
  account,
  context,
  session,
  token: { address: dusd, name: '', symbol: 'DUSD', decimals: 6 },
  periodAmount: 5_000_000n,
  period: 86_400,
  expiry: 1_900_000_000,
} satisfies Permission

const refusal = (code: number) => Object.assign(new Error('no'), { code })

describe('readGrantRows', () => {
  test('default: each grant the embedded account answers is a row, in the token’s units', async () => {
    const { app, connection } = setUp({ wallet: async () => [granted] })
    expect(await readGrantRows(app, connection)).toEqual([grantRow])
  })

  test('behavior: an eoa (4200) has none; another wallet is not asked', async () => {
    const eoa = setUp({ wallet: async () => Promise.reject(refusal(4200)) })
    expect(await readGrantRows(eoa.app, eoa.connection)).toEqual([])
    const injected = setUp({ type: 'INJECTED', wallet: async () => [granted] })
    expect(await readGrantRows(injected.app, injected.connection)).toEqual([])
    expect(injected.asked).toEqual([])
  })

  test('error: another failure fails the list', async () => {
    const { app, connection } = setUp({ wallet: async () => Promise.reject(refusal(-32603)) })
    await expect(readGrantRows(app, connection)).rejects.toMatchObject({ code: -32603 })
  })
})

describe('revokeGrantRow', () => {
  /** Revokes the grant's row with no step shown and no wait between the rule's reads. */
  const revokeQuietly = ({ app, connection }: ReturnType<typeof setUp>) =>
    revokeGrantRow(
      app,
      connection,
      grantRow,
      () => undefined,
      async () => undefined,
    )

  test('behavior: asks the wallet to revoke the context, then resolves once the contract reads it revoked', async () => {
    const { app, connection, asked, ruleReads } = setUp({
      wallet: async () => ({}),
      revokedAfter: 3,
    })
    const steps: RevokeStep[] = []
    await revokeGrantRow(
      app,
      connection,
      grantRow,
      (step) => steps.push(step),
      async () => undefined,
    )
    expect(asked).toEqual([
      { method: 'wallet_revokeExecutionPermission', params: [{ permissionContext: context }] },
    ])
    expect(steps).toEqual(['asking', 'confirming'])
    expect(ruleReads()).toBe(3)
  })

  test('error: a rule still standing after the receipt wait is RevokeNotMinedError timeout', async () => {
    const grant = setUp({ wallet: async () => ({}) })
    await expect(revokeQuietly(grant)).rejects.toMatchObject({
      name: 'RevokeNotMinedError',
      status: 'timeout',
    })
  })

  test('error: the wallet refusing (4001) stops before any read', async () => {
    const grant = setUp({ wallet: async () => Promise.reject(refusal(4001)) })
    await expect(revokeQuietly(grant)).rejects.toMatchObject({ code: 4001 })
    expect(grant.ruleReads()).toBe(0)
  })
})
