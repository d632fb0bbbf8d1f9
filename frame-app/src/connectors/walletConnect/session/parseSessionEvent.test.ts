import { describe, expect, test } from 'vitest'
import { parseSessionEvent } from './parseSessionEvent.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const event = (name: string, data: unknown) => ({
  id: 1,
  topic: 'abc',
  params: { chainId: 'eip155:1', event: { name, data } },
})

describe('parseSessionEvent', () => {
  test('default: chainChanged with a number, decimal or hex string', () => {
    for (const data of [137, '137', '0x89'])
      expect(parseSessionEvent(event('chainChanged', data))).toEqual({
        topic: 'abc',
        type: 'chainChanged',
        caipNetworkId: 'eip155:137',
      })
  })
  test('param: accountsChanged with plain or CAIP-10 addresses', () => {
    expect(parseSessionEvent(event('accountsChanged', [`eip155:1:${address}`, address]))).toEqual({
      topic: 'abc',
      type: 'accountsChanged',
      accounts: [address],
    })
  })
  test('error: missing id, topic, chainId or event is refused', () => {
    const valid = event('chainChanged', 1)
    for (const bad of [
      { ...valid, id: undefined },
      { ...valid, topic: '' },
      { ...valid, params: { event: valid.params.event } },
      { ...valid, params: { chainId: 'eip155:1' } },
      null,
    ])
      expect(() => parseSessionEvent(bad)).toThrow(/Invalid session event/)
  })
  test('error: bad data and unknown events are refused', () => {
    expect(() => parseSessionEvent(event('chainChanged', 'mainnet'))).toThrow(/Invalid chain id/)
    expect(() => parseSessionEvent(event('accountsChanged', ['0x12']))).toThrow(/accountsChanged/)
    expect(() => parseSessionEvent(event('message', 'hi'))).toThrow(/Unknown session event/)
  })
})
