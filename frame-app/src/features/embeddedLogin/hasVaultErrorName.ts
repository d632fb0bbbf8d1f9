import type { VaultErrorName } from '@porthole/shared-protocol'

/**
 * Whether the vault answered with the error `name` (its `data.name`), e.g. `NewDeviceError`
 * (the account's wallet was set up on another device and has a recovery passkey: the panel
 * asks for it) or `ShareMismatchError` (this device's share is out of date).
 */
export function hasVaultErrorName(error: unknown, name: VaultErrorName): boolean {
  const data = (error as { data?: { name?: unknown } } | null)?.data
  return data?.name === name
}
