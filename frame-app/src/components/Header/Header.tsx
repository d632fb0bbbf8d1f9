import { useT } from '../../i18n/I18nContext.tsx'
import { Icon } from '../Icon/Icon.tsx'
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
  return (
    <div className="ph-header">
      <div className="ph-header__side">
        {canGoBack ? (
          <button
            type="button"
            className="ph-header__icon"
            aria-label={t('modal.back')}
            onClick={onBack}
          >
            <Icon name="back" />
          </button>
        ) : null}
      </div>
      <h2 id={titleId} className="ph-header__title" key={title}>
        {title}
      </h2>
      <div className="ph-header__side ph-header__side--end">
        <button
          type="button"
          className="ph-header__icon"
          aria-label={t('modal.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  )
}
