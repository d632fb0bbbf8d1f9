import { Hono } from 'hono'
import { expect, test } from 'vitest'
import type { AppEnv, LogLine } from '../AppEnv.ts'
import { requestLogger } from './requestLogger.ts'

test('behavior: one line per request with method, path without query, status and time', async () => {
  const lines: LogLine[] = []
  const app = new Hono<AppEnv>()
    .use(requestLogger((line) => lines.push(line)))
    .get('/ok', (c) => c.json({}))
    .get('/boom', (c) => c.json({}, 500))
  await app.request('/ok?projectId=secret-query')
  await app.request('/boom')
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatchObject({
    level: 'info',
    msg: 'request',
    method: 'GET',
    path: '/ok',
    status: 200,
  })
  expect(JSON.stringify(lines[0])).not.toContain('secret-query')
  expect(typeof lines[0]?.ms).toBe('number')
  expect(lines[1]).toMatchObject({ level: 'error', path: '/boom', status: 500 })
})
