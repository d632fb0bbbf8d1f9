import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  test('default: no DATABASE_URL means embedded PGlite under the default DATA_DIR', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 8787, HOST: '127.0.0.1', DATA_DIR: '.data/pglite' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  test('param: an empty or blank DATABASE_URL means PGlite too, not a stopped api', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined()
  })

  test('param: a postgres URL is kept', () => {
    const url = 'postgres://porthole@127.0.0.1:5432/porthole'
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url)
  })

  test('error: anything else names the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid environment: DATABASE_URL: DATABASE_URL must be a postgres:// URL',
    )
    expect(() => parseEnv({ PORT: 'x' })).toThrow(/PORT/)
  })

  test('param: SHELL_DIR needs the public origins the pages name; each missing one is named', () => {
    expect(() => parseEnv({ SHELL_DIR: 'shells', PUBLIC_URL: 'https://api.example' })).toThrow(
      'Invalid environment: FRAME_URL: FRAME_URL is required with SHELL_DIR; VAULT_URL: VAULT_URL is required with SHELL_DIR',
    )
    const env = parseEnv({
      SHELL_DIR: 'shells',
      PUBLIC_URL: 'https://api.example',
      FRAME_URL: 'https://frame.example/',
      VAULT_URL: 'https://vault.example',
      SMART_ACCOUNT_NETWORKS: 'eip155:1, eip155:8453',
    })
    expect(env).toMatchObject({
      FRAME_URL: 'https://frame.example',
      SMART_ACCOUNT_NETWORKS: ['eip155:1', 'eip155:8453'],
    })
  })

  test('param: DATA_CHAINS is a JSON list of chains, checked', () => {
    const chain = {
      caipNetworkId: 'eip155:10',
      name: 'OP Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'https://rpc.example.org',
    }
    expect(parseEnv({ DATA_CHAINS: JSON.stringify([chain]) }).DATA_CHAINS).toEqual([
      { ...chain, rpcFallbackUrls: [], tokens: [], history: { kind: 'indexer', startBlock: 0 } },
    ])
    expect(() => parseEnv({ DATA_CHAINS: '[{' })).toThrow(/DATA_CHAINS must be JSON/)
    expect(() =>
      parseEnv({ DATA_CHAINS: JSON.stringify([{ ...chain, caipNetworkId: '10' }]) }),
    ).toThrow(/DATA_CHAINS\.0\.caipNetworkId/)
  })

  test("param: RPC_CALLS_PER_MINUTE and RPC_PROJECT_LIMITS set the RPC service's limits", () => {
    expect(parseEnv({})).toMatchObject({ RPC_CALLS_PER_MINUTE: 3000, RPC_PROJECT_LIMITS: {} })
    const env = parseEnv({ RPC_CALLS_PER_MINUTE: '60', RPC_PROJECT_LIMITS: '{"shop":600}' })
    expect(env).toMatchObject({ RPC_CALLS_PER_MINUTE: 60, RPC_PROJECT_LIMITS: { shop: 600 } })
    expect(() => parseEnv({ RPC_PROJECT_LIMITS: '{"shop":0}' })).toThrow(/RPC_PROJECT_LIMITS/)
  })

  test('param: SOCIAL_PROVIDERS lists providers with their client ids; a duplicate or unknown id is refused', () => {
    const google = { id: 'google', clientId: 'g', clientSecret: 's' }
    const env = parseEnv({
      SOCIAL_PROVIDERS: JSON.stringify([google]),
      SOCIAL_RETURN_ORIGINS: 'https://frame.example, https://vault.example',
    })
    expect(env.SOCIAL_PROVIDERS).toEqual([google])
    expect(env.SOCIAL_RETURN_ORIGINS).toEqual(['https://frame.example', 'https://vault.example'])
    expect(parseEnv({}).SOCIAL_PROVIDERS).toEqual([])
    expect(() => parseEnv({ SOCIAL_PROVIDERS: JSON.stringify([google, google]) })).toThrow(
      /SOCIAL_PROVIDERS: each provider may appear once/,
    )
    expect(() => parseEnv({ SOCIAL_PROVIDERS: '[{"id":"myspace"}]' })).toThrow(/SOCIAL_PROVIDERS/)
  })
})
