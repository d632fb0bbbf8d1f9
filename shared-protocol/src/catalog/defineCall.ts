import type { InferOutput, StandardSchemaV1 } from '../validation/standardSchema.ts'
import { ErrorDataSchema } from './schemas.ts'

/** A call in the catalog: what the caller sends, and what it gets back on success or error. */
export type Call<
  Request extends StandardSchemaV1 = StandardSchemaV1,
  Success extends StandardSchemaV1 = StandardSchemaV1,
  Failure extends StandardSchemaV1 = StandardSchemaV1,
> = {
  request: Request
  success: Success
  error: Failure
  /** The error code of a request that fails its schema (default -32600, InvalidMessageError). */
  invalidCode?: number
}

export type Catalog = Record<string, Call>
export type CallName<C extends Catalog> = keyof C & string
export type CallRequest<C extends Catalog, N extends CallName<C>> = InferOutput<C[N]['request']>
export type CallSuccess<C extends Catalog, N extends CallName<C>> = InferOutput<C[N]['success']>

/**
 * Build a catalog entry; every call's error schema is the shared `{ code, message, data? }`.
 * `invalidCode`: the code a request that fails `request` is refused with (its own typed error).
 */
export function defineCall<Request extends StandardSchemaV1, Success extends StandardSchemaV1>(
  request: Request,
  success: Success,
  invalidCode?: number,
): Call<Request, Success, typeof ErrorDataSchema> {
  return invalidCode === undefined
    ? { request, success, error: ErrorDataSchema }
    : { request, success, error: ErrorDataSchema, invalidCode }
}
