import { ed25519 } from '@noble/curves/ed25519'
import type { RpcRequest } from '@porthole/shared-protocol'
import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { base64 } from '@scure/base'
import { isAddressEqual, isHex, type TypedDataDefinition } from 'viem'
import type { Accounts } from '../custody/deriveAccounts.ts'
import { VaultError } from '../VaultError.ts'
import {
  PersonalSignParams,
  PreparedTransactionParams,
  SolanaSignMessageParams,
  SolanaSignTransactionParams,
  TypedDataParams,
  TypedDataSchema,
} from './RpcParamsSchemas.ts'
import { notYours, parseParams } from './requestChecks.ts'
import { signSolanaTransaction } from './signSolanaTransaction.ts'

/** The methods the vault signs; the frame answers everything else (SPEC §5). */
export const SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'solana:signMessage',
  'solana:signTransaction',
] as const

const sameEvm = (accounts: Accounts, address: string | undefined) => {
  if (address && address.toLowerCase() !== accounts.evm.address.toLowerCase()) throw notYours()
}
const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/** Signs one request with the rebuilt accounts; a method not listed is 4200. */
export async function signRpcRequest(accounts: Accounts, request: RpcRequest): Promise<unknown> {
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = parseParams(PersonalSignParams, request.params)
      sameEvm(accounts, address)
      return accounts.evm.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = parseParams(TypedDataParams, request.params)
      sameEvm(accounts, address)
      let json: unknown = data
      if (typeof data === 'string') {
        try {
          json = JSON.parse(data)
        } catch {
          json = undefined
        }
      }
      const typed = parseParams(TypedDataSchema, json)
      const { EIP712Domain: _domainType, ...types } = typed.types
      return accounts.evm.signTypedData({ ...typed, types } as unknown as TypedDataDefinition)
    }
    case 'eth_signTransaction': {
      const [tx] = parseParams(PreparedTransactionParams, request.params)
      sameEvm(accounts, tx.from)
      const common = {
        chainId: Number(tx.chainId),
        nonce: Number(tx.nonce),
        gas: BigInt(tx.gas),
        ...(tx.to ? { to: tx.to as `0x${string}` } : {}),
        ...(tx.value ? { value: BigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data as `0x${string}` } : {}),
      }
      if (tx.authorizationList && tx.maxFeePerGas && tx.to) {
        // Only a delegation to the one implementation INIT_SMART_ACCOUNT signs is carried.
        if (
          tx.authorizationList.some(
            (a) => !isAddressEqual(a.address as `0x${string}`, SIMPLE_7702_ACCOUNT),
          )
        )
          throw new VaultError('InvalidParamsError', 'Unknown delegation target.', { code: -32602 })
        return accounts.evm.signTransaction({
          ...common,
          to: tx.to as `0x${string}`,
          type: 'eip7702',
          maxFeePerGas: BigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) ?? 0n,
          authorizationList: tx.authorizationList.map((a) => ({
            ...a,
            address: a.address as `0x${string}`,
            r: a.r as `0x${string}`,
            s: a.s as `0x${string}`,
          })),
        })
      }
      if (tx.authorizationList)
        throw new VaultError('InvalidParamsError', 'A type-4 transaction needs to and fees.', {
          code: -32602,
        })
      if (tx.maxFeePerGas) {
        return accounts.evm.signTransaction({
          ...common,
          type: 'eip1559',
          maxFeePerGas: BigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) ?? 0n,
        })
      }
      if (!tx.gasPrice)
        throw new VaultError('InvalidParamsError', 'The transaction has no fee fields.', {
          code: -32602,
        })
      return accounts.evm.signTransaction({
        ...common,
        type: 'legacy',
        gasPrice: BigInt(tx.gasPrice),
      })
    }
    case 'solana:signMessage': {
      const { address, message } = parseParams(SolanaSignMessageParams, request.params)
      if (address !== accounts.solanaAddress) throw notYours()
      const bytes = base64.decode(message)
      return {
        signedMessage: message,
        signature: base64.encode(ed25519.sign(bytes, accounts.solanaSeed)),
      }
    }
    case 'solana:signTransaction': {
      const { address, transaction } = parseParams(SolanaSignTransactionParams, request.params)
      if (address !== accounts.solanaAddress) throw notYours()
      const signed = signSolanaTransaction(base64.decode(transaction), accounts.solanaSeed)
      return { signedTransaction: base64.encode(signed) }
    }
    default:
      throw new VaultError('UnsupportedMethodError', 'Requested RPC call is not allowed', {
        code: 4200,
      })
  }
}
