import type { RpcRequest } from '@porthole/shared-protocol/host'
import type { Wallet } from '@wallet-standard/base'
import { fromBase64, toBase64 } from '../solana/base64.ts'
import { describeAccount } from '../solana/standardWallets/forwardStandardWalletRequest.ts'
import { openStandardWalletRequest } from '../solana/standardWallets/openStandardWalletRequest.ts'
import { bitcoinRequestSchemas } from './bitcoinRequestSchemas.ts'

type Params = {
  silent?: boolean
  purposes: string[]
  psbt: string
  chain?: string
  inputsToSign: { address: string; signingIndexes: number[] }[]
  address: string
  message: string
}

/**
 * Forwards the frame's HOST_WALLET_REQUEST to a Bitcoin wallet of the host page (Wallet
 * Standard's `bitcoin:` extension), as `forwardStandardWalletRequest` does for Solana: the
 * method names a feature, the PSBT and messages travel as base64, accounts by address. A
 * feature the wallet lacks is 4200, an address it has not granted 4100, bad params -32602;
 * the wallet's own errors (4001 on a rejected prompt) go back as they are.
 * @example
 * await forwardBitcoinWalletRequest(wallet, { method: 'bitcoin:connect', params: { purposes: ['payment', 'ordinals'] } })
 */
export async function forwardBitcoinWalletRequest(
  wallet: Wallet | undefined,
  request: RpcRequest,
): Promise<unknown> {
  const { method, params, feature, account } = openStandardWalletRequest<Params>(
    wallet,
    request,
    bitcoinRequestSchemas,
  )
  switch (method) {
    case 'standard:connect':
    case 'bitcoin:connect': {
      const { accounts } = await feature.connect!(params)
      return { accounts: accounts.map(describeAccount) }
    }
    case 'bitcoin:signTransaction': {
      const [out] = await feature.signTransaction!({
        psbt: fromBase64(params.psbt),
        inputsToSign: params.inputsToSign.map((entry) => ({
          account: account(entry.address),
          signingIndexes: entry.signingIndexes,
        })),
        ...(params.chain ? { chain: params.chain } : {}),
      })
      return { psbt: toBase64(out.signedPsbt) }
    }
    case 'bitcoin:signMessage': {
      const [out] = await feature.signMessage!({
        account: account(params.address),
        message: fromBase64(params.message),
      })
      return { signedMessage: toBase64(out.signedMessage), signature: toBase64(out.signature) }
    }
    default:
      await feature.disconnect!()
      return null
  }
}
