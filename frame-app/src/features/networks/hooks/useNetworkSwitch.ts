import type { CaipNetworkId, ErrorData } from '@porthole/shared-protocol'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { networkSwitchMachine } from '../networkSwitchMachine.ts'

export type NetworkSwitch = {
  status: 'switching' | 'failed' | 'switched'
  error: ErrorData | null
  retry: () => void
}

/**
 * SwitchNetwork's flow, one per shown view: asks the wallet to switch to `caipNetworkId` as it
 * starts, and once the result has shown applies the rule after a switch (`leaveNetworks`).
 */
export function useNetworkSwitch(caipNetworkId: CaipNetworkId): NetworkSwitch {
  const app = useFrameApp()
  const flow = useActorRef(networkSwitchMachine, {
    input: {
      switchTo: () => app.actions.switchNetwork(caipNetworkId),
      leave: app.actions.leaveNetworks,
    },
  })
  const status = useSelector(flow, (state) =>
    state.matches('failed') ? 'failed' : state.matches('switching') ? 'switching' : 'switched',
  )
  const error = useSelector(flow, (state) => state.context.error)
  const retry = useCallback(() => flow.send({ type: 'RETRY' }), [flow])
  return { status, error, retry }
}
