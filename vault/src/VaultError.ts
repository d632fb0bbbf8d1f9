import {
  BaseError,
  ErrorCode,
  type ErrorData,
  type VaultErrorName,
} from '@porthole/shared-protocol'

/**
 * An error the vault answers a request with: `name` travels in `data.name` with any details
 * the frame shows (`retryAt`, `attemptsLeft`). Branch on `code` or `data.name`.
 */
export class VaultError extends BaseError {
  override name = 'VaultError'
  readonly kind: VaultErrorName
  constructor(
    kind: VaultErrorName,
    message: string,
    options: { code?: number; data?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause, data: options.data })
    this.kind = kind
    this.code = options.code ?? ErrorCode.default
  }
}

/** The wire form of any error thrown while handling a request. */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof VaultError) {
    return {
      code: error.code,
      message: error.shortMessage,
      data: { ...(error.data as object | undefined), name: error.kind },
    }
  }
  return {
    code: ErrorCode.internal,
    message: 'Something went wrong',
    data: { name: 'InternalError' },
  }
}
