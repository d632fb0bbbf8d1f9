import type { WcSession } from '../loadSignClient.ts'

/** The plain addresses a session approved in `namespace` (CAIP-10 accounts, deduplicated). */
export const sessionAccounts = (session: WcSession, namespace = 'eip155'): string[] => [
  ...new Set((session.namespaces[namespace]?.accounts ?? []).map((a) => a.split(':')[2] ?? a)),
]

/** The CAIP-2 networks a session approved in `namespace`, in the wallet's order. */
export const sessionChains = (session: WcSession, namespace = 'eip155'): string[] => [
  ...new Set(
    (session.namespaces[namespace]?.accounts ?? []).map((a) => a.split(':').slice(0, 2).join(':')),
  ),
]
