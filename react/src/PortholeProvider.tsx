import { createModal, type Modal, type ModalConfig } from '@porthole/host-sdk'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { PortholeContext } from './PortholeContext.ts'

export type PortholeProviderProps = { children?: ReactNode } & (
  | {
      /** Read once, on the first render: remount the provider (a new `key`) to change it. */
      config: ModalConfig
      modal?: never
    }
  | {
      /** A modal made with `createModal` in the browser, shared with other code (a connector). */
      modal: Modal
      config?: never
    }
)

/**
 * Makes the Porthole modal for the components below it. The modal is made in an effect, so
 * in the browser only: a server render shows every hook's disconnected state and touches no
 * `window`. With `config` the provider owns the modal and destroys it on unmount.
 *
 * @example
 * ```tsx
 * <PortholeProvider config={{ projectId: 'my-project', networks: [mainnet] }}>
 *   <App />
 * </PortholeProvider>
 * ```
 */
export function PortholeProvider({ config, modal: given, children }: PortholeProviderProps) {
  const [modal, setModal] = useState<Modal | undefined>(given)
  const firstConfig = useRef(config)
  useEffect(() => {
    if (given) return setModal(given)
    if (!firstConfig.current) return
    const created = createModal(firstConfig.current)
    setModal(created)
    return () => {
      created.destroy()
      setModal(undefined)
    }
  }, [given])
  return <PortholeContext.Provider value={modal}>{children}</PortholeContext.Provider>
}
