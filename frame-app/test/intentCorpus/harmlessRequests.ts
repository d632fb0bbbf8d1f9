import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { parseUnits, toHex } from 'viem'
import {
  apes,
  DUSD,
  delegated,
  dusd,
  eoa,
  friend,
  marketplace,
  merchant,
  old,
  router,
  SUPPLY,
  usdc,
} from './corpusChain.ts'
import {
  approve,
  authorization,
  deploy,
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
  delegate,
  swapCoinForDusd,
  swapDusdForUsdc,
  swapV3CoinForDusd,
  swapV3DusdForCoin,
  swapV3DusdForUsdc,
} from './corpusTransactions.ts'
import type { CorpusCase } from './harmfulRequests.ts'

/** What honest apps ask every day: none may be warned of. */
export const harmlessRequests: Omit<CorpusCase, 'warnings'>[] = [
  { name: 'personal_sign: a sign-in text', request: personalSign(toHex('Sign in to My Shop')) },
  {
    name: 'personal_sign: several lines with an emoji',
    request: personalSign(toHex('Welcome 👋\nNonce: 42\r\nIssued: today')),
  },
  { name: 'native transfer: to a new address', request: pay(merchant, 10n ** 16n) },
  {
    name: 'native transfer: to the address sent to before',
    request: pay(friend, 10n ** 16n),
    past: [friend],
  },
  {
    name: 'transfer: DUSD to the past recipient, in other letter case',
    request: transfer(dusd, friend.toLowerCase(), DUSD('12.5')),
    past: [friend],
  },
  { name: 'approve: 100 DUSD to a router', request: approve(dusd, router, DUSD('100')) },
  { name: 'approve: exactly the whole supply', request: approve(dusd, router, SUPPLY) },
  {
    name: 'approve: a token without totalSupply, a modest amount',
    request: approve(old, router, parseUnits('1000', 18)),
  },
  { name: 'approve: 0 to a plain account (a revocation)', request: approve(dusd, eoa, 0n) },
  {
    name: 'increaseAllowance: 50 DUSD to a router',
    request: increaseAllowance(dusd, router, DUSD('50')),
  },
  {
    name: 'setApprovalForAll: a marketplace contract',
    request: setApprovalForAll(apes, marketplace, true),
  },
  {
    name: 'setApprovalForAll: revoking a plain account',
    request: setApprovalForAll(apes, eoa, false),
  },
  { name: 'Permit: 100 DUSD to a router', request: permit(dusd, 'Demo USD', router, DUSD('100')) },
  {
    name: 'Permit2 PermitSingle: 100 DUSD to a router',
    request: permit2Allowance([[dusd, DUSD('100')]], router),
  },
  {
    name: 'Permit2 PermitBatch: two limited allowances',
    request: permit2Allowance(
      [
        [dusd, DUSD('100')],
        [usdc, DUSD('20')],
      ],
      router,
    ),
  },
  {
    name: 'Permit2 PermitTransferFrom: 10 DUSD for one swap',
    request: permit2Transfer([[dusd, DUSD('10')]], router),
  },
  {
    name: 'Permit2 PermitWitnessTransferFrom: an order of 10 USDC',
    request: permit2Transfer([[usdc, DUSD('10')]], router, true),
  },
  {
    name: 'EIP-3009 TransferWithAuthorization: paying a merchant',
    request: authorization('TransferWithAuthorization', usdc, 'USD Coin', merchant, DUSD('5')),
    past: [friend],
  },
  {
    name: 'EIP-3009 ReceiveWithAuthorization: deposit into a contract',
    request: authorization('ReceiveWithAuthorization', usdc, 'USD Coin', router, DUSD('5')),
  },
  { name: 'typed data: a message for this chain', request: mail(31337) },
  { name: 'typed data: a message with no chain', request: mail(null) },
  {
    name: 'typed data: verified by a contract on this chain',
    request: mail(31337, marketplace),
  },
  {
    name: 'typed data: verified by an EIP-7702 account (a smart account signs)',
    request: mail(31337, delegated),
  },
  {
    name: 'wallet_sendCalls: approve 100 DUSD and pay the past recipient',
    request: sendCalls(approve(dusd, router, DUSD('100')), transfer(dusd, friend, DUSD('1'))),
    past: [friend],
  },
  { name: 'a contract deployment', request: deploy() },
  {
    name: 'Uniswap swap: 0.1 ETH for DUSD, bought for the account itself',
    request: swapCoinForDusd(10n ** 17n),
    simulation: {
      kind: 'changes',
      send: [{ amount: '0.1 ETH' }],
      receive: [{ amount: '296.1 DUSD', token: dusd }],
    },
  },
  {
    name: 'Uniswap swap: exactly 5 USDC for at most 6 DUSD',
    request: swapDusdForUsdc(5_000_000n, 6_000_000n),
  },
  {
    name: 'Uniswap V3 multicall: exactInputSingle of 0.1 ETH for DUSD, for the account itself',
    request: swapV3CoinForDusd(10n ** 17n),
  },
  {
    name: 'Uniswap V3 exactInput: 10 DUSD through WETH into USDC, for the account itself',
    request: swapV3DusdForUsdc(),
  },
  {
    name: 'Uniswap V3 multicall: exactly 0.01 ETH for at most 5 DUSD, unwrapped to the account',
    request: swapV3DusdForCoin(10n ** 16n),
  },
  {
    name: 'EIP-7702: delegating to the allowed contract on this chain only',
    request: delegate(SIMPLE_7702_ACCOUNT, 31337),
  },
  {
    name: 'simulation: a network whose node cannot simulate',
    request: pay(merchant, 10n ** 16n),
    simulation: { kind: 'unavailable' },
  },
]
