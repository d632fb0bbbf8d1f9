import { describe, expect, test } from 'vitest'
import { createApp } from './app.ts'
import type { Db } from './db/Db.ts'
import { startServer } from './startServer.ts'

/** A database whose project lookups wait until `release()`: requests stay in flight. */
function createGatedDb() {
  let release = () => {}
  let markStarted = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const started = new Promise<void>((resolve) => {
    markStarted = resolve
  })
  const row = {
    id: 'test',
    name: 'T',
    allowed_origins: [],
    use_default_origins: true,
    features: {},
  }
  const db: Db = {
    kind: 'postgres',
    query: async <T>() => {
      markStarted()
      await gate
      return [row] as T[]
    },
    exec: async () => undefined,
    transaction: (fn) => fn(db),
    close: async () => undefined,
  }
  return { db, release, started }
}

describe('startServer', () => {
  test('default: serves the app on an ephemeral loopback port', async () => {
    const { db, release } = createGatedDb()
    release()
    const server = await startServer(createApp({ db }))
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' })
    await server.close()
  })

  test('behavior: close() refuses new connections and finishes requests in flight', async () => {
    const { db, release, started } = createGatedDb()
    const server = await startServer(createApp({ db }))
    const inFlight = fetch(`${server.url}/v1/project?projectId=test`)
    await started
    const closed = server.close()
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
    release()
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(((await res.json()) as { id: string }).id).toBe('test')
    await closed
  })
})
