import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { maxUint160, maxUint256, toHex } from 'viem'
import type { ApproveMessageKey } from '../../src/features/approveTransaction/chunk.ts'
import type { ApprovalRequest } from '../../src/features/approveTransaction/index.ts'
import {
  apes,
  DUSD,
  delegated,
  dusd,
  eoa,
  fakePermit2,
  friend,
  marketplace,
  poisoned,
  router,
  SUPPLY,
  usdc,
} from './corpusChain.ts'
import {
  approve,
  authorization,
  increaseAllowance,
  mail,
  pay,
  permit,
  permit2Allowance,
  permit2Transfer,
  personalSign,
  sendCalls,
  setApprovalForAll,
  transfer,
} from './corpusRequests.ts'
import {
  type CorpusSimulation,
  delegate,
  swapCoinForDusd,
  swapV3CoinForDusd,
  swapV3DusdForCoin,
} from './corpusTransactions.ts'

export type CorpusCase = {
  name: string
  request: ApprovalRequest
  /** The warnings ApproveTransaction must show, in order. */
  warnings: ApproveMessageKey[]
  /** The addresses the account sent to before (its activity at hand). */
  past?: string[]
  /** What the api's simulation answers for it; absent, it is not simulated. */
  simulation?: CorpusSimulation
}

/** Requests a drainer sends: each must be warned of, with the right warning. */
export const harmfulRequests: CorpusCase[] = [
  {
    name: 'approve: unlimited (max uint256) to a router',
    request: approve(dusd, router, maxUint256),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'approve: 2^128, unlimited in practice',
    request: approve(dusd, router, 2n ** 128n),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'approve: more than the whole supply',
    request: approve(dusd, router, SUPPLY + 1n),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'increaseAllowance: unlimited',
    request: increaseAllowance(dusd, router, maxUint256),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'approve: 10 DUSD to a plain account',
    request: approve(dusd, eoa, DUSD('10')),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'approve: unlimited to a plain account',
    request: approve(dusd, eoa, maxUint256),
    warnings: ['approve.warnUnlimited', 'approve.warnEoaSpender'],
  },
  {
    name: 'increaseAllowance: to a plain account',
    request: increaseAllowance(dusd, eoa, DUSD('5')),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'approve: to an account that only delegates with EIP-7702',
    request: approve(dusd, delegated, DUSD('10')),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'setApprovalForAll: a plain account as operator',
    request: setApprovalForAll(apes, eoa, true),
    warnings: ['approve.warnEoaOperator'],
  },
  {
    name: 'setApprovalForAll: an EIP-7702-delegated account as operator',
    request: setApprovalForAll(apes, delegated, true),
    warnings: ['approve.warnEoaOperator'],
  },
  {
    name: 'Permit: unlimited to a router',
    request: permit(dusd, 'Demo USD', router, maxUint256),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'Permit: to a plain account',
    request: permit(dusd, 'Demo USD', eoa, DUSD('100')),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'Permit: the domain names another token than its contract',
    request: permit(dusd, 'USD Coin', router, DUSD('100')),
    warnings: ['approve.warnTokenName'],
  },
  {
    name: 'Permit2 PermitSingle: unlimited (max uint160)',
    request: permit2Allowance([[dusd, maxUint160]], router),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'Permit2 PermitBatch: one of two tokens unlimited',
    request: permit2Allowance(
      [
        [dusd, DUSD('10')],
        [usdc, maxUint160],
      ],
      router,
    ),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'Permit2 PermitSingle: to a plain account',
    request: permit2Allowance([[dusd, DUSD('10')]], eoa),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'Permit2 PermitSingle: verified by another contract than Permit2',
    request: permit2Allowance([[dusd, DUSD('10')]], router, fakePermit2),
    warnings: ['approve.warnContract'],
  },
  {
    name: 'Permit2 PermitTransferFrom: the whole balance, unlimited',
    request: permit2Transfer([[dusd, maxUint256]], router),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'Permit2 PermitBatchTransferFrom: to a plain account',
    request: permit2Transfer(
      [
        [dusd, DUSD('10')],
        [usdc, DUSD('10')],
      ],
      eoa,
    ),
    warnings: ['approve.warnEoaSpender'],
  },
  {
    name: 'Permit2 PermitWitnessTransferFrom: unlimited',
    request: permit2Transfer([[usdc, maxUint256]], router, true),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'EIP-3009 TransferWithAuthorization: to a lookalike of a past recipient',
    request: authorization('TransferWithAuthorization', usdc, 'USD Coin', poisoned, DUSD('50')),
    warnings: ['approve.warnLookalike'],
    past: [friend],
  },
  {
    name: 'EIP-3009 ReceiveWithAuthorization: the domain names another token',
    request: authorization('ReceiveWithAuthorization', dusd, 'USD Coin', router, DUSD('50')),
    warnings: ['approve.warnTokenName'],
  },
  {
    name: 'transfer: DUSD to a lookalike of a past recipient',
    request: transfer(dusd, poisoned, DUSD('1')),
    warnings: ['approve.warnLookalike'],
    past: [friend],
  },
  {
    name: 'native transfer: to a lookalike of a past recipient',
    request: pay(poisoned, 10n ** 16n),
    warnings: ['approve.warnLookalike'],
    past: [friend.toLowerCase()],
  },
  {
    name: 'typed data: for another chain',
    request: mail(1),
    warnings: ['approve.warnChain'],
  },
  {
    name: 'typed data: verified by a contract this chain does not have',
    request: mail(31337, eoa),
    warnings: ['approve.warnNoVerifier'],
  },
  {
    name: 'Permit: for a token this chain does not have',
    request: permit(friend, 'Demo USD', router, DUSD('100')),
    warnings: ['approve.warnNoVerifier'],
  },
  {
    name: 'personal_sign: bytes that are not text',
    request: personalSign(toHex(new Uint8Array([0x19, 0x01, 0xde, 0xad, 0xbe, 0xef]))),
    warnings: ['approve.warnHex'],
  },
  {
    name: 'wallet_sendCalls: an unlimited approve hidden among transfers',
    request: sendCalls(transfer(dusd, friend, DUSD('1')), approve(dusd, router, maxUint256)),
    warnings: ['approve.warnUnlimited'],
  },
  {
    name: 'Uniswap swap: what it buys goes to another address',
    request: swapCoinForDusd(10n ** 17n, eoa),
    warnings: ['approve.warnSwapRecipient'],
  },
  {
    name: 'Uniswap V3 multicall swap: what it buys goes to another address',
    request: swapV3CoinForDusd(10n ** 17n, eoa),
    warnings: ['approve.warnSwapRecipient'],
  },
  {
    name: 'Uniswap V3 swap to the router, then the coin unwrapped to another address',
    request: swapV3DusdForCoin(10n ** 16n, eoa),
    warnings: ['approve.warnSwapRecipient'],
  },
  {
    name: 'EIP-7702: delegating the account to a contract the operator does not allow',
    request: delegate(router, 31337),
    warnings: ['approve.warnDelegateUnknown'],
  },
  {
    name: 'EIP-7702: delegating to the allowed contract, but on every chain',
    request: delegate(SIMPLE_7702_ACCOUNT, 0),
    warnings: ['approve.warnDelegateEveryChain'],
  },
  {
    name: 'EIP-7702: an unknown contract on every chain',
    request: delegate(marketplace, 0),
    warnings: ['approve.warnDelegateUnknown', 'approve.warnDelegateEveryChain'],
  },
  {
    name: 'simulation: the transaction would revert (and still cost its fee)',
    request: swapCoinForDusd(10n ** 17n),
    simulation: { kind: 'reverted', callIndex: 0, reason: 'UniswapV2Router: EXPIRED' },
    warnings: ['approve.warnReverts'],
  },
  {
    name: 'simulation: the second call of a batch would revert',
    request: sendCalls(transfer(dusd, friend, DUSD('1')), transfer(dusd, friend, DUSD('2'))),
    past: [friend],
    simulation: { kind: 'reverted', callIndex: 1, reason: null },
    warnings: ['approve.warnRevertsCall'],
  },
]
