import { WarningNote } from '../../../../components/WarningNote/WarningNote.tsx'
import { useOnrampT } from '../../useOnrampT.ts'

/** Said whenever the options are SPEC §8's defaults, not the provider's. */
export function OnRampDefaultsNotice() {
  const t = useOnrampT()
  return (
    <WarningNote iconSize={16} role="note">
      {t('defaultOptions')}
    </WarningNote>
  )
}
