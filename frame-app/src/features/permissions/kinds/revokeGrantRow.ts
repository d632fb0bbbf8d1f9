import { EXECUTION_PERMISSIONS, RECEIPT_TIMEOUT_MS } from '@porthole/shared-protocol'
import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { Connection } from '../../connection/index.ts'
import type { Permission, RevokeStep } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { networkOf } from './networkOf.ts'
import { RevokeNotMinedError } from './RevokeNotMinedError.ts'

const abi = parseAbi([
  'function rules(bytes32 id) view returns (address account, address session, address token, uint64 start, uint64 period, uint64 expiry, bool revoked, uint256 periodAmount)',
])

/** How often the enforcing contract is read while the revoke is on its way. */
export const GRANT_POLL_MS = 500

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Ends an ERC-7715 permission the way a dapp would: `wallet_revokeExecutionPermission` on the
 * connector (the embedded wallet shows ApproveTransaction, then answers once its revoke is
 * sent), then reads the enforcing contract until the rule says revoked: resolves then, throws
 * `RevokeNotMinedError('timeout')` when it still stands after the receipt wait.
 */
export async function revokeGrantRow(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
  row: Extract<Permission, { kind: 'grant' }>,
  onStep: (step: RevokeStep) => void,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<void> {
  onStep('asking')
  await connection.connector.request({
    method: 'wallet_revokeExecutionPermission',
    params: [{ permissionContext: row.context }],
  })
  onStep('confirming')
  const network = networkOf(app, connection)
  if (!network) throw new RevokeNotMinedError('timeout')
  const client = await app.chainClients.get(network)
  const data = encodeFunctionData({ abi, functionName: 'rules', args: [row.context as Hex] })
  for (let waited = 0; waited <= RECEIPT_TIMEOUT_MS; waited += GRANT_POLL_MS) {
    const result = await client.request({
      method: 'eth_call',
      params: [{ to: EXECUTION_PERMISSIONS, data }, 'latest'],
    })
    const [, , , , , , revoked] = decodeFunctionResult({
      abi,
      functionName: 'rules',
      data: result as Hex,
    })
    if (revoked) return
    await sleep(GRANT_POLL_MS)
  }
  throw new RevokeNotMinedError('timeout')
}
