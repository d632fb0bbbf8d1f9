import { getAddress, parseUnits } from 'viem'
import type { FakeContract } from './createFakeChain.ts'

/** Addresses as apps send them: checksummed (viem refuses a mixed case that is not). */
const at = (hex: string) => getAddress(hex.toLowerCase())

/** The signing account (anvil's first dev account). */
export const account = at('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
export const chainId = 31337

/** An ERC-20 with EIP-2612 (`Demo USD`, 6 decimals, 1,000,000 DUSD in all). */
export const dusd = at('0x5fbdb2315678afecb367f032d93f642f64180aa3')
/** An ERC-20 with EIP-3009 (`USD Coin`). */
export const usdc = at('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
/** An ERC-20 that does not answer `totalSupply()`. */
export const old = at('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0')
/** An ERC-721 collection (`name()` only). */
export const apes = at('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
/** Apps' contracts: a router and a marketplace (code, no token). */
export const router = at('0x7a250d5630b4cf539739df2c5dacb4c659f2488d')
/** Uniswap V3's SwapRouter02. */
export const routerV3 = at('0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45')
export const marketplace = at('0x1e0049783f008a0085193e00003d00cd54003c71')
export const permit2 = at('0x000000000022d473030f116ddee9f6b43ac78ba3')
/** A copy of Permit2's interface at another address. */
export const fakePermit2 = at('0x000000000022d473030f116ddee9f6b43ac78ba4')
/** Accounts a key holds: a plain one, and one delegated with EIP-7702. */
export const eoa = at('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
export const delegated = at('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
/** A merchant the account pays (a plain account, never paid before). */
export const merchant = at('0x15d34aaf54267db7d7c367839aaf71a00a2c6a65')
/** An address the account sent to before, and one made to look like it. */
export const friend = at('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
export const poisoned = at('0x3c44aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa93bc')

export const SUPPLY = 1_000_000n * 10n ** 6n
/** An amount of DUSD in its smallest units (6 decimals): `DUSD('1.5')` is 1_500_000n. */
export const DUSD = (amount: string) => parseUnits(amount, 6)

/** What the corpus chain answers at the RPC boundary. */
export const corpusContracts: Record<string, FakeContract> = {
  [dusd]: { name: 'Demo USD', symbol: 'DUSD', decimals: 6, totalSupply: SUPPLY },
  [usdc]: { name: 'USD Coin', symbol: 'USDC', decimals: 6, totalSupply: 10n ** 15n },
  [old]: { name: 'Old Token', symbol: 'OLD', decimals: 18 },
  [apes]: { name: 'Demo Apes' },
  [router]: {},
  [routerV3]: {},
  [marketplace]: {},
  [permit2]: {},
  [fakePermit2]: {},
  [delegated]: { code: `0xef0100${router.slice(2).toLowerCase()}` },
}
