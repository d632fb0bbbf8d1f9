import {
  type BitcoinDevAccount,
  type BitcoinRegtest,
  type signedSend,
  startBitcoinRegtest,
} from '@porthole/e2e/bitcoinRegtest'
import { afterAll, beforeAll } from 'vitest'
import type { TestApp } from './createTestApp.ts'
import { useTestApp } from './useTestApp.ts'

export type BitcoinTestApp = {
  /** The regtest double, started before the file's first test and closed after its last. */
  readonly regtest: BitcoinRegtest
  /** An app serving the regtest as its one Bitcoin network. */
  t: TestApp
  /** `account`'s first unspent output, as `signedSend` spends it. */
  firstOutput(account: BitcoinDevAccount): Parameters<typeof signedSend>[0]['output']
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
    firstOutput(account) {
      const [utxo] = started().ledger.unspentOf(account.address)
      if (!utxo) throw new Error(`${account.address} has no unspent output`)
      return { txid: utxo.txid, vout: utxo.vout, value: utxo.out.value }
    },
  }
}
