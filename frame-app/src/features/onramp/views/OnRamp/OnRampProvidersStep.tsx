import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { ListItem } from '../../../../components/ListItem/ListItem.tsx'
import { MethodIcon } from '../../../../components/MethodIcon/MethodIcon.tsx'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { useOnrampT } from '../../useOnrampT.ts'
import { OnRampDefaultsNotice } from './OnRampDefaultsNotice.tsx'

/** The on-ramp providers (Coinbase Onramp is the one the api speaks to). */
export function OnRampProvidersStep() {
  const { state, send } = useOnrampFlow()
  const t = useOnrampT()
  const fallback = state.context.options?.fallback ?? false
  return (
    <div className={`${FORM_COLUMN} ph-onramp`}>
      {fallback ? <OnRampDefaultsNotice /> : null}
      <h2 className="ph-section-heading">{t('providersHeading')}</h2>
      <ListItem
        label={t('provider.coinbase')}
        image={<MethodIcon name="wallet" />}
        tag={<span className={NOTE_LINE}>{t('provider.detail')}</span>}
        onClick={() => send({ type: 'SELECT_PROVIDER' })}
      />
    </div>
  )
}
