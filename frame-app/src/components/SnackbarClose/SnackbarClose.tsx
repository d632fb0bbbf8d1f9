import { useT } from '../../i18n/I18nContext.tsx'
import { Icon } from '../Icon/Icon.tsx'

/**
 * A snackbar's close button (`.ph-snackbar__close`, SentSnackbar.css): a cross named Close in
 * the modal's language, ending the snackbar with `onClose`.
 */
export function SnackbarClose({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      className="ph-snackbar__close"
      aria-label={t('modal.close')}
      onClick={onClose}
    >
      <Icon name="close" size={16} />
    </button>
  )
}
