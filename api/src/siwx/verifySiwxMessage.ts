import { matchAnyOrigin, resolveAllowedOrigins } from '@porthole/shared-protocol'
import { bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { base58 } from '@scure/base'
import { parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { createPublicClient, type Hex, http, isHex, verifyMessage } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { DomainNotAllowedError, InvalidSignatureError, InvalidSiwxMessageError } from '../errors.ts'
import type { Project } from '../projects/ProjectSchema.ts'
import { parseSiwxMessage, type SiwxMessage } from './parseSiwxMessage.ts'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.ts'

export type VerifySiwxOptions = {
  project: Project
  message: string
  signature: string
  now: Date
  /** JSON-RPC endpoints by EVM chain id: with one, smart-account (ERC-1271/6492) signatures verify too. */
  evmRpcUrls: Readonly<Record<string, string>>
}

/**
 * Checks a SIWE, SIWS or Bitcoin message for `project`: its URI's origin is one the project
 * allows and its domain is that origin's host, it is inside its time window, and the signature
 * is the address's (viem `verifySiweMessage` for eip155, `verifySignIn` for solana, BIP-322 for
 * bip122, or the legacy `signmessage` for a P2PKH address). The nonce is
 * the caller's to consume. Returns the parsed message; throws a typed `ApiError`.
 */
export async function verifySiwxMessage(options: VerifySiwxOptions): Promise<SiwxMessage> {
  const parsed = parseSiwxMessage(options.message)
  checkOrigin(parsed, options.project)
  checkTime(parsed, options.now)
  const valid =
    parsed.namespace === 'eip155'
      ? await verifyEvm(parsed, options)
      : parsed.namespace === 'solana'
        ? verifySolana(parsed, options.message, options.signature)
        : verifyBitcoinSignature({
            address: parsed.address,
            message: options.message,
            signature: options.signature,
            network: bitcoinNetworkOf(parsed.chainId),
          })
  if (!valid) throw new InvalidSignatureError()
  return parsed
}

function checkOrigin(parsed: SiwxMessage, project: Project): void {
  let url: URL
  try {
    url = new URL(parsed.uri)
  } catch {
    throw new InvalidSiwxMessageError(`uri "${parsed.uri}" is not a URL`)
  }
  if (url.host !== parsed.domain) {
    throw new InvalidSiwxMessageError(`domain "${parsed.domain}" is not the host of the uri`)
  }
  if (!matchAnyOrigin(resolveAllowedOrigins(project), url.origin)) {
    throw new DomainNotAllowedError(parsed.domain)
  }
}

function checkTime(parsed: SiwxMessage, now: Date): void {
  if (parsed.expirationTime && parsed.expirationTime <= now) {
    throw new InvalidSiwxMessageError('the message has expired')
  }
  if (parsed.notBefore && parsed.notBefore > now) {
    throw new InvalidSiwxMessageError('the message is not valid yet')
  }
  if (parsed.issuedAt.getTime() > now.getTime() + 60_000) {
    throw new InvalidSiwxMessageError('the message is issued in the future')
  }
}

async function verifyEvm(parsed: SiwxMessage, options: VerifySiwxOptions): Promise<boolean> {
  if (!isHex(options.signature, { strict: true })) return false
  const signature = options.signature as Hex
  const reference = parsed.chainId.slice('eip155:'.length)
  const rpcUrl = options.evmRpcUrls[reference]
  if (rpcUrl) {
    const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) })
    return verifySiweMessage(client, {
      message: options.message,
      signature,
      domain: parsed.domain,
      nonce: parsed.nonce,
      time: options.now,
    }).catch(() => false)
  }
  return verifyMessage({
    address: parsed.address as Hex,
    message: options.message,
    signature,
  }).catch(() => false)
}

function verifySolana(parsed: SiwxMessage, message: string, signature: string): boolean {
  try {
    const input = parseSignInMessageText(message)
    const publicKey = base58.decode(parsed.address)
    const bytes = base58.decode(signature)
    if (!input || publicKey.length !== 32 || bytes.length !== 64) return false
    return verifySignIn(input, {
      account: { address: parsed.address, publicKey, chains: [], features: [] },
      signedMessage: new TextEncoder().encode(message),
      signature: bytes,
    })
  } catch {
    return false
  }
}
