import { definePreset, sol } from '../definePreset.ts'
import { solanaIcon } from './solanaIcon.ts'

/**
 * A Solana preset from its genesis hash's first 32 characters (the CAIP-2 reference). A
 * `cluster` other than mainnet-beta is a test cluster, and the explorer shows it.
 * @example solanaPreset('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'devnet', [])
 */
export const solanaPreset = <const Reference extends string>(
  reference: Reference,
  name: string,
  cluster: 'mainnet-beta' | 'devnet',
  publicRpcUrls: readonly string[],
) =>
  definePreset(`solana:${reference}`, name, sol, {
    explorer: [
      'Solana Explorer',
      `https://explorer.solana.com${cluster === 'mainnet-beta' ? '' : `/?cluster=${cluster}`}`,
    ],
    ...(cluster !== 'mainnet-beta' && { testnet: true }),
    imageUrl: solanaIcon,
    publicRpcUrls,
  })
