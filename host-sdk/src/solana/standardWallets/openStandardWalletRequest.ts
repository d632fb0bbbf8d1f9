import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  type RpcRequest,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol/host'
import type { Wallet } from '@wallet-standard/base'
import * as v from 'valibot'

// biome-ignore lint/suspicious/noExplicitAny: a feature object of a wallet in the host page
type AnyFeature = Record<string, (...args: any[]) => Promise<any>>

/**
 * What a forwarded HOST_WALLET_REQUEST to a Wallet Standard wallet of the host page starts
 * with, whichever chain: the wallet still there (else 4900), a method the `schemas` know and
 * the wallet has as a feature (else 4200), params the method's schema accepts (else -32602).
 * Answers the method, its params (typed `P` by the caller, whose schemas checked them), the
 * feature, and `account(address)`: the wallet's granted account of that address (else 4100).
 */
export function openStandardWalletRequest<P>(
  wallet: Wallet | undefined,
  request: RpcRequest,
  schemas: Record<string, v.GenericSchema>,
) {
  if (!wallet) throw new ProviderDisconnectedError('This wallet is not in the host page any more.')
  const { method } = request
  if (!Object.hasOwn(schemas, method) || !(method in wallet.features))
    throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${method}.`)
  const parsed = v.safeParse(schemas[method]!, request.params)
  if (!parsed.success)
    throw new InvalidParamsRpcError(`Invalid params for ${method}: ${parsed.issues[0].message}`)
  const account = (address: string) => {
    const found = wallet.accounts.find((entry) => entry.address === address)
    if (!found) throw new UnauthorizedProviderError(`${wallet.name} has not granted ${address}.`)
    return found
  }
  return {
    method,
    params: (parsed.output ?? {}) as P,
    feature: wallet.features[method as `${string}:${string}`] as AnyFeature,
    account,
  }
}
