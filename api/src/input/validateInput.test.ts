import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../errors.ts'
import { validateInput } from './validateInput.ts'
import { validateParam } from './validateParam.ts'

const app = new Hono()
  .get(
    '/items/:id',
    validateParam('id', z.string().regex(/^\d+$/, 'not a number')),
    validateInput('query', z.object({ limit: z.coerce.number().int().max(50) })),
    (c) => c.json({ id: c.req.valid('param').id, limit: c.req.valid('query').limit }),
  )
  .post('/items', validateInput('json', z.object({ name: z.string().min(1) })), (c) =>
    c.json({ name: c.req.valid('json').name }),
  )
  .onError((error, c) =>
    error instanceof ApiError
      ? c.json({ name: error.name, message: error.shortMessage, data: error.data }, 400)
      : c.json({ name: 'Unexpected', message: String(error) }, 500),
  )

type ErrorBody = { name: string; message: string; data: { path: unknown[] }[] }
const json = async (res: Response | Promise<Response>) => (await (await res).json()) as ErrorBody

const post = (body: string) =>
  app.request('/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('validateInput', () => {
  test('default: the handler reads the parsed query, path and body', async () => {
    expect(await (await app.request('/items/7?limit=20')).json()).toEqual({ id: '7', limit: 20 })
    expect(await (await post('{"name":"a","extra":1}')).json()).toEqual({ name: 'a' })
  })

  test('error: a bad query is a ValidationError naming the field, with the zod issues', async () => {
    const res = await app.request('/items/7?limit=99')
    expect(res.status).toBe(400)
    const body = await json(res)
    expect(body.name).toBe('ValidationError')
    expect(body.message).toMatch(/^Invalid query: limit: /)
    expect(body.data[0]).toMatchObject({ path: ['limit'] })
  })

  test('error: a bad path parameter reads as the route parameter, without its name', async () => {
    const res = await app.request('/items/x?limit=1')
    expect(await res.json()).toMatchObject({ message: 'Invalid path: not a number' })
  })

  test('error: a body that is not JSON, or holds a NUL character, is a 400 before the schema', async () => {
    expect(await (await post('{')).json()).toMatchObject({
      name: 'ValidationError',
      message: 'Invalid body: expected a JSON document',
    })
    const nul = await post('{"name":"a\\u0000"}')
    expect(nul.status).toBe(400)
    expect((await json(nul)).message).toMatch(/NUL/)
    expect((await json(post('{"name":""}'))).message).toMatch(/^Invalid body: name: /)
  })
})
