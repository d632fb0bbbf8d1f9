import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createApiClient } from '../../api/createApiClient.ts'
import { createCallsStore } from './createCallsStore.ts'
import { readTabClaim } from './readTabClaim.ts'

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Hex
const CLAIM = '5f0d7c4e-5b8a-4d7e-9a43-0f6b1a2c3d4e'
const batch = {
  batchId: 'b1',
  account: ACCOUNT,
  chainId: 'eip155:31337',
  atomic: false,
  calls: [{ to: ACCOUNT, value: '0x1' }],
  hashes: [`0x${'ab'.repeat(32)}`],
  sending: false,
  stopped: null,
}

/** A store over an api double answering `status` (and `batch`), with the bodies it was sent. */
function setup(status: number | 'down') {
  const sent: { path: string; body: unknown }[] = []
  const client = createApiClient({
    baseUrl: 'https://api.example/',
    projectId: 'demo',
    sdkVersion: () => '1.0.0',
    clientId: '3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40',
    fetch: async (input, init) => {
      const url = new URL(String(input))
      sent.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null })
      if (status === 'down') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(status < 300 ? { batch } : { error: {} }), { status })
    },
  })
  return { store: createCallsStore(client, CLAIM), sent }
}
const newBatch = {
  id: 'b1',
  account: ACCOUNT,
  caipNetworkId: 'eip155:31337',
  atomic: false,
  calls: [{ to: ACCOUNT, value: '0x1' }, { to: ACCOUNT }],
  hashes: [`0x${'ab'.repeat(32)}` as Hex],
}

describe('createCallsStore', () => {
  test("default: a batch is stored with this tab's claim, its calls as the modal shows them", async () => {
    const { store, sent } = setup(201)
    expect(await store.create(newBatch)).toBe('stored')
    expect(sent[0]).toEqual({
      path: '/v1/calls',
      body: {
        batchId: 'b1',
        account: ACCOUNT,
        chainId: 'eip155:31337',
        atomic: false,
        calls: [
          { to: ACCOUNT, value: '0x1' },
          { to: ACCOUNT, value: null },
        ],
        hashes: newBatch.hashes,
        claim: CLAIM,
      },
    })
  })

  test('behavior: an id the account has already is taken; an api that fails or is down is unavailable, and reads as no batch', async () => {
    expect(await setup(409).store.create(newBatch)).toBe('taken')
    expect(await setup(503).store.create(newBatch)).toBe('unavailable')
    const down = setup('down')
    expect(await down.store.create(newBatch)).toBe('unavailable')
    expect(await down.store.read('b1', ACCOUNT)).toBeNull()
    expect(await setup(404).store.read('b1', ACCOUNT)).toBeNull()
    // Writes that fail are dropped: the batch goes on, known to this frame.
    await expect(down.store.addHash('b1', ACCOUNT, 1, newBatch.hashes[0]!)).resolves.toBe(undefined)
  })

  test("behavior: abandon stops this tab's batch and answers it; another tab's (409) is null", async () => {
    const mine = setup(200)
    expect(await mine.store.abandon('b1', ACCOUNT)).toEqual(batch)
    expect(mine.sent[0]).toEqual({
      path: '/v1/calls/stop',
      body: { batchId: 'b1', account: ACCOUNT, reason: 'abandoned', claim: CLAIM },
    })
    expect(await setup(409).store.abandon('b1', ACCOUNT)).toBeNull()
  })
})

describe('readTabClaim', () => {
  test('default: one claim per tab, kept across reloads in session storage; a fresh one where it is blocked', () => {
    const items = new Map<string, string>()
    const session = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
    const claim = readTabClaim(session)
    expect(claim).toMatch(/^[0-9a-f-]{36}$/)
    expect(readTabClaim(session)).toBe(claim)
    const blocked = {
      ...session,
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(readTabClaim(blocked)).not.toBe(readTabClaim(blocked))
  })
})
