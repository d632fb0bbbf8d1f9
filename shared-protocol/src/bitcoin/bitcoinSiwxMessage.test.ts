import { describe, expect, test } from 'vitest'
import { buildBitcoinSiwxMessage, parseBitcoinSiwxMessage } from './bitcoinSiwxMessage.ts'

const fields = {
  domain: 'shop.example',
  address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  uri: 'https://shop.example',
  nonce: 'k3Jd9aQp2x',
  issuedAt: '2026-12-03T10:00:00.000Z',
}

describe('bitcoinSiwxMessage', () => {
  test('default: the CAIP-122 text, read back to the same fields and network', () => {
    const text = buildBitcoinSiwxMessage({ ...fields, statement: 'Sign in to the shop.' })
    expect(text).toBe(
      [
        'shop.example wants you to sign in with your Bitcoin account:',
        fields.address,
        '',
        'Sign in to the shop.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: bip122:000000000019d6689c085ae165831e93',
        'Nonce: k3Jd9aQp2x',
        'Issued At: 2026-12-03T10:00:00.000Z',
      ].join('\n'),
    )
    const parsed = parseBitcoinSiwxMessage(text)
    expect(parsed).toEqual({
      fields: { ...fields, statement: 'Sign in to the shop.' },
      network: expect.objectContaining({ bech32: 'bc' }),
    })
  })

  test('param: no statement, optional fields and a bare chain reference', () => {
    const text = buildBitcoinSiwxMessage({
      ...fields,
      expirationTime: '2026-12-04T10:00:00.000Z',
      notBefore: '2026-12-03T09:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://shop.example/terms'],
    })
    const parsed = parseBitcoinSiwxMessage(text)
    expect(parsed).toEqual({
      fields: {
        ...fields,
        expirationTime: '2026-12-04T10:00:00.000Z',
        notBefore: '2026-12-03T09:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://shop.example/terms'],
      },
      network: expect.anything(),
    })
    const bare = text.replace('Chain ID: bip122:', 'Chain ID: ')
    expect(parseBitcoinSiwxMessage(bare)).toEqual(parsed)
  })

  test('error: an unknown network, an address of another network, a missing nonce, version 2', () => {
    const text = buildBitcoinSiwxMessage(fields)
    const reason = (t: string) => {
      const parsed = parseBitcoinSiwxMessage(t)
      return 'error' in parsed ? parsed.error : 'parsed'
    }
    expect(
      reason(text.replace('000000000019d6689c085ae165831e93', '12a765e31ffd4059bada1e25190f6e98')),
    ).toMatch('not a Bitcoin network')
    expect(
      reason(
        text.replace(
          'bip122:000000000019d6689c085ae165831e93',
          'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        ),
      ),
    ).toMatch('not an address of Bitcoin Regtest')
    expect(reason(text.replace('Nonce: k3Jd9aQp2x\n', ''))).toMatch('nonce')
    expect(reason(text.replace('Version: 1', 'Version: 2'))).toBe('version must be 1')
    expect(reason(text.replace('Bitcoin account', 'Ethereum account'))).toBe(
      'not a Bitcoin sign-in message',
    )
    expect(reason(`${text}\nNonce: again`)).toMatch('unexpected line')
  })
})
