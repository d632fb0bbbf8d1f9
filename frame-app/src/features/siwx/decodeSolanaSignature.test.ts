import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { decodeSolanaSignature } from './decodeSolanaSignature.ts'

describe('decodeSolanaSignature', () => {
  test('default: the base64 answer becomes the signed text and a base58 signature', () => {
    const out = {
      signedMessage: btoa('shop.example wants you to sign in'),
      signature: btoa(String.fromCharCode(0, 0, 1, 255)),
    }
    expect(decodeSolanaSignature(out)).toEqual({
      message: 'shop.example wants you to sign in',
      signature: '119p',
    })
  })

  test('error: an answer without a signature is a typed error', () => {
    expect(() => decodeSolanaSignature({ signedMessage: 'aGk=' })).toThrow(InvalidParamsRpcError)
    expect(() => decodeSolanaSignature(null)).toThrow('The wallet answered no signature.')
  })
})
