import type { Connection } from '../connection/index.ts'

/** `personal_sign` of UTF-8 text by the connection's first account; the signature as hex. */
export async function signText(connection: Connection, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  const signature = await connection.connector.request({
    method: 'personal_sign',
    params: [hex, connection.accounts[0]],
  })
  if (typeof signature !== 'string') throw new TypeError('The wallet answered no signature.')
  return signature
}
