import type * as z from 'zod/mini'
import { VaultError } from '../VaultError.ts'

/** A signing request's params as `schema` reads them; else -32602. */
export const parseParams = <S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> => {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new VaultError('InvalidParamsError', 'Invalid params for this method.', { code: -32602 })
}

/** A request naming an address that is not the logged-in account's (4100). */
export const notYours = () =>
  new VaultError('UnauthorizedAddressError', 'The address is not this account.', { code: 4100 })
