import { useSelector } from '@xstate/react'
import type { AccountTab } from '../AccountTab.ts'
import { useAccountData } from './useAccountData.ts'

/** The Account view's selected tab (SPEC §3 `currentTab`). */
export function useAccountTab(): AccountTab {
  return useSelector(useAccountData().tab, (s) => s.context.currentTab)
}
