import { address } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import type { SendAsset } from '../SendAsset.ts'
import type { SendAccount } from '../SendServices.ts'
import { buildSolanaInstructions, buildSolanaTransfer } from './buildSolanaTransfer.ts'

const caip = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const account: SendAccount = {
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: caip,
  namespace: 'solana',
  walletName: 'Dev Solana Wallet',
  confirmsInModal: false,
  native: { symbol: 'SOL', decimals: 9 },
}
const sol: SendAsset = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: caip,
  price: 0,
  quantity: { decimals: '9', numeric: '10' },
  iconUrl: '',
}
const mint = 'So11111111111111111111111111111111111111112'
const spl: SendAsset = {
  ...sol,
  symbol: 'DUSD',
  address: `${caip}:${mint}`,
  quantity: { decimals: '6', numeric: '5' },
}
const to = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'

describe('buildSolanaTransfer', () => {
  test('default: SOL is one System transfer', async () => {
    const [transfer, ...rest] = await buildSolanaInstructions({
      account,
      token: sol,
      amount: 1_500_000_000n,
      to,
    })
    expect(rest).toEqual([])
    expect(transfer?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    expect(transfer?.accounts?.map((a) => a.address)).toEqual([account.address, to])
  })

  test("behavior: an SPL token creates the receiver's associated account when missing, then TransferChecked in the mint's decimals", async () => {
    const [create, transfer] = await buildSolanaInstructions({
      account,
      token: spl,
      amount: 2_500_000n,
      to,
    })
    const [receiverAta] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(create?.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    expect(create?.accounts?.map((a) => a.address)).toContain(receiverAta)
    const parsed = parseTransferCheckedInstruction(
      transfer as Parameters<typeof parseTransferCheckedInstruction>[0],
    )
    expect(parsed.data.amount).toBe(2_500_000n)
    expect(parsed.data.decimals).toBe(6)
    expect(parsed.accounts.destination.address).toBe(receiverAta)
    expect(parsed.accounts.authority.address).toBe(account.address)
  })

  test('default: the wire transaction is base64 and paid by the sender', async () => {
    const wire = await buildSolanaTransfer(
      { account, token: sol, amount: 1n, to },
      { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 100n },
    )
    expect(wire).toMatch(/^[A-Za-z0-9+/]+=*$/)
  })
})
