import { address, getBase58Decoder, getBase64Encoder } from '@solana/kit'
import * as z from 'zod/mini'
import { tokenAccountsOf } from '../../../chains/solana/tokenAccountsOf.ts'
import { mapWalletError } from '../../../connectors/mapWalletError.ts'
import { contractOf } from '../SendAsset.ts'
import type { SendChain } from '../SendChain.ts'
import { buildSolanaTransfer } from './buildSolanaTransfer.ts'

/** A signature's base fee (lamports); the local and public clusters charge 5000. */
const LAMPORTS_PER_SIGNATURE = 5000n
/** An SPL token account's size, whose rent a new associated token account needs. */
const TOKEN_ACCOUNT_SIZE = 165

const Blockhash = z.object({
  value: z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() }),
})
const AccountInfo = z.object({ value: z.nullable(z.unknown()) })
const SignatureResult = z.object({ signature: z.string() })

/**
 * Solana sends (SPEC §4 "solana sends a transaction"): SOL or an SPL token, the transaction
 * built here and signed and sent by the wallet (`solana:signAndSendTransaction`), then its
 * signature's status awaited. The fee is the signature fee, plus the rent of the receiver's
 * token account when it has to be created.
 */
export const solanaSendChain: SendChain = {
  async estimateFee(request, { client }) {
    const mint = contractOf(request.token)
    if (mint === undefined) return LAMPORTS_PER_SIGNATURE
    const { destination } = await tokenAccountsOf(
      address(request.account.address),
      address(request.to),
      address(mint),
    )
    const info = AccountInfo.parse(
      await client.request({
        method: 'getAccountInfo',
        params: [destination, { encoding: 'base64' }],
      }),
    )
    if (info.value !== null) return LAMPORTS_PER_SIGNATURE
    const rent = await client.request({
      method: 'getMinimumBalanceForRentExemption',
      params: [TOKEN_ACCOUNT_SIZE],
    })
    return LAMPORTS_PER_SIGNATURE + BigInt(z.number().parse(rent))
  },
  async submit(request, { client, connection }) {
    const { value } = Blockhash.parse(
      await client.request({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }),
    )
    const transaction = await buildSolanaTransfer(request, {
      blockhash: value.blockhash,
      lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
    })
    let answer: unknown
    try {
      answer = await connection.connector.request(
        {
          method: 'solana:signAndSendTransaction',
          params: {
            address: request.account.address,
            chain: request.account.caipNetworkId,
            transaction,
          },
        },
        { confirmedInModal: true },
      )
    } catch (error) {
      throw mapWalletError(error)
    }
    const { signature } = SignatureResult.parse(answer)
    return getBase58Decoder().decode(getBase64Encoder().encode(signature))
  },
}
