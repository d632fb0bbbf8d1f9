import type { Modal } from '@porthole/host-sdk'
import { createContext } from 'react'

/** The modal of the nearest `PortholeProvider`; undefined on a server and before it is made. */
export const PortholeContext = createContext<Modal | undefined>(undefined)
