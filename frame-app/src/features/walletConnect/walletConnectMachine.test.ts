import { describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeTimersInEachTest } from '#test/clock/fakeTimersInEachTest.ts'
import { walletConnectMachine, walletConnectStatus } from './walletConnectMachine.ts'

const start = () => createActor(walletConnectMachine).start()
const declined = { code: 4001, message: 'User rejected.' }
const rainbow = { id: 'rainbow', name: 'Rainbow', imageUrl: 'https://api.example/rainbow.svg' }

fakeTimersInEachTest(1_000_000)

describe('walletConnectMachine', () => {
  test('default: disconnected with no URI', () => {
    const actor = start()
    expect(walletConnectStatus(actor.getSnapshot())).toBe('disconnected')
    expect(actor.getSnapshot().context).toEqual({
      wcUri: null,
      wcPairingExpiry: null,
      wcLinking: null,
      wcError: null,
      recentWallet: null,
      buffering: false,
      wcBasic: false,
      wcShown: false,
      wcPairing: null,
    })
  })

  test('behavior: the latest pairing begun is the current one, not shown until a view shows it', () => {
    const actor = start()
    const first = Symbol('first')
    const second = Symbol('second')
    actor.send({ type: 'BUFFERING', pairing: first })
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_240_000 })
    expect(actor.getSnapshot().context).toMatchObject({ wcPairing: first, wcShown: false })
    actor.send({ type: 'SHOWN' })
    expect(actor.getSnapshot().context.wcShown).toBe(true)
    actor.send({ type: 'BUFFERING', pairing: second })
    expect(actor.getSnapshot().context).toMatchObject({
      wcPairing: second,
      wcShown: false,
      wcUri: null,
    })
  })

  test('behavior: the current pairing outlives a cancel and the session ending', () => {
    const actor = start()
    const pairing = Symbol('pairing')
    actor.send({ type: 'WAIT' })
    actor.send({ type: 'BUFFERING', pairing })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().context.wcPairing).toBe(pairing)
    actor.send({ type: 'SESSION' })
    actor.send({ type: 'ENDED' })
    expect(actor.getSnapshot().context.wcPairing).toBe(pairing)
  })

  test('behavior: a pairing begun from the expiry handler, inside the transition, becomes current', () => {
    const actor = start()
    const fresh = Symbol('fresh')
    actor.on('pairingExpired', () => actor.send({ type: 'BUFFERING', pairing: fresh }))
    actor.send({ type: 'BUFFERING', pairing: Symbol('old') })
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_000_000 + 240_000 })
    vi.advanceTimersByTime(230_000)
    expect(actor.getSnapshot().context).toMatchObject({
      wcPairing: fresh,
      buffering: true,
      wcUri: null,
    })
    expect(actor.getSnapshot().matches({ pairing: 'buffering' })).toBe(true)
  })

  test('behavior: waiting on a QR goes connecting, buffering, ready, then connected', () => {
    const actor = start()
    actor.send({ type: 'WAIT' })
    actor.send({ type: 'BUFFERING', pairing: Symbol('pairing') })
    expect(actor.getSnapshot().context).toMatchObject({ buffering: true, wcBasic: true })
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_240_000 })
    expect(actor.getSnapshot().context).toMatchObject({
      buffering: false,
      wcUri: 'wc:a',
      wcPairingExpiry: 1_240_000,
    })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('connecting')
    actor.send({ type: 'SESSION' })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('connected')
    expect(actor.getSnapshot().context.wcUri).toBeNull()
  })

  test('behavior: a declined proposal keeps its error beside the next URI', () => {
    const actor = start()
    actor.send({ type: 'WAIT' })
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_240_000 })
    actor.send({ type: 'DECLINED', error: declined })
    expect(actor.getSnapshot().context).toMatchObject({ wcUri: null, wcError: declined })
    actor.send({ type: 'BUFFERING', pairing: Symbol('next') })
    actor.send({ type: 'URI', uri: 'wc:b', expiry: 1_240_000 })
    expect(actor.getSnapshot().context).toMatchObject({ wcUri: 'wc:b', wcError: declined })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('connecting')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().context.wcError).toBeNull()
    expect(walletConnectStatus(actor.getSnapshot())).toBe('disconnected')
  })

  test('behavior: a URI expires 10 s before its expiry and asks for a fresh one', () => {
    const actor = start()
    const expired = vi.fn()
    actor.on('pairingExpired', expired)
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_000_000 + 240_000 })
    vi.advanceTimersByTime(229_999)
    expect(actor.getSnapshot().context.wcUri).toBe('wc:a')
    expect(expired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.wcUri).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
  })

  test('behavior: a new URI restarts the expiry timer', () => {
    const actor = start()
    const expired = vi.fn()
    actor.on('pairingExpired', expired)
    actor.send({ type: 'URI', uri: 'wc:a', expiry: 1_000_000 + 240_000 })
    vi.advanceTimersByTime(200_000)
    actor.send({ type: 'URI', uri: 'wc:b', expiry: 1_200_000 + 240_000 })
    vi.advanceTimersByTime(200_000)
    expect(expired).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.wcUri).toBe('wc:b')
  })

  test('param: reconnecting after a reload, restored or not', () => {
    const actor = start()
    actor.send({ type: 'RESTORE' })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('reconnecting')
    actor.send({ type: 'RESTORED' })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('connected')
    const other = start()
    other.send({ type: 'RESTORE' })
    other.send({ type: 'RESTORE_FAILED' })
    expect(walletConnectStatus(other.getSnapshot())).toBe('disconnected')
  })

  test('behavior: a restored session paired in the basic QR view stays basic (SPEC §2 exemption)', () => {
    const basic = start()
    basic.send({ type: 'RESTORE', basic: true })
    basic.send({ type: 'RESTORED' })
    expect(basic.getSnapshot().context.wcBasic).toBe(true)
    const linked = start()
    linked.send({ type: 'RESTORE', basic: false })
    linked.send({ type: 'RESTORED' })
    expect(linked.getSnapshot().context.wcBasic).toBe(false)
  })

  test('behavior: the session ending resets the state but keeps the recent wallet', () => {
    const actor = start()
    actor.send({ type: 'WAIT' })
    actor.send({ type: 'LINKING', wallet: rainbow, href: 'rainbow://wc?uri=x' })
    expect(actor.getSnapshot().context.wcLinking).toEqual({
      name: 'Rainbow',
      href: 'rainbow://wc?uri=x',
    })
    actor.send({ type: 'SESSION' })
    actor.send({ type: 'ENDED' })
    expect(walletConnectStatus(actor.getSnapshot())).toBe('disconnected')
    expect(actor.getSnapshot().context).toMatchObject({
      recentWallet: rainbow,
      wcLinking: null,
      wcBasic: false,
    })
  })

  test('behavior: a URI handed to a wallet by link counts as shown; a new pairing is not', () => {
    const actor = start()
    actor.send({ type: 'BUFFERING', pairing: Symbol('first') })
    actor.send({ type: 'URI', uri: 'wc:a', expiry: Date.now() + 60_000 })
    expect(actor.getSnapshot().context.wcShown).toBe(false)
    actor.send({ type: 'LINKING', wallet: rainbow, href: 'rainbow://wc?uri=wc%3Aa' })
    expect(actor.getSnapshot().context.wcShown).toBe(true)
    actor.send({ type: 'BUFFERING', pairing: Symbol('second') })
    expect(actor.getSnapshot().context.wcShown).toBe(false)
  })

  test('param: the pairing view opened for a registry wallet keeps it as the target', () => {
    const actor = start()
    actor.send({ type: 'WAIT', wallet: rainbow })
    expect(actor.getSnapshot().context.recentWallet).toEqual(rainbow)
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'WAIT' })
    expect(actor.getSnapshot().context.recentWallet).toBeNull()
  })
})
