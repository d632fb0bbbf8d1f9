import type { Network } from '@porthole/shared-protocol/host'
import { UserRejectedRequestError } from '@porthole/shared-protocol/host'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { Modal } from '../Modal.ts'
import { fromBase64, toBase64 } from './base64.ts'
import { solanaStandardChains } from './solanaStandardChains.ts'
import { PORTHOLE_WALLET_NAME } from './standardWallets/discoverStandardWallets.ts'

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iMTEiIGZpbGw9IiMzYjViZmQiLz48Y2lyY2xlIGN4PSIxMiIgY3k9IjEyIiByPSI1IiBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMiIvPjwvc3ZnPg==' as const
const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** The two transaction features' version and the transactions they take. */
const TRANSACTION_FEATURE = {
  version: '1.0.0',
  supportedTransactionVersions: ['legacy', 0],
} as const

type TransactionInput = { account: WalletAccount; chain: string; transaction: Uint8Array }
type Change = (properties: { accounts: readonly WalletAccount[] }) => void

/**
 * "Porthole" as a Wallet Standard wallet, the Solana counterpart of `modal.provider`: a host's
 * `@solana/wallet-adapter` or `@solana/kit` code finds it with the other wallets, and its
 * connect opens the modal, where the user picks a Solana wallet. Signing goes through the
 * frame to the wallet the user connected (its prompt), bytes as base64 on the bridge.
 * Closing the modal without connecting rejects connect with 4001.
 * Its accounts name the configured Solana networks and their Wallet Standard cluster names
 * (`solana:localnet`...), so `@solana/wallet-adapter`'s `sendTransaction` finds its chain.
 * @example registerWallet(createPortholeWallet(modal, networks))
 */
export function createPortholeWallet(modal: Modal, networks: readonly Network[]): Wallet {
  const { chains, resolve } = solanaStandardChains(networks)
  const account = (): WalletAccount | undefined => {
    const state = modal.getState()
    // The Solana connection's account, current or not (the EVM provider has its own).
    const address = state?.status === 'connected' && state.accounts?.solana?.address
    if (!address) return
    return {
      address,
      publicKey: bs58.decode(address),
      chains,
      features: FEATURES,
    }
  }
  const accounts = () => {
    const current = account()
    return current ? [current] : []
  }
  const call = async (method: string, params: Record<string, unknown>) =>
    (await modal.provider.request({ method, params })) as Record<string, string>
  const each =
    <I, O>(run: (input: I) => Promise<O>) =>
    async (...inputs: I[]) => {
      const outputs: O[] = []
      for (const input of inputs) outputs.push(await run(input))
      return outputs
    }
  /** A transaction to sign (and send) on the bridge: the account by address, bytes as base64. */
  const transactionCall = (method: string, input: TransactionInput) =>
    call(method, {
      address: input.account.address,
      chain: resolve(input.chain),
      transaction: toBase64(input.transaction),
    })
  const connect = async ({ silent = false } = {}) => {
    await modal.ready
    if (account() || silent) return { accounts: accounts() }
    await modal.open()
    return new Promise<{ accounts: WalletAccount[] }>((resolve, reject) => {
      const stop = modal.subscribeState((state) => {
        if (account()) {
          stop()
          resolve({ accounts: accounts() })
        } else if (!state.open) {
          stop()
          reject(
            new UserRejectedRequestError(
              'The modal was closed without connecting a Solana wallet.',
            ),
          )
        }
      })
    })
  }
  return {
    version: '1.0.0',
    name: PORTHOLE_WALLET_NAME,
    icon: ICON,
    chains,
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect: () => modal.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Change) => {
          let last = account()?.address
          return modal.subscribeState(() => {
            const next = account()?.address
            if (next !== last) listener({ accounts: accounts() })
            last = next
          })
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: each(
          async ({ account: signer, message }: { account: WalletAccount; message: Uint8Array }) => {
            const out = await call('solana:signMessage', {
              address: signer.address,
              message: toBase64(message),
            })
            return {
              signedMessage: fromBase64(out.signedMessage!),
              signature: fromBase64(out.signature!),
              signatureType: 'ed25519' as const,
            }
          },
        ),
      },
      'solana:signTransaction': {
        ...TRANSACTION_FEATURE,
        signTransaction: each(async (input: TransactionInput) => {
          const out = await transactionCall('solana:signTransaction', input)
          return { signedTransaction: fromBase64(out.signedTransaction!) }
        }),
      },
      'solana:signAndSendTransaction': {
        ...TRANSACTION_FEATURE,
        signAndSendTransaction: each(async (input: TransactionInput) => {
          const out = await transactionCall('solana:signAndSendTransaction', input)
          return { signature: fromBase64(out.signature!) }
        }),
      },
    },
  }
}
