import { currentConnection, disconnect } from '../connection/index.ts'
import { readApprovalRows, revokeCallOf } from './kinds/approvalRows.ts'
import { DelegationNotRevocableError } from './kinds/DelegationNotRevocableError.ts'
import { readDelegationRow } from './kinds/delegationRow.ts'
import { readGrantRows } from './kinds/grantRows.ts'
import { RevokeNotMinedError } from './kinds/RevokeNotMinedError.ts'
import { revokeGrantRow } from './kinds/revokeGrantRow.ts'
import { revokeSiwxRow } from './kinds/revokeSiwxRow.ts'
import { sendRevoke, sendRevokeTransaction } from './kinds/sendRevokeTransaction.ts'
import { readSiwxRows, readWalletConnectRows } from './kinds/sessionRows.ts'
import type { Permission, RevokeStep } from './Permission.ts'
import type { PermissionDeps } from './PermissionDeps.ts'

/**
 * Every standing permission of the current connection, in the view's order: the 7702
 * delegation, ERC-7715 grants, allowances and operator approvals, sign-in sessions,
 * WalletConnect sessions.
 */
export async function readPermissions(app: PermissionDeps): Promise<Permission[]> {
  const connection = currentConnection(app)
  if (!connection) return []
  const lists = await Promise.all([
    readDelegationRow(app, connection),
    readGrantRows(app, connection),
    readApprovalRows(app, connection),
    readSiwxRows(app, connection),
  ])
  return [...lists.flat(), ...readWalletConnectRows(app)]
}

/** Takes one permission back, reporting its steps; resolves once it no longer stands. */
export async function revokePermissionRow(
  app: PermissionDeps,
  row: Permission,
  onStep: (step: RevokeStep) => void,
): Promise<void> {
  const connection = currentConnection(app)
  if (!connection) throw new RevokeNotMinedError('timeout')
  switch (row.kind) {
    case 'allowance':
    case 'operator':
      return sendRevokeTransaction(app, connection, revokeCallOf(row), onStep)
    case 'delegation':
      if (!connection.connector.removeDelegation) throw new DelegationNotRevocableError()
      return sendRevoke(
        app,
        connection,
        async () => connection.connector.removeDelegation?.(),
        onStep,
      )
    case 'grant':
      return revokeGrantRow(app, connection, row, onStep)
    case 'walletConnect':
      onStep('asking')
      return disconnect(app, { connectorId: row.connectorId })
    case 'siwx':
      onStep('asking')
      return revokeSiwxRow(app, connection, row)
  }
}
