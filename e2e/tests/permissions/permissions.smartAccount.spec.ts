// The embedded smart account's own rows of the Permissions view (issue 39): an ERC-7715 grant
// (decision 0011) and the account's EIP-7702 delegation (decision 0012). The host grants its
// session key a daily DUSD allowance; Account → Permissions lists the grant in plain words and
// the delegation to Simple7702Account. Revoking the grant goes through ApproveTransaction's
// "End a permission" and the session key's next spend is refused on chain; removing the
// delegation (offered once no grant stands) shows its own approval, which says what stops, and
// the account's code is empty.
import { type Hex, toHex } from 'viem'
import { approveShown, fundAccount, loginFreshOnDevChain } from '../../fixtures/emailLogin.ts'
import { giveDusd, sessionKey, turnOnSmartAccount } from '../../fixtures/executionPermissions.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

const DAY = 86_400

test('behavior: a grant and the delegation are listed, and each Revoke ends it on chain', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(150_000)
  const chain = chains.one
  const client = chain.client
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await fundAccount(chain.rpcUrl, address)
  await giveDusd(chains, address as Hex, 20_000_000n)
  const session = await sessionKey(chains)
  await turnOnSmartAccount(page, modalFrame)

  // The host grants its session key 5 DUSD a day, as a dapp would.
  const granting = rpc(page, 'wallet_requestExecutionPermissions', [
    {
      chainId: toHex(chain.chainId),
      from: address,
      to: session.address,
      permission: {
        type: 'erc20-token-periodic',
        isAdjustmentAllowed: false,
        data: {
          tokenAddress: chain.tokens.DUSD.address,
          periodAmount: toHex(5_000_000n),
          periodDuration: DAY,
        },
      },
      rules: [{ type: 'expiry', data: { timestamp: Math.floor(Date.now() / 1000) + 7 * DAY } }],
    },
  ])
  await approveShown(modalFrame)
  const context = ((await granting) as { result: [{ context: Hex }] }).result[0].context
  await session.spend(context, 1_000_000n)

  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Permissions' }).click()
  const view = modalFrame.getByRole('dialog', { name: 'Permissions' })
  const grant = view.getByRole('listitem').filter({ hasText: 'Can send up to 5.000 DUSD' })
  await expect(grant).toContainText('Can send up to 5.000 DUSD every day')
  await expect(grant).toContainText(
    `Through session key ${session.address.slice(0, 4)}…${session.address.slice(-6)}, until`,
  )
  const delegation = view.getByRole('listitem').filter({ hasText: 'Account delegated' })
  await expect(delegation).toContainText('Delegate: Simple7702Account')
  // The delegation goes only once no grant stands: removing it would not end them.
  await expect(delegation).toContainText(
    'Revoke the permissions it granted first: removing the delegation does not end them.',
  )
  await expect(delegation.getByRole('button')).toHaveCount(0)

  // The grant: ApproveTransaction's "End a permission", then the row goes and the chain refuses.
  await grant.getByRole('button', { name: /^Revoke: Can send up to 5\.000 DUSD/ }).click()
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('End a permission')
  await approveShown(modalFrame)
  // Back on the list first: while the approval is still on screen, the Permissions dialog and
  // so the grant's row are absent, and a count of 0 would pass before the revoke has landed.
  await expect(delegation).toBeVisible()
  await expect(grant).toHaveCount(0)
  await expect(session.spend(context, 1n)).rejects.toThrow(/Revoked/)

  // The delegation: its own approval says what stops; then the account's code is empty.
  await delegation
    .getByRole('button', { name: 'Revoke: Account delegated to a contract (EIP-7702)' })
    .click()
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Turn off the smart account')
  await expect(modalFrame.getByTestId('approve-delegation-removal-rule')).toHaveText(
    /^This removes the delegation of your account to 0xe6…[0-9a-fA-F]{6} on this network\. Smart-account features stop: no more batched calls, and no new permissions can be granted\./,
  )
  await approveShown(modalFrame)
  await expect(view).toBeVisible() // back on the list, as for the grant
  await expect(delegation).toHaveCount(0)
  // The list can be between two loads as it comes back: the chain is asked until the removal
  // has landed (a loaded run read the code while the transaction was still on its way).
  await expect
    .poll(async () => (await client.getCode({ address: address as Hex })) ?? '0x')
    .toBe('0x')
  expect(await rpc(page, 'wallet_getCapabilities', [address])).toMatchObject({
    result: { [toHex(chain.chainId)]: { atomic: { status: 'unsupported' } } },
  })
})
