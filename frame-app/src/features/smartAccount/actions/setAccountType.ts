import { type AccountType, UnsupportedProviderMethodError } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'

/**
 * The Account toggle (SPEC §3): use `type` for the current connection on its network. Only an
 * embedded wallet has account types (4200 otherwise); smartAccount on a network where smart
 * accounts are not enabled is refused by the vault (4200). The host sees the new type in the
 * snapshot (`accounts.eip155.accountType`) and `subscribeAccount`.
 */
export async function setAccountType(
  app: Pick<FrameCore, 'connection'>,
  { type }: { type: AccountType },
) {
  const current = app.connection.getSnapshot().context.current
  if (!current?.connector.setAccountType)
    throw new UnsupportedProviderMethodError('Only an embedded wallet has account types.')
  await current.connector.setAccountType(type)
}
