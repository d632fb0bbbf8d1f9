import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { VaultError } from '../VaultError.ts'
import { createVaultApi } from './createVaultApi.ts'

let server: Server | null = null
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** An api that answers every request with `status` and the error `body`. */
async function apiAnswering(status: number, body: unknown) {
  server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return createVaultApi(`http://127.0.0.1:${port}`, () => 'project-1')
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call resolved'),
    (error: unknown) => error,
  )

test('behavior: an api error the catalog names reaches the frame by that name, with its data', async () => {
  const api = await apiAnswering(429, {
    error: { name: 'OtpTooSoonError', message: 'Wait.', data: { retryAt: '2030-01-01T00:00:30Z' } },
  })
  const error = await rejection(api.sendCode('a@example.com'))
  expect(error).toBeInstanceOf(VaultError)
  expect(error).toMatchObject({
    kind: 'OtpTooSoonError',
    shortMessage: 'Wait.',
    data: { retryAt: '2030-01-01T00:00:30Z' },
  })
})

test('error: an api error name the catalog does not know reaches the frame as ApiError, its message kept', async () => {
  const api = await apiAnswering(500, { error: { name: 'BrandNewError', message: 'Not today.' } })
  const error = await rejection(api.sendCode('a@example.com'))
  expect(error).toMatchObject({ kind: 'ApiError', shortMessage: 'Not today.' })
})

test('behavior: an account with no wallet yet is a 204 the vault reads as null, with no error', async () => {
  server = createServer((_request, response) => {
    response.writeHead(204)
    response.end()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const api = createVaultApi(`http://127.0.0.1:${port}`, () => 'project-1')
  expect(await api.getWallet('token')).toBeNull()
})
