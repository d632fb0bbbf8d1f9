import { ProviderRpcError, type RpcErrorClass } from './BaseError.ts'

type RpcErrorOptions = ConstructorParameters<typeof ProviderRpcError>[1]

/** One `ProviderRpcError` subclass per code, made alike (one definition keeps the loader small). */
export function defineRpcError(name: string, code: number, fallback?: string): RpcErrorClass {
  return class extends ProviderRpcError {
    static override readonly code = code
    override name = name
    constructor(message = fallback, options?: RpcErrorOptions) {
      super(message, options)
    }
  }
}
