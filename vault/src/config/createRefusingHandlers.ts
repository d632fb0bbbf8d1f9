import { embeddedLoginCalls } from '@porthole/shared-protocol'
import { VaultError } from '../VaultError.ts'
import type { VaultHandlers } from '../VaultHandlers.ts'

const messages = {
  InvalidAppConfigError: 'This app’s project does not exist or is misconfigured.',
  UnverifiedDomainError: 'This site is not on the project’s allowed origins.',
} as const

/**
 * A vault the server refused (`refusal` in its config, SPEC §8 "invalid app config" and
 * "unverified domain"): it says READY like any vault, then answers every request with that
 * error, so the frame shows the alert at once instead of after the load timeout.
 */
export function createRefusingHandlers(refusal: keyof typeof messages): VaultHandlers {
  const refuse = async () => {
    throw new VaultError(refusal, messages[refusal])
  }
  return Object.fromEntries(
    Object.keys(embeddedLoginCalls).map((name) => [name, refuse]),
  ) as VaultHandlers
}
