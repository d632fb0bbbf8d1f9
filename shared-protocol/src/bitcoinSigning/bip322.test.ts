import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { Address, NETWORK, OutScript, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { BITCOIN_NETWORKS } from '../bitcoin/bitcoinNetworks.ts'
import { bip322MessageHash, bip322ToSign, bip322ToSpendTxid } from './bip322Transactions.ts'
import { signBip322 } from './signBip322.ts'
import { verifyBip322 } from './verifyBip322.ts'

// BIP-322's published vectors (bip-0322/basic-test-vectors.json and generated-test-vectors.json).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_KEY = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const EMPTY_SIGNED =
  'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_SIGNED = [
  'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
]
const { mainnet, regtest } = BITCOIN_NETWORKS
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const scriptOf = (address: string) => OutScript.encode(Address(NETWORK).decode(address))
const unsignedId = (message: string) =>
  bytesToHex(sha256(sha256(bip322ToSign(scriptOf(P2WPKH), message).unsignedTx)).reverse())

describe('BIP-322 simple signatures', () => {
  test('default: message hashes and the to_spend and to_sign ids are the BIP vectors', () => {
    const vectors = [
      [
        '',
        'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
        'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
        '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
      ],
      [
        'Hello World',
        'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
        'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
        '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
      ],
      [
        'UTF-8 support: öäüéàè 测试文本 \u{1F604}',
        '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
        'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
        '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
      ],
    ] as const
    for (const [message, hash, toSpend, toSign] of vectors) {
      expect(bytesToHex(bip322MessageHash(message))).toBe(hash)
      expect(bip322ToSpendTxid(scriptOf(P2WPKH), message)).toBe(toSpend)
      expect(unsignedId(message)).toBe(toSign)
    }
  })

  test('behavior: the published P2WPKH and P2TR signatures verify, with or without the smp prefix', () => {
    expect(
      verifyBip322({ address: P2WPKH, message: '', signature: EMPTY_SIGNED, network: mainnet }),
    ).toBe(true)
    for (const signature of HELLO_SIGNED) {
      expect(
        verifyBip322({ address: P2WPKH, message: 'Hello World', signature, network: mainnet }),
      ).toBe(true)
      expect(
        verifyBip322({
          address: P2WPKH,
          message: 'Hello World',
          signature: signature.slice(3),
          network: mainnet,
        }),
      ).toBe(true)
    }
    const taproot = [
      [
        'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
        'No prefix fallback',
        'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
      ],
      [
        'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
        'PURVOQ544B6HUATVBJZN5EZJUU',
        'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
      ],
      [
        'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
        '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
        'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
      ],
    ] as const
    for (const [address, message, signature] of taproot)
      expect(verifyBip322({ address, message, signature, network: mainnet })).toBe(true)
  })

  test('error: the BIP error vectors and other mismatches are false, never a throw', () => {
    const cases: [string, string, string][] = [
      [P2WPKH, '', 'not-valid-base64!!!'],
      [P2WPKH, '', ''],
      [P2WPKH, 'Wrong message that was not signed', EMPTY_SIGNED],
      ['bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9', '', EMPTY_SIGNED],
      [P2WPKH, '', 'smpAA=='],
      [P2WPKH, '', 'fooAA=='],
      [
        'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
        'incorrect prefix',
        'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
      ],
      // The same key's regtest address: the same script, so the same signature verifies there.
    ]
    for (const [address, message, signature] of cases)
      expect(
        verifyBip322({
          address,
          message,
          signature,
          network: address.startsWith('bcrt') ? regtest : mainnet,
        }),
      ).toBe(false)
    const regtestAddress = p2wpkh(secp256k1.getPublicKey(P2WPKH_KEY, true), REGTEST).address!
    expect(
      verifyBip322({
        address: regtestAddress,
        message: '',
        signature: EMPTY_SIGNED,
        network: regtest,
      }),
    ).toBe(true)
    // A mainnet address is not one of regtest's.
    expect(
      verifyBip322({ address: P2WPKH, message: '', signature: EMPTY_SIGNED, network: regtest }),
    ).toBe(false)
  })

  test('behavior: signBip322 signs what verifyBip322 takes, P2WPKH and P2TR, with the smp prefix', () => {
    const signed = signBip322({
      message: 'Hello World',
      privateKey: P2WPKH_KEY,
      script: scriptOf(P2WPKH),
    })
    expect(signed.startsWith('smpAk')).toBe(true)
    expect(
      verifyBip322({
        address: P2WPKH,
        message: 'Hello World',
        signature: signed,
        network: mainnet,
      }),
    ).toBe(true)
    expect(
      verifyBip322({
        address: P2WPKH,
        message: 'Hello World!',
        signature: signed,
        network: mainnet,
      }),
    ).toBe(false)
    const internal = schnorr.getPublicKey(P2WPKH_KEY)
    const taproot = p2tr(internal)
    const schnorrSigned = signBip322({
      message: 'sign in',
      privateKey: P2WPKH_KEY,
      script: taproot.script,
      tapInternalKey: internal,
    })
    expect(
      verifyBip322({
        address: taproot.address!,
        message: 'sign in',
        signature: schnorrSigned,
        network: mainnet,
      }),
    ).toBe(true)
    expect(
      verifyBip322({
        address: taproot.address!,
        message: 'sign out',
        signature: schnorrSigned,
        network: mainnet,
      }),
    ).toBe(false)
  })
})
