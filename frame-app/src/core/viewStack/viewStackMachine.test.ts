import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { currentView, type ViewStackContext, viewStackMachine } from './viewStackMachine.ts'

const views = (context: ViewStackContext) => context.history.map((entry) => entry.view)

function start() {
  const actor = createActor(viewStackMachine).start()
  actor.send({ type: 'OPEN', view: 'Connect' })
  return actor
}

describe('viewStackMachine', () => {
  test('default: starts closed on Connect', () => {
    const snapshot = createActor(viewStackMachine).start().getSnapshot()
    expect(snapshot.value).toBe('closed')
    expect(views(snapshot.context)).toEqual(['Connect'])
  })

  test('behavior: push adds a view with direction next', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'Networks' })
    expect(views(actor.getSnapshot().context)).toEqual(['Connect', 'Networks'])
    expect(actor.getSnapshot().context.direction).toBe('next')
  })

  test('behavior: pushing the current view again does nothing', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'Networks' })
    const before = actor.getSnapshot()
    actor.send({ type: 'PUSH', view: 'Networks' })
    expect(actor.getSnapshot().context).toBe(before.context)
  })

  test('behavior: reset replaces the history with a single view', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'ConnectingExternal' })
    actor.send({ type: 'RESET', view: 'Account' })
    expect(views(actor.getSnapshot().context)).toEqual(['Account'])
  })

  test('behavior: back pops one view with direction prev', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'Networks' })
    actor.send({ type: 'BACK' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('open')
    expect(views(snapshot.context)).toEqual(['Connect'])
    expect(snapshot.context.direction).toBe('prev')
  })

  test('behavior: back with one view left closes the modal', () => {
    const actor = start()
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(currentView(actor.getSnapshot().context)).toBe('Connect')
  })

  test('behavior: back closes the modal when the history holds UnsupportedChain', () => {
    const actor = start()
    actor.send({ type: 'RESET', view: 'UnsupportedChain' })
    actor.send({ type: 'PUSH', view: 'Networks' })
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  test('param: open with a view starts a fresh history on that view', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'Networks' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN', view: 'Account' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(views(actor.getSnapshot().context)).toEqual(['Account'])
  })

  test('behavior: replace swaps the top view and keeps the rest', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'ConnectingExternal' })
    actor.send({ type: 'REPLACE', view: 'Account' })
    expect(views(actor.getSnapshot().context)).toEqual(['Connect', 'Account'])
  })

  test('param: a view keeps the params it was pushed with, back returns to the previous ones', () => {
    const actor = start()
    actor.send({ type: 'PUSH', view: 'ConnectingWalletConnectBasic', params: { wallet: null } })
    actor.send({ type: 'PUSH', view: 'Networks' })
    expect(actor.getSnapshot().context.history.at(-1)).toEqual({ view: 'Networks', params: {} })
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().context.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnectBasic',
      params: { wallet: null },
    })
  })

  test('behavior: two machines are independent (no shared module state)', () => {
    const a = start()
    const b = start()
    a.send({ type: 'PUSH', view: 'Networks' })
    expect(views(b.getSnapshot().context)).toEqual(['Connect'])
  })
})
