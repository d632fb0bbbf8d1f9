import { base58, base64 } from '@scure/base'
import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { requestSolanaOverWc, type SolanaWcTarget } from './requestSolanaOverWc.ts'

const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))
const receiver = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(9))

/** A phone wallet's session: records what was sent and answers with `answer`. */
function session(answer: (method: string, params: Record<string, unknown>) => Promise<unknown>) {
  const sent: { chainId: string; method: string; params: Record<string, unknown> }[] = []
  const target: SolanaWcTarget = {
    accounts: [signer.address],
    chains: [chain],
    chain,
    send: async (chainId, request) => {
      sent.push({ chainId, ...request })
      return answer(request.method, request.params)
    },
  }
  return { target, sent }
}

const transfer = () =>
  new Uint8Array(
    getTransactionEncoder().encode(
      compileTransaction(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(signer.address, m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: '11111111111111111111111111111111' as Blockhash,
                lastValidBlockHeight: 10n,
              },
              m,
            ),
          (m) =>
            appendTransactionMessageInstruction(
              getTransferSolInstruction({
                source: signer,
                destination: receiver.address,
                amount: 1n,
              }),
              m,
            ),
        ),
      ),
    ),
  )

describe('requestSolanaOverWc', () => {
  test('default: signMessage goes as solana_signMessage (base58 message, pubkey); the base58 signature comes back as base64', async () => {
    const signature = new Uint8Array(64).fill(3)
    const { target, sent } = session(async () => ({ signature: base58.encode(signature) }))
    const message = base64.encode(new TextEncoder().encode('hi'))
    const out = await requestSolanaOverWc(target, {
      method: 'solana:signMessage',
      params: { address: signer.address, message },
    })
    expect(sent).toEqual([
      {
        chainId: chain,
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: signer.address },
      },
    ])
    expect(out).toEqual({ signedMessage: message, signature: base64.encode(signature) })
  })

  test('behavior: a wallet answering signTransaction with the signature alone gets it put in the signer’s slot', async () => {
    const wire = transfer()
    const { messageBytes } = getTransactionDecoder().decode(wire)
    const signature = await signBytes(signer.keyPair.privateKey, new Uint8Array(messageBytes))
    const { target, sent } = session(async () => ({ signature: base58.encode(signature) }))
    const out = (await requestSolanaOverWc(target, {
      method: 'solana:signTransaction',
      params: { address: signer.address, chain, transaction: base64.encode(wire) },
    })) as { signedTransaction: string }
    expect(sent[0]).toMatchObject({
      method: 'solana_signTransaction',
      params: { transaction: base64.encode(wire) },
    })
    const signed = getTransactionDecoder().decode(base64.decode(out.signedTransaction))
    expect(signed.signatures[signer.address]).toEqual(new Uint8Array(signature))
  })

  test('param: signAndSendTransaction passes send options as sendOptions and answers the signature', async () => {
    const signature = new Uint8Array(64).fill(5)
    const { target, sent } = session(async () => ({ signature: base58.encode(signature) }))
    const transaction = base64.encode(transfer())
    const out = await requestSolanaOverWc(target, {
      method: 'solana:signAndSendTransaction',
      params: { address: signer.address, chain, transaction, options: { skipPreflight: true } },
    })
    expect(sent[0]).toEqual({
      chainId: chain,
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { skipPreflight: true } },
    })
    expect(out).toEqual({ signature: base64.encode(signature) })
  })

  test('error: an account or cluster the session did not approve is 4100, signIn 4200, a bad answer -32602', async () => {
    const { target } = session(async () => ({ signature: 'not-64-bytes' }))
    const transaction = base64.encode(transfer())
    await expect(
      requestSolanaOverWc(target, {
        method: 'solana:signMessage',
        params: { address: receiver.address, message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      requestSolanaOverWc(target, {
        method: 'solana:signAndSendTransaction',
        params: { address: signer.address, chain: 'solana:other', transaction },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      requestSolanaOverWc(target, { method: 'solana:signIn', params: {} }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      requestSolanaOverWc(target, {
        method: 'solana:signMessage',
        params: { address: signer.address, message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
