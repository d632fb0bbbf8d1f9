import { Icon } from '../../../../../components/Icon/Icon.tsx'
import { ListItem } from '../../../../../components/ListItem/ListItem.tsx'
import { useT } from '../../../../../i18n/I18nContext.tsx'
import type { RecoveryMethod } from '../../../hooks/useRecoveryMethod.ts'

const LABELS = {
  passkey: 'account.recoveryPasskey',
  code: 'account.recoveryCode',
  none: 'account.recoveryNone',
  unknown: 'account.recovery',
} as const

/**
 * Account's recovery row (embedded wallets): the method in place ("Recovery: passkey",
 * "Recovery: recovery code", or none with the action to set one up), a check mark only when
 * there is one and a warning when there is none. It opens and closes the recovery panel.
 */
export function RecoveryRow({
  method,
  onToggle,
}: {
  method: RecoveryMethod
  onToggle: () => void
}) {
  const t = useT()
  const icon = method === 'none' ? 'warning' : method === 'unknown' ? null : 'check'
  return (
    <ListItem
      label={t(LABELS[method])}
      image={
        <span
          className={
            method === 'none' ? 'ph-method-icon ph-method-icon--warning' : 'ph-method-icon'
          }
        >
          {icon ? <Icon name={icon} size={20} /> : null}
        </span>
      }
      onClick={onToggle}
    />
  )
}
