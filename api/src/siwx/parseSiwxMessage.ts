import { isBitcoinSiwxMessage, parseBitcoinSiwxMessage } from '@porthole/shared-protocol/bitcoin'
import { parseSignInMessageText } from '@solana/wallet-standard-util'
import { parseSiweMessage } from 'viem/siwe'
import { InvalidSiwxMessageError } from '../errors.ts'

/** A SIWE (EIP-4361), SIWS or Bitcoin (CAIP-122) message, reduced to what the api checks and stores. */
export type SiwxMessage = {
  namespace: 'eip155' | 'solana' | 'bip122'
  address: string
  /** CAIP-2, e.g. `eip155:31337`, `solana:devnet` or `bip122:000000000019d6689c085ae165831e93`. */
  chainId: string
  domain: string
  uri: string
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
}

const evmHeader = ' wants you to sign in with your Ethereum account:\n'
const solanaHeader = ' wants you to sign in with your Solana account:\n'
const caipReference = /^[-_a-zA-Z0-9]{1,48}$/

/** Parses a sign-in message by its first line; throws `InvalidSiwxMessageError` naming what is missing. */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (text.includes(evmHeader)) return parseEvm(text)
  if (text.includes(solanaHeader)) return parseSolana(text)
  if (isBitcoinSiwxMessage(text)) return parseBitcoin(text)
  throw new InvalidSiwxMessageError(
    'not a SIWE (Ethereum), SIWS (Solana) or Bitcoin sign-in message',
  )
}

function parseEvm(text: string): SiwxMessage {
  const parsed = parseSiweMessage(text)
  const { address, chainId, domain, nonce, uri, version, issuedAt } = parsed
  if (!address || !domain || !uri || !nonce || chainId === undefined) {
    throw new InvalidSiwxMessageError('address, domain, uri, nonce and chain id are required')
  }
  if (version !== '1') throw new InvalidSiwxMessageError('version must be 1')
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidSiwxMessageError(`chain id ${chainId} is not a positive integer`)
  }
  return {
    namespace: 'eip155',
    address,
    chainId: `eip155:${chainId}`,
    domain,
    uri,
    nonce,
    issuedAt: requireDate(issuedAt, 'issued at'),
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
  }
}

function parseSolana(text: string): SiwxMessage {
  const parsed = parseSignInMessageText(text)
  if (!parsed) throw new InvalidSiwxMessageError('the SIWS message does not parse')
  const { address, domain, uri, nonce, version, chainId } = parsed
  if (!uri || !nonce || !chainId) {
    throw new InvalidSiwxMessageError('uri, nonce and chain id are required')
  }
  if (version !== '1') throw new InvalidSiwxMessageError('version must be 1')
  const reference = chainId.startsWith('solana:') ? chainId.slice(7) : chainId
  if (!caipReference.test(reference)) {
    throw new InvalidSiwxMessageError(`chain id "${chainId}" is not a Solana chain`)
  }
  return {
    namespace: 'solana',
    address,
    chainId: `solana:${reference}`,
    domain,
    uri,
    nonce,
    issuedAt: requireDate(parseDate(parsed.issuedAt, 'issued at'), 'issued at'),
    expirationTime: parseDate(parsed.expirationTime, 'expiration time'),
    notBefore: parseDate(parsed.notBefore, 'not before'),
  }
}

function parseBitcoin(text: string): SiwxMessage {
  const parsed = parseBitcoinSiwxMessage(text)
  if ('error' in parsed) throw new InvalidSiwxMessageError(parsed.error)
  const { fields } = parsed
  return {
    namespace: 'bip122',
    address: fields.address,
    chainId: fields.caipNetworkId,
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    issuedAt: requireDate(parseDate(fields.issuedAt, 'issued at'), 'issued at'),
    expirationTime: parseDate(fields.expirationTime, 'expiration time'),
    notBefore: parseDate(fields.notBefore, 'not before'),
  }
}

function parseDate(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new InvalidSiwxMessageError(`${field} is not a date`)
  return date
}

function requireDate(value: Date | undefined, field: string): Date {
  if (!value || Number.isNaN(value.getTime())) {
    throw new InvalidSiwxMessageError(`${field} is required`)
  }
  return value
}
