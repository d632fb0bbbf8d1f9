import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { createReader, le, toHex } from './bitcoinBytes.ts'
import { type PsbtInput, type PsbtOutput, unsignedTransaction } from './buildBitcoinPsbt.ts'

const PSBT_GLOBAL_UNSIGNED_TX = 0x00
const PSBT_IN_FINAL_SCRIPTWITNESS = 0x08

/** One PSBT map: its entries by key type (the first byte of the key). */
function readMap(reader: ReturnType<typeof createReader>) {
  const entries = new Map<number, Uint8Array>()
  for (;;) {
    const keyLength = reader.size()
    if (keyLength === 0) return entries
    const key = reader.take(keyLength)
    entries.set(key[0]!, reader.take(reader.size()))
  }
}

/**
 * The signed transaction (hex, with witnesses) of a PSBT the wallet signed and finalized: its
 * unsigned transaction must be the one the frame built (a wallet may add signatures, never
 * change what is paid), and every input must carry its final witness.
 * @example extractBitcoinTransaction(signedPsbt, inputs, outputs) // '02000000000101…'
 */
export function extractBitcoinTransaction(
  psbt: string,
  inputs: PsbtInput[],
  outputs: PsbtOutput[],
): string {
  const unsigned = unsignedTransaction(inputs, outputs)
  let witnesses: Uint8Array[]
  try {
    const reader = createReader(Uint8Array.from(atob(psbt), (char) => char.charCodeAt(0)))
    if (toHex(reader.take(5)) !== '70736274ff') throw new RangeError('Not a PSBT.')
    const global = readMap(reader).get(PSBT_GLOBAL_UNSIGNED_TX)
    if (!global || toHex(global) !== toHex(unsigned)) throw new RangeError('Another transaction.')
    witnesses = inputs.map(() => {
      const witness = readMap(reader).get(PSBT_IN_FINAL_SCRIPTWITNESS)
      if (!witness) throw new RangeError('An input is not signed.')
      return witness
    })
  } catch (cause) {
    throw new InvalidParamsRpcError('The wallet returned a PSBT that cannot be sent.', { cause })
  }
  // version | marker 0x00, flag 0x01 | inputs and outputs | witnesses | lock time (BIP-144)
  const body = unsigned.slice(4, unsigned.length - 4)
  return toHex([
    ...le(2, 4),
    0x00,
    0x01,
    ...body,
    ...witnesses.flatMap((witness) => [...witness]),
    ...le(0, 4),
  ])
}
