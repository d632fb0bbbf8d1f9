import { bytesToHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { deriveAccounts } from '../custody/deriveAccounts.ts'
import { createVaultStorage } from '../storage/createVaultStorage.ts'
import type { VaultContext } from '../VaultContext.ts'

/**
 * A real `VaultContext` for handler tests: a fresh key, the vault storage (in memory outside a
 * browser), a session, and `chain` as the current chain; 31337 is the enabled network.
 */
export function testContext(chain = { id: 31337 }) {
  const secret = Uint8Array.from(Buffer.from(generatePrivateKey().slice(2), 'hex'))
  const accounts = deriveAccounts(secret)
  const storage = createVaultStorage(`test-${bytesToHex(secret).slice(2, 10)}`)
  const session = { projectId: 'shop', token: 't', email: 'a@example.test', expiresAt: '' }
  const context: VaultContext = {
    storage,
    session: async () => session,
    address: async () => accounts.evm.address,
    caipNetworkId: () => `eip155:${chain.id}`,
    smartAccountNetworks: ['eip155:31337'],
    withAccountKey: (use) => use(accounts, secret),
  }
  return { context, accounts, chain, session, secret }
}
