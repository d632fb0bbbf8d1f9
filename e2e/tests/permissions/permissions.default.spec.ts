// The Permissions view (issue 39) over real chain data: the dev wallet's account gives an
// ERC-20 allowance and an NFT operator approval on the dev chain, the api's indexer keeps
// them, and each row is revoked from the view (approve(spender, 0), setApprovalForAll(operator,
// false) sent through the wallet), then leaves the list; the chain agrees. A sign-in session
// the api keeps is signed out from the view too.
import { erc20Abi, erc721Abi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { connectDevWalletClients } from '../../fixtures/accounts/connectDevWalletClients.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect } from '../../fixtures/test.ts'

// The dev wallet's account: anvil's first public development key.
const devAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

type Listed = { kind: string; spender: { address: string } }
const approvalsAt = async (stack: Stack, address: string): Promise<Listed[]> =>
  (
    await (
      await fetch(
        `${stack.apiUrl}/v1/account/${address}/approvals?projectId=demo&chainId=eip155:31337`,
      )
    ).json()
  ).data

test('behavior: an allowance and an operator approval are listed with their spenders, and each Revoke sends its call through the wallet and takes the row away', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  const chain = chains.one
  const {
    address: from,
    wallet,
    client,
  } = await connectDevWalletClients(walletPage, modalFrame, chain)
  const snapshot = await snapshotChain(chain.rpcUrl)
  try {
    const friend = chain.accounts[7]!.address
    for (const call of [
      {
        address: chain.tokens.DUSD.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [friend, parseUnits('12.5', 6)],
      },
      {
        address: chain.nft.address,
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [chain.uniswap.router, true],
      },
    ] as const) {
      await client.waitForTransactionReceipt({ hash: await wallet.writeContract(call as never) })
    }
    await expect.poll(async () => (await approvalsAt(stack, from)).length).toBe(2)

    await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
    await modalFrame.getByRole('button', { name: 'Permissions' }).click()
    const view = modalFrame.getByRole('dialog', { name: 'Permissions' })
    const rows = view.getByRole('listitem')
    await expect(rows.nth(0)).toContainText('Can move every Porthole Portholes you own')
    await expect(rows.nth(0)).toContainText('Given to Swap router')
    await expect(rows.nth(1)).toContainText('Can spend 12.500 DUSD')
    await expect(rows.nth(1)).toContainText('Given to an account, not a contract')
    await expect(rows).toHaveCount(2)
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1024, 390]) {
        await walletPage.emulateMedia({ colorScheme: theme })
        await walletPage.setViewportSize({ width, height: 760 })
        await walletPage.screenshot({ path: `/tmp/perm39-shots/journey-${theme}-${width}.png` })
      }
    }

    await view.getByRole('button', { name: 'Revoke: Can spend 12.500 DUSD' }).click()
    await expect(view.getByText('Can spend 12.500 DUSD')).toHaveCount(0)
    expect(
      await client.readContract({
        address: chain.tokens.DUSD.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, friend],
      }),
    ).toBe(0n)
    await view.getByRole('button', { name: /^Revoke: Can move every Porthole Portholes/ }).click()
    await expect(view.getByRole('status').filter({ hasText: /^Nothing stands/ })).toBeVisible()
    expect(
      await client.readContract({
        address: chain.nft.address,
        abi: erc721Abi,
        functionName: 'isApprovedForAll',
        args: [from, chain.uniswap.router],
      }),
    ).toBe(false)
    await expect.poll(async () => (await approvalsAt(stack, from)).length).toBe(0)
  } finally {
    await snapshot.revert()
  }
})

test('behavior: a sign-in session the api keeps is listed, and Revoke signs it out there', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  await connectDevWallet(walletPage, modalFrame)
  const nonce = (
    await (
      await fetch(`${stack.apiUrl}/v1/sessions/nonce?projectId=demo`, { method: 'POST' })
    ).json()
  ).nonce
  const domain = new URL(stack.hostUrl).host
  const message = createSiweMessage({
    address: devAccount.address,
    chainId: chains.one.chainId,
    domain,
    uri: stack.hostUrl,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  const created = await fetch(`${stack.apiUrl}/v1/sessions?projectId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await devAccount.signMessage({ message }) }),
  })
  expect(created.status).toBe(201)
  const { pci } = await created.json()
  const sessions = async () =>
    (await (await fetch(`${stack.apiUrl}/v1/sessions/${devAccount.address}?projectId=demo`)).json())
      .sessions as { pci: string }[]

  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Permissions' }).click()
  const view = modalFrame.getByRole('dialog', { name: 'Permissions' })
  const row = view.getByRole('listitem').filter({ hasText: `Signed in to ${domain}` })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Revoke: Signed in to ${domain}` }).click()
  await expect(row).toHaveCount(0)
  expect((await sessions()).map((s) => s.pci)).not.toContain(pci)
})
