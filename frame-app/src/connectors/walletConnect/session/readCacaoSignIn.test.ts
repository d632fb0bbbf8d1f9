import { describe, expect, test } from 'vitest'
import type { WcCacao, WcSession } from '../loadSignClient.ts'
import { readCacaoSignIn } from './readCacaoSignIn.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: WcSession = {
  topic: 't',
  expiry: 4_000_000_000,
  namespaces: { eip155: { accounts: [`eip155:31337:${address.toLowerCase()}`] } },
  peer: { metadata: { name: 'Phone Wallet' } },
}
const cacao = (iss: string): WcCacao => ({
  h: { t: 'caip122' },
  p: { iss, domain: 'shop.example', nonce: 'n0nce123' },
  s: { t: 'eip191', s: '0xsigned' },
})
const client = {
  formatAuthMessage: ({ request, iss }: { request: WcCacao['p']; iss: string }) =>
    `${request.domain} / ${iss}`,
}

describe('readCacaoSignIn', () => {
  test('default: the CACAO of a session account gives the text its signature covers, the signature and its network', () => {
    expect(readCacaoSignIn(client, [cacao(`did:pkh:eip155:31338:${address}`)], session)).toEqual({
      address,
      caipNetworkId: 'eip155:31338',
      message: `shop.example / did:pkh:eip155:31338:${address}`,
      signature: '0xsigned',
    })
  })

  test('behavior: no CACAO (the fallback proposal) or only foreign ones give none', () => {
    expect(readCacaoSignIn(client, undefined, session)).toBeNull()
    const other = 'did:pkh:eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(readCacaoSignIn(client, [cacao(other), cacao('garbage')], session)).toBeNull()
  })
})
