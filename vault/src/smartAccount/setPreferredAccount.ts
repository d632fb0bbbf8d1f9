import type { AccountType } from '@porthole/shared-protocol'
import type { VaultContext } from '../VaultContext.ts'
import { smartAccountNotEnabled } from './SmartAccountErrors.ts'

/**
 * SET_PREFERRED_ACCOUNT: stores the account type for the current chain (SPEC §3, §9 key); with
 * EIP-7702 the smart account keeps the EOA's address. smartAccount on a network that is not
 * enabled is refused (4200).
 */
export const setPreferredAccount =
  (context: VaultContext) =>
  async ({ type }: { type: AccountType }) => {
    const session = await context.session()
    const address = await context.address()
    const caipNetworkId = context.caipNetworkId()
    if (type === 'smartAccount' && !context.smartAccountNetworks.includes(caipNetworkId))
      throw smartAccountNotEnabled(caipNetworkId)
    await context.storage.setPreferredAccountType(
      session.projectId,
      session.email,
      caipNetworkId,
      type,
    )
    return { type, address }
  }
