import { vi } from 'vitest'

/**
 * The login an embedded connector's test stands on: signed in as ada@example.test, its
 * disconnect a spy, its events silent; `account` adds what the connector reads of it (the
 * email, the Solana address).
 * @example testEmbeddedLogin({ solanaAddress: () => address })
 */
export const testEmbeddedLogin = <Account extends object>(account: Account) => ({
  name: 'ada@example.test',
  disconnect: vi.fn(async () => undefined),
  subscribe: () => () => undefined,
  ...account,
})
