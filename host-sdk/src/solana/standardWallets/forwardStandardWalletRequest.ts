import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  type RpcRequest,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol/host'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import { fromBase64, toBase64 } from '../base64.ts'
import { type SolanaRequestMethod, solanaRequestSchemas } from './solanaRequestSchemas.ts'

// biome-ignore lint/suspicious/noExplicitAny: a feature object of a wallet in the host page
type AnyFeature = Record<string, (...args: any[]) => Promise<any>>

/** The plain data of an account (no bytes, no functions). */
export const describeAccount = (account: WalletAccount) => ({
  address: account.address,
  publicKey: toBase64(new Uint8Array(account.publicKey)),
  chains: [...account.chains],
  features: [...account.features],
})

/**
 * Forwards the frame's HOST_WALLET_REQUEST to a Wallet Standard wallet of the host page, so
 * the wallet attributes it to the host site: the method names a feature (`standard:connect`,
 * `solana:signMessage`...), params carry bytes as base64 and the account by address, and the
 * answer comes back as plain data. A feature the wallet lacks is 4200, an account it does not
 * hold 4100, bad params -32602; the wallet's own errors (4001 on a rejected prompt) go back
 * as they are.
 * @example
 * await forwardStandardWalletRequest(wallet, { method: 'solana:signMessage', params: { address, message: 'aGk=' } })
 */
export async function forwardStandardWalletRequest(
  wallet: Wallet | undefined,
  request: RpcRequest,
): Promise<unknown> {
  if (!wallet) throw new ProviderDisconnectedError('This wallet is not in the host page any more.')
  const { method } = request
  if (!Object.hasOwn(solanaRequestSchemas, method) || !(method in wallet.features))
    throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${method}.`)
  const parsed = v.safeParse(solanaRequestSchemas[method as SolanaRequestMethod], request.params)
  if (!parsed.success)
    throw new InvalidParamsRpcError(`Invalid params for ${method}: ${parsed.issues[0].message}`)
  // The schema for `method` has checked these; each case reads the fields its method has.
  const params = (parsed.output ?? {}) as {
    address: string
    message: string
    chain: string
    transaction: string
    options?: object
  }
  const feature = wallet.features[method as `${string}:${string}`] as AnyFeature
  const account = () => {
    const found = wallet.accounts.find((a) => a.address === params.address)
    if (!found)
      throw new UnauthorizedProviderError(`${wallet.name} has not granted ${params.address}.`)
    return found
  }
  switch (method) {
    case 'standard:connect': {
      const { accounts } = await feature.connect!(params)
      return { accounts: (accounts as WalletAccount[]).map(describeAccount) }
    }
    case 'standard:disconnect':
      await feature.disconnect!()
      return null
    case 'solana:signMessage': {
      const [out] = await feature.signMessage!({
        account: account(),
        message: fromBase64(params.message),
      })
      return { signedMessage: toBase64(out.signedMessage), signature: toBase64(out.signature) }
    }
    case 'solana:signTransaction': {
      const [out] = await feature.signTransaction!({
        account: account(),
        chain: params.chain,
        transaction: fromBase64(params.transaction),
      })
      return { signedTransaction: toBase64(out.signedTransaction) }
    }
    case 'solana:signAndSendTransaction': {
      const [out] = await feature.signAndSendTransaction!({
        account: account(),
        chain: params.chain,
        transaction: fromBase64(params.transaction),
        ...(params.options ? { options: params.options } : {}),
      })
      return { signature: toBase64(out.signature) }
    }
    default: {
      const [out] = await feature.signIn!(params)
      return {
        account: describeAccount(out.account),
        signedMessage: toBase64(out.signedMessage),
        signature: toBase64(out.signature),
      }
    }
  }
}
