import type { Network } from '@porthole/shared-protocol'
import { watchConnection } from '../connection/index.ts'
import { resolveNetwork } from '../networks/index.ts'
import type { AccountKey } from './accountListMachine.ts'
import type { AccountData } from './createAccountData.ts'

type Source = {
  connection: Parameters<typeof watchConnection>[0]
  accountData: AccountData
  networks: () => Network[]
}

/** The account whose lists the Account view shows: connected, on a network the dapp supports. */
export function accountKeyOf(source: Source): AccountKey | null {
  const { context, value } = source.connection.getSnapshot()
  const address = context.current?.accounts[0]
  if (value !== 'connected' || !address || !context.caipNetworkId) return null
  if (resolveNetwork(context.caipNetworkId, source.networks()).unsupported) return null
  return { address, chainId: context.caipNetworkId }
}

/**
 * State drives the fetches: on a connection or network change the token list loads (and the
 * NFTs and activity start over for the new account); on disconnect every list and the tab reset.
 */
export function watchAccountData(source: Source) {
  const { accountData } = source
  return watchConnection(source.connection, ({ to }) => {
    const key = accountKeyOf(source)
    if (to === 'disconnected' || !key) {
      accountData.tab.send({ type: 'RESET' })
      accountData.tokens.send({ type: 'RESET' })
      accountData.activity.send({ type: 'RESET' })
      accountData.nfts.send({ type: 'RESET' })
      return
    }
    accountData.tokens.send({ type: 'LOAD', key })
    accountData.nfts.send({ type: 'LOAD', key })
    accountData.activity.send({ type: 'LOAD', key })
  })
}
