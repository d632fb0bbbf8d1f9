import type { Lookalike } from './ApprovalSummary.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

const ends = (address: string) => {
  const hex = address.toLowerCase().replace(/^0x/, '')
  return `${hex.slice(0, 4)}…${hex.slice(-4)}`
}

/**
 * Address poisoning: `recipient` shares its first 4 and last 4 hex digits with an address of
 * `past` (what the account sent to before) but is none of them. Case does not count.
 * @example findLookalike('0x1234…abcd', ['0x1234…(other)…abcd']) // { recipient, resembles }
 */
export function findLookalike(recipient: string, past: readonly string[]): Lookalike | undefined {
  const lower = recipient.toLowerCase()
  const evm = past.filter((address) => EVM_ADDRESS.test(address))
  if (!EVM_ADDRESS.test(recipient) || evm.some((address) => address.toLowerCase() === lower))
    return undefined
  const resembles = evm.find((address) => ends(address) === ends(recipient))
  return resembles ? { recipient, resembles } : undefined
}
