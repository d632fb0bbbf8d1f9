import { createApiClient } from '../src/api/createApiClient.ts'
import { createDataApi } from '../src/api/createDataApi.ts'

/**
 * The frame's Data API client for project `demo` at https://api.test, over `fetch`: a test's
 * double of the api's routes as they answer on the wire.
 * @example const api = createDataApiOver(async () => new Response('{"count":0,"data":[]}'))
 */
export function createDataApiOver(fetch: typeof globalThis.fetch) {
  return createDataApi(
    createApiClient({
      baseUrl: 'https://api.test',
      projectId: 'demo',
      sdkVersion: () => 't',
      clientId: 'test-client',
      fetch,
    }),
  )
}
