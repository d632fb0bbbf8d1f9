import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useOnrampT } from '../../useOnrampT.ts'

/** Said whenever the options are SPEC §8's defaults, not the provider's. */
export function OnRampDefaultsNotice() {
  const t = useOnrampT()
  return (
    <p className="ph-onramp__notice" role="note">
      <Icon name="warning" size={16} />
      {t('defaultOptions')}
    </p>
  )
}
