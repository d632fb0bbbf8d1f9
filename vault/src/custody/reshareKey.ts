import { base64 } from '@scure/base'
import { split } from 'shamir-secret-sharing'
import { withKey } from './withKey.ts'

export type FreshShares = {
  device: string
  auth: string
  recovery: string
  /** The account's signature of `sharesMessage(auth)`: the api's proof the new auth share is the key holder's. */
  signature: `0x${string}`
}

/** What the key signs when it replaces its shares (checked by the api). */
export const sharesMessage = (authShare: string) => `Porthole key shares\n${authShare}`

/**
 * Rebuilds the key from two shares, checks it is the account's, and splits it again 2-of-3:
 * new shares on a new polynomial, so shares of the old split (a lost device's) no longer
 * combine with the new ones. The key is zeroed before this returns.
 */
export function reshareKey(shares: {
  first: string
  second: string
  evmAddress: string
}): Promise<FreshShares> {
  return withKey(shares, async (accounts, secret) => {
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new Error('split gave fewer than 3 shares')
    const encoded = {
      device: base64.encode(device),
      auth: base64.encode(auth),
      recovery: base64.encode(recovery),
    }
    const signature = await accounts.evm.signMessage({ message: sharesMessage(encoded.auth) })
    return { ...encoded, signature }
  })
}
