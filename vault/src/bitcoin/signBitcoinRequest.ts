import type { RpcRequest } from '@porthole/shared-protocol'
import {
  BITCOIN_NETWORKS,
  bitcoinAddressType,
  bitcoinNetworkOf,
} from '@porthole/shared-protocol/bitcoin'
import { signBip322 } from '@porthole/shared-protocol/bitcoinSigning'
import { notYours, parseParams } from '../signing/requestChecks.ts'
import { VaultError } from '../VaultError.ts'
import {
  GetAccountAddressesParams,
  SignMessageParams,
  SignPsbtParams,
} from './BitcoinParamsSchemas.ts'
import {
  type BitcoinAccount,
  deriveBitcoinAccount,
  describeBitcoinAccount,
} from './deriveBitcoinAccount.ts'
import { signBitcoinPsbt } from './signBitcoinPsbt.ts'

/** The Bitcoin methods the vault answers, over RPC_REQUEST (its lazy chunk). */
export const BITCOIN_METHODS = [
  'bip122:getAccountAddresses',
  'bip122:signMessage',
  'bip122:signPsbt',
] as const

/** The account whose address `address` is, on the network its prefix names; else 4100. */
function accountOf(secret: Uint8Array, address: string): BitcoinAccount {
  const network = Object.values(BITCOIN_NETWORKS).find((n) => bitcoinAddressType(address, n))
  if (!network) throw notYours()
  const account = deriveBitcoinAccount(secret, network)
  if (account.address !== address.toLowerCase()) {
    account.privateKey.fill(0)
    throw notYours()
  }
  return account
}

/**
 * Answers one Bitcoin request with the login's secret: the P2WPKH account's address on a
 * network, a BIP-322 signature, or a PSBT with its inputs signed. The key is zeroed after use.
 */
export async function signBitcoinRequest(
  secret: Uint8Array,
  request: RpcRequest,
): Promise<unknown> {
  switch (request.method) {
    case 'bip122:getAccountAddresses': {
      const { network: id } = parseParams(GetAccountAddressesParams, request.params)
      const network = bitcoinNetworkOf(id)
      if (!network)
        throw new VaultError('InvalidChainIdError', `${id} is not a Bitcoin network.`, {
          code: -32602,
        })
      const account = deriveBitcoinAccount(secret, network)
      account.privateKey.fill(0)
      return [describeBitcoinAccount(account)]
    }
    case 'bip122:signMessage': {
      const { address, message } = parseParams(SignMessageParams, request.params)
      const account = accountOf(secret, address)
      try {
        const signature = signBip322({
          message,
          privateKey: account.privateKey,
          script: account.script,
        })
        return { address: account.address, signature }
      } finally {
        account.privateKey.fill(0)
      }
    }
    case 'bip122:signPsbt': {
      const { psbt, signInputs } = parseParams(SignPsbtParams, request.params)
      const address = signInputs[0]?.address ?? ''
      const account = accountOf(secret, address)
      try {
        return signBitcoinPsbt(account, psbt, signInputs)
      } finally {
        account.privateKey.fill(0)
      }
    }
    default:
      throw new VaultError('UnsupportedMethodError', 'Requested RPC call is not allowed', {
        code: 4200,
      })
  }
}
