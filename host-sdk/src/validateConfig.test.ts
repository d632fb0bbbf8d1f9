import { testMainnet } from '@porthole/shared-protocol/testing'
import { describe, expect, test } from 'vitest'
import { InvalidConfigError } from './errors/InvalidConfigError.ts'
import {
  DEFAULT_FRAME_URL,
  DEFAULT_READY_TIMEOUT_MS,
  type ModalConfig,
  SDK_VERSION,
  validateConfig,
} from './validateConfig.ts'

const mainnet = testMainnet
const polygon = { ...mainnet, id: 137, caipNetworkId: 'eip155:137', name: 'Polygon' } as const
const config: ModalConfig = { projectId: 'demo', networks: [mainnet] }

const errorOf = (input: unknown) => {
  try {
    validateConfig(input as ModalConfig)
  } catch (error) {
    return error as InvalidConfigError
  }
  throw new Error('expected validateConfig to throw')
}

describe('validateConfig', () => {
  test('default: frame URL, timeout, sdk version and src with the projectId', () => {
    const resolved = validateConfig(config)
    expect(resolved.src).toBe(`${DEFAULT_FRAME_URL}/?projectId=demo`)
    expect(resolved.origin).toBe(DEFAULT_FRAME_URL)
    expect(resolved.readyTimeoutMs).toBe(DEFAULT_READY_TIMEOUT_MS)
    expect(resolved.dappData).toEqual({
      projectId: 'demo',
      networks: [mainnet],
      sdkVersion: SDK_VERSION,
    })
    expect(resolved.theme).toEqual({})
  })

  test('param: frameUrl keeps its path and query and gives the origin', () => {
    const resolved = validateConfig({ ...config, frameUrl: 'http://127.0.0.1:4173/frame/?x=1' })
    expect(resolved.src).toBe('http://127.0.0.1:4173/frame/?x=1&projectId=demo')
    expect(resolved.origin).toBe('http://127.0.0.1:4173')
  })

  test('param: a viem-style chain without caipNetworkId is EVM; functions and bigints are made plain', () => {
    const { caipNetworkId: _c, chainNamespace: _n, ...viemChain } = polygon
    const network = { ...viemChain, formatters: { block: () => null }, fees: { base: 10n } }
    const resolved = validateConfig({ projectId: 'demo', networks: [network] })
    expect(resolved.dappData.networks[0]).toEqual({
      ...polygon,
      formatters: {},
      fees: { base: '10' },
    })
  })

  test('param: a network without rpcUrls gets none, for the frame to read through the api', () => {
    const { rpcUrls: _, ...bare } = mainnet
    const { dappData } = validateConfig({ projectId: 'demo', networks: [bare] })
    expect(dappData.networks[0]?.rpcUrls).toEqual({ default: { http: [] } })
  })

  test('param: siweConfig signs in on EVM only, siwx on EVM, Solana and Bitcoin; required unless false', () => {
    expect(validateConfig({ ...config, siweConfig: {} }).dappData.siwx).toEqual({
      namespaces: ['eip155'],
      required: true,
    })
    expect(
      validateConfig({
        ...config,
        siwx: { statement: 'Sign in to the shop', expirationSeconds: 600, required: false },
      }).dappData.siwx,
    ).toEqual({
      namespaces: ['eip155', 'solana', 'bip122'],
      statement: 'Sign in to the shop',
      expirationSeconds: 600,
      required: false,
    })
    expect(validateConfig(config).dappData.siwx).toBeUndefined()
  })

  test('param: defaultNetwork as an id or a network; host-only and unknown fields stay on the host', () => {
    const resolved = validateConfig({
      ...config,
      networks: [mainnet, polygon],
      defaultNetwork: polygon,
      themeMode: 'dark',
      themeVariables: { accent: '#f00', zIndex: 5 },
      readyTimeoutMs: 50,
      metadata: { name: 'Demo' },
      siwx: {},
      adapters: [{ connect: () => {} }],
    } as ModalConfig)
    expect(resolved.dappData.defaultNetwork).toBe('eip155:137')
    expect(resolved.dappData.metadata).toEqual({ name: 'Demo' })
    expect(Object.keys(resolved.dappData).sort()).toEqual([
      'defaultNetwork',
      'metadata',
      'networks',
      'projectId',
      'sdkVersion',
      'siwx',
    ])
    expect(resolved.theme).toEqual({
      themeMode: 'dark',
      themeVariables: { accent: '#f00', zIndex: 5 },
    })
    expect(resolved.readyTimeoutMs).toBe(50)
    expect(validateConfig({ ...config, defaultNetwork: 'eip155:1' }).dappData.defaultNetwork).toBe(
      'eip155:1',
    )
  })

  test.each([
    ['no config', undefined, 'createModal: config must be an object.'],
    ['no projectId', { networks: [mainnet] }, 'createModal: projectId must be 1-64 letters'],
    ['blank projectId', { ...config, projectId: '  ' }, 'projectId must be 1-64 letters'],
    ['projectId with a space', { ...config, projectId: 'my shop' }, 'projectId must be 1-64'],
    ['no networks', { projectId: 'demo' }, 'createModal: networks must be a non-empty array.'],
    ['empty networks', { ...config, networks: [] }, 'networks must be a non-empty array'],
    [
      'a network without an id',
      { ...config, networks: [mainnet, { name: 'x' }] },
      "createModal: networks[1] needs a name and a caipNetworkId like 'eip155:1'.",
    ],
    [
      'a bad caipNetworkId',
      { ...config, networks: [{ ...mainnet, caipNetworkId: 'cosmos:hub' }] },
      'networks[0] needs a name',
    ],
    [
      'siweConfig with siwx',
      { ...config, siweConfig: {}, siwx: {} },
      'createModal: use siweConfig or siwx, not both.',
    ],
    [
      'a frameUrl that is no URL',
      { ...config, frameUrl: 'frame' },
      'frameUrl must be an http(s) URL',
    ],
    [
      'a javascript: frameUrl',
      { ...config, frameUrl: 'javascript:alert(1)' },
      'createModal: frameUrl must be an http(s) URL.',
    ],
    [
      'a ws: frameUrl',
      { ...config, frameUrl: 'ws://127.0.0.1:1' },
      'frameUrl must be an http(s) URL',
    ],
    [
      'a zero readyTimeoutMs',
      { ...config, readyTimeoutMs: 0 },
      'createModal: readyTimeoutMs must be a positive number (ms).',
    ],
    ['a string readyTimeoutMs', { ...config, readyTimeoutMs: '5' }, 'readyTimeoutMs must be'],
    [
      'an unknown themeMode',
      { ...config, themeMode: 'blue' },
      "themeMode must be 'light' or 'dark'",
    ],
    [
      'a fractional zIndex',
      { ...config, themeVariables: { zIndex: 1.5 } },
      'createModal: themeVariables.zIndex must be an integer.',
    ],
    [
      'a defaultNetwork outside networks',
      { ...config, defaultNetwork: 'eip155:137' },
      'createModal: defaultNetwork eip155:137 is not one of networks.',
    ],
  ])('error: %s', (_label, input, message) => {
    const error = errorOf(input)
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect(error.name).toBe('InvalidConfigError')
    expect(error.message).toContain(message)
  })
})
