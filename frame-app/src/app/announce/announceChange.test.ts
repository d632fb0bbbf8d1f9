import { describe, expect, it } from 'vitest'
import { type AnnounceInput, announceChange } from './announceChange.ts'

const on = (state: AnnounceInput['state'], id: string | null, name = 'Anvil'): AnnounceInput => ({
  state,
  caipNetworkId: id as AnnounceInput['caipNetworkId'],
  networkName: name,
})

describe('announceChange', () => {
  it('announces a disconnect, straight or through disconnecting', () => {
    expect(announceChange(on('connected', 'eip155:1'), on('disconnected', null))).toEqual({
      key: 'status.disconnected',
    })
    expect(announceChange(on('disconnecting', 'eip155:1'), on('disconnected', null))).toEqual({
      key: 'status.disconnected',
    })
  })
  it('announces a network switch while connected, with the new network name', () => {
    expect(
      announceChange(on('connected', 'eip155:1'), on('connected', 'eip155:2', 'Anvil Two')),
    ).toEqual({ key: 'networks.switched', params: { name: 'Anvil Two' } })
  })
  it('stays quiet on a connect, a reconnect and an unchanged network', () => {
    expect(announceChange(on('connecting', null), on('connected', 'eip155:1'))).toBeNull()
    expect(announceChange(on('disconnected', null), on('reconnecting', null))).toBeNull()
    expect(announceChange(on('connected', 'eip155:1'), on('connected', 'eip155:1'))).toBeNull()
  })
})
