import { useEffect, useState } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

/**
 * The name an address resolves to (SPEC §7 identity, cached by the api client), or null while
 * it is asked, when it has none, without an api, or when the api fails: the address alone then
 * says who it is.
 */
export function useAddressName(address: string): string | null {
  const { api } = useFrameApp()
  const [found, setFound] = useState<{ address: string; name: string | null } | null>(null)
  useEffect(() => {
    if (!api) return
    let current = true
    api.getIdentity(address).then(
      (identity) => current && setFound({ address, name: identity.name }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [api, address])
  return found?.address === address ? found.name : null
}
