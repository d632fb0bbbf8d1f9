import { ProviderRpcError } from '@porthole/shared-protocol'

/**
 * EIP-5792 5760: the calls must run atomically and this account cannot on this network (an
 * eoa, or a network where smart accounts are not enabled).
 */
export class AtomicityNotSupportedError extends ProviderRpcError {
  static override readonly code = 5760
  override name = 'AtomicityNotSupportedError'
}

/** EIP-5792 5730: `wallet_getCallsStatus` for a batch this wallet does not know. */
export class UnknownBundleIdError extends ProviderRpcError {
  static override readonly code = 5730
  override name = 'UnknownBundleIdError'
}

/** EIP-5792 5710: `wallet_sendCalls` for another chain than the wallet's current network. */
export class UnsupportedChainIdError extends ProviderRpcError {
  static override readonly code = 5710
  override name = 'UnsupportedChainIdError'
}

/** EIP-5792 5720: `wallet_sendCalls` with an `id` this wallet has already seen. */
export class DuplicateBatchIdError extends ProviderRpcError {
  static override readonly code = 5720
  override name = 'DuplicateBatchIdError'
}

/** EIP-5792 5700: a capability the batch marks as required (not `optional`) that is not there. */
export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError {
  static override readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError'
}
