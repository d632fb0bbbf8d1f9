import { afterAll, beforeAll } from 'vitest'
import {
  type DevIdentityProviders,
  startDevIdentityProviders,
} from '../../../e2e/fixtures/identity/startDevIdentityProviders.ts'
import type { AppOptions } from '../app.ts'

/** The api's origin in social login tests: the providers send the browser back there. */
export const TEST_API_ORIGIN = 'http://api.test'

/**
 * The dev identity providers (started before the file's tests, closed after) and the app's
 * `social` option over them, for logins whose result goes to `returnOrigin`; the option is
 * read once they run, as `useTestApp`'s options function or `useEmbeddedTestApp`'s `app`.
 * @example
 * const social = useDevIdentityProviders('http://vault.test')
 * const t = useTestApp(() => ({ social: social() }))
 */
export function useDevIdentityProviders(
  returnOrigin: string,
): () => NonNullable<AppOptions['social']> {
  let idps: DevIdentityProviders | undefined
  beforeAll(async () => {
    idps = await startDevIdentityProviders({ callbackBase: TEST_API_ORIGIN })
  })
  afterAll(() => idps?.close())
  return () => {
    if (!idps) throw new Error('The identity providers start in beforeAll.')
    return {
      providers: idps.providers,
      callbackBase: TEST_API_ORIGIN,
      returnOrigins: [returnOrigin],
    }
  }
}
