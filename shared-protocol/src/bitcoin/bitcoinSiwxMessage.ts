import { bitcoinAddressType } from './bitcoinAddressType.ts'
import { type BitcoinNetwork, bitcoinNetworkOf } from './bitcoinNetworks.ts'

/** The fields of a CAIP-122 sign-in message for a Bitcoin (bip122) account. */
export type BitcoinSiwxFields = {
  domain: string
  /** The CAIP-10 account's address part: an address of `caipNetworkId`'s network. */
  address: string
  /** CAIP-2, e.g. `bip122:000000000019d6689c085ae165831e93`. */
  caipNetworkId: string
  uri: string
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const HEADER = ' wants you to sign in with your Bitcoin account:'

/**
 * The CAIP-122 message (EIP-4361's text, with `Bitcoin` as the blockchain and the CAIP-2 id as
 * the chain id) a Bitcoin wallet signs with BIP-322 to sign in.
 * @example
 * buildBitcoinSiwxMessage({ domain: 'shop.example', address: 'bc1q…', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', uri: 'https://shop.example', nonce: 'abc12345', issuedAt: '2026-12-03T10:00:00.000Z' })
 */
export function buildBitcoinSiwxMessage(fields: BitcoinSiwxFields): string {
  const lines = [`${fields.domain}${HEADER}`, fields.address, '']
  if (fields.statement) lines.push(fields.statement)
  lines.push('', `URI: ${fields.uri}`, 'Version: 1', `Chain ID: ${fields.caipNetworkId}`)
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`)
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** Whether `text` is a Bitcoin sign-in message by its first line. */
export function isBitcoinSiwxMessage(text: string): boolean {
  return (text.split('\n', 1)[0] ?? '').endsWith(HEADER)
}

const FIELDS = {
  'URI: ': 'uri',
  'Version: ': 'version',
  'Chain ID: ': 'chainId',
  'Nonce: ': 'nonce',
  'Issued At: ': 'issuedAt',
  'Expiration Time: ': 'expirationTime',
  'Not Before: ': 'notBefore',
  'Request ID: ': 'requestId',
} as const
type FieldName = (typeof FIELDS)[keyof typeof FIELDS]

/**
 * Reads a Bitcoin sign-in message: its network (the chain id as CAIP-2 or as the bare
 * reference) must be one Porthole knows and its address one of that network's. Returns a
 * reason instead when it cannot be read.
 */
export function parseBitcoinSiwxMessage(
  text: string,
): { fields: BitcoinSiwxFields; network: BitcoinNetwork } | { error: string } {
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (!first.endsWith(HEADER)) return { error: 'not a Bitcoin sign-in message' }
  const domain = first.slice(0, -HEADER.length)
  const address = lines[1] ?? ''
  let index = 2
  while (lines[index] === '') index++
  const statement =
    lines[index] !== undefined && !lines[index]?.startsWith('URI: ') ? lines[index] : undefined
  if (statement !== undefined) index++
  const values: Partial<Record<FieldName, string>> = {}
  const resources: string[] = []
  for (const line of lines.slice(index)) {
    if (line === '' || line === 'Resources:') continue
    if (line.startsWith('- ')) resources.push(line.slice(2))
    else {
      const key = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((k) => line.startsWith(k))
      if (!key || values[FIELDS[key]] !== undefined) return { error: `unexpected line "${line}"` }
      values[FIELDS[key]] = line.slice(key.length)
    }
  }
  const { uri, version, chainId, nonce, issuedAt } = values
  if (!domain || !uri || !chainId || !nonce || !issuedAt)
    return { error: 'domain, uri, chain id, nonce and issued at are required' }
  if (version !== '1') return { error: 'version must be 1' }
  const caipNetworkId = chainId.startsWith('bip122:') ? chainId : `bip122:${chainId}`
  const network = bitcoinNetworkOf(caipNetworkId)
  if (!network) return { error: `chain id "${chainId}" is not a Bitcoin network Porthole knows` }
  if (!bitcoinAddressType(address, network))
    return { error: `"${address}" is not an address of ${network.name}` }
  const fields: BitcoinSiwxFields = { domain, address, caipNetworkId, uri, nonce, issuedAt }
  if (statement !== undefined) fields.statement = statement
  if (values.expirationTime) fields.expirationTime = values.expirationTime
  if (values.notBefore) fields.notBefore = values.notBefore
  if (values.requestId) fields.requestId = values.requestId
  if (resources.length) fields.resources = resources
  return { fields, network }
}
