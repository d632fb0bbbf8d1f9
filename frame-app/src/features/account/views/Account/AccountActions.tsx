import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../../components/Icon/Icon.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { explorerLink } from '../../../networks/chunk.ts'
import './AccountActions.css'

type Action = { label: string; icon: IconName; onClick: () => void }

/**
 * Account's quick actions as a grid of two columns under the balance (Send, Swap, Buy crypto,
 * Choose a name, Block Explorer): the ones the app offers (the host's `features` may turn Send,
 * Swap and Buy crypto off), all within the first screen of the
 * card instead of a column of full rows below the tabs.
 */
export function AccountActions({
  address,
  explorerUrl,
  canRegisterName,
}: {
  address: string
  explorerUrl: string | undefined
  canRegisterName: boolean
}) {
  const app = useFrameApp()
  const t = useT()
  const open = (view: Parameters<typeof app.actions.push>[0]) => () => app.actions.push(view)
  const offered: (Action | false | undefined | '')[] = [
    app.sendEnabled() && { label: t('account.send'), icon: 'send', onClick: open('Send') },
    app.swapEnabled() && { label: t('account.swap'), icon: 'swap', onClick: open('Swap') },
    app.onrampEnabled() && { label: t('account.buy'), icon: 'plus', onClick: open('OnRamp') },
    canRegisterName && {
      label: t('names.registerName'),
      icon: 'plus',
      onClick: open('RegisterAccountName'),
    },
    { label: t('permissions.title'), icon: 'check', onClick: open('Permissions') },
    explorerUrl && {
      label: t('account.explorer'),
      icon: 'explorer',
      onClick: () => app.actions.openUrl(explorerLink(explorerUrl, `address/${address}`)),
    },
  ]
  const actions = offered.filter((action) => typeof action === 'object')
  return (
    <div className="ph-account-actions">
      {actions.map((action) => (
        <ActionButton key={action.label} {...action} />
      ))}
    </div>
  )
}

function ActionButton({ label, icon, onClick }: Action): ReactNode {
  return (
    <button type="button" className="ph-list-item ph-account-actions__action" onClick={onClick}>
      <span className="ph-method-icon ph-account-actions__icon">
        <Icon name={icon} size={18} />
      </span>
      <span className="ph-account-actions__label">{label}</span>
    </button>
  )
}
