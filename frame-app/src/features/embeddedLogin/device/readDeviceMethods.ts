/**
 * The recovery methods a `NewDeviceError` names in `data.recovery` (the vault's
 * refuseNewDevice); a passkey only when it names none (an older vault).
 */
export function readDeviceMethods(error: unknown): { passkey: boolean; code: boolean } {
  const recovery = (error as { data?: { recovery?: { passkey?: unknown; code?: unknown } } })?.data
    ?.recovery
  if (!recovery) return { passkey: true, code: false }
  return { passkey: recovery.passkey === true, code: recovery.code === true }
}
