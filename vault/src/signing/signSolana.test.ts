import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { testContext } from '../smartAccount/testContext.ts'
import { signRpcRequest } from './signRpcRequest.ts'

const SYSTEM_PROGRAM = new Uint8Array(32)

/**
 * A legacy wire transaction with `signers` empty signature slots: the keys (signers first,
 * then a recipient and the System program), a blockhash and one System transfer.
 */
function wire(signers: Uint8Array[]) {
  const recipient = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
  const keys = [...signers, recipient, SYSTEM_PROGRAM]
  const transfer = [2, 0, 0, 0, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0]
  const message = Uint8Array.from([
    ...[signers.length, 0, 1],
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(7),
    ...[1, keys.length - 1, 2, 0, signers.length, transfer.length, ...transfer],
  ])
  const slots = new Uint8Array(1 + 64 * signers.length)
  slots[0] = signers.length
  return { bytes: Uint8Array.from([...slots, ...message]), message, slots: slots.length }
}

describe('signRpcRequest on Solana', () => {
  test('default: solana:signMessage signs with the ed25519 key of the Solana address', async () => {
    const { accounts } = testContext()
    const message = new TextEncoder().encode('Pay the host shop')
    const answer = (await signRpcRequest(accounts, {
      method: 'solana:signMessage',
      params: { address: accounts.solanaAddress, message: base64.encode(message) },
    })) as { signature: string; signedMessage: string }
    const publicKey = base58.decode(accounts.solanaAddress)
    expect(ed25519.verify(base64.decode(answer.signature), message, publicKey)).toBe(true)
    expect(answer.signedMessage).toBe(base64.encode(message))
  })

  test("behavior: solana:signTransaction fills the account's own slot and keeps the other signer's", async () => {
    const { accounts } = testContext()
    const own = base58.decode(accounts.solanaAddress)
    const other = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const { bytes, message, slots } = wire([other, own])
    bytes.set(new Uint8Array(64).fill(9), 1)
    const answer = (await signRpcRequest(accounts, {
      method: 'solana:signTransaction',
      params: { address: accounts.solanaAddress, transaction: base64.encode(bytes) },
    })) as { signedTransaction: string }
    const signed = base64.decode(answer.signedTransaction)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64).fill(9))
    expect(ed25519.verify(signed.subarray(65, 129), message, own)).toBe(true)
    expect(signed.subarray(slots)).toEqual(message)
  })

  test('error: another address (4100), a transaction it does not sign (4100), malformed bytes (-32602)', async () => {
    const { accounts } = testContext()
    const stranger = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    await expect(
      signRpcRequest(accounts, {
        method: 'solana:signMessage',
        params: { address: stranger, message: base64.encode(new Uint8Array([1])) },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    const notSigner = wire([base58.decode(stranger)]).bytes
    await expect(
      signRpcRequest(accounts, {
        method: 'solana:signTransaction',
        params: { address: accounts.solanaAddress, transaction: base64.encode(notSigner) },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      signRpcRequest(accounts, {
        method: 'solana:signTransaction',
        params: {
          address: accounts.solanaAddress,
          transaction: base64.encode(notSigner.slice(0, 90)),
        },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
