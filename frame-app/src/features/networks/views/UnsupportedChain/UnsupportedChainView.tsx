import { Button } from '../../../../components/Button/Button.tsx'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { NetworkList } from '../../../../components/NetworkList/NetworkList.tsx'
import { WarningNote } from '../../../../components/WarningNote/WarningNote.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useNetworks } from '../../hooks/useNetworks.ts'

/** SPEC §2: the wallet is on a network the app did not request; switch or disconnect. */
export function UnsupportedChainView() {
  const app = useFrameApp()
  const t = useT()
  const { networks, currentId } = useNetworks()
  return (
    <div className={`${FORM_COLUMN} ph-unsupported`}>
      <WarningNote iconSize={18}>
        <span>{t('unsupported.detail')}</span>
      </WarningNote>
      <NetworkList networks={networks} currentId={currentId} onSwitch={app.actions.switchNetwork} />
      <Button
        variant="danger"
        icon={<Icon name="power" size={16} />}
        onClick={() => void app.actions.disconnect()}
      >
        {t('unsupported.disconnect')}
      </Button>
    </div>
  )
}
