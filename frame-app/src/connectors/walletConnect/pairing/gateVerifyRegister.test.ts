import { describe, expect, test, vi } from 'vitest'
import { gateVerifyRegister, isWalletConnectRelay } from './gateVerifyRegister.ts'

const params = { id: 'a', decryptedId: 'b' }

describe('gateVerifyRegister', () => {
  test('default: WalletConnect relays are told from others', () => {
    expect(isWalletConnectRelay('wss://relay.walletconnect.org')).toBe(true)
    expect(isWalletConnectRelay('wss://relay.walletconnect.com/?x=1')).toBe(true)
    expect(isWalletConnectRelay('ws://127.0.0.1:8788')).toBe(false)
    expect(isWalletConnectRelay('wss://walletconnect.org.evil.test')).toBe(false)
  })

  test('behavior: on another relay verify is never asked and the message goes at once', async () => {
    const register = vi.fn(() => new Promise<string>(() => {}))
    const gated = gateVerifyRegister(register, 'ws://127.0.0.1:8788')
    expect(await gated(params)).toBe('')
    expect(register).not.toHaveBeenCalled()
  })

  test('behavior: on WalletConnect relay an answering verify is asked for every message', async () => {
    const register = vi.fn(async () => 'jwt')
    const gated = gateVerifyRegister(register, 'wss://relay.walletconnect.org')
    expect(await gated(params)).toBe('jwt')
    expect(await gated(params)).toBe('jwt')
    expect(register).toHaveBeenCalledTimes(2)
  })

  test('behavior: once verify gave no attestation, later messages do not wait for it', async () => {
    const register = vi.fn(async () => '')
    const gated = gateVerifyRegister(register, 'wss://relay.walletconnect.org')
    expect(await gated(params)).toBe('')
    expect(await gated(params)).toBe('')
    expect(register).toHaveBeenCalledTimes(1)
  })
})
