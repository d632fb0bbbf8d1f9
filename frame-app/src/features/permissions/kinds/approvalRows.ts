import { ApprovalsResponseSchema } from '@porthole/shared-protocol/dataApi'
import { encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import type { Connection } from '../../connection/index.ts'
import type { Permission } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'

type ApprovalPermission = Extract<Permission, { kind: 'allowance' | 'operator' }>

/**
 * The ERC-20 allowances and NFT operator approvals the connection's account has standing on
 * its network, from the api (`GET /v1/account/{address}/approvals`: the indexer's logs, each
 * allowance read from the chain). None without the Data API or on a non-EVM network.
 */
export async function readApprovalRows(
  app: Pick<PermissionDeps, 'api'>,
  connection: Connection,
): Promise<ApprovalPermission[]> {
  const account = connection.accounts[0]
  if (!app.api || !account || connection.connector.namespace !== 'eip155') return []
  const path = `/v1/account/${encodeURIComponent(account)}/approvals`
  const { data } = await app.api.client.get(path, {
    query: { chainId: connection.caipNetworkId },
    schema: ApprovalsResponseSchema,
  })
  return data.map((row) => {
    const id = `${row.kind}:${row.chainId}:${account}:${row.token.address}:${row.spender.address}`
    const common = { id, account, token: row.token, spender: row.spender }
    return row.kind === 'allowance'
      ? { ...common, kind: 'allowance', amount: BigInt(row.amount ?? '0') }
      : { ...common, kind: 'operator' }
  })
}

/** The call that takes the permission back: `approve(spender, 0)` or `setApprovalForAll(operator, false)`. */
export function revokeCallOf(row: ApprovalPermission) {
  const spender = row.spender.address as `0x${string}`
  const data =
    row.kind === 'allowance'
      ? encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 0n] })
      : encodeFunctionData({
          abi: erc721Abi,
          functionName: 'setApprovalForAll',
          args: [spender, false],
        })
  return { from: row.account, to: row.token.address, data }
}
