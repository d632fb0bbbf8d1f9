import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicFetch } from './createPublicFetch.ts'

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    if (path === '/meta.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('{"name":"Token"}')
    }
    if (path === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('x'.repeat(5000))
    }
    if (path.startsWith('/to/')) {
      res.writeHead(302, { location: decodeURIComponent(path.slice(4)) })
      return res.end()
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const options = { maxBytes: 1024, timeoutMs: 3000 }
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: { problem?: string }) => error.problem ?? String(error),
  )

describe('createPublicFetch', () => {
  it('behavior: an allowed host is fetched, with its content type', async () => {
    const fetchPublic = createPublicFetch(['127.0.0.1'])
    const response = await fetchPublic(`http://127.0.0.1:${port}/meta.json`, options)
    expect(response.contentType).toBe('application/json')
    expect(new TextDecoder().decode(response.body)).toBe('{"name":"Token"}')
  })

  it('error: loopback is refused by address and by name (DNS) unless allowed', async () => {
    const fetchPublic = createPublicFetch()
    expect(await problemOf(fetchPublic(`http://127.0.0.1:${port}/meta.json`, options))).toBe(
      'private-address',
    )
    expect(await problemOf(fetchPublic(`http://localhost:${port}/meta.json`, options))).toBe(
      'private-address',
    )
    expect(await problemOf(fetchPublic(`http://[::1]:${port}/meta.json`, options))).toBe(
      'private-address',
    )
  })

  it('error: a redirect from an allowed host to cloud metadata or another private host is refused', async () => {
    const fetchPublic = createPublicFetch(['127.0.0.1'])
    const to = (target: string) => `http://127.0.0.1:${port}/to/${encodeURIComponent(target)}`
    expect(
      await problemOf(fetchPublic(to('http://169.254.169.254/latest/meta-data/'), options)),
    ).toBe('private-address')
    expect(await problemOf(fetchPublic(to(`http://localhost:${port}/meta.json`), options))).toBe(
      'private-address',
    )
    expect(await problemOf(fetchPublic(to('file:///etc/passwd'), options))).toBe('scheme')
  })

  it('error: other schemes, oversized bodies, wrong types and failures have their problem', async () => {
    const fetchPublic = createPublicFetch(['127.0.0.1'])
    expect(await problemOf(fetchPublic('file:///etc/passwd', options))).toBe('scheme')
    expect(await problemOf(fetchPublic('gopher://127.0.0.1/', options))).toBe('scheme')
    expect(await problemOf(fetchPublic(`http://127.0.0.1:${port}/big`, options))).toBe('too-large')
    expect(
      await problemOf(
        fetchPublic(`http://127.0.0.1:${port}/meta.json`, { ...options, accept: ['image/'] }),
      ),
    ).toBe('content-type')
    expect(await problemOf(fetchPublic(`http://127.0.0.1:${port}/missing`, options))).toBe('status')
  })
})
