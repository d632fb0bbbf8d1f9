import { randomUUID } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

// anvil's first public development key
const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.testDb.dispose())

const NUL = '\u0000'
const LONE_HIGH = '\ud800'
const LONE_LOW = '\udfff'

const expect400 = async (res: Response | Promise<Response>, field: RegExp) => {
  const answer = await res
  expect(answer.status).toBe(400)
  const body = (await answer.json()) as { error: { name: string; message: string } }
  expect(body.error.name).toBe('ValidationError')
  expect(body.error.message).toMatch(field)
  expect(body.error.message).toMatch(/NUL|surrogate|not valid UTF-8/)
}

const telemetry = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'https://shop.example/',
  domain: 'shop.example',
  timestamp: t.clock.now(),
  props: { type: 'error', event: 'INTERNAL_SDK_ERROR', ...props },
  ...extra,
})

/** A JSON body with a lone surrogate escaped, as a hostile client would send it. */
const rawJson = (value: unknown, marker: string, escaped: string) =>
  JSON.stringify(value).replace(marker, escaped)

describe('hostile text in api input', () => {
  test('error: a NUL byte in a query string is 400 on every route, never 500', async () => {
    await expect400(t.get('/v1/wallets?projectId=test&search=%00'), /search/)
    await expect400(t.get('/v1/wallets?projectId=test&search=a%00b'), /search/)
    await expect400(t.get('/v1/project?projectId=te%00st'), /projectId/)
    await expect400(t.get('/v1/project?projectId=test&sv=1%00'), /sv/)
    await expect400(t.get('/v1/profile/suggestions/alice?projectId=test&zone=a%00'), /zone/)
    await expect400(t.get('/v1/profile/reverse/0xabc?projectId=test&chainId=%00'), /chainId/)
  })

  test('error: a NUL byte or an undecodable escape in a path is 400', async () => {
    await expect400(t.get('/v1/profile/account/ali%00ce?projectId=test'), /path/)
    await expect400(t.get('/v1/profile/suggestions/ali%00ce?projectId=test'), /path/)
    await expect400(t.get('/v1/wallets/a%00/image?projectId=test'), /path/)
    await expect400(t.get('/v1/profile/account/%ED%A0%80?projectId=test'), /path/)
  })

  test('error: NUL bytes and lone surrogates in telemetry bodies are 400 and nothing is stored', async () => {
    await expect400(
      t.post('/e?projectId=test', telemetry({ errorMessage: `x${NUL}y` })),
      /props\.errorMessage/,
    )
    await expect400(
      t.post('/e?projectId=test', telemetry({ stackTrace: NUL })),
      /props\.stackTrace/,
    )
    await expect400(t.post('/e?projectId=test', telemetry({}, { domain: `a${NUL}` })), /domain/)
    await expect400(
      t.post('/e?projectId=test', rawJson(telemetry({ errorType: 'MARK' }), 'MARK', '\\ud800')),
      /props\.errorType/,
    )
    await expect400(
      t.post('/e?projectId=test', rawJson(telemetry({ event: 'MARK' }), 'MARK', '\\udfffx')),
      /props\.event/,
    )
    await expect400(
      t.post(
        '/e?projectId=test',
        rawJson(telemetry({ errorMessage: 'ok' }, { MARK: 1 }), 'MARK', 'k\\u0000'),
      ),
      /NUL/,
    )
    const [row] = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM telemetry_events',
    )
    expect(row!.n).toBe(0)
  })

  test('error: NUL bytes and lone surrogates in signed name attributes are 400 and no name is stored', async () => {
    for (const attributes of [
      { bio: `hi${NUL}` },
      { [`k${NUL}`]: 'v' },
      { bio: LONE_HIGH },
      { bio: `x${LONE_LOW}` },
    ]) {
      const name = `hostile-${randomUUID().slice(0, 8)}`
      const message = JSON.stringify({
        name,
        coin_type: 60,
        attributes,
        timestamp: Math.floor(t.clock.now() / 1000),
      })
      const signature = await signer.signMessage({ message })
      await expect400(
        t.post('/v1/profile/account?projectId=test', {
          coin_type: 60,
          address: signer.address,
          message,
          signature,
        }),
        /attributes/,
      )
      expect((await t.get(`/v1/profile/account/${name}?projectId=test`)).status).toBe(404)
    }
  })

  test('default: ordinary non-ASCII text (accents, emoji pairs) is accepted', async () => {
    const res = await t.post('/e?projectId=test', telemetry({ errorMessage: 'café 👛 ünïcode' }))
    expect(res.status).toBe(204)
    expect((await t.get('/v1/wallets?projectId=test&search=caf%C3%A9%20%F0%9F%91%9B')).status).toBe(
      200,
    )
  })
})
