import { InvalidParamsRpcError } from '@porthole/shared-protocol'

/**
 * A wallet's answer to `eth_requestAccounts` / `eth_accounts` (or its `accountsChanged`) as
 * addresses, checked: anything but a list of 0x addresses is `InvalidParamsRpcError`.
 * @example toEvmAccounts(await request({ method: 'eth_accounts' }))
 */
export function toEvmAccounts(value: unknown): string[] {
  if (
    !Array.isArray(value) ||
    !value.every((a) => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a))
  ) {
    throw new InvalidParamsRpcError('The wallet returned invalid accounts.')
  }
  return value
}
