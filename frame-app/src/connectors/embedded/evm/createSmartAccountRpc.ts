import {
  type AccountType,
  InvalidParamsRpcError,
  type Network,
  type RpcRequest,
  UnauthorizedProviderError,
} from '@porthole/shared-protocol'
import { type Hex, isAddressEqual, numberToHex } from 'viem'
import type { ChainClients } from '../../../chains/createChainClients.ts'
import type { CallsStore } from '../../callsStore/createCallsStore.ts'
import {
  GetCallsStatusParams,
  GetCapabilitiesParams,
  parseParams as parse,
  ReceiptSchema,
  SendCallsParams,
} from '../../eip5792/callsSchemas.ts'
import { CallsStatus, callsStatusCode } from '../../eip5792/callsStatusCode.ts'
import { createSequentialCalls } from '../../eip5792/createSequentialCalls.ts'
import { toCallsReceipt } from '../../eip5792/readCallsReceipt.ts'
import {
  AtomicityNotSupportedError,
  DuplicateBatchIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from '../../eip5792/SendCallsErrors.ts'
import type { ApproveRequest } from '../approveRequest.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { sendEvmTransaction } from './sendEvmTransaction.ts'
import { sendSmartAccountBatch } from './sendSmartAccountBatch.ts'

export type SmartAccountRpcDeps = {
  vault: VaultClient
  chainClients: ChainClients
  approve: ApproveRequest
  networks: () => readonly Network[]
  /** The connected account, its network and its type there. */
  current: () => { address: Hex; network: Network; accountType: AccountType }
  /** SPEC §6: where smart accounts are enabled (CAIP-2 ids). */
  enabledNetworks: () => readonly string[]
  /** The account type last seen on a network (the current one is always known). */
  accountTypeOn: (caipNetworkId: string) => AccountType | undefined
  /** The api's record of batches (null without an api): ids that outlive a reload. */
  store: CallsStore | null
}

/**
 * EIP-5792 for the embedded wallet. `wallet_getCapabilities`: atomic `supported` where the
 * account is a smart account (an enabled network, smartAccount picked), else `unsupported`.
 * `wallet_sendCalls`: after ONE ApproveTransaction listing every call, the calls run in one
 * transaction, the account calling Simple7702Account's `executeBatch` on itself (type 4 with
 * the vault's authorization while not yet delegated); an eoa (or a network not enabled) sends
 * them one transaction each (`createSequentialCalls`), and refuses `atomicRequired` with 5760.
 * `wallet_getCallsStatus`: 100 pending, 200 confirmed, 500 reverted, with the receipt
 * (`atomic: true`); a batch sent one transaction per call says `atomic: false`, a receipt each.
 */
export function createSmartAccountRpc(deps: SmartAccountRpcDeps) {
  const batches = new Map<string, { hash: Hex; caipNetworkId: string }>()
  const sequential = createSequentialCalls({
    chainClients: deps.chainClients,
    store: deps.store,
    networks: deps.networks,
  })
  const networkOf = (caipNetworkId: string) =>
    deps.networks().find((n) => n.caipNetworkId === caipNetworkId)
  const atomicOn = (caipNetworkId: string) =>
    deps.enabledNetworks().includes(caipNetworkId) &&
    deps.accountTypeOn(caipNetworkId) === 'smartAccount'

  const getCapabilities = async (request: RpcRequest) => {
    const [address, chainIds] = parse(GetCapabilitiesParams, request.params, request.method)
    if (typeof address !== 'string' || (chainIds !== undefined && !Array.isArray(chainIds)))
      throw new InvalidParamsRpcError('wallet_getCapabilities takes [address, chainIds?].')
    const { address: own } = deps.current()
    if (!isAddressEqual(address as Hex, own))
      throw new UnauthorizedProviderError('The address is not this account.')
    const evm = deps.networks().filter((n) => n.chainNamespace === 'eip155')
    const wanted = chainIds
      ? evm.filter((n) => chainIds.some((id) => BigInt(id) === BigInt(n.id)))
      : evm
    return Object.fromEntries(
      wanted.map((n) => [
        numberToHex(Number(n.id)),
        { atomic: { status: atomicOn(n.caipNetworkId) ? 'supported' : 'unsupported' } },
      ]),
    )
  }

  const sendCalls = async (request: RpcRequest) => {
    const [batch] = parse(SendCallsParams, request.params, request.method)
    if (!batch) throw new InvalidParamsRpcError('wallet_sendCalls takes one batch.')
    const { address, network } = deps.current()
    if (batch.from && !isAddressEqual(batch.from as Hex, address))
      throw new UnauthorizedProviderError('The address is not this account.')
    if (BigInt(batch.chainId) !== BigInt(network.id))
      throw new UnsupportedChainIdError(`The wallet is on ${network.name}, not ${batch.chainId}.`)
    if (batch.id && (batches.has(batch.id) || (await sequential.taken(batch.id, address))))
      throw new DuplicateBatchIdError(`A batch with id ${batch.id} was sent already.`)
    if (batch.atomicRequired && !deps.enabledNetworks().includes(network.caipNetworkId))
      throw new AtomicityNotSupportedError(
        `Smart accounts are not enabled on ${network.name}, so calls cannot run atomically there.`,
      )
    if (batch.atomicRequired && !atomicOn(network.caipNetworkId))
      throw new AtomicityNotSupportedError(
        'The account is an eoa on this network: switch to the smart account in Account to run calls atomically.',
      )
    // The embedded account has no capability to offer (no paymaster service, ERC-7677).
    const required = Object.entries(batch.capabilities ?? {}).filter(
      ([, value]) => (value as { optional?: unknown } | null)?.optional !== true,
    )
    if (required.length > 0)
      throw new UnsupportedNonOptionalCapabilityError(
        `The embedded wallet cannot provide ${required.map(([name]) => name).join(', ')}.`,
      )
    await deps.approve(request, { account: address, caipNetworkId: network.caipNetworkId })
    const chainId = Number(network.id)
    const chain = await deps.chainClients.get(network)
    // An eoa: the calls approved together above, then sent one transaction each.
    if (!atomicOn(network.caipNetworkId))
      return sequential.send({
        batch,
        from: address,
        network,
        sendTransaction: (transaction) =>
          sendEvmTransaction(
            { chain, vault: deps.vault, approve: null },
            {
              request: { method: 'eth_sendTransaction', params: [transaction] },
              from: address,
              network,
            },
          ),
      })
    const hash = await sendSmartAccountBatch(
      { vault: deps.vault, chain },
      { chainId, from: address, calls: batch.calls as { to: Hex; value?: Hex; data?: Hex }[] },
    )
    const id = batch.id ?? hash
    batches.set(id, { hash, caipNetworkId: network.caipNetworkId })
    const record = { id, account: address, caipNetworkId: network.caipNetworkId, atomic: true }
    await deps.store?.create({ ...record, calls: batch.calls, hashes: [hash] })
    return { id }
  }

  const getCallsStatus = async (request: RpcRequest) => {
    const [id] = parse(GetCallsStatusParams, request.params, request.method)
    if (!id) throw new InvalidParamsRpcError('wallet_getCallsStatus takes [id].')
    const { address, network: current } = deps.current()
    const sentOnePerCall = await sequential.status(id, address)
    if (sentOnePerCall) return sentOnePerCall
    // A batch sent before a reload: kept by the api; without one, an id that is its transaction
    // hash (unless the host named it) is still found, as a transaction of this account to itself.
    const stored = batches.has(id) ? null : await deps.store?.read(id, address)
    const kept = stored?.atomic && stored.hashes[0]
    const known =
      batches.get(id) ??
      (kept ? { hash: kept as Hex, caipNetworkId: stored.chainId } : null) ??
      (/^0x[0-9a-fA-F]{64}$/.test(id)
        ? { hash: id as Hex, caipNetworkId: current.caipNetworkId }
        : null)
    const network = known && networkOf(known.caipNetworkId)
    if (!known || !network) throw new UnknownBundleIdError(`No batch with id ${id}.`)
    const chain = await deps.chainClients.get(network)
    const raw = await chain.request({ method: 'eth_getTransactionReceipt', params: [known.hash] })
    const receipt = raw ? ReceiptSchema.safeParse(raw) : null
    const ours =
      receipt?.success &&
      isAddressEqual(receipt.data.from as Hex, address) &&
      receipt.data.to !== null &&
      isAddressEqual(receipt.data.to as Hex, address)
    const base = { version: '2.0.0', id, chainId: numberToHex(Number(network.id)), atomic: true }
    if (!receipt) {
      const pending = batches.has(id) || Boolean(kept)
      if (!pending) throw new UnknownBundleIdError(`No batch with id ${id}.`)
      return { ...base, status: CallsStatus.pending }
    }
    if (!receipt.success || !ours) throw new UnknownBundleIdError(`No batch with id ${id}.`)
    return {
      ...base,
      status: callsStatusCode({ expected: 1, statuses: [receipt.data.status], sending: false }),
      receipts: [toCallsReceipt(receipt.data)],
    }
  }

  return { getCapabilities, sendCalls, getCallsStatus }
}
