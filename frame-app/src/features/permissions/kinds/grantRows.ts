import { readTokenInfo } from '../../approveTransaction/chunk.ts'
import type { Connection } from '../../connection/index.ts'
import type { Permission } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { networkOf } from './networkOf.ts'

type GrantPermission = Extract<Permission, { kind: 'grant' }>

/** One answer of `wallet_getGrantedExecutionPermissions` (ERC-7715), the fields a row uses. */
type Granted = {
  from: string
  to: string
  context: string
  permission: { data: { tokenAddress: string; periodAmount: string; periodDuration: number } }
  rules: { type: string; data: { timestamp?: number } }[]
}

/** 4200: the wallet has no execution permissions here (an eoa, or no enforcing contract). */
const isUnsupported = (error: unknown) => (error as { code?: unknown } | null)?.code === 4200

/**
 * The ERC-7715 permissions the embedded smart account granted, as its provider answers
 * `wallet_getGrantedExecutionPermissions` (read from the enforcing contract), each token
 * named from the chain. None for another wallet (asking it could open its own prompt), nor
 * where the account is not a smart account.
 */
export async function readGrantRows(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
): Promise<GrantPermission[]> {
  const network = networkOf(app, connection)
  if (connection.connector.type !== 'AUTH' || !network) return []
  let granted: Granted[]
  try {
    granted = (await connection.connector.request({
      method: 'wallet_getGrantedExecutionPermissions',
    })) as Granted[]
  } catch (error) {
    if (isUnsupported(error)) return []
    throw error
  }
  const client = await app.chainClients.get(network)
  const tokens = [...new Set(granted.map((g) => g.permission.data.tokenAddress))]
  const infos = new Map(
    await Promise.all(tokens.map(async (t) => [t, await readTokenInfo(client, t)] as const)),
  )
  return granted.map((g) => {
    const address = g.permission.data.tokenAddress
    const info = infos.get(address)
    const expiry = g.rules.find((rule) => rule.type === 'expiry')?.data.timestamp ?? 0
    return {
      kind: 'grant',
      id: `grant:${connection.caipNetworkId}:${g.context}`,
      account: g.from,
      context: g.context,
      session: g.to,
      token: { address, name: '', symbol: info?.symbol ?? '', decimals: info?.decimals ?? null },
      periodAmount: BigInt(g.permission.data.periodAmount),
      period: g.permission.data.periodDuration,
      expiry,
    }
  })
}
