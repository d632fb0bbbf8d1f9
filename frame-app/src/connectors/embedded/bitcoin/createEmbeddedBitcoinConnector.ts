import type { Network, RpcRequest } from '@porthole/shared-protocol'
import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { Connector, ConnectResult, RequestOptions } from '../../Connector.ts'
import { createSideConnector } from '../createSideConnector.ts'
import { createSideNetwork } from '../createSideNetwork.ts'
import type { EmbeddedLoginSide, EmbeddedSideDeps } from '../EmbeddedSideDeps.ts'

/** An entry of `getAccountAddresses`, as Reown's bip122 namespace and the vault answer it. */
const AddressEntries = z.array(
  z.object({ address: z.string(), publicKey: z.string(), intention: z.literal('payment') }),
)
const SignMessage = z.object({
  account: z.string(),
  address: z.optional(z.string()),
  message: z.string(),
  protocol: z.optional(z.literal('bip322')),
})
const SignPsbt = z.object({
  account: z.string(),
  psbt: z.string(),
  signInputs: z.array(z.object({ address: z.string(), index: z.number().check(z.int()) })),
  broadcast: z.optional(z.literal(false)),
})

/** What the Bitcoin connector reads of the embedded (EVM) connector of the same login. */
export type EmbeddedBitcoinLogin = EmbeddedLoginSide & {
  /** The login's email, null while signed out. */
  email: () => string | null
}

/**
 * The native SegWit (P2WPKH) Bitcoin account of an email or social login as a Connector of its
 * own, beside the EVM and Solana ones (SPEC §3: one connection per namespace). It answers the
 * frame's Bitcoin vocabulary, Reown's bip122 method names: `getAccountAddresses` (its one
 * payment address), `signMessage` (BIP-322) and `signPsbt`, each signing request shown in
 * ApproveTransaction (a PSBT the modal's Send confirmed is not asked again), then signed in
 * the vault (`bip122:*` over RPC_REQUEST, decision 0269).
 * The address depends on the network's prefix, so the vault is asked once per network.
 */
export function createEmbeddedBitcoinConnector(
  deps: EmbeddedSideDeps<EmbeddedBitcoinLogin>,
): Connector {
  const { embedded } = deps
  /** The vault's answer per network, asked once (the key is rebuilt for it). */
  const entries = new Map<string, Promise<z.infer<typeof AddressEntries>>>()
  const side = createSideNetwork('bip122', 'Bitcoin', deps)
  const entriesOn = (target: Network) => {
    const known = entries.get(target.caipNetworkId)
    if (known) return known
    const asked = deps.vault
      .call('RPC_REQUEST', {
        method: 'bip122:getAccountAddresses',
        params: { network: target.caipNetworkId },
      })
      .then((answer) => AddressEntries.parse(answer))
    asked.catch(() => entries.delete(target.caipNetworkId))
    entries.set(target.caipNetworkId, asked)
    return asked
  }
  const read = async (): Promise<ConnectResult | null> => {
    const network = embedded.email() === null ? null : side.current()
    if (!network) return null
    const [payment] = await entriesOn(network)
    return payment ? { accounts: [payment.address], caipNetworkId: network.caipNetworkId } : null
  }
  const live = async () => {
    const result = await read()
    const network = side.current()
    if (!result || !network)
      throw new ProviderDisconnectedError('The embedded wallet has no Bitcoin account.')
    return { address: result.accounts[0]!, network }
  }
  const parse = <S extends z.ZodMiniType>(schema: S, params: unknown, method: string) => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new InvalidParamsRpcError(`Invalid ${method} params.`)
    return parsed.data as z.infer<S>
  }
  return createSideConnector(embedded, {
    id: 'embedded:bitcoin',
    namespace: 'bip122',
    noun: 'Bitcoin',
    read,
    forget: () => entries.clear(),
    async request(request: RpcRequest, options: RequestOptions = {}) {
      const { address, network: current } = await live()
      const context = { account: address, caipNetworkId: current.caipNetworkId }
      if (request.method === 'getAccountAddresses') return entriesOn(current)
      if (request.method !== 'signMessage' && request.method !== 'signPsbt')
        throw new UnsupportedProviderMethodError(`The method ${request.method} is not supported.`)
      if (request.method === 'signMessage') {
        const params = parse(SignMessage, request.params, request.method)
        if ((params.address ?? params.account) !== address)
          throw new UnauthorizedProviderError(`${params.address} is not this wallet's address.`)
        await deps.approve(request, context)
        return deps.vault.call('RPC_REQUEST', {
          method: 'bip122:signMessage',
          params: { address, message: params.message },
        })
      }
      const params = parse(SignPsbt, request.params, request.method)
      if (params.signInputs.some((input) => input.address !== address))
        throw new UnauthorizedProviderError(`Only ${address}'s inputs can be signed here.`)
      // The modal's own send was confirmed in Send's preview: approved once (decision 0070).
      if (!options.confirmedInModal) await deps.approve(request, context)
      return deps.vault.call('RPC_REQUEST', {
        method: 'bip122:signPsbt',
        params: { psbt: params.psbt, signInputs: params.signInputs },
      })
    },
    async switchNetwork(next: Network, emit) {
      side.switchTo(next)
      const result = await read()
      if (result) emit({ type: 'accountsChanged', accounts: result.accounts })
    },
  })
}
