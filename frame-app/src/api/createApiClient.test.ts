import { describe, expect, test, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiRequestError } from './ApiRequestError.ts'
import { createApiClient } from './createApiClient.ts'

type Call = { url: URL; init: RequestInit }

function setup(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input)), init: init ?? {} }
    calls.push(call)
    return answer(call)
  })
  const client = createApiClient({
    baseUrl: 'https://api.example/',
    projectId: 'demo',
    sdkVersion: () => '1.7.6',
    clientId: '3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40',
    fetch,
  })
  return { client, calls }
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })
const Schema = z.object({ count: z.number() })

describe('createApiClient', () => {
  test('default: adds projectId, st, sv and clientId and validates the answer', async () => {
    const { client, calls } = setup(() => json({ count: 3 }))
    await expect(client.get('/v1/wallets', { schema: Schema })).resolves.toEqual({ count: 3 })
    const url = calls[0]?.url
    expect(url?.pathname).toBe('/v1/wallets')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      projectId: 'demo',
      st: 'html-porthole',
      sv: '1.7.6',
      clientId: '3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40',
    })
    expect(calls[0]?.init.method).toBe('GET')
  })

  test('param: empty params are skipped, lists are comma-joined', async () => {
    const { client, calls } = setup(() => json({ count: 0 }))
    await client.get('/v1/wallets', {
      schema: Schema,
      query: { page: 2, search: '', include: [], exclude: ['a', 'b'], chains: undefined, x: null },
    })
    const params = Object.fromEntries(calls[0]?.url.searchParams ?? [])
    expect(params).toEqual({
      projectId: 'demo',
      st: 'html-porthole',
      sv: '1.7.6',
      clientId: '3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40',
      page: '2',
      exclude: 'a,b',
    })
  })

  test('param: a POST and an image URL carry the clientId too', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }))
    await client.post('/e', { body: {} })
    expect(calls[0]?.url.searchParams.get('clientId')).toBe('3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40')
    const image = new URL(client.url('/v1/wallets/w1/image'))
    expect(image.searchParams.get('clientId')).toBe('3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40')
  })

  test('param: a POST sends a JSON body', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }))
    await expect(client.post('/e', { body: { a: 1 } })).resolves.toBeUndefined()
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"a":1}')
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' })
  })

  test('error: a non-2xx answer throws with the status code', async () => {
    const { client } = setup(() => json({ error: {} }, 429))
    const error = await client.post('/e', { body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('HTTP status code: 429')
    expect((error as ApiRequestError).status).toBe(429)
  })

  test('error: an answer that does not match the schema is refused', async () => {
    const { client } = setup(() => json({ count: 'many' }))
    await expect(client.get('/v1/wallets', { schema: Schema })).rejects.toMatchObject({
      name: 'ApiRequestError',
      shortMessage: 'Unexpected answer',
      status: 200,
    })
  })

  test('error: a network failure is an ApiRequestError without status', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(client.get('/x', { schema: Schema })).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: null,
    })
  })

  test('behavior: an aborted call rejects with the abort reason and passes the signal', async () => {
    const controller = new AbortController()
    const { client, calls } = setup(
      (call) =>
        new Promise((_, reject) =>
          call.init.signal?.addEventListener('abort', () => reject(new TypeError('aborted'))),
        ),
    )
    const pending = client.get('/x', { schema: Schema, signal: controller.signal })
    controller.abort(new DOMException('stale', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls[0]?.init.signal).toBe(controller.signal)
  })

  test('param: url() gives an absolute url with the call params', () => {
    const { client } = setup(() => json({}))
    const url = new URL(client.url('/v1/wallets/w1/image'))
    expect(url.origin + url.pathname).toBe('https://api.example/v1/wallets/w1/image')
    expect(url.searchParams.get('projectId')).toBe('demo')
  })
})
