import { base64 } from '@scure/base'
import { split } from 'shamir-secret-sharing'
import { hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { deriveAccounts } from './deriveAccounts.ts'

export type KeyShares = {
  evmAddress: string
  solanaAddress: string
  /** Base64 Shamir shares, any two of which rebuild the key. */
  device: string
  auth: string
  recovery: string
}

/**
 * A fresh key (WebCrypto randomness, a valid secp256k1 scalar), split 2-of-3 with
 * shamir-secret-sharing. The key itself is zeroed before this returns.
 */
export async function createKeyShares(): Promise<KeyShares> {
  const secret = hexToBytes(generatePrivateKey())
  try {
    const { evm, solanaAddress, solanaSeed } = deriveAccounts(secret)
    solanaSeed.fill(0)
    const [device, auth, recovery] = await split(secret, 3, 2)
    if (!device || !auth || !recovery) throw new Error('split gave fewer than 3 shares')
    return {
      evmAddress: evm.address,
      solanaAddress,
      device: base64.encode(device),
      auth: base64.encode(auth),
      recovery: base64.encode(recovery),
    }
  } finally {
    secret.fill(0)
  }
}
