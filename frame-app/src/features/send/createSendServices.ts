import { ProviderDisconnectedError } from '@porthole/shared-protocol'
import { ApiRequestError } from '../../api/ApiRequestError.ts'
import { RECEIPT_TIMEOUT_MS } from '../../chains/evm/rpcConstants.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { accountKeyOf } from '../account/index.ts'
import { coinTypeOf } from '../names/chunk.ts'
import { resolveNetwork } from '../networks/index.ts'
import { NO_PRICES, readSendPrices } from './balances/readSendPrices.ts'
import { bitcoinAsset } from './bitcoin/bitcoinAsset.ts'
import { evmSendChain } from './evm/evmSendChain.ts'
import type { SendChain, SendTarget } from './SendChain.ts'
import type { SendAccount, SendServices } from './SendServices.ts'
import { sentItemOf } from './sent/sentItemOf.ts'
import { watchSentTransfer } from './sent/watchSentTransfer.ts'
import { UnsupportedChainError } from './UnsupportedChainError.ts'

const NAME_DEBOUNCE_MS = 300

/** SPEC §4: branch by namespace; anything but eip155, solana and bip122 is 'Unsupported chain'. */
async function chainFor(namespace: string): Promise<SendChain> {
  if (namespace === 'eip155') return evmSendChain
  if (namespace === 'solana') return (await import('./solana/solanaSendChain.ts')).solanaSendChain
  if (namespace === 'bip122')
    return (await import('./bitcoin/bitcoinSendChain.ts')).bitcoinSendChain
  throw new UnsupportedChainError(namespace)
}

/** The send machine's services over this frame: its networks, chain clients, wallet and api. */
export function createSendServices(
  app: Pick<
    FrameCore,
    | 'accountData'
    | 'api'
    | 'balance'
    | 'chainClients'
    | 'connection'
    | 'options'
    | 'report'
    | 'settings'
    | 'viewStack'
  >,
): SendServices {
  const networks = () => app.settings.getSnapshot().context.dapp?.networks ?? []
  async function target(account: SendAccount): Promise<SendTarget> {
    const connection = app.connection.getSnapshot().context.current
    if (
      !connection ||
      connection.accounts[0] !== account.address ||
      connection.caipNetworkId !== account.caipNetworkId
    )
      throw new ProviderDisconnectedError('The wallet this send was prepared for is not connected.')
    const network = resolveNetwork(account.caipNetworkId, networks())
    return { network, client: await app.chainClients.get(network), connection }
  }
  const receiptTimeoutMs = app.options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS
  const { sent } = app.accountData
  return {
    receiptTimeoutMs,
    nameDebounceMs: NAME_DEBOUNCE_MS,
    getPrices: (account, token) =>
      app.api ? readSendPrices(app.api, account, token) : Promise.resolve(NO_PRICES),
    async estimateFee(request) {
      return (await chainFor(request.account.namespace)).estimateFee(
        request,
        await target(request.account),
      )
    },
    async feeChoices(request) {
      const chain = await chainFor(request.account.namespace)
      return chain.feeChoices ? chain.feeChoices(request, await target(request.account)) : null
    },
    async submit(request) {
      const hash = await (await chainFor(request.account.namespace)).submit(
        request,
        await target(request.account),
      )
      // Activity lists it as pending at once.
      const { address, caipNetworkId } = request.account
      sent.add({ address, chainId: caipNetworkId }, sentItemOf(request, hash, new Date()))
      return hash
    },
    async confirm(request, hash) {
      const { client } = await target(request.account)
      // A Bitcoin transaction the node took is sent, but stays Pending in Activity until the api
      // lists it mined, with its confirmations.
      if (request.account.namespace === 'bip122')
        return client.waitForReceipt(hash, receiptTimeoutMs)
      return watchSentTransfer({ sent, client, timeoutMs: receiptTimeoutMs }, hash)
    },
    async resolveName(name, account) {
      if (!app.api) return null
      try {
        const record = await app.api.getName(name)
        const wanted =
          account.namespace === 'eip155' ? String(coinTypeOf(account.caipNetworkId)) : ''
        const entry = record.addresses[wanted] ?? Object.values(record.addresses)[0]
        if (!entry) return null
        return {
          address: entry.address,
          name: record.name,
          avatar: record.attributes.avatar ?? null,
        }
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null
        throw error
      }
    },
    async loadChainBalances(account) {
      if (account.namespace === 'bip122') {
        const network = resolveNetwork(account.caipNetworkId, networks())
        const client = await app.chainClients.get(network)
        return [bitcoinAsset(network, await client.getBalance(account.address))]
      }
      if (account.namespace !== 'solana') throw new UnsupportedChainError(account.namespace)
      // The Data API names the cluster's SPL tokens from its token list (DUSD, not its mint)
      // and prices them; the cluster is read directly only where the api does not serve it.
      const listed = app.api
        ? await app.api
            .getBalances(account.address, account.caipNetworkId, { forceUpdate: true })
            .catch((error: unknown) => {
              app.report(error)
              return []
            })
        : []
      if (listed.length > 0) return listed
      const { loadSolanaBalances } = await import('./solana/loadSolanaBalances.ts')
      const network = resolveNetwork(account.caipNetworkId, networks())
      return loadSolanaBalances(await app.chainClients.get(network), network, account.address)
    },
    async refreshBalances(account) {
      const network = resolveNetwork(account.caipNetworkId, networks())
      if (!network.unsupported) void app.balance.fetch(network, account.address)
      if (app.api)
        await app.api
          .getBalances(account.address, account.caipNetworkId, { forceUpdate: true })
          .catch(app.report)
      const data = app.accountData.current()
      const key = accountKeyOf(app.connection, networks())
      if (data && key) {
        data.tokens.send({ type: 'LOAD', key })
        data.activity.send({ type: 'LOAD', key })
      }
    },
    returnToAccount: () => app.viewStack.send({ type: 'RESET', view: 'Account' }),
  }
}
