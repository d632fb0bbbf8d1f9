import type { StandardSchemaV1 } from '@porthole/shared-protocol'
import { ApiRequestError } from './ApiRequestError.ts'

/** The sdk type this frame reports to the Data API (`st`, SPEC §7). */
export const SDK_TYPE = 'html-porthole'

export type QueryValue = string | number | boolean | readonly string[] | null | undefined

export type ApiClientOptions = {
  baseUrl: string
  projectId: string
  /** `sv`: read on each call, so the host's version counts once SYNC_DAPP_DATA arrived. */
  sdkVersion: () => string
  /** SPEC §7 `clientId`: this browser's id for the Data API (`readClientId`). */
  clientId: string
  sdkType?: string
  fetch?: typeof fetch
}

type CallOptions<T> = {
  query?: Record<string, QueryValue>
  schema?: StandardSchemaV1<unknown, T>
  signal?: AbortSignal
}

/**
 * The SPEC §7 generic client: every call carries `projectId`, `st`, `sv` and `clientId`; empty
 * params are skipped; bodies are JSON; a non-2xx answer throws `ApiRequestError` with
 * 'HTTP status code: N'; answers are validated with the call's schema.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const buildUrl = (path: string, query: Record<string, QueryValue> = {}) => {
    const url = new URL(path, options.baseUrl)
    const params: Record<string, QueryValue> = {
      projectId: options.projectId,
      st: options.sdkType ?? SDK_TYPE,
      sv: options.sdkVersion(),
      clientId: options.clientId,
      ...query,
    }
    for (const [key, value] of Object.entries(params)) {
      const text = Array.isArray(value) ? value.join(',') : value
      if (text === undefined || text === null || text === '') continue
      url.searchParams.set(key, String(text))
    }
    return url.toString()
  }

  const send = async <T>(
    method: 'GET' | 'POST',
    path: string,
    call: CallOptions<T> & { body?: unknown },
  ): Promise<T | undefined> => {
    let response: Response
    try {
      response = await doFetch(buildUrl(path, call.query), {
        method,
        headers: call.body === undefined ? {} : { 'Content-Type': 'application/json' },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        ...(call.signal ? { signal: call.signal } : {}),
        credentials: 'omit',
      })
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason ?? cause
      throw new ApiRequestError('Request failed', { cause })
    }
    if (!response.ok) {
      throw new ApiRequestError(`HTTP status code: ${response.status}`, {
        status: response.status,
      })
    }
    if (!call.schema) return undefined
    const json: unknown = await response.json().catch((cause: unknown) => {
      throw new ApiRequestError('Invalid JSON in the answer', { status: response.status, cause })
    })
    const result = await call.schema['~standard'].validate(json)
    if (result.issues) {
      throw new ApiRequestError('Unexpected answer', {
        status: response.status,
        details: result.issues.map((issue) => issue.message).join('; '),
      })
    }
    return result.value
  }

  return {
    /** The project the calls are for (SPEC §7 bodies that name it, e.g. fungible prices). */
    projectId: options.projectId,
    /** GET and validate the JSON answer. */
    async get<T>(path: string, call: CallOptions<T> & { schema: StandardSchemaV1<unknown, T> }) {
      return (await send('GET', path, call)) as T
    },
    /** POST a JSON body; the answer is validated when a schema is given. */
    post<T = undefined>(path: string, call: CallOptions<T> & { body: unknown }) {
      return send('POST', path, call)
    },
    /** An absolute URL for a path the api returns (e.g. a wallet image), with the call params. */
    url(path: string) {
      return buildUrl(path)
    },
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
