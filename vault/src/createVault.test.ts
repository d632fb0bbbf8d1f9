import { describe, expect, test } from 'vitest'
import type { VaultApi } from './api/createVaultApi.ts'
import { createVault } from './createVault.ts'
import type { PasskeyButton } from './passkey/createPasskeyButton.ts'
import { createVaultStorage } from './storage/createVaultStorage.ts'
import { VaultError } from './VaultError.ts'

const session = (email: string) => ({ token: `token-${email}`, email, expiresAt: '2999-01-01' })

/**
 * The vault's handlers with an api that answers what this test needs and records what it is
 * asked; creating a wallet fails as an unreachable api does, so an email login waits for a retry.
 */
function setup(wallet: { confirmed: boolean } | null = null) {
  const asked: string[] = []
  const api = {
    sendCode: async (email: string) => ({ email, expiresAt: '', resendAt: '' }),
    verifyCode: async (email: string) => session(email),
    getWallet: async () => wallet,
    createWallet: async () => {
      throw new VaultError('ApiUnreachableError', 'The server could not be reached; try again.')
    },
    revokeSession: async (token: string) => {
      asked.push(`revoke ${token}`)
      return { revoked: true }
    },
    startSocial: async (provider: string) => ({
      uri: `https://idp.example/${provider}?state=state-${provider}`,
      state: `state-${provider}`,
      resultKey: 'key',
      expiresAt: '',
    }),
    claimSocial: async (state: string) => {
      asked.push(`claim ${state}`)
      return { state: 'pending' as const }
    },
    openFarcasterChannel: async () => ({
      channelToken: 'channel',
      url: 'https://farcaster.xyz/~/siwf',
      expiresAt: '',
    }),
    completeFarcaster: async (token: string) => {
      asked.push(`farcaster ${token}`)
      return { state: 'pending' as const }
    },
  }
  const storage = createVaultStorage(`test-reload-${Math.random().toString(36).slice(2)}`)
  const vault = createVault({
    createApi: () => api as unknown as VaultApi,
    storage,
    onSession: () => undefined,
    button: {} as PasskeyButton,
    social: { origin: 'https://vault.example' },
  })
  const call = <N extends keyof typeof vault>(name: N) =>
    vault[name] as (payload: object) => Promise<unknown>
  return { call, asked, storage }
}

/** The vault of `vault` with pat@example.test's session and device stored, as after a login. */
async function signedIn(vault: ReturnType<typeof setup>) {
  await vault.call('SYNC_DAPP_DATA')({ projectId: 'shop' })
  await vault.storage.setSession({ projectId: 'shop', ...session('pat@example.test') })
  await vault.storage.setDevice('shop', 'pat@example.test', {
    share: 'share',
    evmAddress: '0x0000000000000000000000000000000000000001',
    solanaAddress: 'solana',
  })
  return vault
}

/**
 * The vault of `vault` with pat@example.test's email login waiting for a retry with its
 * session, as after a wallet that could not be stored.
 */
async function waitingForRetry(vault: ReturnType<typeof setup>) {
  await vault.call('SYNC_DAPP_DATA')({ projectId: 'shop' })
  await vault.call('CONNECT_EMAIL')({ email: 'pat@example.test' })
  await expect(vault.call('CONNECT_OTP')({ otp: '123456' })).rejects.toMatchObject({
    kind: 'ApiUnreachableError',
  })
  return vault
}

describe('RELOAD', () => {
  test('behavior: ends every login attempt in flight; a new one starts afresh', async () => {
    const { call, asked } = await waitingForRetry(setup())
    await call('CONNECT_EMAIL')({ email: 'sam@example.test' })
    await call('GET_SOCIAL_REDIRECT_URI')({ provider: 'github' })
    await call('GET_FARCASTER_URI')({})
    asked.length = 0

    await call('RELOAD')({})
    await expect(call('CONNECT_FARCASTER')({})).rejects.toMatchObject({
      kind: 'FarcasterLoginError',
    })
    await expect(
      call('CONNECT_SOCIAL')({ uri: 'https://idp.example/github?state=state-github' }),
    ).rejects.toMatchObject({ kind: 'SocialLoginError' })
    await expect(call('CONNECT_OTP')({ otp: '123456' })).rejects.toMatchObject({
      kind: 'NoPendingEmailError',
    })
    // Nothing of the abandoned attempts reached the api after RELOAD.
    expect(asked).toEqual([])

    await call('GET_FARCASTER_URI')({})
    await expect(call('CONNECT_FARCASTER')({})).resolves.toEqual({ pending: true })
    expect(asked).toEqual(['farcaster channel'])
  })

  test('behavior: a login waiting for a retry is dropped, its session revoked at the api', async () => {
    const { call, asked } = await waitingForRetry(setup())
    await call('RELOAD')({})
    expect(asked).toEqual(['revoke token-pat@example.test'])
  })

  test('default: a signed-in session stays', async () => {
    const { call } = await signedIn(setup())
    await call('RELOAD')({})
    await expect(call('IS_CONNECTED')({})).resolves.toEqual({ isConnected: true })
  })

  test('behavior: a session whose wallet has no recovery method stored yet is not restored (decision 0041)', async () => {
    const { call } = await signedIn(setup({ confirmed: false }))
    await expect(call('IS_CONNECTED')({})).resolves.toEqual({ isConnected: false })
  })
})

describe('GET_USER', () => {
  test('default: until the frame names a chain, the embedded account is on SPEC §9 chain 1', async () => {
    const { call } = await signedIn(setup())
    await expect(call('GET_USER')({})).resolves.toMatchObject({ chainId: 1 })
    await call('SWITCH_NETWORK')({ chainId: 10 })
    await expect(call('GET_USER')({})).resolves.toMatchObject({ chainId: 10 })
  })
})
