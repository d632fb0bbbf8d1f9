const MAX = 120

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Why a transfer could not be sent, in the wallet's or the chain's own words, shortened for the
 * view: a library error's `details` (the node's or wallet's message it wraps), else its short
 * message, else the message; the first line only, at most 120 characters. Null when the error
 * says nothing.
 */
export function failureReason(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return text(error) || null
  const { details, shortMessage, message } = error as Record<string, unknown>
  const line = (text(details) || text(shortMessage) || text(message)).split('\n')[0]?.trim() ?? ''
  if (!line) return null
  return line.length > MAX ? `${line.slice(0, MAX - 1).trimEnd()}…` : line
}
