import { compactSize, fromHex, le, withLength } from './bitcoinBytes.ts'

export type PsbtInput = { txid: string; vout: number; value: bigint; script: Uint8Array }
export type PsbtOutput = { script: Uint8Array; value: bigint }

/** RBF-signalling, no relative lock time (BIP-125). */
const SEQUENCE = 0xfffffffd

/** The unsigned transaction (version 2, no witness), the PSBT's global field and its skeleton. */
export function unsignedTransaction(inputs: PsbtInput[], outputs: PsbtOutput[]): number[] {
  return [
    ...le(2, 4),
    ...compactSize(inputs.length),
    ...inputs.flatMap((input) => [
      ...fromHex(input.txid).reverse(),
      ...le(input.vout, 4),
      0,
      ...le(SEQUENCE, 4),
    ]),
    ...compactSize(outputs.length),
    ...outputs.flatMap((output) => [...le(output.value, 8), ...withLength(output.script)]),
    ...le(0, 4),
  ]
}

/**
 * A PSBT (BIP-174, version 0) for a SegWit send: the unsigned transaction, and for each input
 * the output it spends (`PSBT_IN_WITNESS_UTXO`), which is what a wallet signs P2WPKH and P2TR
 * key-path inputs with. Base64, as wallets take it.
 * @example buildBitcoinPsbt([{ txid, vout: 0, value: 10_000n, script }], [{ script: to, value: 9_000n }])
 */
export function buildBitcoinPsbt(inputs: PsbtInput[], outputs: PsbtOutput[]): string {
  const bytes = [
    ...[0x70, 0x73, 0x62, 0x74, 0xff],
    ...withLength([0x00]),
    ...withLength(unsignedTransaction(inputs, outputs)),
    0x00,
    ...inputs.flatMap((input) => [
      ...withLength([0x01]),
      ...withLength([...le(input.value, 8), ...withLength(input.script)]),
      0x00,
    ]),
    ...outputs.map(() => 0x00),
  ]
  return btoa(String.fromCharCode(...bytes))
}
