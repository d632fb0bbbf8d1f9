import {
  createCaller,
  createDispatcher,
  frameCalls,
  UserRejectedRequestError,
  wire,
} from '@porthole/shared-protocol'
import { frameCallsLite, liteWire } from '@porthole/shared-protocol/host'
import { describe, expect, test, vi } from 'vitest'
import { forwardHostWalletRequest } from './forwardHostWalletRequest.ts'
import type { HostProvider } from './HostProvider.ts'

describe('forwardHostWalletRequest', () => {
  test('default: forwards the request and returns its result as plain data', async () => {
    const provider = { request: vi.fn(async () => ({ hash: '0xabc', value: 1n })) }
    const request = { method: 'eth_sendTransaction', params: [{ to: '0x1' }] }
    await expect(forwardHostWalletRequest(provider, request)).resolves.toEqual({
      hash: '0xabc',
      value: '1',
    })
    expect(provider.request).toHaveBeenCalledWith(request, { signal: undefined })
  })

  test('behavior: the signal reaches the wallet, which may withdraw its prompt when it aborts', async () => {
    const asked = new AbortController()
    const provider: HostProvider = {
      request: (_args, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('withdrawn'), { code: 4001 })),
          ),
        ),
    }
    const pending = forwardHostWalletRequest(provider, { method: 'personal_sign' }, asked.signal)
    asked.abort()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })

  test('error: a wallet that is gone from the page gives 4900', async () => {
    await expect(
      forwardHostWalletRequest(undefined, { method: 'eth_accounts' }),
    ).rejects.toMatchObject({
      code: 4900,
    })
  })

  test('behavior: the wallet error crosses the bridge as data and keeps its code', async () => {
    const provider: HostProvider = {
      request: async () => {
        throw Object.assign(new Error('MetaMask Tx Signature: User denied.'), { code: 4001 })
      },
    }
    const dispatch = createDispatcher(
      frameCallsLite,
      {
        HOST_WALLET_REQUEST: ({ request }) => forwardHostWalletRequest(provider, request),
      },
      { wire: liteWire },
    )
    const response = await dispatch({
      v: 1,
      id: crypto.randomUUID(),
      name: 'HOST_WALLET_REQUEST',
      payload: { uuid: 'mm', request: { method: 'personal_sign', params: ['0x00', '0x1'] } },
    })
    expect(response).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'MetaMask Tx Signature: User denied.' },
    })
    const call = createCaller(frameCalls, dispatch, { wire })
    await expect(
      call('HOST_WALLET_REQUEST', { uuid: 'mm', request: { method: 'personal_sign' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
