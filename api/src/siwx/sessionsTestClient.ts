import { expect } from 'vitest'
import type { TestApp } from '../testing/createTestApp.ts'

/** A session as the sessions routes answer it. */
type Session = { pci: string; address: string } & Record<string, unknown>

/**
 * The sessions routes as a test calls them, for project `test` unless one is named: a fresh
 * `nonce` (issued with 201), `createSession` (a sign-in's POST), `sessionsOf` an address
 * (`pcisOf`: their ids), and `signsIn`: a signed message opens a session (201) that matches
 * `expected` and is listed under its address.
 * @example
 * const { signsIn } = sessionsTestClient(useTestApp())
 * test('…', async () => { await signsIn(await siwe(), { namespace: 'eip155', address }) })
 */
export function sessionsTestClient(t: Pick<TestApp, 'get' | 'post'>) {
  const nonce = async (projectId = 'test'): Promise<string> => {
    const res = await t.post(`/v1/sessions/nonce?projectId=${projectId}`, {})
    expect(res.status).toBe(201)
    return (await res.json()).nonce
  }
  const createSession = (body: unknown, projectId = 'test') =>
    t.post(`/v1/sessions?projectId=${projectId}`, body)
  const sessionsOf = async (address: string, projectId = 'test'): Promise<Session[]> =>
    (await (await t.get(`/v1/sessions/${address}?projectId=${projectId}`)).json()).sessions
  const pcisOf = async (address: string) => (await sessionsOf(address)).map((s) => s.pci)
  const signsIn = async (
    body: unknown,
    expected: { address: string } & Record<string, unknown>,
  ): Promise<Session> => {
    const res = await createSession(body)
    expect(res.status).toBe(201)
    const session: Session = await res.json()
    expect(session).toMatchObject(expected)
    expect(await pcisOf(expected.address)).toContain(session.pci)
    return session
  }
  return { nonce, createSession, sessionsOf, pcisOf, signsIn }
}
