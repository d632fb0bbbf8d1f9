import { type RpcRequest, UnauthorizedProviderError } from '@porthole/shared-protocol'
import { type Hex, isAddress, isAddressEqual } from 'viem'

/** The param that names the signer, per method (SPEC §5's signing methods). */
const signerOf: Record<string, (params: readonly unknown[]) => unknown> = {
  eth_sendTransaction: (params) => (params[0] as { from?: unknown } | undefined)?.from,
  eth_signTransaction: (params) => (params[0] as { from?: unknown } | undefined)?.from,
  wallet_sendCalls: (params) => (params[0] as { from?: unknown } | undefined)?.from,
  personal_sign: (params) => params[1],
  eth_sign: (params) => params[0],
  eth_signTypedData: (params) =>
    params.find((param) => typeof param === 'string' && isAddress(param)),
  eth_signTypedData_v3: (params) => params[0],
  eth_signTypedData_v4: (params) => params[0],
}

/**
 * SECURITY #26: a signing request for an address that is not the connected embedded account
 * (`accounts`: its EOA and smart account) is refused at once with 4100, before
 * ApproveTransaction is shown, whatever it would sign. A request that names no signer where
 * one is optional (`from` of a transaction) signs for the connected account.
 */
export function assertOwnSigner(request: RpcRequest, accounts: readonly string[]): void {
  const read = signerOf[request.method]
  if (!read) return
  const params = Array.isArray(request.params) ? request.params : []
  const signer = read(params)
  const optional = request.method === 'eth_sendTransaction' || request.method === 'wallet_sendCalls'
  if (signer === undefined && optional) return
  const own =
    typeof signer === 'string' &&
    isAddress(signer, { strict: false }) &&
    accounts.some((account) => isAddressEqual(account as Hex, signer as Hex))
  if (!own)
    throw new UnauthorizedProviderError(
      `The ${request.method === 'personal_sign' || request.method.startsWith('eth_sign') ? 'signer' : '`from` address'} ${String(signer)} is not the connected account.`,
    )
}
