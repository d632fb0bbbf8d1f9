import type { z } from 'zod'
import { ChainUnavailableError } from '../rpc/upstream/ChainUnavailableError.ts'

/** SPEC §9: a data source call gives up after 10 s. */
export const ESPLORA_TIMEOUT_MS = 10_000

export type EsploraCall = {
  /** GET `path` and parse the answer (JSON, or text where `text` says so) with `schema`. */
  get<S extends z.ZodType>(path: string, schema: S, text?: 'text'): Promise<z.output<S>>
  /** POST `body` as text; resolves the answer's status and text (a 400 is the node's refusal). */
  post(path: string, body: string): Promise<{ status: number; text: string }>
}

/**
 * The HTTP leg to one Esplora server: each call once, 10 s at most. A server that cannot be
 * reached, stalls, answers 5xx or 429, or answers what the schema does not take is a
 * `ChainUnavailableError` (502) naming the network.
 */
export function callEsplora(caipNetworkId: string, baseUrl: string): EsploraCall {
  const unavailable = (cause: unknown) =>
    new ChainUnavailableError(
      `The Bitcoin data source of ${caipNetworkId} did not answer. Try again shortly.`,
      { cause },
    )
  const send = async (path: string, init: RequestInit) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS),
      })
      return { status: response.status, text: await response.text() }
    } catch (error) {
      throw unavailable(error)
    }
  }
  return {
    async get(path, schema, text) {
      const answer = await send(path, { method: 'GET' })
      if (answer.status !== 200) throw unavailable(new Error(`HTTP ${answer.status} for ${path}`))
      let value: unknown = answer.text
      try {
        if (!text) value = JSON.parse(answer.text)
      } catch (error) {
        throw unavailable(error)
      }
      const parsed = schema.safeParse(value)
      if (!parsed.success) throw unavailable(parsed.error)
      return parsed.data
    },
    async post(path, body) {
      const answer = await send(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain' },
      })
      if (answer.status >= 500 || answer.status === 429)
        throw unavailable(new Error(`HTTP ${answer.status} for ${path}`))
      return answer
    },
  }
}
