import { type BitcoinRegtest, signedSend, startBitcoinRegtest } from '@porthole/e2e/bitcoinRegtest'
import { afterAll, beforeAll } from 'vitest'
import type { TestApp, TestResponse } from './createTestApp.ts'
import { useTestApp } from './useTestApp.ts'

export type BitcoinTestApp = {
  /** The regtest double, started before the file's first test and closed after its last. */
  readonly regtest: BitcoinRegtest
  /** An app serving the regtest as its one Bitcoin network. */
  t: TestApp
  /**
   * `signedSend` of `from`'s first unspent output, posted to `POST /v1/bitcoin/transactions`:
   * the transaction and the api's answer.
   */
  broadcast(
    options: Omit<Parameters<typeof signedSend>[0], 'output'>,
  ): Promise<{ sent: ReturnType<typeof signedSend>; response: TestResponse }>
}

/**
 * The opening of a Bitcoin route test: the regtest double with `fundedAccounts` funded dev
 * accounts, and an app that reads it at `esploraUrl` (the double's own, unless said).
 * @example
 * const btc = useBitcoinTestApp({ fundedAccounts: 2 })
 * test('…', async () => { await btc.t.get(`/v1/bitcoin/${btc.regtest.accounts[0]!.address}/balance`) })
 */
export function useBitcoinTestApp(options: {
  fundedAccounts: number
  esploraUrl?: (doubleUrl: string) => string
}): BitcoinTestApp {
  let regtest: BitcoinRegtest | undefined
  const started = () => {
    if (!regtest) throw new Error('The regtest double starts in beforeAll.')
    return regtest
  }
  beforeAll(async () => {
    regtest = await startBitcoinRegtest({ fundedAccounts: options.fundedAccounts })
  })
  afterAll(() => regtest?.close())
  const t = useTestApp(() => ({
    bitcoinChains: [
      {
        caipNetworkId: started().caipNetworkId,
        esploraUrl: options.esploraUrl?.(started().esploraUrl) ?? started().esploraUrl,
      },
    ],
  }))
  return {
    get regtest() {
      return started()
    },
    t,
    async broadcast(send) {
      const [utxo] = started().ledger.unspentOf(send.from.address)
      if (!utxo) throw new Error(`${send.from.address} has no unspent output`)
      const sent = signedSend({
        ...send,
        output: { txid: utxo.txid, vout: utxo.vout, value: utxo.out.value },
      })
      const chainId = started().caipNetworkId
      const response = await t.post(`/v1/bitcoin/transactions?projectId=test&chainId=${chainId}`, {
        hex: sent.hex,
      })
      return { sent, response }
    },
  }
}
