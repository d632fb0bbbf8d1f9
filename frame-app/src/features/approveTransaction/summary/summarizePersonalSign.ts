import { hexToBytes, isHex } from 'viem'
import type { ApprovalSummary } from './ApprovalSummary.ts'
import { decodeMessageBytes } from './decodeMessageBytes.ts'

/**
 * `personal_sign` params `[message, address]`: the message as text when it is UTF-8, else hex.
 * A message that is not hex is what a few dapps send: shown as the text it is.
 */
export function summarizePersonalSign(params: unknown): ApprovalSummary {
  const [message] = Array.isArray(params) ? params : []
  if (typeof message !== 'string') return { kind: 'raw', json: JSON.stringify(params ?? null) }
  if (!isHex(message, { strict: true })) return { kind: 'message', text: message, encoding: 'utf8' }
  return { kind: 'message', ...decodeMessageBytes(hexToBytes(message)) }
}
