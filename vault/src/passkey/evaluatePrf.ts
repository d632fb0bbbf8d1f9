import { base64urlnopad as base64url } from '@scure/base'
import type { RegistrationResponseJSON } from '@simplewebauthn/browser'
import { VaultError } from '../VaultError.ts'

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: BufferSource } } }

const copy = (source: BufferSource): Uint8Array<ArrayBuffer> =>
  source instanceof ArrayBuffer
    ? new Uint8Array(source.slice(0))
    : new Uint8Array(new Uint8Array(source.buffer, source.byteOffset, source.byteLength))

/** The PRF output a ceremony gave, if any (a copy the caller zeroes). */
export function prfOutputOf(extensionResults: unknown): Uint8Array<ArrayBuffer> | undefined {
  const first = (extensionResults as PrfResults | undefined)?.prf?.results?.first
  return first ? copy(first) : undefined
}

/**
 * The PRF output of a passkey just created: authenticators that give none at creation are
 * asked once more with `get` (no server check: only the PRF output is wanted). A passkey
 * without PRF cannot seal anything: `PasskeyPrfUnsupportedError`.
 */
export async function evaluatePrfAfterCreate(
  response: RegistrationResponseJSON,
  salt: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const given = prfOutputOf(response.clientExtensionResults)
  if (given) return given
  const enabled = (response.clientExtensionResults as PrfResults).prf?.enabled
  if (enabled) {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        allowCredentials: [
          { type: 'public-key', id: new Uint8Array(base64url.decode(response.rawId)) },
        ],
        userVerification: 'required',
        extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null
    const output = prfOutputOf(credential?.getClientExtensionResults())
    if (output) return output
  }
  throw new VaultError(
    'PasskeyPrfUnsupportedError',
    'This passkey cannot protect a wallet (it has no PRF support); try another one.',
  )
}
