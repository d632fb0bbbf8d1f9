import { describe, expect, test } from 'vitest'
import { createVaultStorage } from './createVaultStorage.ts'

const device = {
  share: 's',
  evmAddress: '0xAbC0000000000000000000000000000000000001',
  solanaAddress: 'So1',
}

describe('createVaultStorage', () => {
  test('behavior: moveAccount carries the device share, the account types and the session to the new email', async () => {
    const storage = createVaultStorage('test-move')
    await storage.setDevice('shop', 'old@example.test', device)
    await storage.setPreferredAccountType(
      'shop',
      'old@example.test',
      'eip155:31337',
      'smartAccount',
    )
    await storage.setSession({
      projectId: 'shop',
      token: 't',
      email: 'old@example.test',
      expiresAt: '2999-01-01T00:00:00Z',
    })
    await storage.setDevice('other', 'old@example.test', device)
    await storage.moveAccount('shop', 'old@example.test', 'new@example.test')
    expect(await storage.getDevice('shop', 'new@example.test')).toEqual(device)
    expect(await storage.getDevice('shop', 'old@example.test')).toBeUndefined()
    expect(await storage.getPreferredAccountType('shop', 'new@example.test', 'eip155:31337')).toBe(
      'smartAccount',
    )
    expect((await storage.getSession('shop'))?.email).toBe('new@example.test')
    // Another project's account of the same email stays where it is.
    expect(await storage.getDevice('other', 'old@example.test')).toEqual(device)
  })

  test('behavior: a social login keeps its provider and the name it gave; a session naming no provider the api knows reads as none', async () => {
    const storage = createVaultStorage('test-social')
    const session = { token: 't', email: 'ada@example.test', expiresAt: '2999-01-01T00:00:00Z' }
    await storage.setSession({ ...session, projectId: 'shop', provider: 'github', username: 'ada' })
    expect(await storage.getSession('shop')).toEqual({
      ...session,
      projectId: 'shop',
      provider: 'github',
      username: 'ada',
    })
    await storage.setSession({ ...session, projectId: 'odd', provider: 'myspace' as 'github' })
    expect(await storage.getSession('odd')).toBeUndefined()
  })

  test('behavior: findDevice finds an account by address whatever email it is stored under', async () => {
    const storage = createVaultStorage('test-find')
    await storage.setDevice('shop', 'was@example.test', device)
    expect(await storage.findDevice('shop', device.evmAddress.toLowerCase())).toEqual({
      email: 'was@example.test',
      record: device,
    })
    expect(await storage.findDevice('other', device.evmAddress)).toBeUndefined()
  })
})
