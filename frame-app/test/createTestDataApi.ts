import type { SiwxSession } from '@porthole/shared-protocol'
import { createDataApiOver } from './createDataApiOver.ts'

export type TestDataApiOptions = {
  /** Refuse every signed sign-in message (the api's 401 answer). */
  refuseSignIn?: boolean
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * The frame's Data API client over an in-memory server for the routes of sign-in and names:
 * it keeps sessions by address and names as they are registered. `requests` lists each call as
 * `METHOD /path`.
 * @example const { api, sessions } = createTestDataApi()
 */
export function createTestDataApi(options: TestDataApiOptions = {}) {
  const requests: string[] = []
  const sessions: SiwxSession[] = []
  const names = new Map<string, string>()
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const path = decodeURIComponent(url.pathname)
    requests.push(`${method} ${path}`)
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    if (method === 'POST' && path === '/v1/sessions/nonce') return json({ nonce: 'n0nce1234' })
    if (method === 'POST' && path === '/v1/sessions') {
      if (options.refuseSignIn) return json({ code: 'UNAUTHORIZED', message: 'bad signature' }, 401)
      const message = String(body.message)
      const session: SiwxSession = {
        pci: crypto.randomUUID(),
        namespace: 'eip155',
        address: message.split('\n')[1] ?? '',
        chainId: `eip155:${/Chain ID: (\d+)/.exec(message)?.[1] ?? '1'}`,
        domain: message.split(' ')[0] ?? '',
        uri: /URI: (\S+)/.exec(message)?.[1] ?? '',
        message,
        issuedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }
      sessions.push(session)
      return json(session)
    }
    const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(path)
    if (method === 'POST' && revoke) {
      const index = sessions.findIndex((s) => s.pci === body.pci)
      if (index >= 0) sessions.splice(index, 1)
      return json({})
    }
    const list = /^\/v1\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && list) {
      const address = list[1]?.toLowerCase()
      return json({ sessions: sessions.filter((s) => s.address.toLowerCase() === address) })
    }
    const reverse = /^\/v1\/profile\/reverse\/([^/]+)$/.exec(path)
    if (method === 'GET' && reverse) {
      const name = names.get(reverse[1]?.toLowerCase() ?? '')
      return json(name ? [{ name, attributes: {} }] : [])
    }
    if (method === 'POST' && path === '/v1/profile/account') {
      const { name } = JSON.parse(String(body.message)) as { name: string }
      const profile = { name: `${name}.porthole.id`, attributes: {} }
      names.set(String(body.address).toLowerCase(), profile.name)
      return json(profile)
    }
    return json({ code: 'NOT_FOUND', message: `${method} ${path}` }, 404)
  }
  const api = createDataApiOver(fetch)
  return { api, requests, sessions, names }
}
