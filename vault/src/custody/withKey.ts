import { base64 } from '@scure/base'
import { combine } from 'shamir-secret-sharing'
import { VaultError } from '../VaultError.ts'
import { type Accounts, deriveAccounts } from './deriveAccounts.ts'

/**
 * Rebuilds the key from two shares for one operation, checks it is the account's, runs `use`
 * (with the accounts, and the key's bytes for re-splitting), then zeroes the bytes; nothing
 * keeps a reference to the key afterwards.
 */
export async function withKey<T>(
  shares: { first: string; second: string; evmAddress: string },
  use: (accounts: Accounts, secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const mismatch = () =>
    new VaultError('ShareMismatchError', "This device's key share does not match the account.", {
      data: { action: 'VERIFY_DEVICE' },
    })
  // Shares of two different splits may even share an x coordinate, which `combine` refuses.
  const secret = await combine([base64.decode(shares.first), base64.decode(shares.second)]).catch(
    () => {
      throw mismatch()
    },
  )
  const accounts = deriveAccounts(secret)
  try {
    if (accounts.evm.address.toLowerCase() !== shares.evmAddress.toLowerCase()) throw mismatch()
    return await use(accounts, secret)
  } finally {
    secret.fill(0)
    accounts.solanaSeed.fill(0)
  }
}
