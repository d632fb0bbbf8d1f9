import type { Modal } from '@porthole/host-sdk'
import { useContext, useMemo } from 'react'
import { ModalNotReadyError } from './ModalNotReadyError.ts'
import { PortholeContext } from './PortholeContext.ts'

/** The modal's actions, as `usePorthole` returns them. */
export type PortholeActions = {
  /** The modal, once `PortholeProvider` made it in the browser; undefined before and on a server. */
  modal: Modal | undefined
  open: Modal['open']
  close: Modal['close']
  disconnect: Modal['disconnect']
  switchNetwork: Modal['switchNetwork']
  signOut: Modal['signOut']
}

/**
 * Open and close the modal, disconnect, switch network, sign out. Each action rejects with
 * `ModalNotReadyError` while there is no modal (on a server, or outside `PortholeProvider`).
 *
 * @example
 * ```tsx
 * const { open } = usePorthole()
 * return <button onClick={() => open()}>Connect wallet</button>
 * ```
 */
export function usePorthole(): PortholeActions {
  const modal = useContext(PortholeContext)
  return useMemo(() => {
    const need = (action: string) => {
      if (!modal) throw new ModalNotReadyError(action)
      return modal
    }
    return {
      modal,
      open: async (options) => need('open').open(options),
      close: async () => need('close').close(),
      disconnect: async () => need('disconnect').disconnect(),
      switchNetwork: async (caipNetworkId) => need('switchNetwork').switchNetwork(caipNetworkId),
      signOut: async () => need('signOut').signOut(),
    }
  }, [modal])
}
