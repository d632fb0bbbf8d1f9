import { defineRpcError } from '@porthole/shared-protocol'

/**
 * EIP-5792 5760: the calls must run atomically and this account cannot on this network (an
 * eoa, or a network where smart accounts are not enabled).
 */
export const AtomicityNotSupportedError = defineRpcError('AtomicityNotSupportedError', 5760)

/** EIP-5792 5730: `wallet_getCallsStatus` for a batch this wallet does not know. */
export const UnknownBundleIdError = defineRpcError('UnknownBundleIdError', 5730)

/** EIP-5792 5710: `wallet_sendCalls` for another chain than the wallet's current network. */
export const UnsupportedChainIdError = defineRpcError('UnsupportedChainIdError', 5710)

/** EIP-5792 5720: `wallet_sendCalls` with an `id` this wallet has already seen. */
export const DuplicateBatchIdError = defineRpcError('DuplicateBatchIdError', 5720)

/** EIP-5792 5700: a capability the batch marks as required (not `optional`) that is not there. */
export const UnsupportedNonOptionalCapabilityError = defineRpcError(
  'UnsupportedNonOptionalCapabilityError',
  5700,
)
