import { ProviderRpcError } from '@porthole/shared-protocol'

/**
 * EIP-1474 -32003 (transaction rejected): the account cannot pay a transaction's value and
 * its network fee, found before the user is asked to approve it.
 */
export class InsufficientFundsError extends ProviderRpcError {
  static override readonly code = -32003
  override name = 'InsufficientFundsError'
}
