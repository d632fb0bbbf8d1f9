/**
 * A hue (0-359) for an address at `offset`: from four of an EVM address's own hex digits, else
 * from a string hash (FNV-1a), so Solana and Bitcoin addresses get the same spread of colours.
 */
export function avatarHue(address: string, offset: number): number {
  if (/^0x[0-9a-f]{22}/i.test(address))
    return Number.parseInt(address.slice(2 + offset, 6 + offset), 16) % 360
  let hash = 0x811c9dc5 ^ offset
  for (const char of address) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return (hash & 0xffff) % 360
}
