import { ErrorCode } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { connectTestWallet, createTestFrameApp, testAddress } from '#test/createTestFrameApp.ts'

const sign = { method: 'personal_sign', params: ['0x68656c6c6f', testAddress] }

async function connected() {
  const setup = await createTestFrameApp()
  await connectTestWallet(setup.app)
  setup.app.actions.close()
  setup.app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
  const context = { account: testAddress, caipNetworkId: 'eip155:137' as const }
  return { ...setup, context }
}

const shown = (app: Awaited<ReturnType<typeof connected>>['app']) =>
  app.approvals.actor.getSnapshot().context.queue[0]

describe('createApprovalGate', () => {
  test('default: shows ApproveTransaction with the verified origin; Approve resolves and hides', async () => {
    const { app, calls, context } = await connected()
    const pending = app.approvals.approve(sign, context)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(calls.at(-1)).toBe('SHOW')
    const item = shown(app)
    expect(item?.context.hostOrigin).toBe('https://shop.example')
    expect(item?.request).toEqual(sign)
    app.approvals.approveShown(item?.id ?? '')
    await expect(pending).resolves.toBeUndefined()
    expect(app.getSnapshot().open).toBe(false)
    expect(calls.at(-1)).toBe('HIDE')
  })

  test('behavior: each request is decoded for the view as it arrives', async () => {
    const { app, context } = await connected()
    void app.approvals.approve(sign, context).catch(() => undefined)
    const id = shown(app)?.id ?? ''
    const snapshot = await waitFor(
      app.approvals.actor,
      (s) => s.context.summaries[id] !== undefined,
    )
    expect(snapshot.context.summaries[id]).toEqual({
      kind: 'message',
      text: 'hello',
      encoding: 'utf8',
    })
  })

  test('behavior: Reject gives the host 4001', async () => {
    const { app, context } = await connected()
    const pending = app.approvals.approve(sign, context)
    app.approvals.reject(shown(app)?.id ?? '')
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.userRejected })
    expect(app.getSnapshot().open).toBe(false)
  })

  test('behavior: closing the modal (Escape, close button, backdrop) rejects with 4001', async () => {
    const { app, context } = await connected()
    const pending = app.approvals.approve(sign, context)
    app.actions.dismiss()
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.userRejected })
  })

  test('behavior: opened over Account, back rejects; a decision returns to Account', async () => {
    const { app, context } = await connected()
    app.actions.open('Account')
    const first = app.approvals.approve(sign, context)
    expect(app.getSnapshot().view).toBe('ApproveTransaction')
    app.actions.back()
    await expect(first).rejects.toMatchObject({ code: ErrorCode.userRejected })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
    const second = app.approvals.approve(sign, context)
    app.approvals.approveShown(shown(app)?.id ?? '')
    await second
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
  })

  test('behavior: requests queue; only the one on screen can be approved', async () => {
    const { app, context } = await connected()
    const first = app.approvals.approve(sign, context)
    const second = app.approvals.approve({ ...sign, params: ['0x6869', testAddress] }, context)
    const [a, b] = app.approvals.actor.getSnapshot().context.queue
    app.approvals.approveShown(b?.id ?? '')
    expect(app.approvals.actor.getSnapshot().context.queue).toHaveLength(2)
    app.approvals.approveShown(a?.id ?? '')
    await first
    expect(app.getSnapshot().view).toBe('ApproveTransaction')
    app.approvals.approveShown(a?.id ?? '')
    expect(shown(app)?.id).toBe(b?.id)
    app.approvals.approveShown(b?.id ?? '')
    await second
    expect(app.getSnapshot().open).toBe(false)
  })

  test('error: a disconnect while waiting rejects with 4900', async () => {
    const { app, context } = await connected()
    const pending = app.approvals.approve(sign, context)
    const outcome = expect(pending).rejects.toMatchObject({ code: ErrorCode.disconnected })
    await app.actions.disconnect()
    await outcome
  })

  test('error: a request for another account than the connected one is rejected at once', async () => {
    const { app, context } = await connected()
    const other = { ...context, account: '0x2222222222222222222222222222222222222222' }
    await expect(app.approvals.approve(sign, other)).rejects.toMatchObject({
      code: ErrorCode.chainDisconnected,
    })
  })

  test('error: an abort signal (the vault went away) rejects with its reason', async () => {
    const { app, context } = await connected()
    const controller = new AbortController()
    const pending = app.approvals.approve(sign, context, { signal: controller.signal })
    controller.abort(new Error('The vault stopped answering.'))
    await expect(pending).rejects.toThrow('The vault stopped answering.')
    expect(app.getSnapshot().open).toBe(false)
  })

  test('error: no verified host origin yet rejects with 4900', async () => {
    const { app } = await createTestFrameApp()
    await expect(
      app.approvals.approve(sign, { account: testAddress, caipNetworkId: 'eip155:1' }),
    ).rejects.toMatchObject({ code: ErrorCode.disconnected })
  })

  test('error: the host failing to show the modal rejects instead of waiting', async () => {
    const { app, context, calls } = await connected()
    const callHost = app.callHost as unknown as { mockImplementationOnce(fn: () => unknown): void }
    callHost.mockImplementationOnce(async () => {
      calls.push('SHOW')
      throw new Error('host gone')
    })
    await expect(app.approvals.approve(sign, context)).rejects.toThrow('host gone')
  })
})
