import { describe, expect, test } from 'vitest'
import { summarizeApproval } from './summarizeApproval.ts'

const deps = {
  chainId: null,
  nativeCurrency: { symbol: 'BTC', decimals: 8 },
  readToken: async () => null,
}
const account = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'

describe('summarizeApproval on bip122', () => {
  test('default: a Bitcoin signMessage shows its text as it will be signed', async () => {
    const message = 'shop.example wants you to sign in with your Bitcoin account:'
    const request = { method: 'signMessage', params: { account, address: account, message } }
    expect(await summarizeApproval(request, deps)).toEqual({
      kind: 'message',
      text: message,
      encoding: 'utf8',
    })
  })

  test('error: a signMessage without a text message is shown as it came', async () => {
    const request = { method: 'signMessage', params: { account, message: 42 } }
    expect(await summarizeApproval(request, deps)).toMatchObject({ kind: 'raw' })
  })
})
