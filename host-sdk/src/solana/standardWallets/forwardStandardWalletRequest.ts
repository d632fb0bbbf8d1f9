import type { RpcRequest } from '@porthole/shared-protocol/host'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { fromBase64, toBase64 } from '../base64.ts'
import { openStandardWalletRequest } from './openStandardWalletRequest.ts'
import { solanaRequestSchemas } from './solanaRequestSchemas.ts'

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
  const { method, params, feature, account } = openStandardWalletRequest<{
    address: string
    message: string
    chain: string
    transaction: string
    options?: object
  }>(wallet, request, solanaRequestSchemas)
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
        account: account(params.address),
        message: fromBase64(params.message),
      })
      return { signedMessage: toBase64(out.signedMessage), signature: toBase64(out.signature) }
    }
    case 'solana:signTransaction': {
      const [out] = await feature.signTransaction!({
        account: account(params.address),
        chain: params.chain,
        transaction: fromBase64(params.transaction),
      })
      return { signedTransaction: toBase64(out.signedTransaction) }
    }
    case 'solana:signAndSendTransaction': {
      const [out] = await feature.signAndSendTransaction!({
        account: account(params.address),
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
