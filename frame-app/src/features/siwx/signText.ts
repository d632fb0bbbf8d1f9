import type { Connection } from '../connection/index.ts'

/**
 * The connection's first account signs UTF-8 text: `personal_sign` on eip155 (the signature
 * as hex), `solana:signMessage` on solana (base58), BIP-322 on bip122 (base64); the Solana and
 * Bitcoin code loaded only then.
 */
export async function signText(connection: Connection, text: string): Promise<string> {
  if (connection.connector.namespace === 'solana') {
    const { signSolanaText } = await import('./signSolanaText.ts')
    return (await signSolanaText(connection, text)).signature
  }
  if (connection.connector.namespace === 'bip122') {
    const { signBitcoinText } = await import('./bitcoin/signBitcoinText.ts')
    return signBitcoinText(connection, text)
  }
  const bytes = new TextEncoder().encode(text)
  const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  const signature = await connection.connector.request({
    method: 'personal_sign',
    params: [hex, connection.accounts[0]],
  })
  if (typeof signature !== 'string') throw new TypeError('The wallet answered no signature.')
  return signature
}
