import {
  INJECTED_WALLET_UUID,
  type RpcRequest,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { testHostWallet } from '#test/testHostWallet.ts'
import { createHostWalletConnector } from './createHostWalletConnector.ts'

const account = '0x70997970C51812dc3A010C7d01b1E0d8dc79C8C8'
const wallet = (uuid: string, name: string) => testHostWallet(uuid, name, 'eip155')
const answers: Record<string, unknown> = {
  eth_requestAccounts: [account],
  eth_chainId: '0x7a69',
}

describe('createHostWalletConnector', () => {
  test('param: the wallet only on window.ethereum is SPEC §3’s INJECTED type, announced ones ANNOUNCED', () => {
    const forward = vi.fn()
    expect(
      createHostWalletConnector(wallet(INJECTED_WALLET_UUID, 'Browser Wallet'), forward).type,
    ).toBe('INJECTED')
    expect(createHostWalletConnector(wallet('350670db', 'MetaMask'), forward).type).toBe(
      'ANNOUNCED',
    )
  })

  test('behavior: the Browser Wallet connects through the host under its uuid, like an announced wallet', async () => {
    const forward = vi.fn(async (_uuid: string, request: RpcRequest) => answers[request.method])
    const connector = createHostWalletConnector(
      wallet(INJECTED_WALLET_UUID, 'Browser Wallet'),
      forward,
    )
    await expect(connector.connect()).resolves.toEqual({
      accounts: [account],
      caipNetworkId: 'eip155:31337',
    })
    expect(forward).toHaveBeenCalledWith(INJECTED_WALLET_UUID, { method: 'eth_requestAccounts' })
  })

  describe('disconnect (SPEC §9: wallet_revokePermissions waited for at most 100 ms)', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** A connector whose wallet answers wallet_revokePermissions with `revoke()`. */
    const connectorRevoking = (revoke: () => Promise<unknown>) => {
      const forward = vi.fn((_uuid: string, request: RpcRequest) =>
        request.method === 'wallet_revokePermissions'
          ? revoke()
          : Promise.resolve(answers[request.method]),
      )
      return {
        connector: createHostWalletConnector(wallet('350670db', 'MetaMask'), forward),
        forward,
      }
    }

    /** Starts the disconnect: `done`, and `settled()`, whether it has ended so far. */
    const start = (connector: ReturnType<typeof createHostWalletConnector>) => {
      let ended = false
      const done = connector.disconnect().finally(() => {
        ended = true
      })
      return { done, settled: () => ended }
    }

    test('behavior: a wallet whose revoke never answers is disconnected at 100 ms, and not asked anything after', async () => {
      vi.useFakeTimers()
      const { connector, forward } = connectorRevoking(() => new Promise(() => {}))
      const { done, settled } = start(connector)
      await vi.advanceTimersByTimeAsync(99)
      expect(settled()).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(done).resolves.toBeUndefined()
      // No liveness probes of a wallet the user has left, however long its revoke stays open.
      await vi.advanceTimersByTimeAsync(60_000)
      expect(forward.mock.calls.map(([, request]) => request.method)).toEqual([
        'wallet_revokePermissions',
      ])
    })

    test('behavior: a revoke that fails only after 100 ms no longer holds the disconnect, nor fails it', async () => {
      vi.useFakeTimers()
      const late = Object.assign(new Error('Internal error'), { code: -32603 })
      const { connector } = connectorRevoking(
        () => new Promise((_, reject) => setTimeout(() => reject(late), 500)),
      )
      const { done } = start(connector)
      await vi.advanceTimersByTimeAsync(100)
      await expect(done).resolves.toBeUndefined()
      // The late failure is dropped, never left as an unhandled rejection.
      await vi.advanceTimersByTimeAsync(500)
    })

    test('error: a wallet that fails the revoke within 100 ms fails the disconnect with its error (the user is told)', async () => {
      const failure = Object.assign(new Error('Internal error'), { code: -32603 })
      const { connector } = connectorRevoking(() => Promise.reject(failure))
      await expect(connector.disconnect()).rejects.toBe(failure)
    })

    test('error: a revoke the user declines in the wallet fails the disconnect as a rejection (4001)', async () => {
      const { connector } = connectorRevoking(() =>
        Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      )
      await expect(connector.disconnect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    })

    test.each([
      ['4200 unsupported method', 4200],
      ['-32601 method not found', -32601],
      ['4100 unauthorized (nothing granted)', 4100],
    ])(
      'behavior: a wallet that does not know the method (%s) disconnects silently',
      async (_, code) => {
        const { connector } = connectorRevoking(() =>
          Promise.reject(Object.assign(new Error('nope'), { code })),
        )
        await expect(connector.disconnect()).resolves.toBeUndefined()
      },
    )

    test('behavior: a wallet that revokes disconnects at once, without waiting out the 100 ms', async () => {
      const { connector, forward } = connectorRevoking(() => Promise.resolve(null))
      const started = performance.now()
      await connector.disconnect()
      expect(performance.now() - started).toBeLessThan(50)
      expect(forward).toHaveBeenCalledWith('350670db', {
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
    })
  })
})
