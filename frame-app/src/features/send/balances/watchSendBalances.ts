import type { AccountData } from '../../account/index.ts'
import type { SendContext } from '../machine/SendContext.ts'
import type { SendActor } from '../machine/sendMachine.ts'

type TokenList = AccountData['tokens']

const statusOf = (list: ReturnType<TokenList['getSnapshot']>): SendContext['balancesStatus'] =>
  list.matches('failed') ? 'failed' : list.matches('ready') ? 'ready' : 'loading'

/**
 * The balances the send flow picks from follow its account, whichever view shows: on EVM the
 * Account view's Tokens list (the Data API), kept in step as it loads; on Solana the Data API's
 * balance route where it serves the cluster, else the chain's (`loadChainBalances`); on
 * Bitcoin the api's Bitcoin balance (`loadChainBalances`),
 * read once per account (an answer for an account no longer current is dropped).
 */
export function watchSendBalances(send: SendActor, tokens: TokenList): void {
  let account: SendContext['account'] = null
  let generation = 0
  const forwardTokens = () => {
    const list = tokens.getSnapshot()
    send.send({ type: 'BALANCES', tokenBalances: list.context.items, status: statusOf(list) })
  }
  tokens.subscribe(() => {
    if (account?.namespace === 'eip155') forwardTokens()
  })
  const follow = () => {
    const { account: next, services } = send.getSnapshot().context
    if (next?.address === account?.address && next?.caipNetworkId === account?.caipNetworkId) return
    account = next
    const mine = ++generation
    if (next?.namespace === 'eip155') return forwardTokens()
    if (next?.namespace !== 'solana' && next?.namespace !== 'bip122') return
    send.send({ type: 'BALANCES', tokenBalances: [], status: 'loading' })
    services.loadChainBalances(next).then(
      (tokenBalances) =>
        mine === generation && send.send({ type: 'BALANCES', tokenBalances, status: 'ready' }),
      () =>
        mine === generation && send.send({ type: 'BALANCES', tokenBalances: [], status: 'failed' }),
    )
  }
  send.subscribe(follow)
  follow()
}
