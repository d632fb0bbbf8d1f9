import { ErrorCode, ProviderRpcError } from '@porthole/shared-protocol'

/**
 * `eth_sendUserOperation` to the embedded wallet (SPEC §5 lists it as needing approval): there
 * is no ERC-4337 bundler behind it yet, so it is refused before any approval with what to use
 * instead (docs/decisions/0081-user-operations-refused-with-a-reason.md).
 */
export class UserOperationsUnavailableError extends ProviderRpcError {
  static override readonly code = ErrorCode.default
  override name = 'UserOperationsUnavailableError'
  constructor() {
    super(
      'User operations are not available in the embedded wallet yet (it has no ERC-4337 bundler): send the calls with wallet_sendCalls or eth_sendTransaction.',
    )
  }
}
