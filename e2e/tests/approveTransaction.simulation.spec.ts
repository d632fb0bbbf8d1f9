// Issue 39, sign what you see: before the embedded wallet sends a transaction or a batch,
// ApproveTransaction shows what the api's simulation on the dev chain's node says it would
// move ("You send / You receive", eth_simulateV1), and a transaction that would revert is
// warned of before Approve; approved, the chain moves what the view said.
import { createPublicClient, encodeFunctionData, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { dataTest as test } from '../fixtures/dataTest.ts'
import { approveShown, fundAccount, loginFreshOnDevChain } from '../fixtures/emailLogin.ts'
import { rpc } from '../fixtures/pageHelpers.ts'
import { expect } from '../fixtures/test.ts'

const swapAbi = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const
const hour = () => BigInt(Math.floor(Date.now() / 1000) + 3600)
const TENTH_ETH = '0x16345785d8a0000'

test('default: a Uniswap swap of 0.1 ETH reads You send 0.1 ETH, You receive the DUSD the simulation gives; approved, the account holds that DUSD', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await fundAccount(chains.one.rpcUrl, address)
  const { router, weth } = chains.one.uniswap
  const dusd = chains.one.tokens.DUSD.address
  const data = encodeFunctionData({
    abi: swapAbi,
    functionName: 'swapExactETHForTokens',
    args: [1n, [weth, dusd], address, hour()],
  })
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to: router, value: TENTH_ETH, data },
  ])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Swap tokens')
  await expect(modalFrame.getByTestId('approve-swap-sell')).toHaveText('0.1 ETH')
  await expect(modalFrame.getByTestId('approve-swap-buy')).toHaveText('0.000001 DUSD')
  await expect(modalFrame.getByTestId('approve-send')).toContainText('You send0.1 ETH')
  const received = modalFrame.getByTestId('approve-receive')
  await expect(received).toContainText(/You receive[\d.,]+ DUSD/)
  await expect(modalFrame.getByRole('alert')).toHaveCount(0)
  const shown = (await received.locator('dd').textContent())!.replace(/[, ]|DUSD/g, '')
  await approveShown(modalFrame)
  const hash = (await sending).result as Hex
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const balance = await client.readContract({
    address: dusd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  // The view rounds to 6 significant digits; the chain moved the amount it showed.
  expect(Number(formatUnits(balance, 6)).toPrecision(6)).toBe(Number(shown).toPrecision(6))
})

test('behavior: a swap past its deadline is warned of before Approve with the router’s reason, and moves nothing; Reject answers 4001', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await fundAccount(chains.one.rpcUrl, address)
  const { router, weth } = chains.one.uniswap
  const data = encodeFunctionData({
    abi: swapAbi,
    functionName: 'swapExactETHForTokens',
    args: [1n, [weth, chains.one.tokens.DUSD.address], address, 1n],
  })
  // With its gas given, the wallet does not estimate it (which would fail first): the
  // simulation is what tells the user.
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to: router, value: TENTH_ETH, data, gas: '0x7a120' },
  ])
  await expect(modalFrame.getByRole('alert')).toContainText(
    'This transaction would fail if sent now: UniswapV2Router: EXPIRED. You would still pay the network fee.',
  )
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Swap tokens')
  await expect(modalFrame.getByTestId('approve-simulation')).toHaveCount(0)
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await sending).toMatchObject({ code: 4001 })
})

test('behavior: a wallet_sendCalls batch is simulated in sequence: a coin transfer then a swap read as one You send and You receive; a batch whose second call reverts names it', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await fundAccount(chains.one.rpcUrl, address)
  const { router, weth } = chains.one.uniswap
  const swap = (deadline: bigint) =>
    encodeFunctionData({
      abi: swapAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, chains.one.tokens.DUSD.address], address, deadline],
    })
  const batch = (deadline: bigint) =>
    rpc(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: false,
        calls: [
          { to: chains.one.accounts[4]!.address, value: TENTH_ETH },
          { to: router, value: TENTH_ETH, data: swap(deadline) },
        ],
      },
    ])
  const first = batch(hour())
  await expect(modalFrame.getByTestId('approve-send')).toContainText('You send0.2 ETH')
  await expect(modalFrame.getByTestId('approve-receive')).toContainText(/[\d.,]+ DUSD/)
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await first).toMatchObject({ code: 4001 })
  const second = batch(1n)
  await expect(modalFrame.getByRole('alert')).toHaveText(
    'Call 2 of this batch would fail if sent now: UniswapV2Router: EXPIRED.',
  )
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await second).toMatchObject({ code: 4001 })
})
