import { describe, expect, test } from 'vitest'
import { buildWalletConnectMetadata } from './buildWalletConnectMetadata.ts'

const frame = 'https://frame.porthole.dev'

describe('buildWalletConnectMetadata', () => {
  test('default: the name the wallet shows carries the verified host origin', () => {
    expect(
      buildWalletConnectMetadata(
        { name: 'Shop', description: 'Buy things', icons: ['https://shop.example/i.png'] },
        'https://shop.example',
        frame,
      ),
    ).toEqual({
      name: 'Shop (https://shop.example)',
      description: 'Buy things',
      url: frame,
      icons: ['https://shop.example/i.png'],
    })
  })

  test('error: a host claiming another dapp cannot hide its own origin', () => {
    const metadata = buildWalletConnectMetadata(
      { name: 'Uniswap Interface', url: 'https://app.uniswap.org' },
      'https://evil.example',
      frame,
    )
    expect(metadata.name).toBe('Uniswap Interface (https://evil.example)')
    expect(metadata.url).toBe(frame)
    expect(JSON.stringify(metadata)).not.toContain('app.uniswap.org')
  })

  test('param: no host metadata gives Porthole and the origin', () => {
    expect(buildWalletConnectMetadata(undefined, 'http://localhost:5173', frame)).toMatchObject({
      name: 'Porthole (http://localhost:5173)',
      description: 'A dapp on http://localhost:5173',
    })
  })
})
