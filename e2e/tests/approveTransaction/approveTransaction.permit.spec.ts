// A signed token permission on the embedded wallet (SECURITY #27): ApproveTransaction reads it
// as what it allows, titled plainly, the amount in the token's units read from the dev chain,
// with its warnings; the message as signed is one click away; approved, the signature is the
// account's. Transactions and batches (issue 39) read as what the api's simulation on the dev
// chain's node says they would move ("You send / You receive", eth_simulateV1), and one that
// would revert is warned of before Approve; approved, the chain moves what the view said.
import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  maxUint160,
  verifyTypedData,
} from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { approveShown, fundAccount, loginFreshOnDevChain } from '../../fixtures/emailLogin.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

type Journey = Parameters<typeof loginFreshOnDevChain>[0]
type PermitParties = { address: Hex; token: Hex; spender: Hex }

/**
 * A fresh email account asks to sign the permit `build` makes for DUSD and the dev router:
 * ApproveTransaction titles it a token spending allowance of `amount` (read from the token on
 * the chain, not from the message). Resolves with the parties, the permit and the pending call.
 */
async function askPermit<T>(
  journey: Journey,
  amount: string,
  build: (parties: PermitParties) => T,
) {
  const { page, chains, modalFrame } = journey
  const { address } = await loginFreshOnDevChain(journey)
  const token = chains.one.tokens.DUSD.address
  const spender = chains.one.uniswap.router
  const permit = build({ address, token, spender })
  const signing = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(permit)])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Allow token spending')
  await expect(modalFrame.getByTestId('approve-intent-amount')).toHaveText(amount)
  return { address, spender, permit, signing }
}

// The swaps below move the first dev chain's pool, whose price other specs on this worker read.

test('default: an EIP-2612 Permit for 25 DUSD to the router reads as the allowance it grants, with no warning; approved, it is signed by the account', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { address, spender, permit, signing } = await askPermit(
    { page, stack, chains, modalFrame },
    '25 DUSD',
    ({ address, token, spender }) =>
      ({
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        primaryType: 'Permit',
        domain: { name: 'Demo USD', version: '1', chainId: 31337, verifyingContract: token },
        message: { owner: address, spender, value: '25000000', nonce: '0', deadline: '1893456000' },
      }) as const,
  )
  await expect(modalFrame.getByTestId('approve-intent').getByTitle(spender)).toBeVisible()
  await expect(modalFrame.getByRole('alert')).toHaveCount(0)
  await expect(modalFrame.getByTestId('approve-domain')).toBeHidden()
  await modalFrame.getByText('Message as signed').click()
  await expect(modalFrame.getByTestId('approve-domain')).toContainText('Verifying contract')
  await approveShown(modalFrame)
  const signature = (await signing).result as `0x${string}`
  expect(
    await verifyTypedData({
      ...permit,
      domain: { ...permit.domain, chainId: 31337n },
      message: { ...permit.message, value: 25_000_000n, nonce: 0n, deadline: 1_893_456_000n },
      address,
      signature,
    }),
  ).toBe(true)
})

test('behavior: a Permit2 permit for unlimited DUSD reads as the allowance it grants, with its warnings (unlimited; Permit2 is not on the dev chain); Reject is 4001 (SECURITY #27)', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const { spender, signing } = await askPermit(
    { page, stack, chains, modalFrame },
    'Unlimited DUSD',
    ({ token, spender }) => ({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      primaryType: 'PermitSingle',
      domain: {
        name: 'Permit2',
        chainId: 31337,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      message: {
        details: { token, amount: maxUint160.toString(), expiration: '1893456000', nonce: '0' },
        spender,
        sigDeadline: '1893456000',
      },
    }),
  )
  // The dev chain has no Permit2 contract: that is said first (decision 0264), then what the
  // permit would allow.
  await expect(modalFrame.getByRole('alert')).toHaveText([
    'This message is for contract 0x00…C78BA3, which does not exist on this network: it is meant for another network or for nothing.',
    `Unlimited approval: ${spender.slice(0, 4)}…${spender.slice(-6)} can move all your DUSD, now and later.`,
  ])
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await signing).toMatchObject({ code: 4001 })
})

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

dataTest(
  'default: a Uniswap swap of 0.1 ETH reads You send 0.1 ETH, You receive the DUSD the simulation gives; approved, the account holds that DUSD',
  async ({ page, stack, chains, modalFrame }) => {
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
    const client = chains.one.client
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const balance = await client.readContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    // The view rounds to 6 significant digits; the chain moved the amount it showed.
    expect(Number(formatUnits(balance, 6)).toPrecision(6)).toBe(Number(shown).toPrecision(6))
  },
)

dataTest(
  'behavior: a swap past its deadline is warned of before Approve with the router’s reason, with or without its gas, and moves nothing; Reject answers 4001',
  async ({ page, stack, chains, modalFrame }) => {
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

    // Without its gas, the wallet's estimate reverts first: the request still reaches the
    // approval, with the simulation's warning (decision 0018).
    const unestimated = rpc(page, 'eth_sendTransaction', [
      { from: address, to: router, value: TENTH_ETH, data },
    ])
    await expect(modalFrame.getByRole('alert')).toContainText(
      'This transaction would fail if sent now: UniswapV2Router: EXPIRED.',
    )
    await modalFrame.getByRole('button', { name: 'Reject' }).click()
    expect(await unestimated).toMatchObject({ code: 4001 })
  },
)

dataTest(
  'behavior: a wallet_sendCalls batch is simulated in sequence: a coin transfer then a swap read as one You send and You receive; a batch whose second call reverts names it',
  async ({ page, stack, chains, modalFrame }) => {
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
  },
)
