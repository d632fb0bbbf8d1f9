import { type ErrorData, SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { useId } from 'react'
import { formatUnits, isAddressEqual } from 'viem'
import { Button } from '../../../../components/Button/Button.tsx'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { usePeriodText } from '../../../../i18n/periods/usePeriodText.ts'
import { useErrorMessage } from '../../../../i18n/useErrorMessage.ts'
import { formatQuantity, truncateAddress } from '../../../account/chunk.ts'
import type { Permission, RevokeStep } from '../../Permission.ts'
import { usePermissionsT } from '../../usePermissionsT.ts'

/** An allowance this large is shown as unlimited (what `approve(max)` gives). */
const UNLIMITED = 2n ** 128n

type T = ReturnType<typeof usePermissionsT>

/** An amount in the token's units, or "unlimited" from 2^128 up. */
function amountText(t: T, amount: bigint, decimals: number | null) {
  return amount >= UNLIMITED
    ? t('permissions.unlimited')
    : formatQuantity(formatUnits(amount, decimals ?? 0))
}

/** What the permission is, in words: its title and the line under it. */
function describe(
  t: T,
  permission: Permission,
  periodText: (seconds: number) => string,
): { title: string; detail: string | null } {
  switch (permission.kind) {
    case 'allowance':
    case 'operator': {
      const { spender, token } = permission
      const address = truncateAddress(spender.address)
      const detail = spender.name
        ? t('permissions.to', { name: spender.name })
        : spender.isContract
          ? t('permissions.unknownContract', { address })
          : t('permissions.notContract', { address })
      const symbol = token.symbol || truncateAddress(token.address)
      if (permission.kind === 'operator')
        return { title: t('permissions.operator', { collection: token.name || symbol }), detail }
      const amount = amountText(t, permission.amount, token.decimals)
      return { title: t('permissions.allowance', { amount, symbol }), detail }
    }
    case 'grant': {
      const { token } = permission
      return {
        title: t('permissions.grant', {
          amount: amountText(t, permission.periodAmount, token.decimals),
          symbol: token.symbol || truncateAddress(token.address),
          period: periodText(permission.period),
        }),
        detail: t('permissions.grantDetail', {
          session: truncateAddress(permission.session),
          date: new Date(permission.expiry * 1000).toLocaleString(),
        }),
      }
    }
    case 'delegation':
      return {
        title: t('permissions.delegation'),
        detail: t('permissions.delegate', {
          // The smart account the embedded wallet delegates to (decision 0161), by its name.
          name: isAddressEqual(permission.delegate as `0x${string}`, SIMPLE_7702_ACCOUNT)
            ? 'Simple7702Account'
            : truncateAddress(permission.delegate),
        }),
      }
    case 'walletConnect':
      return { title: t('permissions.walletConnect', { name: permission.name }), detail: null }
    case 'siwx':
      return {
        title: t('permissions.siwx', { domain: permission.session.domain }),
        detail: t('permissions.expires', {
          date: new Date(permission.session.expiresAt).toLocaleString(),
        }),
      }
  }
}

/**
 * One standing permission: what it is, to whom, and Revoke (a guarded button: it sends a
 * transaction or signs). The embedded wallet's delegation offers it once no ERC-7715 grant
 * stands (removing the delegation would not end them: they spend through a token allowance).
 * While revoking, the step is announced; a failure says why and leaves Revoke to try again.
 */
export function PermissionRow({
  permission,
  step,
  failure,
  grantsStand,
}: {
  permission: Permission
  step: RevokeStep | undefined
  failure: ErrorData | undefined
  /** An ERC-7715 grant is listed: the delegation is removed only once none stands (0012). */
  grantsStand: boolean
}) {
  const app = useFrameApp()
  const t = usePermissionsT()
  const errorMessage = useErrorMessage()
  const titleId = useId()
  const { title, detail } = describe(t, permission, usePeriodText())
  const delegation = permission.kind === 'delegation'
  const revocable = !delegation || (permission.removable && !grantsStand)
  return (
    <li className={`${SURFACE_BLOCK} ph-permission`} aria-labelledby={titleId}>
      <div className="ph-permission__head">
        <div className="ph-permission__text">
          <p id={titleId} className="ph-permission__title">
            {title}
          </p>
          {detail ? <p className="ph-permission__detail">{detail}</p> : null}
          <p
            className={`ph-permission__status${failure ? ' ph-permission__status--error' : ''}`}
            role="status"
          >
            {step === 'asking'
              ? t('permissions.asking')
              : step === 'confirming'
                ? t('permissions.confirming')
                : failure
                  ? t('permissions.notRevoked', { reason: errorMessage(failure) })
                  : null}
          </p>
        </div>
        {revocable ? (
          <Button
            variant="secondary"
            guarded
            disabled={step !== undefined}
            label={t('permissions.revokeLabel', { what: title })}
            onClick={() => void app.actions.revokePermission(permission.id)}
          >
            {t('permissions.revoke')}
          </Button>
        ) : null}
      </div>
      {revocable ? null : (
        <p className="ph-permission__detail">
          {delegation && permission.removable
            ? t('permissions.delegationGrantsFirst')
            : t('permissions.delegationElsewhere')}
        </p>
      )}
    </li>
  )
}
