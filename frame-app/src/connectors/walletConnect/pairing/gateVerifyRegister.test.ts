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

  test.each([
    ['an answering verify is asked for every message', 'jwt', 2],
    ['once verify gave no attestation, later messages do not wait for it', '', 1],
  ])('behavior: on WalletConnect relay %s', async (_, attestation, asked) => {
    const register = vi.fn(async () => attestation)
    const gated = gateVerifyRegister(register, 'wss://relay.walletconnect.org')
    expect(await gated(params)).toBe(attestation)
    expect(await gated(params)).toBe(attestation)
    expect(register).toHaveBeenCalledTimes(asked)
  })
})
