import { type ErrorMessageKey, errorMessage, errorMessages } from './errorMessages.ts'
import { useCatalogT } from './useCatalogT.ts'

/** What a user reads for an error, in the modal's language: `describe(error)`. */
export function useErrorMessage(): (error: { code: number }) => string {
  const t = useCatalogT<'errors', ErrorMessageKey>('errors', errorMessages)
  return (error) => errorMessage(t, error)
}
