import type { RpcRequest } from '@porthole/shared-protocol'
import {
  InvalidParamsRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import {
  Base64,
  parseSolanaParams as parse,
  SignMessageParams,
  TransactionParams,
} from '../../solanaRequestParams.ts'

const Base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{1,128}$/))
const Signature = z.object({ signature: Base58 })
const SignedTransaction = z.object({ signature: Base58, transaction: z.optional(Base64) })

export type SolanaWcTarget = {
  /** A request on the session for a CAIP-2 cluster (wallet errors mapped to typed ones). */
  send: (
    chainId: string,
    request: { method: string; params: Record<string, unknown> },
  ) => Promise<unknown>
  /** The session's Solana accounts and clusters. */
  accounts: readonly string[]
  chains: readonly string[]
  /** The cluster of the connection (used when a request names none). */
  chain: string
}

/** A base58 signature the wallet gave, as its 64 bytes. */
function signatureBytes(answer: { signature: string }): Uint8Array {
  const bytes = base58.decode(answer.signature)
  if (bytes.length !== 64) throw new InvalidParamsRpcError('The wallet answered no signature.')
  return bytes
}

/**
 * The frame's Solana wallet requests (Wallet Standard features as methods, bytes as base64:
 * `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`) sent over a
 * WalletConnect session as WalletConnect's Solana RPC (`solana_signMessage` with a base58
 * message and `pubkey`, `solana_signTransaction` and `solana_signAndSendTransaction` with a
 * base64 transaction, base58 signatures back), answered in the Wallet Standard shape. An
 * account the session did not approve is 4100; `solana:signIn` and anything else 4200
 * (WalletConnect has no Sign In With Solana method: sign-in falls back to signMessage).
 */
export async function requestSolanaOverWc(
  target: SolanaWcTarget,
  request: RpcRequest,
): Promise<unknown> {
  const owned = (address: string) => {
    if (!target.accounts.includes(address))
      throw new UnauthorizedProviderError(`The WalletConnect session has not granted ${address}.`)
  }
  const chainOf = (chain: string | undefined) => {
    if (chain === undefined) return target.chain
    if (!target.chains.includes(chain))
      throw new UnauthorizedProviderError(`The WalletConnect session has not approved ${chain}.`)
    return chain
  }
  switch (request.method) {
    case 'solana:signMessage': {
      const { address, message } = parse(SignMessageParams, request.params, 'signMessage params')
      owned(address)
      const answer = await target.send(target.chain, {
        method: 'solana_signMessage',
        params: { message: base58.encode(base64.decode(message)), pubkey: address },
      })
      const signature = signatureBytes(parse(Signature, answer, 'signMessage answer'))
      return { signedMessage: message, signature: base64.encode(signature) }
    }
    case 'solana:signTransaction': {
      const params = parse(TransactionParams, request.params, 'signTransaction params')
      owned(params.address)
      const answer = parse(
        SignedTransaction,
        await target.send(chainOf(params.chain), {
          method: 'solana_signTransaction',
          params: { transaction: params.transaction },
        }),
        'signTransaction answer',
      )
      if (answer.transaction) return { signedTransaction: answer.transaction }
      // A wallet that answers the signature alone: it goes into the signer's slot.
      const { insertSolanaSignature } = await import('./insertSolanaSignature.ts')
      const signed = insertSolanaSignature(
        base64.decode(params.transaction),
        params.address,
        signatureBytes(answer),
      )
      return { signedTransaction: base64.encode(signed) }
    }
    case 'solana:signAndSendTransaction': {
      const params = parse(TransactionParams, request.params, 'signAndSendTransaction params')
      owned(params.address)
      const answer = await target.send(chainOf(params.chain), {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: params.transaction,
          ...(params.options ? { sendOptions: params.options } : {}),
        },
      })
      const signature = signatureBytes(parse(Signature, answer, 'signAndSendTransaction answer'))
      return { signature: base64.encode(signature) }
    }
    default:
      throw new UnsupportedProviderMethodError(
        `WalletConnect wallets do not answer ${request.method}.`,
      )
  }
}
