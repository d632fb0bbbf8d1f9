/**
 * Whether the vault refused a login because the account's wallet was set up on another device
 * and has a recovery passkey (`NewDeviceError`): the panel then asks for that passkey.
 */
export function isNewDeviceError(error: unknown): boolean {
  const data = (error as { data?: { name?: unknown } } | null)?.data
  return data?.name === 'NewDeviceError'
}
