import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import type { ViewRegistry } from '../../core/views/defineView.ts'
import { prefetchOnIntent } from './prefetchOnIntent.ts'

const watch = (app: Parameters<typeof prefetchOnIntent>[0]) => {
  const asked: string[][] = []
  const stop = prefetchOnIntent(app, (views: Partial<ViewRegistry>) =>
    asked.push(Object.keys(views)),
  )
  return { asked, stop }
}

describe('prefetchOnIntent', () => {
  it('default: nothing is fetched before the modal opens; every view once it opens', async () => {
    const { app } = await createTestFrameApp()
    const { asked } = watch(app)
    expect(asked).toEqual([])
    app.actions.open()
    expect(asked).toEqual([Object.keys(app.views)])
    expect(asked[0]).toEqual(expect.arrayContaining(['Account', 'AllWallets', 'Send']))
    app.actions.close()
    await waitFor(app.viewStack, (s) => !s.matches('open'))
    app.actions.open()
    expect(asked).toHaveLength(1)
  })

  it('behavior: a connected wallet while closed fetches Account only, the rest on open', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    await waitFor(app.viewStack, (s) => !s.matches('open'))
    const { asked } = watch(app)
    expect(asked).toEqual([['Account']])
    app.actions.open()
    expect(asked).toEqual([['Account'], Object.keys(app.views)])
  })

  it('behavior: after stop, opening the modal fetches nothing', async () => {
    const { app } = await createTestFrameApp()
    const { asked, stop } = watch(app)
    stop()
    app.actions.open()
    expect(asked).toEqual([])
  })
})
