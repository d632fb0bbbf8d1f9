import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'

/**
 * In place of the balance while the wallet is on a network the app did not request: no
 * balance is read there, so none is shown (a "0.00" would read as lost funds), and the way out.
 */
export function UnsupportedNetworkNotice() {
  const app = useFrameApp()
  const t = useT()
  return (
    <div className="ph-account__unsupported">
      <p className="ph-account__unsupported-text">
        <Icon name="warning" size={16} />
        <span>{t('account.unsupportedNetwork')}</span>
      </p>
      <Button variant="secondary" onClick={() => app.actions.push('Networks')}>
        {t('account.switchNetwork')}
      </Button>
    </div>
  )
}
