import { describe, expect, test } from 'vitest'
import { account, dusd, eoa, routerV3 } from '../../../../../test/intentCorpus/corpusChain.ts'
import {
  dusdForUsdcAction,
  swapV3CoinForDusd,
  swapV3DusdForCoin,
  swapV3DusdForUsdc,
  tenthCoinForDusdAction,
  weth,
} from '../../../../../test/intentCorpus/corpusTransactions.ts'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import { transactionOnCorpus } from '../../test/summarizeOnCorpus.ts'

const actionOf = async (request: ApprovalRequest) =>
  (await transactionOnCorpus(request, account)).action

describe('Uniswap V3 swaps', () => {
  test('default: exactInputSingle in a multicall sells exactly 0.1 ETH (the value) for DUSD, to the account, until the multicall’s deadline', async () => {
    expect(await actionOf(swapV3CoinForDusd(10n ** 17n))).toEqual(tenthCoinForDusdAction(routerV3))
  })

  test('behavior: exactInput reads the path’s first and last tokens: 10 DUSD for at least 9 USDC, for another address', async () => {
    expect(await actionOf(swapV3DusdForUsdc(eoa))).toMatchObject({
      ...dusdForUsdcAction('in', '10', '9'),
      deadline: '1893456000',
    })
  })

  test('behavior: exactOutputSingle to the router, unwrapped after: buys exactly 0.01 ETH for at most 5 DUSD, paid to the unwrap’s recipient', async () => {
    expect(await actionOf(swapV3DusdForCoin(10n ** 16n))).toMatchObject({
      exact: 'out',
      sell: { token: dusd, amount: '5', symbol: 'DUSD' },
      buy: { token: weth, amount: '0.01', symbol: 'ETH' },
      recipient: account,
      toSelf: true,
    })
    expect(await actionOf(swapV3DusdForCoin(10n ** 16n, eoa))).toMatchObject({
      recipient: eoa,
      toSelf: false,
    })
  })

  test('error: a multicall with anything but a swap and its payout is not read as a swap', async () => {
    const [tx] = swapV3CoinForDusd(1n).params as unknown as [{ data: string }]
    // A multicall of one unknown call (a V2 selector) is calldata that could not be decoded.
    const unknown = { ...tx, data: `${tx.data.slice(0, 10)}${'00'.repeat(64)}` }
    expect(await actionOf({ method: 'eth_sendTransaction', params: [unknown] })).toMatchObject({
      kind: 'unknown',
    })
  })
})
