import { EXECUTION_PERMISSIONS } from '@porthole/shared-protocol'
import {
  decodeEventLog,
  decodeFunctionResult,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  numberToHex,
} from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { executionPermissionsAbi as abi } from './executionPermissionsAbi.ts'
import { PERIODIC_TOKEN_PERMISSION } from './readPermissionRequest.ts'

/** A rule as ExecutionPermissions keeps it (an unknown id reads as the zero account). */
export async function readRule(chain: ChainClient, id: Hex) {
  const data = encodeFunctionData({ abi, functionName: 'rules', args: [id] })
  const result = await chain.request({
    method: 'eth_call',
    params: [{ to: EXECUTION_PERMISSIONS, data }, 'latest'],
  })
  const [account, session, token, start, period, expiry, revoked, periodAmount] =
    decodeFunctionResult({ abi, functionName: 'rules', data: result as Hex })
  return { account, session, token, start, period, expiry, revoked, periodAmount }
}

/**
 * The account's standing ERC-7715 permissions on `chain` (not revoked, not expired), as
 * `wallet_getGrantedExecutionPermissions` answers them: found by ExecutionPermissions'
 * `PermissionGranted` logs for the account, each rule read again from the contract.
 */
export async function readGrantedPermissions(chain: ChainClient, account: Hex) {
  const topics = encodeEventTopics({ abi, eventName: 'PermissionGranted', args: { account } })
  const [logs, chainId, block] = await Promise.all([
    chain.request({
      method: 'eth_getLogs',
      params: [{ address: EXECUTION_PERMISSIONS, topics, fromBlock: '0x0', toBlock: 'latest' }],
    }) as Promise<{ data: Hex; topics: [Hex, ...Hex[]] }[]>,
    chain.request({ method: 'eth_chainId' }) as Promise<Hex>,
    chain.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }) as Promise<{
      timestamp: Hex
    }>,
  ])
  const now = BigInt(block.timestamp)
  const ids = logs.map(
    (log) => decodeEventLog({ abi, ...log, eventName: 'PermissionGranted' }).args.id,
  )
  const rules = await Promise.all(ids.map(async (id) => ({ id, rule: await readRule(chain, id) })))
  return rules
    .filter(({ rule }) => !rule.revoked && rule.expiry > now)
    .map(({ id, rule }) => ({
      chainId: numberToHex(BigInt(chainId)),
      from: rule.account,
      to: rule.session,
      permission: {
        type: PERIODIC_TOKEN_PERMISSION,
        isAdjustmentAllowed: false,
        data: {
          tokenAddress: rule.token,
          periodAmount: numberToHex(rule.periodAmount),
          periodDuration: Number(rule.period),
          startTime: Number(rule.start),
        },
      },
      rules: [{ type: 'expiry', data: { timestamp: Number(rule.expiry) } }],
      context: id,
      dependencies: [],
      delegationManager: EXECUTION_PERMISSIONS,
    }))
}
