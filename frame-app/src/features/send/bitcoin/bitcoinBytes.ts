/** Little-endian integer bytes, Bitcoin's CompactSize and hex, for the PSBT writer and reader. */
export const le = (value: bigint | number, bytes: number): number[] => {
  let n = BigInt(value)
  const out: number[] = []
  for (let i = 0; i < bytes; i++) {
    out.push(Number(n & 0xffn))
    n >>= 8n
  }
  return out
}

/** CompactSize (varint) of `n`. */
export const compactSize = (n: number): number[] =>
  n < 0xfd ? [n] : n <= 0xffff ? [0xfd, ...le(n, 2)] : [0xfe, ...le(n, 4)]

/** `bytes` prefixed with its length. */
export const withLength = (bytes: Uint8Array | number[]): number[] => [
  ...compactSize(bytes.length),
  ...bytes,
]

export const toHex = (bytes: Uint8Array | number[]): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export const fromHex = (hex: string): number[] =>
  Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16))

/** Reads a byte string front to back; throws on a read past its end. */
export function createReader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError('The PSBT ends early.')
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  const size = () => {
    const [first] = take(1) as unknown as [number]
    if (first < 0xfd) return first
    const wide = take(first === 0xfd ? 2 : first === 0xfe ? 4 : 8)
    return wide.reduceRight((n, byte) => n * 256 + byte, 0)
  }
  return { take, size, done: () => at >= bytes.length }
}
