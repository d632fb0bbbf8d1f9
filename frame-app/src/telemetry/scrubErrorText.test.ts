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

  test('param: URLs keep origin and path only; text is capped', () => {
    expect(scrubErrorText('at https://shop.example/pay?token=secret#x (1:2)', 2000)).toBe(
      'at https://shop.example/pay (1:2)',
    )
    expect(scrubErrorText('x'.repeat(50), 10)).toHaveLength(10)
  })
})
