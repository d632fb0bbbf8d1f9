import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from '@porthole/shared-protocol'
/** SPEC §9: 4 leading and 6 trailing characters (`0x12…345678`). */
export function truncateAddress(address: string): string {
  return address.length <= 12
    ? address
    : `${address.slice(0, ADDRESS_LEADING_CHARS)}…${address.slice(-ADDRESS_TRAILING_CHARS)}`
}
