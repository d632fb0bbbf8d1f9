import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { type AccountData, createAccountData } from '../data/createAccountData.ts'

/** The Account tabs' actors, created with this chunk on first use. */
export function useAccountData(): AccountData {
  return useFrameApp().accountData.ensure(createAccountData)
}
