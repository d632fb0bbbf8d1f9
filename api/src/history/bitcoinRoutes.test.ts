import { REGTEST_CAIP_NETWORK_ID } from '@porthole/e2e/bitcoinRegtest'
import { HistoryPageSchema } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { useBitcoinTestApp } from '../testing/useBitcoinTestApp.ts'

const btc = useBitcoinTestApp({ fundedAccounts: 2 })
const { t } = btc
const chainId = REGTEST_CAIP_NETWORK_ID

const history = async (address: string, extra = '') => {
  const res = await t.get(
    `/v1/account/${address}/history?projectId=test&chainId=${chainId}${extra}`,
  )
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/account/{account}/history on a Bitcoin network', () => {
  test('default: a send is pending with 0 confirmations on both sides, then confirmed with its count', async () => {
    const sender = btc.regtest.accounts[0]!
    const receiver = btc.regtest.accounts[1]!.address
    const { sent: send } = await btc.broadcast({
      from: sender,
      to: receiver,
      amount: 25_000_000n,
      fee: 2_820n,
    })

    const pending = await history(sender.address)
    expect(pending.status).toBe(200)
    const page = HistoryPageSchema.parse(pending.body)
    expect(page.next).toBeNull()
    expect(page.data[0]).toEqual({
      id: send.txid,
      metadata: {
        operationType: 'send',
        hash: send.txid,
        minedAt: expect.any(String),
        sentFrom: sender.address,
        sentTo: receiver,
        status: 'pending',
        nonce: 0,
        chain: chainId,
        confirmations: 0,
      },
      transfers: [
        {
          fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: '' } },
          direction: 'out',
          quantity: { numeric: '0.25' },
        },
      ],
    })
    // The faucet's funding below it: received, confirmed in the double's first block.
    expect(page.data[1]).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', confirmations: 1 },
      transfers: [{ direction: 'in', quantity: { numeric: '10' } }],
    })
    const incoming = (await history(receiver)).body.data[0]
    expect(incoming).toMatchObject({
      id: send.txid,
      metadata: { operationType: 'receive', sentFrom: sender.address, sentTo: receiver },
      transfers: [{ direction: 'in', quantity: { numeric: '0.25' } }],
    })

    btc.regtest.mine(3)
    const mined = (await history(sender.address)).body.data[0]
    expect(mined.metadata).toMatchObject({ status: 'confirmed', confirmations: 3 })
    const minedAt = Date.parse(mined.metadata.minedAt)
    expect(Math.abs(minedAt - Date.now())).toBeLessThan(60_000)
  })

  test('behavior: the cursor pages on after 25 confirmed transactions', async () => {
    const { address } = btc.regtest.accounts[4]!
    for (let i = 0; i < 26; i++) btc.regtest.fund(address, 20_000n + BigInt(i))
    btc.regtest.mine()
    const first = await history(address)
    expect(first.body.data).toHaveLength(25)
    expect(first.body.next).toBe(first.body.data[24].id)
    const second = await history(address, `&cursor=${first.body.next}`)
    expect(second.body).toMatchObject({ next: null, data: [expect.any(Object)] })
  })

  test('error: another network address, a cursor that is no txid, the data source down', async () => {
    const wrong = await history('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toContain('not a Bitcoin Regtest address')
    const { address } = btc.regtest.accounts[0]!
    const cursor = await history(address, '&cursor=nope')
    expect(cursor.status).toBe(400)
    expect(cursor.body.error.message).toContain('cursor must be a txid')
    btc.regtest.setAvailable(false)
    try {
      const down = await history(address)
      expect(down.status).toBe(502)
      expect(down.body.error.name).toBe('ChainUnavailableError')
    } finally {
      btc.regtest.setAvailable(true)
    }
  })
})
