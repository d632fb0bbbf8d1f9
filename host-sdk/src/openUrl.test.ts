import { describe, expect, test, vi } from 'vitest'
import { openUrl } from './openUrl.ts'

const fakeWindow = (popup: { opener: unknown } | null = { opener: 'host' }) => ({
  open: vi.fn(() => popup as Window | null),
  location: { assign: vi.fn() },
})

describe('openUrl', () => {
  test('default: self navigates the host page', () => {
    const win = fakeWindow()
    expect(openUrl({ url: 'wc:abc@2?relay-protocol=irn', target: 'self' }, win)).toEqual({
      opened: true,
    })
    expect(win.location.assign).toHaveBeenCalledWith('wc:abc@2?relay-protocol=irn')
    expect(win.open).not.toHaveBeenCalled()
  })

  test('param: blank opens a window and cuts its opener', () => {
    const popup = { opener: 'host' }
    const win = fakeWindow(popup)
    expect(openUrl({ url: 'https://metamask.app.link/wc?uri=x', target: 'blank' }, win)).toEqual({
      opened: true,
    })
    expect(win.open).toHaveBeenCalledWith('https://metamask.app.link/wc?uri=x', '_blank')
    expect(popup.opener).toBeNull()
  })

  test('behavior: a blocked popup is reported, not thrown', () => {
    expect(openUrl({ url: 'https://example.com/', target: 'blank' }, fakeWindow(null))).toEqual({
      opened: false,
    })
  })

  test.each([
    'metamask://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn',
    'rainbow://wc?uri=wc:abc@2',
    'trust-wallet://wc/?uri=wc%3Aabc',
  ])('param: the wallet pairing link %j opens its app', (url) => {
    const win = fakeWindow()
    expect(openUrl({ url, target: 'self' }, win)).toEqual({ opened: true })
    expect(win.location.assign).toHaveBeenCalledWith(url)
  })

  test.each([
    'intent://wc?uri=wc%3Aa#Intent;scheme=evil;package=com.evil;end',
    'intent:#Intent;action=android.settings.SETTINGS;end',
    'chrome://settings',
    'chrome-extension://abcdefghijklmnop/popup.html',
    'ms-settings:privacy',
    'ms-settings://wc?uri=wc:a',
    'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
    'ms-msdt:/id PCWDiagnostic',
    'http://example.com/',
    'HTTP://example.com/',
    'about:blank',
    'view-source:https://example.com/',
    'tel:+100',
    'metamask://wc?uri=wc:a&next=https://evil.example',
    'metamask://wc?uri=https://evil.example',
    'metamask://wc?uri=wc:a#frag',
    'unknown:stuff',
    'https://user:pass@example.com/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/0b1c',
    '/relative/path',
    'not a url',
  ])('error: %j is not on the allow-list: refused with -32602, nothing opens', (url) => {
    for (const target of ['self', 'blank'] as const) {
      const win = fakeWindow()
      expect(() => openUrl({ url, target }, win)).toThrow(
        expect.objectContaining({ code: -32602, name: 'InvalidParamsRpcError' }),
      )
      expect(win.open).not.toHaveBeenCalled()
      expect(win.location.assign).not.toHaveBeenCalled()
    }
  })
})
