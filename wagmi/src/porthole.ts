import {
  BrowserRequiredError,
  createModal,
  type EIP1193Provider,
  type Modal,
  type ModalConfig,
  type PayRequest,
  type PayResult,
  type ProviderListener,
} from '@porthole/host-sdk'
import type { CreateConnectorFn } from '@wagmi/core'
import {
  type Address,
  getAddress,
  numberToHex,
  type ProviderConnectInfo,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

/**
 * The modal's config (it is made on first use, in the browser; `networks` defaults to wagmi's
 * `chains`), or a modal made already.
 */
export type PortholeParameters =
  | (Omit<ModalConfig, 'networks'> & { networks?: ModalConfig['networks'] | undefined })
  | { modal: Modal }

type RpcError = Error & { code?: number }

/** What the connector has beyond wagmi's: the modal's one-call payment. */
export type PortholeProperties = {
  /** `modal.pay(order)`: connect if needed, the Pay view, the transfer, its checked result. */
  pay(request: PayRequest): Promise<PayResult>
}

/**
 * The Porthole modal as a wagmi connector (wagmi 2 and 3, and `@wagmi/core` alone). `connect`
 * opens the modal on Connect and resolves once the user connected (4001 when they close it);
 * a reload restores the session (wagmi's reconnect asks `isAuthorized`, which waits for the
 * frame); `switchChain` switches in the modal; every other request, `wallet_sendCalls` and
 * `wallet_getCapabilities` included, goes to the modal's EIP-1193 provider as it is; `pay` is
 * the modal's `pay` (or `pay(config, order)` from this package). The modal
 * is made on first use in the browser; `createModal` with the same projectId (as
 * `PortholeProvider` does) returns the same modal, so hooks and connector share it.
 *
 * @example
 * ```ts
 * import { createConfig, http } from 'wagmi'
 * import { mainnet } from 'wagmi/chains'
 * import { porthole } from '@porthole/wagmi'
 *
 * export const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [porthole({ projectId: 'my-project' })],
 *   transports: { [mainnet.id]: http() },
 * })
 * ```
 */
export function porthole(
  parameters: PortholeParameters,
): CreateConnectorFn<EIP1193Provider, PortholeProperties> {
  let modal: Modal | undefined
  const listening = new Map<string, ProviderListener>()

  const getModal = (chains: ModalConfig['networks']) => {
    if (modal) return modal
    if (typeof window === 'undefined')
      throw new BrowserRequiredError('The porthole connector runs in the browser, not on a server.')
    modal =
      'modal' in parameters
        ? parameters.modal
        : createModal({ ...parameters, networks: parameters.networks ?? chains })
    return modal
  }
  const rethrow = (error: RpcError): never => {
    if (error.code === UserRejectedRequestError.code) throw new UserRejectedRequestError(error)
    throw error
  }

  return (config) => ({
    id: 'porthole',
    name: 'Porthole',
    type: 'porthole',
    rdns: 'dev.porthole',

    async pay(request) {
      return getModal(config.chains).pay(request)
    },

    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      const provider = await this.getProvider()
      let accounts: readonly Address[] = isReconnecting ? await this.getAccounts() : []
      if (!accounts.length)
        accounts = await provider
          .request({ method: 'eth_requestAccounts' })
          .then((result) => (result as string[]).map((address) => getAddress(address)), rethrow)
      for (const [event, listener] of Object.entries({
        accountsChanged: this.onAccountsChanged.bind(this),
        chainChanged: this.onChainChanged.bind(this),
        disconnect: this.onDisconnect.bind(this),
      }))
        if (!listening.has(event)) {
          listening.set(event, listener)
          provider.on(event as 'accountsChanged', listener)
        }
      let currentChainId = await this.getChainId()
      if (chainId && chainId !== currentChainId)
        currentChainId = await this.switchChain!({ chainId }).then(
          (chain) => chain.id,
          (error: RpcError) => {
            if (error.code === UserRejectedRequestError.code) throw error
            return currentChainId
          },
        )
      return {
        accounts: (withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId: currentChainId,
      }
    },

    async disconnect() {
      const provider = await this.getProvider()
      for (const [event, listener] of listening)
        provider.removeListener(event as 'connect', listener)
      listening.clear()
      await getModal(config.chains).disconnect()
    },

    async getAccounts() {
      const provider = await this.getProvider()
      const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
      return accounts.map((address) => getAddress(address))
    },

    async getChainId() {
      const provider = await this.getProvider()
      return Number(await provider.request({ method: 'eth_chainId' }))
    },

    async getProvider(): Promise<EIP1193Provider> {
      return getModal(config.chains).provider
    },

    async isAuthorized() {
      try {
        await getModal(config.chains).ready
        return (await this.getAccounts()).length > 0
      } catch {
        return false
      }
    },

    async switchChain({ chainId }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain)
        throw new SwitchChainError(new Error(`Chain ${chainId} is not in wagmi's chains.`))
      const provider = await this.getProvider()
      const switched = new Promise<void>((resolve) => {
        const listener = (data: { chainId?: number | undefined }) => {
          if (data.chainId !== chainId) return
          config.emitter.off('change', listener)
          resolve()
        }
        config.emitter.on('change', listener)
      })
      try {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        // The provider's chainChanged may have come before the listener above: say it again.
        if ((await this.getChainId()) === chainId) config.emitter.emit('change', { chainId })
        await switched
        return chain
      } catch (error) {
        if ((error as RpcError).code === UserRejectedRequestError.code)
          throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
    },

    async onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else if (config.emitter.listenerCount('connect'))
        this.onConnect?.({ chainId: numberToHex(await this.getChainId()) })
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    },

    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },

    async onConnect(connectInfo: ProviderConnectInfo) {
      const accounts = await this.getAccounts()
      if (accounts.length)
        config.emitter.emit('connect', { accounts, chainId: Number(connectInfo.chainId) })
    },

    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  })
}
