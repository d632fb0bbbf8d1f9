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

type HeaderButtonProps = { icon: IconName; label: string; onClick: () => void }

/** A header's icon button, named by `label` for screen readers. */
function HeaderButton({ icon, label, onClick }: HeaderButtonProps) {
  return (
    <button type="button" className="ph-header__icon" aria-label={label} onClick={onClick}>
      <Icon name={icon} />
    </button>
  )
}

/** The card header: back button, title (the dialog's label), close button. */
export function Header({ titleId, title, canGoBack, onBack, onClose }: HeaderProps) {
  const t = useT()
  return (
    <div className="ph-header">
      <div className="ph-header__side">
        {canGoBack ? <HeaderButton icon="back" label={t('modal.back')} onClick={onBack} /> : null}
      </div>
      <h2 id={titleId} className="ph-header__title" key={title}>
        {title}
      </h2>
      <div className="ph-header__side ph-header__side--end">
        <HeaderButton icon="close" label={t('modal.close')} onClick={onClose} />
      </div>
    </div>
  )
}
