import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type NetworkSwitchMessageKey, networkSwitchMessages } from './networkSwitchMessages.ts'

/** SwitchNetwork's strings in the modal's language (English from its chunk). */
export function useNetworkSwitchT(): Translate<NetworkSwitchMessageKey> {
  return useCatalogT('networkSwitch', networkSwitchMessages)
}
