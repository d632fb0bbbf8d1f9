import { vi } from 'vitest'
import type {
  WcAuthParams,
  WcCacao,
  WcSession,
} from '../src/connectors/walletConnect/loadSignClient.ts'

/**
 * A sign-client for the WalletConnect connector's unit tests: each pairing gets a numbered URI
 * (`wc:pairing-1@2...`, `wc:auth-1@2...` for one-click auth) and waits in `proposals` or
 * `auths` until the test answers it; `fire` plays a relay event (session_event, session_delete).
 *
 * @example
 * ```ts
 * const fake = createFakeSignClient()
 * createWalletConnectConnector({ loadClient: async () => fake.client as unknown as SignClientLike, ... })
 * fake.proposals[0]?.resolve(session)
 * ```
 */
export function createFakeSignClient(stored: WcSession[] = []) {
  const handlers = new Map<string, (payload: unknown) => void>()
  const proposals: { resolve: (s: WcSession) => void; reject: (e: unknown) => void }[] = []
  const auths: {
    resolve: (r: { session?: WcSession; auths?: WcCacao[] }) => void
    reject: (e: unknown) => void
  }[] = []
  let count = 0
  const client = {
    authenticate: vi.fn(async (_: WcAuthParams) => {
      const uri = `wc:auth-${++count}@2?relay-protocol=irn`
      const answered = new Promise<{ session?: WcSession; auths?: WcCacao[] }>((resolve, reject) =>
        auths.push({ resolve, reject }),
      )
      return { uri, response: () => answered }
    }),
    formatAuthMessage: ({ request, iss }: { request: WcCacao['p']; iss: string }) =>
      `${request.domain} wants you to sign in as ${iss} (nonce ${request.nonce})`,
    connect: vi.fn(async () => {
      const uri = `wc:pairing-${++count}@2?relay-protocol=irn`
      const approved = new Promise<WcSession>((resolve, reject) =>
        proposals.push({ resolve, reject }),
      )
      return { uri, approval: () => approved }
    }),
    request: vi.fn(async (_: unknown): Promise<unknown> => '0xsig'),
    disconnect: vi.fn(async () => undefined),
    session: { getAll: () => stored },
    on: (event: string, listener: (payload: unknown) => void) => handlers.set(event, listener),
  }
  const fire = (event: string, payload: unknown) => handlers.get(event)?.(payload)
  return { client, proposals, auths, fire }
}
