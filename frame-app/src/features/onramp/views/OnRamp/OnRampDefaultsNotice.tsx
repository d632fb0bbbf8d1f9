import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'

/** Said whenever the options are SPEC §8's defaults, not the provider's. */
export function OnRampDefaultsNotice() {
  const t = useT()
  return (
    <p className="ph-onramp__notice" role="note">
      <Icon name="warning" size={16} />
      {t('onramp.defaultOptions')}
    </p>
  )
}
