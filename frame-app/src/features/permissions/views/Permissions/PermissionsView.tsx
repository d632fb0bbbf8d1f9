import { RetryNote } from '../../../../components/ViewNote/RetryNote.tsx'
import { ViewNote } from '../../../../components/ViewNote/ViewNote.tsx'
import type { ViewProps } from '../../../../core/views/defineView.ts'
import { truncateAddress } from '../../../account/chunk.ts'
import { useConnection } from '../../../connection/index.ts'
import { useNetworks } from '../../../networks/index.ts'
import { usePermissions } from '../../hooks/usePermissions.ts'
import { usePermissionsT } from '../../usePermissionsT.ts'
import { PermissionRow } from './PermissionRow.tsx'
import './PermissionsView.css'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'

/**
 * Permissions (issue 39), opened from Account: every standing permission of the connected
 * account (its 7702 delegation, ERC-7715 grants, ERC-20 allowances, NFT operator approvals, sign-in and
 * WalletConnect sessions), each with a Revoke that shows its progress; a revoked row leaves
 * the list. Loading, empty and failed states say so.
 */
export function PermissionsView(_: ViewProps<Record<string, never>>) {
  const t = usePermissionsT()
  const { state, retry } = usePermissions()
  const { current } = useConnection()
  const { networks, currentId } = useNetworks()
  const network = networks.find((n) => n.caipNetworkId === currentId)?.name ?? currentId ?? ''
  const { permissions, revoking, failures } = state.context
  const grantsStand = permissions.some((p) => p.kind === 'grant')
  return (
    <div className="ph-permissions">
      <p className={NOTE_LINE}>
        {t('permissions.intro', {
          account: truncateAddress(current?.accounts[0] ?? ''),
          network,
        })}
      </p>
      {state.matches('failed') ? (
        <RetryNote
          message={t('permissions.failed')}
          retryLabel={t('permissions.retry')}
          onRetry={retry}
        />
      ) : state.matches('ready') && permissions.length === 0 ? (
        <ViewNote role="status">{t('permissions.empty')}</ViewNote>
      ) : state.matches('ready') ? (
        <ul className="ph-list">
          {permissions.map((permission) => (
            <PermissionRow
              key={permission.id}
              permission={permission}
              step={revoking[permission.id]}
              failure={failures[permission.id]}
              grantsStand={grantsStand}
            />
          ))}
        </ul>
      ) : (
        <ViewNote role="status">{t('permissions.loading')}</ViewNote>
      )}
    </div>
  )
}
