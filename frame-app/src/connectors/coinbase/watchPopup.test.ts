import { describe, expect, test } from 'vitest'
import { POPUP_BLOCKED_MESSAGE, POPUP_CLOSED_MESSAGE, watchPopup } from './watchPopup.ts'

const fast = { intervalMs: 5, openWithinMs: 40 }

describe('watchPopup', () => {
  test('error: a popup seen open and then closed rejects with 4001, saying it was closed', async () => {
    const popup = { closed: false }
    const watch = watchPopup(() => popup, fast)
    setTimeout(() => {
      popup.closed = true
    }, 20)
    await expect(watch.gone).rejects.toMatchObject({ code: 4001, message: POPUP_CLOSED_MESSAGE })
  })

  test('error: no popup within openWithinMs (blocked) rejects with -32603', async () => {
    const watch = watchPopup(() => null, fast)
    await expect(watch.gone).rejects.toMatchObject({ code: -32603, message: POPUP_BLOCKED_MESSAGE })
  })

  test('behavior: stopped while the popup is open, it never rejects', async () => {
    const popup = { closed: false }
    const watch = watchPopup(() => popup, fast)
    await new Promise((resolve) => setTimeout(resolve, 15))
    watch.stop()
    popup.closed = true
    const outcome = await Promise.race([
      watch.gone.then(
        () => 'settled',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 80)),
    ])
    expect(outcome).toBe('pending')
  })
})
