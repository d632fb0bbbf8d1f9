import { describe, expect, test } from 'vitest'
import { createSignInTestFrameApp } from '#test/createSignInTestFrameApp.ts'
import { expectHidden } from '#test/expectHidden.ts'
import { finishConnect } from './finishConnect.ts'

describe('finishConnect', () => {
  test('default: what the coordinator held while signing decides (close), and is dropped', async () => {
    const { app, calls } = await createSignInTestFrameApp({ required: false })
    expect(app.frame.getSnapshot().context.closeAfterSignIn).toBe(true)
    finishConnect(app)
    expectHidden({ app, calls })
    expect(app.frame.getSnapshot().context.closeAfterSignIn).toBe(false)
  })

  test('param: closeAfterConnect false (Add wallet from Account): Account shows again', async () => {
    const { app } = await createSignInTestFrameApp({ required: false })
    finishConnect(app, false)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
  })
})
