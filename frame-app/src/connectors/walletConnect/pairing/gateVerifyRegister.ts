/** The sign-client's verify step: an attestation of the frame's origin for one message. */
export type VerifyRegister = (params: { id: string; decryptedId: string }) => Promise<unknown>

/** WalletConnect's own relays (`wss://relay.walletconnect.org`, `.com`). */
export function isWalletConnectRelay(relayUrl: string): boolean {
  const { hostname } = new URL(relayUrl)
  return /(^|\.)walletconnect\.(org|com)$/.test(hostname)
}

/**
 * Bound what WalletConnect's verify costs each proposal and request (docs/decisions/0075). The
 * sign-client frames `verify.walletconnect.org` for every message and waits up to 5 s for its
 * answer, so where verify does not answer every request reached the wallet 5 s late. On a relay
 * other than WalletConnect's, no attestation is asked for (verify knows only projects of
 * WalletConnect's own network); on WalletConnect's relay, once verify gave none (unreachable,
 * blocked, or the origin not registered), the rest of the page's messages go without.
 *
 * @example client.core.verify.register = gateVerifyRegister(client.core.verify.register, relayUrl)
 */
export function gateVerifyRegister(register: VerifyRegister, relayUrl: string): VerifyRegister {
  if (!isWalletConnectRelay(relayUrl)) return async () => ''
  let answering = true
  return async (params) => {
    if (!answering) return ''
    const attestation = await register(params)
    if (!attestation) answering = false
    return attestation
  }
}
