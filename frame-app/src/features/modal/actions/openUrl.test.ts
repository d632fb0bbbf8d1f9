import { describe, expect, test, vi } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { openUrl } from './openUrl.ts'

describe('openUrl', () => {
  test('default: an https page opens from the frame in the click, with no opener, and the host is not asked', async () => {
    const { app, payloads } = await createTestFrameApp()
    const tab = { opener: 'the frame' as unknown }
    const open = vi.fn(() => tab as unknown as Window)
    openUrl(app, { url: 'https://explorer.example/address/0x1' }, { open })
    expect(open).toHaveBeenCalledWith('https://explorer.example/address/0x1', '_blank')
    expect(tab.opener).toBeNull()
    expect(payloads.filter(({ name }) => name === 'OPEN_URL')).toEqual([])
  })

  test('error: where the frame may not open a window, the host opens the link in a new tab', async () => {
    const { app, payloads } = await createTestFrameApp()
    openUrl(app, { url: 'https://explorer.example/address/0x1' }, { open: () => null })
    expect(payloads.at(-1)).toEqual({
      name: 'OPEN_URL',
      payload: { url: 'https://explorer.example/address/0x1', target: 'blank' },
    })
  })

  test('behavior: a wallet link goes to the host, which opens it from the top page', async () => {
    const { app, payloads } = await createTestFrameApp()
    const open = vi.fn(() => null)
    openUrl(app, { url: 'wc:abc@2?relay-protocol=irn' }, { open })
    expect(open).not.toHaveBeenCalled()
    expect(payloads.at(-1)).toEqual({
      name: 'OPEN_URL',
      payload: { url: 'wc:abc@2?relay-protocol=irn', target: 'blank' },
    })
  })
})
