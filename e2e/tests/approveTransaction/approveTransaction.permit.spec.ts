// A signed token permission on the embedded wallet (SECURITY #27): ApproveTransaction reads it
// as what it allows, titled plainly, the amount in the token's units read from the dev chain,
// with its warnings; the message as signed is one click away; approved, the signature is the
// account's.
import { maxUint160, verifyTypedData } from 'viem'
import { approveShown } from '../../fixtures/emailLogin.ts'
import { emailAccountTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

test('default: an EIP-2612 Permit for 25 DUSD to the router reads as the allowance it grants, with no warning; approved, it is signed by the account', async ({
  page,
  chains,
  modalFrame,
  emailAccount: { address },
}) => {
  const token = chains.one.tokens.DUSD.address
  const spender = chains.one.uniswap.router
  const permit = {
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
  } as const
  const signing = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(permit)])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Allow token spending')
  // The amount and symbol are read from the token on the chain, not from the message.
  await expect(modalFrame.getByTestId('approve-intent-amount')).toHaveText('25 DUSD')
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
  chains,
  modalFrame,
  emailAccount: { address },
}) => {
  const token = chains.one.tokens.DUSD.address
  const spender = chains.one.uniswap.router
  const permit = {
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
  }
  const signing = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(permit)])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Allow token spending')
  // The amount and symbol are read from the token on the chain, not from the message.
  await expect(modalFrame.getByTestId('approve-intent-amount')).toHaveText('Unlimited DUSD')
  // The dev chain has no Permit2 contract: that is said first (decision 0264), then what the
  // permit would allow.
  await expect(modalFrame.getByRole('alert')).toHaveText([
    'This message is for contract 0x00…C78BA3, which does not exist on this network: it is meant for another network or for nothing.',
    `Unlimited approval: ${spender.slice(0, 4)}…${spender.slice(-6)} can move all your DUSD, now and later.`,
  ])
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect(await signing).toMatchObject({ code: 4001 })
})
