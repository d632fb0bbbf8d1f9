import { describe, expect, test } from 'vitest'
import { scrubErrorText } from './scrubErrorText.ts'

describe('scrubErrorText', () => {
  test('default: addresses, hashes and e-mails are replaced', () => {
    expect(
      scrubErrorText(
        `from 0x${'ab'.repeat(20)} tx 0x${'cd'.repeat(32)} by someone@example.org failed`,
        2000,
      ),
    ).toBe('from 0x… tx 0x… by …@… failed')
  })

  test('default: Solana addresses and signatures are replaced', () => {
    const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const signature =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(scrubErrorText(`${address} could not sign ${signature}`, 2000)).toBe(
      '… could not sign …',
    )
  })

  test('param: URLs keep their origin only, the frame bundle keeps its file; text is capped', () => {
    expect(scrubErrorText('at https://shop.example/pay?token=secret#x (1:2)', 2000)).toBe(
      'at https://shop.example (1:2)',
    )
    expect(scrubErrorText('GET https://rpc.example/v3/alice-key/0x12 failed', 2000)).toBe(
      'GET https://rpc.example failed',
    )
    expect(scrubErrorText('at f (https://frame.example/assets/index-Ab12_c.js:1:2040)', 2000)).toBe(
      'at f (https://frame.example/assets/index-Ab12_c.js:1:2040)',
    )
    expect(scrubErrorText('x-'.repeat(50), 10)).toHaveLength(10)
  })

  test('error: an e-mail inside a URL goes with the URL', () => {
    expect(scrubErrorText('see https://mail.example/u/bob@example.org/inbox', 2000)).toBe(
      'see https://mail.example',
    )
  })
})
