import { useEffect, useState } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

/** The embedded wallet's recovery method, as the email login last read it from the vault. */
export type RecoveryMethod = 'passkey' | 'code' | 'none' | 'unknown'

/**
 * Follows the email login's recovery status (read as Account opens, updated when a passkey or
 * a code is stored): `unknown` until the vault answered, and where `enabled` is false.
 */
export function useRecoveryMethod(enabled: boolean): RecoveryMethod {
  const app = useFrameApp()
  const [method, setMethod] = useState<RecoveryMethod>('unknown')
  useEffect(() => {
    if (!enabled) return
    let live = true
    let unsubscribe = () => {}
    void app.embedded
      .ensure()
      .then((login) => {
        if (!live) return
        const read = () => {
          const { passkey, recoveryCode } = login.getState()
          setMethod(
            passkey
              ? 'passkey'
              : recoveryCode
                ? 'code'
                : passkey === null && recoveryCode === null
                  ? 'none'
                  : 'unknown',
          )
        }
        unsubscribe = login.subscribe(read)
        read()
      })
      .catch(() => undefined)
    return () => {
      live = false
      unsubscribe()
    }
  }, [app, enabled])
  return method
}
