import { useT } from '../../i18n/I18nContext.tsx'
import { Icon, type IconName } from '../Icon/Icon.tsx'
import './Header.css'

export type HeaderProps = {
  titleId: string
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}

/** The card header: back button, title (the dialog's label), close button. */
export function Header({ titleId, title, canGoBack, onBack, onClose }: HeaderProps) {
  const t = useT()
  // One of the header's icon buttons, named by its label.
  const button = (icon: IconName, label: string, onClick: () => void) => (
    <button type="button" className="ph-header__icon" aria-label={label} onClick={onClick}>
      <Icon name={icon} />
    </button>
  )
  return (
    <div className="ph-header">
      <div className="ph-header__side">
        {canGoBack ? button('back', t('modal.back'), onBack) : null}
      </div>
      <h2 id={titleId} className="ph-header__title" key={title}>
        {title}
      </h2>
      <div className="ph-header__side ph-header__side--end">
        {button('close', t('modal.close'), onClose)}
      </div>
    </div>
  )
}
