import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '../../../../test/createTestFrameApp.ts'
import { openUrl } from './openUrl.ts'

describe('openUrl', () => {
  test('default: the host opens the link in a new tab', async () => {
    const { app, payloads } = await createTestFrameApp()
    openUrl(app, { url: 'https://explorer.example/address/0x1' })
    expect(payloads.at(-1)).toEqual({
      name: 'OPEN_URL',
      payload: { url: 'https://explorer.example/address/0x1', target: 'blank' },
    })
  })
})
