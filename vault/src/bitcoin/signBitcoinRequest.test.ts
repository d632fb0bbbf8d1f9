import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from '@noble/hashes/utils'
import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import { bitcoinSignerNetwork, verifyBip322 } from '@porthole/shared-protocol/bitcoinSigning'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { testContext } from '../smartAccount/testContext.ts'
import { signBitcoinRequest } from './signBitcoinRequest.ts'

type Described = { address: string; publicKey: string; path: string; intention: string }
const { mainnet, testnet4, signet, regtest } = BITCOIN_NETWORKS
const regtestParams = bitcoinSignerNetwork(regtest)
const addressesOf = async (secret: Uint8Array, network: string) =>
  (
    (await signBitcoinRequest(secret, {
      method: 'bip122:getAccountAddresses',
      params: { network },
    })) as Described[]
  )[0]!

/** A PSBT spending one 0.01 BTC output of `owner`'s P2WPKH script and one of another key's. */
function twoInputPsbt(ownerPublicKey: Uint8Array) {
  const other = secp256k1.getPublicKey(new Uint8Array(32).fill(3), true)
  const tx = new Transaction()
  for (const [key, fill] of [
    [ownerPublicKey, 1],
    [other, 2],
  ] as const)
    tx.addInput({
      txid: new Uint8Array(32).fill(fill),
      index: 0,
      witnessUtxo: { script: p2wpkh(key, regtestParams).script, amount: 1_000_000n },
    })
  tx.addOutputAddress(p2wpkh(other, regtestParams).address!, 1_500_000n, regtestParams)
  return base64.encode(tx.toPSBT())
}

describe('the vault Bitcoin account', () => {
  test('default: one BIP-84 P2WPKH account, with each network its prefix', async () => {
    const { secret } = testContext()
    const main = await addressesOf(secret, mainnet.caipNetworkId)
    const test4 = await addressesOf(secret, testnet4.caipNetworkId)
    const local = await addressesOf(secret, regtest.caipNetworkId)
    expect(main).toMatchObject({ path: "m/84'/0'/0'/0/0", intention: 'payment' })
    expect(main.address).toMatch(/^bc1q[a-z0-9]{38}$/)
    expect(test4).toMatchObject({ path: "m/84'/1'/0'/0/0" })
    expect(test4.address).toMatch(/^tb1q/)
    expect(await addressesOf(secret, signet.caipNetworkId)).toEqual(test4)
    // Test networks share the key (coin type 1); mainnet's is another.
    expect(local.address).toMatch(/^bcrt1q/)
    expect(local.publicKey).toBe(test4.publicKey)
    expect(main.publicKey).not.toBe(test4.publicKey)
    expect(p2wpkh(Buffer.from(local.publicKey, 'hex'), regtestParams).address).toBe(local.address)
    // Another login's secret is another account; the same secret always the same one.
    expect((await addressesOf(testContext().secret, regtest.caipNetworkId)).address).not.toBe(
      local.address,
    )
    expect(await addressesOf(secret, regtest.caipNetworkId)).toEqual(local)
  })

  test('behavior: bip122:signMessage is a BIP-322 signature of the account, smp-prefixed', async () => {
    const { secret } = testContext()
    const { address } = await addressesOf(secret, regtest.caipNetworkId)
    const message = 'localhost:5173 wants you to sign in with your Bitcoin account:'
    const answer = (await signBitcoinRequest(secret, {
      method: 'bip122:signMessage',
      params: { address, message, protocol: 'bip322' },
    })) as { address: string; signature: string }
    expect(answer.address).toBe(address)
    expect(answer.signature.startsWith('smp')).toBe(true)
    expect(verifyBip322({ address, message, signature: answer.signature, network: regtest })).toBe(
      true,
    )
    expect(
      verifyBip322({ address, message: 'other', signature: answer.signature, network: regtest }),
    ).toBe(false)
  })

  test('behavior: bip122:signPsbt signs and finalizes only the named inputs it owns', async () => {
    const { secret } = testContext()
    const { address, publicKey } = await addressesOf(secret, regtest.caipNetworkId)
    const psbt = twoInputPsbt(Buffer.from(publicKey, 'hex'))
    const signed = (await signBitcoinRequest(secret, {
      method: 'bip122:signPsbt',
      params: { psbt, signInputs: [{ address, index: 0, sighashTypes: [1] }] },
    })) as { psbt: string }
    const tx = Transaction.fromPSBT(base64.decode(signed.psbt))
    expect(bytesToHex(tx.getInput(0).finalScriptWitness![1]!)).toBe(publicKey)
    expect(tx.getInput(1).finalScriptWitness).toBeUndefined()
    expect(bytesToHex(tx.getInput(1).witnessUtxo!.script)).not.toBe(
      bytesToHex(tx.getInput(0).witnessUtxo!.script),
    )
  })

  test('error: a foreign input or address, an unreadable PSBT, broadcast and unknown networks are refused', async () => {
    const { secret } = testContext()
    const { address, publicKey } = await addressesOf(secret, regtest.caipNetworkId)
    const psbt = twoInputPsbt(Buffer.from(publicKey, 'hex'))
    const ask = (method: string, params: Record<string, unknown>) =>
      signBitcoinRequest(secret, { method, params })
    await expect(
      ask('bip122:signPsbt', { psbt, signInputs: [{ address, index: 1 }] }),
    ).rejects.toMatchObject({ kind: 'SignerNotFoundError', code: 4100 })
    await expect(
      ask('bip122:signPsbt', { psbt, signInputs: [{ address, index: 9 }] }),
    ).rejects.toMatchObject({ kind: 'SignerNotFoundError' })
    const stranger = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(3), true), regtestParams)
      .address!
    await expect(
      ask('bip122:signPsbt', { psbt, signInputs: [{ address: stranger, index: 1 }] }),
    ).rejects.toMatchObject({ kind: 'UnauthorizedAddressError' })
    await expect(
      ask('bip122:signPsbt', { psbt: 'AAAA', signInputs: [{ address, index: 0 }] }),
    ).rejects.toMatchObject({ kind: 'InvalidTransactionError' })
    await expect(
      ask('bip122:signPsbt', { psbt, signInputs: [{ address, index: 0 }], broadcast: true }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      ask('bip122:signPsbt', { psbt, signInputs: [{ address, index: 0, sighashTypes: [0x83] }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      ask('bip122:signMessage', { address: stranger, message: 'hi' }),
    ).rejects.toMatchObject({ code: 4100 })
    // The account's testnet address is not its regtest one.
    const test4 = (await addressesOf(secret, testnet4.caipNetworkId)).address
    await expect(
      ask('bip122:signMessage', { address: test4, message: 'hi' }),
    ).resolves.toMatchObject({ address: test4 })
    await expect(
      ask('bip122:getAccountAddresses', { network: 'bip122:12a765e31ffd4059bada1e25190f6e98' }),
    ).rejects.toMatchObject({ kind: 'InvalidChainIdError' })
    await expect(ask('bip122:sendTransfer', {})).rejects.toMatchObject({ code: 4200 })
  })
})
