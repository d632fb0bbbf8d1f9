import { bytesToHex } from 'viem'

/**
 * Bytes to sign as the user should read them: UTF-8 text when they are valid UTF-8 without
 * control characters (tabs and newlines allowed), else hex.
 * @example decodeMessageBytes(new TextEncoder().encode('hello')) // { text: 'hello', encoding: 'utf8' }
 */
export function decodeMessageBytes(bytes: Uint8Array): { text: string; encoding: 'utf8' | 'hex' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
      return { text, encoding: 'utf8' }
  } catch {
    // not UTF-8: shown as hex below
  }
  return { text: bytesToHex(bytes), encoding: 'hex' }
}
