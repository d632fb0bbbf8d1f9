import { describe, expect, test } from 'vitest'
import { frameCalls } from '../catalog/frameCalls.ts'
import { hostCalls } from '../catalog/hostCalls.ts'
import { wire } from '../catalog/wire.ts'
import { type StandardSchemaV1, validate } from '../validation/standardSchema.ts'
import { frameCallsLite } from './frameCalls.ts'
import { hostCallsLite } from './hostCalls.ts'
import { liteWire } from './liteWire.ts'

/** The host's hand-sized schemas (`check.ts`) must give the same verdict as the zod catalog, payload by payload. */
const snapshot = {
  open: true,
  view: 'Connect',
  status: 'connected',
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
}

/** The snapshot with one EVM account of `accountType` (a known type or not). */
const withAccountType = (accountType: string) => ({
  ...snapshot,
  accounts: {
    eip155: {
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      caipNetworkId: 'eip155:1',
      accountType,
    },
  },
})

const session = {
  pci: '0b6f8a5e-7c1d-4e2f-9a3b-5c6d7e8f9a0b',
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  message: 'localhost:5173 wants you to sign in with your Ethereum account: ...',
  issuedAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-02T00:00:00.000Z',
  signature: '0xabc',
}

/** The SPEC §3 details a frame adds to its snapshot, for the host to hand on. */
const details = {
  loading: false,
  connector: {
    id: 'dev.porthole.devwallet',
    name: 'Dev Wallet',
    type: 'ANNOUNCED',
    rdns: 'dev.porthole.devwallet',
    explorerId: 'a'.repeat(64),
    chain: 'eip155',
    chains: ['eip155:31337', 'eip155:1'],
  },
  caipNetwork: {
    id: 31337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] }, chainDefault: { http: [] } },
    assets: { imageUrl: 'https://example.com/anvil.svg' },
  },
  approvedCaipNetworkIds: ['eip155:31337', 'eip155:1'],
  supportsAllNetworks: true,
  accounts: {
    eip155: {
      address: '0xabc',
      caipAddress: 'eip155:31337:0xabc',
      caipNetworkId: 'eip155:31337',
      accountType: 'smartAccount',
      smartAccountDeployed: true,
      addressLabels: { '0xabc': 'alice.porthole.id' },
    },
  },
}

const frameRequests: Record<keyof typeof frameCalls, unknown[]> = {
  READY: [
    { protocolVersion: 1, capabilities: ['rpc'] },
    { protocolVersion: 1.5, capabilities: [] },
    { protocolVersion: '1', capabilities: [] },
    { protocolVersion: 1 },
    null,
  ],
  STATE: [
    snapshot,
    { ...snapshot, status: 'hacked' },
    { ...snapshot, caipNetworkId: 'eip155:1; drop' },
    { ...snapshot, caipNetworkId: null, namespace: null, address: null, caipAddress: null },
    { ...snapshot, open: 'true' },
    { ...snapshot, session },
    { ...snapshot, session: null },
    { ...snapshot, profileName: 'alice.porthole.id', profileImage: null },
    { ...snapshot, profileName: 7 },
    withAccountType('smartAccount'),
    withAccountType('safe'),
    { ...snapshot, ...details },
    { ...snapshot, ...details, connector: null, caipNetwork: null },
    { ...snapshot, session: { ...session, signature: undefined } },
    { ...snapshot, session: { ...session, pci: 7 } },
    { ...snapshot, session: { ...session, namespace: 'bip122' } },
    { ...snapshot, session: { ...session, message: undefined } },
    { ...snapshot, session: { ...session, signature: 42 } },
    [],
    'STATE',
  ],
  SHOW: [null, {}, undefined, 0],
  HIDE: [null, { reason: 'x' }],
  STORAGE_SET: [
    { key: 'porthole:connectorRdns', value: 'dev.porthole.devwallet' },
    { key: 'porthole:wc:core/keychain', value: null },
    { key: 'a b', value: 'x' },
    { key: '', value: 'x' },
    { key: 'k', value: 'x'.repeat(65_537) },
    { key: 'k', value: 42 },
    { key: 'k' },
  ],
  HOST_WALLET_REQUEST: [
    { uuid: 'u', request: { method: 'eth_requestAccounts' } },
    { uuid: 'u', request: { method: 'eth_call', params: [{ to: '0x' }, 'latest'] } },
    { uuid: 'u', request: { method: '' } },
    { uuid: 'u', request: { method: 'x'.repeat(129) } },
    { uuid: 'u', request: { method: 'eth_call', params: 'nope' } },
    { request: { method: 'eth_call' } },
  ],
  OPEN_URL: [
    { url: 'https://metamask.app.link/wc?uri=wc%3Aabc', target: 'self' },
    { url: 'wc:abc@2?relay-protocol=irn', target: 'self' },
    { url: 'trust://wc?uri=x', target: 'blank' },
    { url: 'javascript:alert(1)', target: 'self' },
    { url: 'JavaScript:alert(1)', target: 'self' },
    { url: 'data:text/html,<script>1</script>', target: 'blank' },
    { url: '//evil.com', target: 'blank' },
    { url: 'https://ok.com', target: 'top' },
    { url: 'intent://wc?uri=wc:a#Intent;scheme=x;end', target: 'self' },
    { url: 'ms-settings:privacy', target: 'self' },
    { url: 'chrome://settings', target: 'blank' },
    { url: 'http://example.com/', target: 'blank' },
    { url: 'metamask://wc?uri=wc%3Aabc', target: 'self' },
  ],
  ANNOUNCE: [{ message: 'Disconnected' }, { message: 'x'.repeat(201) }, { message: 1 }, {}],
  WARN: [{ message: 'accent fails contrast' }, { message: 'x'.repeat(501) }, { message: 1 }, {}],
}

const paid = {
  orderId: 'order-1',
  txHash: `0x${'ab'.repeat(32)}`,
  chainId: 'eip155:31337',
  asset: `eip155:31337/erc20:0x${'12'.repeat(20)}`,
  amount: '1.25',
  payer: `0x${'34'.repeat(20)}`,
}

const hostSuccesses: Partial<Record<keyof typeof hostCalls, unknown[]>> = {
  OPEN: [snapshot, { ...snapshot, open: 1 }, null],
  GET_STATE: [snapshot, { ...snapshot, status: 'connected', extra: true }, {}],
  SYNC_THEME: [null, {}],
  SIGN_OUT: [snapshot, { ...snapshot, session: null }, { ...snapshot, session: {} }],
  SWITCH_NETWORK: [
    snapshot,
    { pushed: 0 },
    { pushed: 12 },
    { pushed: -1 },
    { pushed: 1.5 },
    { pushed: '3' },
    {},
  ],
  PAY: [
    paid,
    { ...paid, txHash: '0x12' },
    { ...paid, payer: undefined },
    { ...paid, amount: 1.25 },
  ],
}

/**
 * One test per payload of each name in `cases`: the lite schema `schemasOf(name)` gives says
 * what the zod one says (`part`, the call's request or success, names the test).
 */
function expectSameVerdicts(
  cases: Record<string, unknown[]>,
  part: string,
  schemasOf: (name: string) => { full: StandardSchemaV1; lite: StandardSchemaV1 },
) {
  for (const [name, payloads] of Object.entries(cases))
    test.each(payloads.map((p) => [JSON.stringify(p) ?? 'undefined', p]))(
      `behavior: ${[name, part].filter(Boolean).join(' ')} %s`,
      async (_label, payload) => {
        const { full, lite } = schemasOf(name)
        expect((await validate(lite, payload)).ok).toBe((await validate(full, payload)).ok)
      },
    )
}

describe('lite schemas conform to the zod catalog', () => {
  expectSameVerdicts(frameRequests, 'request', (name) => ({
    full: frameCalls[name as keyof typeof frameCalls].request,
    lite: frameCallsLite[name as keyof typeof frameCallsLite].request,
  }))
  expectSameVerdicts(hostSuccesses, 'success', (name) => ({
    full: hostCalls[name as keyof typeof hostCalls].success,
    lite: hostCallsLite[name as keyof typeof hostCallsLite].success,
  }))
  test('behavior: the host accepts a view name it does not know (a newer frame), not a malformed one', async () => {
    const newer = { ...snapshot, view: 'SomeNewView' }
    expect((await validate(frameCalls.STATE.request, newer)).ok).toBe(true)
    expect((await validate(frameCallsLite.STATE.request, newer)).ok).toBe(true)
    for (const view of ['', 'a b', 7, null, 'x'.repeat(65)]) {
      expect((await validate(frameCalls.STATE.request, { ...snapshot, view })).ok).toBe(false)
      expect((await validate(frameCallsLite.STATE.request, { ...snapshot, view })).ok).toBe(false)
    }
  })
  test('behavior: the host hands on the SPEC §3 details it does not act on, unparsed (decision 0209)', async () => {
    const lite = await validate(frameCallsLite.STATE.request, { ...snapshot, ...details })
    expect(lite).toEqual({ ok: true, value: { ...snapshot, ...details } })
    // A detail the frame got wrong reaches the host page as it is; the fields the loader acts
    // on are still checked.
    const wrong = { ...snapshot, ...details, supportsAllNetworks: 'maybe' }
    expect((await validate(frameCalls.STATE.request, wrong)).ok).toBe(false)
    expect((await validate(frameCallsLite.STATE.request, wrong)).ok).toBe(true)
    const badAccount = { ...details.accounts.eip155, caipNetworkId: 'eip155:1; drop' }
    expect(
      (
        await validate(frameCallsLite.STATE.request, {
          ...snapshot,
          accounts: { eip155: badAccount },
        })
      ).ok,
    ).toBe(false)
  })
  test('default: both catalogs name the same calls', () => {
    expect(Object.keys(frameCallsLite).sort()).toEqual(Object.keys(frameCalls).sort())
    expect(Object.keys(hostCallsLite).sort()).toEqual(Object.keys(hostCalls).sort())
  })
})

const id = '0b6f8a5e-7c1d-4e2f-9a3b-5c6d7e8f9a0b'
const wireCases = {
  envelope: [
    { v: 1, id, name: 'OPEN', payload: {} },
    { v: 1, id, name: 'OPEN' },
    { v: 1.5, id, name: 'OPEN', payload: null },
    { v: 1, id: 'nope', name: 'OPEN', payload: null },
    { v: 1, id, name: 'x'.repeat(65), payload: null },
    { v: 1, id, payload: null },
    [],
    'hello',
  ],
  response: [
    { id, ok: true, result: null },
    { id, ok: true },
    { id, ok: false, error: { code: 4001, message: 'no' } },
    { id, ok: false, error: { code: 4001.5, message: 'no' } },
    { id, ok: false },
    { id, ok: 'true', result: 1 },
    { ok: true, result: 1 },
    null,
  ],
}

describe('the lite wire conforms to the zod wire', () => {
  expectSameVerdicts(wireCases, '', (name) => ({
    full: wire[name as keyof typeof wireCases],
    lite: liteWire[name as keyof typeof wireCases],
  }))
})
