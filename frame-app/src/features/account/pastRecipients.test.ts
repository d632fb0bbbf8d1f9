import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import type { AccountDataDeps } from './data/AccountDataDeps.ts'
import type { AccountData } from './data/createAccountData.ts'
import { createAccountDataSlot } from './data/createAccountDataSlot.ts'
import { pastRecipients } from './pastRecipients.ts'

const key = { address: '0xAbC0000000000000000000000000000000000001', chainId: 'eip155:1' }
const item = (id: string, sentFrom: string, sentTo: string): HistoryItem => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    minedAt: '2030-01-01T00:00:00.000Z',
    sentFrom,
    sentTo,
    status: 'confirmed',
    nonce: 0,
    chain: key.chainId,
  },
  transfers: [],
})
const friend = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const shop = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

describe('pastRecipients', () => {
  test('default: what the frame sent and the Activity already loaded, sent from the account, once each', () => {
    const slot = createAccountDataSlot({} as AccountDataDeps)
    slot.sent.add(key, item('0x1', key.address, friend))
    slot.sent.add({ ...key, chainId: 'eip155:137' }, item('0x2', key.address, shop))
    // Only what the Activity list holds for this account and network counts; no request.
    const activity = {
      key: { ...key, address: key.address.toLowerCase() },
      items: [
        item('0x3', key.address, shop),
        item('0x4', friend, key.address),
        item('0x5', key.address, friend),
      ],
    }
    slot.ensure(
      () =>
        ({ activity: { getSnapshot: () => ({ context: activity }) } }) as unknown as AccountData,
    )
    expect(pastRecipients(slot, key)).toEqual([friend, shop])
    expect(pastRecipients(slot, { ...key, chainId: 'eip155:10' })).toEqual([])
  })
})
