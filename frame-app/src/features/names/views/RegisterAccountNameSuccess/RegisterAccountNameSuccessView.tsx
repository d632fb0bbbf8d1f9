import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useNames } from '../../hooks/useNames.ts'
import './RegisterAccountNameSuccessView.css'
import { STATUS_MARK, STATUS_MARK_SUCCESS } from '../../../../components/StatusMark/statusMark.ts'
import { useNamesT } from '../../namesMessages.ts'

/** RegisterAccountNameSuccess (SPEC §2): the registered name, then back to Account. */
export function RegisterAccountNameSuccessView() {
  const app = useFrameApp()
  const t = useNamesT()
  const { profileName } = useNames()
  return (
    <div className="ph-name-success">
      <span className={`${STATUS_MARK} ${STATUS_MARK_SUCCESS}`}>
        <Icon name="check" size={28} />
      </span>
      <p className="ph-name-success__title">{t('names.success', { name: profileName ?? '' })}</p>
      <Button onClick={() => app.actions.showAccount()}>{t('names.backToAccount')}</Button>
    </div>
  )
}
