import { expect, test } from 'vitest'
import { useRecoveryTestApp } from '../../testing/useRecoveryTestApp.ts'

const app = useRecoveryTestApp()

test.each([
  {
    method: 'a passkey',
    status: '/v1/embedded/passkey',
    none: { passkey: null },
    use: '/v1/embedded/passkey/login/options',
    error: 'NoPasskeyError',
  },
  {
    method: 'a recovery code',
    status: '/v1/embedded/recovery-code',
    none: { code: null },
    use: '/v1/embedded/recovery-code/open',
    error: 'NoRecoveryCodeError',
  },
])(
  '$method: its status needs a session; an account starts without one, which cannot be used',
  async ({ method, status, none, use, error }) => {
    expect((await app.call(status, 'x'.repeat(43))).status).toBe(401)
    const token = await app.signedIn(`${method.split(' ').at(-1)}@example.test`)
    expect(await (await app.call(status, token)).json()).toEqual(none)
    const used = await app.call(use, token, {})
    expect(used.status).toBe(404)
    expect((await used.json()).error.name).toBe(error)
  },
)
