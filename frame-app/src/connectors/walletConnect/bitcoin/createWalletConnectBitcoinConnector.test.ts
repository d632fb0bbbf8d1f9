import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { ConnectorEvent } from '../../Connector.ts'
import type { WcSession } from '../loadSignClient.ts'
import { fakeSessionSide } from '../session/fakeSessionSide.ts'
import { phoneWalletSession } from '../session/phoneWalletSession.ts'
import { createWalletConnectBitcoinConnector } from './createWalletConnectBitcoinConnector.ts'

const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const session = (bitcoinAccounts = [`${regtest}:${payment}`]) =>
  phoneWalletSession('bip122', bitcoinAccounts)

const walletConnect = (initial: WcSession | null) => fakeSessionSide(initial, { psbt: 'cHNidP8=' })

describe('createWalletConnectBitcoinConnector', () => {
  test('default: the session’s bip122 payment address on its chain; the approved networks', async () => {
    const wc = walletConnect(session())
    const bitcoin = createWalletConnectBitcoinConnector(wc.connector, () => 'eip155:1')
    expect(bitcoin).toMatchObject({
      id: 'walletConnect:bitcoin',
      namespace: 'bip122',
      type: 'WALLET_CONNECT',
    })
    expect(await bitcoin.restore()).toEqual({ accounts: [payment], caipNetworkId: regtest })
    expect(bitcoin.approvedNetworks?.()).toEqual([regtest])
  })

  test('behavior: a signPsbt crosses the session as it is, on the connection’s chain; other methods and chains are refused', async () => {
    const wc = walletConnect(session())
    const bitcoin = createWalletConnectBitcoinConnector(wc.connector, () => null)
    await bitcoin.connect()
    const request = {
      method: 'signPsbt',
      params: {
        account: payment,
        psbt: 'cHNidP8=',
        signInputs: [{ address: payment, index: 0 }],
        broadcast: false,
      },
    }
    expect(await bitcoin.request(request)).toEqual({ psbt: 'cHNidP8=' })
    expect(wc.requestOn).toHaveBeenCalledWith(regtest, request)
    await expect(
      bitcoin.request({ method: 'eth_sendTransaction', params: [] }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      bitcoin.switchNetwork({ caipNetworkId: mainnet, name: 'Bitcoin' } as Network),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  test('behavior: another payment address is accountsChanged; the session ending is a disconnect', async () => {
    const wc = walletConnect(session())
    const bitcoin = createWalletConnectBitcoinConnector(wc.connector, () => null)
    const events: ConnectorEvent[] = []
    bitcoin.subscribe((event) => events.push(event))
    await bitcoin.connect()
    const next = 'bcrt1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0'
    wc.set(session([`${regtest}:${payment}`]))
    wc.set(session([`${regtest}:${next}`]))
    wc.set(null)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [next] }, { type: 'disconnect' }])
    await expect(bitcoin.connect()).rejects.toMatchObject({ code: 4900 })
  })
})
