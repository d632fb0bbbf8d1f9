import { describe, expect, test } from 'vitest'
import { createTestDataApi } from '#test/createTestDataApi.ts'
import { connectTestWallet, createTestFrameApp } from '#test/createTestFrameApp.ts'
import { registerName } from './registerName.ts'

const setup = async () => {
  const data = createTestDataApi()
  const frame = await createTestFrameApp({
    api: data.api,
    walletAnswer: (request, answer) =>
      request.method === 'personal_sign' ? `0x${'cd'.repeat(65)}` : answer(request),
  })
  return { ...frame, data }
}

describe('registerName', () => {
  test('default: the wallet signs, the name is registered and RegisterAccountNameSuccess shows, alone on the stack (no Back)', async () => {
    const { app, data } = await setup()
    await connectTestWallet(app)
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    app.viewStack.send({ type: 'PUSH', view: 'RegisterAccountName' })
    await registerName(app, { label: 'alice' })
    expect(data.requests).toContain('POST /v1/profile/account')
    expect(app.getSnapshot()).toMatchObject({
      view: 'RegisterAccountNameSuccess',
      profileName: 'alice.porthole.id',
    })
    expect(app.viewStack.getSnapshot().context.history).toHaveLength(1)
    expect(app.names.getState()).toMatchObject({
      ownedNames: ['alice.porthole.id'],
      suggestions: [],
    })
  })

  test('error: with nothing connected nothing is signed or sent, and the view stays', async () => {
    const { app, data } = await setup()
    app.viewStack.send({ type: 'OPEN', view: 'RegisterAccountName' })
    await registerName(app, { label: 'alice' })
    expect(data.requests).not.toContain('POST /v1/profile/account')
    expect(app.getSnapshot().view).toBe('RegisterAccountName')
  })
})
