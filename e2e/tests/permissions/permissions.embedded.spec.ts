// ERC-7715 execution permissions for the embedded smart account (decision 0277): the host asks
// for a periodic DUSD allowance for its session key; ApproveTransaction states the rule in plain
// words; once granted, the session key (held by the test, as a dapp's server would) spends
// within the amount through ExecutionPermissions' redeemDelegations and is refused over it; a
// revoke answers within SPEC §9's 100 ms of the approval and the next spend reverts. The same
// with the earlier wallet_grantPermissions and wallet_revokePermissions.
import type { Hex } from 'viem'
import { erc20Abi, toHex } from 'viem'
import { scan } from '../../fixtures/a11y/axeScan.ts'
import { approveShown, fundAccount } from '../../fixtures/emailLogin.ts'
import {
  executionPermissionsAbi as abi,
  giveDusd,
  SPEND_RECIPIENT as recipient,
  sessionKey,
  turnOnSmartAccount,
} from '../../fixtures/executionPermissions.ts'
import { emailAccountTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const DAY = 86_400
// A fresh email account's login and a permission granted, spent and revoked on chain: twice the
// default time.
test.describe.configure({ timeout: 120_000 })

test('a periodic DUSD permission: granted after the rule is shown, spent within it, refused over it, revoked', async ({
  page,
  chains,
  modalFrame,
  emailAccount: { address },
}) => {
  const chain = chains.one
  const dusd = chain.tokens.DUSD.address
  const client = chain.client
  await fundAccount(chain.rpcUrl, address)
  await giveDusd(chains, address as Hex, 20_000_000n)
  // The dapp's session key: it pays its own gas.
  const { address: sessionAddress, spend } = await sessionKey(chains)
  const received = () =>
    client.readContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })

  // An eoa has no permissions to give: refused before any approval.
  const expiry = Math.floor(Date.now() / 1000) + 7 * DAY
  const request = {
    chainId: '0x7a69',
    from: address,
    to: sessionAddress,
    permission: {
      type: 'erc20-token-periodic',
      isAdjustmentAllowed: false,
      data: {
        tokenAddress: dusd,
        periodAmount: toHex(5_000_000n),
        periodDuration: DAY,
        justification: 'Daily tips',
      },
    },
    rules: [{ type: 'expiry', data: { timestamp: expiry } }],
  }
  expect(await rpc(page, 'wallet_requestExecutionPermissions', [request])).toMatchObject({
    code: 4200,
    message: 'Execution permissions need the smart account: switch to it in Account.',
  })
  await turnOnSmartAccount(page, modalFrame)

  // The rule in plain words, then one row per fact.
  const granting = rpc(page, 'wallet_requestExecutionPermissions', [request])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Allow recurring token payments')
  await expect(modalFrame.getByTestId('approve-permission-rule')).toHaveText(
    /^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6} may send up to 5 DUSD from this account every day, to any address, until .+\. Contract 0x63…00E54B checks every payment against this rule\.$/,
  )
  await expect(modalFrame.getByTestId('approve-permission-amount')).toHaveText('5 DUSD every day')
  await expect(modalFrame.getByText('Daily tips')).toBeVisible()
  expect(await scan(page, modalFrame, 'ApproveTransaction/permission')).toEqual([])
  await approveShown(modalFrame)
  const granted = await granting
  expect(granted).toMatchObject({
    result: [
      {
        chainId: '0x7a69',
        from: address,
        to: sessionAddress,
        permission: { type: 'erc20-token-periodic', data: { periodAmount: '0x4c4b40' } },
        rules: [{ type: 'expiry', data: { timestamp: expiry } }],
        dependencies: [],
        delegationManager: chain.executionPermissions,
      },
    ],
  })
  const context = (granted as { result: [{ context: Hex }] }).result[0].context
  expect(context).toMatch(/^0x[0-9a-f]{64}$/)
  expect((await rpc(page, 'wallet_getGrantedExecutionPermissions')).result).toMatchObject([
    { context, to: sessionAddress },
  ])

  // Within the day's 5 DUSD: passes; 3 more would be 6: reverts on chain.
  const before = await received()
  await spend(context, 3_000_000n)
  expect((await received()) - before).toBe(3_000_000n)
  await expect(spend(context, 3_000_000n)).rejects.toThrow(/OverLimit/)

  // Revoke: approved, then answered; the next spend reverts. That the answer comes at most
  // 100 ms after the approval, mined or not, is createExecutionPermissions.test's (a clock
  // here would time the click and a loaded machine too).
  const revoking = rpc(page, 'wallet_revokeExecutionPermission', [{ permissionContext: context }])
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('End a permission')
  const approve = modalFrame.getByRole('button', { name: 'Approve', exact: true })
  await expect(approve).toBeEnabled()
  await approve.click()
  expect(await revoking).toEqual({ result: {} })
  await expect
    .poll(() =>
      client.readContract({
        address: chain.executionPermissions,
        abi,
        functionName: 'available',
        args: [context],
      }),
    )
    .toBe(0n)
  await expect(spend(context, 1n)).rejects.toThrow(/Revoked/)
  expect(await rpc(page, 'wallet_getGrantedExecutionPermissions')).toEqual({ result: [] })

  // The earlier methods: wallet_grantPermissions with an account signer, and its revoke.
  const earlier = rpc(page, 'wallet_grantPermissions', [
    {
      chainId: '0x7a69',
      address,
      expiry,
      signer: { type: 'account', data: { address: sessionAddress } },
      permission: request.permission,
      policies: [],
    },
  ])
  await expect(modalFrame.getByTestId('approve-permission-amount')).toHaveText('5 DUSD every day')
  await approveShown(modalFrame)
  const old = (await earlier) as { result: [{ context: Hex; signerMeta: unknown }] }
  expect(old.result[0].signerMeta).toEqual({ delegationManager: chain.executionPermissions })
  await spend(old.result[0].context, 5_000_000n)
  const revokingOld = rpc(page, 'wallet_revokePermissions', [
    { permissionContext: old.result[0].context },
  ])
  await approveShown(modalFrame)
  expect(await revokingOld).toEqual({ result: {} })
  expect(await rpc(page, 'wallet_getGrantedExecutionPermissions')).toEqual({ result: [] })
})
