import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/**
 * For the add-on's unit tests: a Wallet Standard wallet with a real ed25519 key (node:crypto)
 * and the features a Solana extension has, approving everything, or rejecting with 4001 once
 * `reject` is set. The browser specs use the dev Solana wallet instead.
 */
export function createTestWallet(
  options: { name?: string; chains?: `${string}:${string}`[]; without?: string[] } = {},
) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(12))
  const address = getBase58Decoder().decode(raw)
  const chains = options.chains ?? ['solana:localnet']
  const account: WalletAccount = {
    address,
    publicKey: raw,
    chains,
    features: ['solana:signMessage'],
  }
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  const state = { connected: false, reject: false }
  const emit = () => {
    for (const listener of listeners) listener({ accounts: state.connected ? [account] : [] })
  }
  const guard = () => {
    if (state.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async ({ silent = false } = {}) => {
        if (!silent) {
          guard()
          state.connected = true
          emit()
        }
        return { accounts: state.connected ? [account] : [] }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        state.connected = false
        emit()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (
        _event: 'change',
        listener: (properties: { accounts: readonly WalletAccount[] }) => void,
      ) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) => {
        guard()
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: new Uint8Array(sign(null, message, privateKey)),
        }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        inputs.map(({ transaction }) => ({
          signature: new Uint8Array(sign(null, transaction, privateKey)),
        })),
    },
  }
  for (const feature of options.without ?? []) delete features[feature]
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return state.connected ? [account] : []
    },
  }
  return { wallet, account, state, publicKey }
}
