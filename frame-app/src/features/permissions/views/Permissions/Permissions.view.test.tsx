import { EXECUTION_PERMISSIONS, type RpcRequest } from '@porthole/shared-protocol'
import { decodeFunctionData, encodeAbiParameters, erc20Abi, parseAbiParameters } from 'viem'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { connectTestWallet, testAddress } from '#test/createTestFrameApp.ts'
import { renderView, scanView } from '#test/renderView.tsx'
import type { ChainClient } from '../../../../chains/ChainClient.ts'

const ROUTER = '0x1111111111111111111111111111111111111111'
const FRIEND = '0x2222222222222222222222222222222222222222'
const DELEGATE = '0xe6cae83bde06e4c305530e199d7217f42808555b'
const DUSD = '0x3333333333333333333333333333333333333333'
const token = (symbol: string, address: string, decimals: number | null) => ({
  address,
  name: symbol === 'PPH' ? 'Porthole Portholes' : `Demo ${symbol}`,
  symbol,
  decimals,
})
const approvals = [
  {
    kind: 'allowance',
    chainId: 'eip155:137',
    token: token('DUSD', '0x3333333333333333333333333333333333333333', 6),
    spender: { address: ROUTER, name: 'Swap router', isContract: true },
    amount: (2n ** 256n - 1n).toString(),
  },
  {
    kind: 'allowance',
    chainId: 'eip155:137',
    token: token('PDT', '0x4444444444444444444444444444444444444444', 18),
    spender: { address: FRIEND, name: null, isContract: false },
    amount: '2500000000000000000',
  },
  {
    kind: 'operator',
    chainId: 'eip155:137',
    token: token('PPH', '0x5555555555555555555555555555555555555555', null),
    spender: {
      address: '0x6666666666666666666666666666666666666666',
      name: null,
      isContract: true,
    },
    amount: null,
  },
]
const session = {
  pci: '0b6c3f4e-8a51-4c1e-9a57-2b7f0d1c9e11',
  namespace: 'eip155',
  address: testAddress,
  chainId: 'eip155:137',
  domain: 'shop.example',
  uri: 'https://shop.example',
  message: 'shop.example wants you to sign in',
  issuedAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
}

/** The api's approvals and sessions routes; `down` answers every call with a 503. */
function createPermissionsApi(options: { empty?: boolean; down?: boolean } = {}) {
  const revoked: unknown[] = []
  const api = createDataApiOver(async (input, init) => {
    const url = new URL(String(input))
    if (options.down) return new Response('{}', { status: 503 })
    if (url.pathname.endsWith('/revoke')) {
      revoked.push(JSON.parse(String(init?.body)))
      return new Response('{}', { status: 200 })
    }
    if (url.pathname.endsWith('/approvals'))
      return Response.json({ data: options.empty ? [] : approvals })
    if (url.pathname.startsWith('/v1/sessions/'))
      return Response.json({ sessions: options.empty ? [] : [session] })
    return Response.json({ http: ['eip155:137'], ws: [] })
  })
  return { api, revoked }
}

/** One ERC-7715 grant of the embedded account, as its provider lists it: 5 DUSD a day. */
const GRANT_CONTEXT = `0x${'ef'.repeat(32)}`
const grant = {
  chainId: '0x89',
  from: testAddress,
  to: FRIEND,
  permission: {
    type: 'erc20-token-periodic',
    data: { tokenAddress: DUSD, periodAmount: '0x4c4b40', periodDuration: 86_400 },
  },
  rules: [{ type: 'expiry', data: { timestamp: 1_900_000_000 } }],
  context: GRANT_CONTEXT,
}

/** The chain's answer to an eth_call: DUSD's symbol and decimals, a revoked ExecutionPermissions rule. */
function callAnswer(call: { to: string; data: string }) {
  if (call.to === EXECUTION_PERMISSIONS)
    return encodeAbiParameters(
      parseAbiParameters('address, address, address, uint64, uint64, uint64, bool, uint256'),
      [testAddress, FRIEND, DUSD, 1n, 86_400n, 1_900_000_000n, true, 5_000_000n],
    )
  return call.data === '0x95d89b41'
    ? encodeAbiParameters(parseAbiParameters('string'), ['DUSD'])
    : encodeAbiParameters(parseAbiParameters('uint8'), [6])
}

/** Polygon's reads: the account's code (a 7702 delegation unless `plain`) and every receipt a success. */
const chainClient =
  (plain = false, mined: Promise<void> = Promise.resolve()) =>
  async (): Promise<ChainClient> => ({
    request: async (request: RpcRequest) =>
      request.method === 'eth_call'
        ? callAnswer((request.params as [{ to: string; data: string }])[0])
        : request.method === 'eth_getCode' && !plain
          ? `0xef0100${DELEGATE.slice(2)}`
          : '0x',
    getBalance: async () => 0n,
    getGasPrice: async () => 1n,
    waitForReceipt: async () => {
      await mined
      return 'success'
    },
  })

type Options = {
  empty?: boolean
  down?: boolean
  plain?: boolean
  mined?: Promise<void>
  /** The connection is the embedded wallet's: it lists `grant` and removes its delegation. */
  embedded?: { removeDelegation: () => Promise<string> }
}

async function openPermissions(options: Options = {}) {
  const sent: RpcRequest[] = []
  const { api, revoked } = createPermissionsApi(options)
  const view = await renderView({
    api,
    loadChainClient: chainClient(options.plain, options.mined),
    walletAnswer: (request, answer) => {
      sent.push(request)
      if (request.method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`
      if (request.method === 'personal_sign') return `0x${'cd'.repeat(65)}`
      if (request.method === 'wallet_getGrantedExecutionPermissions') return [grant]
      if (request.method === 'wallet_revokeExecutionPermission') return {}
      return answer(request)
    },
  })
  await connectTestWallet(view.app)
  const connector = view.app.connection.getSnapshot().context.current?.connector
  if (options.embedded && connector) Object.assign(connector, { type: 'AUTH' }, options.embedded)
  view.app.actions.open('Account')
  await page.getByRole('button', { name: 'Permissions' }).click()
  return { view, sent, revoked }
}

const dialog = () => page.getByRole('dialog', { name: 'Permissions' })
const rows = () => dialog().getByRole('listitem')

describe('Permissions', () => {
  test('default: every kind of standing permission, spenders named or said plainly what they are; no axe violations', async () => {
    const { view } = await openPermissions()
    await expect.element(rows().nth(0)).toHaveTextContent(/Account delegated to a contract/)
    await expect
      .element(rows().nth(0))
      .toHaveTextContent('This wallet cannot revoke a delegation from here')
    await expect.element(rows().nth(0)).toHaveTextContent('Delegate: Simple7702Account')
    await expect
      .element(rows().nth(1))
      .toHaveTextContent('Can spend unlimited DUSDGiven to Swap router')
    await expect
      .element(rows().nth(2))
      .toHaveTextContent('Can spend 2.500 PDTGiven to an account, not a contract: 0x22…222222')
    await expect
      .element(rows().nth(3))
      .toHaveTextContent(/Can move every Porthole Portholes you own.*unknown contract, 0x66…666666/)
    await expect.element(rows().nth(4)).toHaveTextContent(/Signed in to shop\.example/)
    expect(await rows().all()).toHaveLength(5)
    expect(await scanView(view, 'Permissions/list')).toEqual([])
  })

  test('behavior: Revoke (by keyboard) sends approve(spender, 0) through the wallet, shows its progress, and the row leaves the list', async () => {
    let mine = () => {}
    const mined = new Promise<void>((resolve) => {
      mine = resolve
    })
    const { sent } = await openPermissions({ plain: true, mined })
    const revoke = dialog().getByRole('button', { name: 'Revoke: Can spend 2.500 PDT' })
    await expect.element(revoke).toBeEnabled()
    ;(revoke.element() as HTMLButtonElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog().getByText('Revoking, waiting for the network…')).toBeVisible()
    await expect.element(revoke).toBeDisabled()
    mine()
    await expect.element(dialog().getByText('Can spend 2.500 PDT')).not.toBeInTheDocument()
    const tx = sent.find((r) => r.method === 'eth_sendTransaction')?.params as [
      { to: string; data: `0x${string}` },
    ]
    expect(tx[0].to).toBe('0x4444444444444444444444444444444444444444')
    expect(decodeFunctionData({ abi: erc20Abi, data: tx[0].data })).toEqual({
      functionName: 'approve',
      args: [FRIEND, 0n],
    })
    expect(await rows().all()).toHaveLength(3)
  })

  test('behavior: Revoke on a sign-in session signs its revocation and hands it to the api', async () => {
    const { sent, revoked } = await openPermissions({ plain: true })
    await dialog().getByRole('button', { name: 'Revoke: Signed in to shop.example' }).click()
    await expect.element(dialog().getByText('Signed in to shop.example')).not.toBeInTheDocument()
    expect(sent.some((r) => r.method === 'personal_sign')).toBe(true)
    expect(revoked).toEqual([{ pci: session.pci, signature: `0x${'cd'.repeat(65)}` }])
  })

  test('behavior: the embedded wallet’s grant reads as its rule and is revoked; its delegation is offered once no grant stands', async () => {
    const removed: string[] = []
    const removeDelegation = async () => {
      removed.push('delegation')
      return `0x${'12'.repeat(32)}`
    }
    const { view, sent } = await openPermissions({ embedded: { removeDelegation } })
    const delegation = rows().nth(0)
    await expect
      .element(delegation)
      .toHaveTextContent(/Revoke the permissions it granted first: removing the delegation/)
    expect(await delegation.getByRole('button').all()).toHaveLength(0)
    await expect
      .element(rows().nth(1))
      .toHaveTextContent(
        /^Can send up to 5\.000 DUSD every dayThrough session key 0x22…222222, until/,
      )
    expect(await scanView(view, 'Permissions/grant')).toEqual([])
    await dialog()
      .getByRole('button', { name: /^Revoke: Can send up to 5\.000 DUSD/ })
      .click()
    await expect.element(dialog().getByText(/^Can send up to/)).not.toBeInTheDocument()
    expect(sent.filter((r) => r.method === 'wallet_revokeExecutionPermission')).toEqual([
      {
        method: 'wallet_revokeExecutionPermission',
        params: [{ permissionContext: GRANT_CONTEXT }],
      },
    ])
    await dialog()
      .getByRole('button', { name: 'Revoke: Account delegated to a contract (EIP-7702)' })
      .click()
    await expect.element(dialog().getByText(/^Account delegated/)).not.toBeInTheDocument()
    expect(removed).toEqual(['delegation'])
  })

  test('behavior: nothing standing says so', async () => {
    const { view } = await openPermissions({ empty: true, plain: true })
    await expect
      .element(dialog().getByRole('status'))
      .toHaveTextContent('Nothing stands: no allowance, approval, delegation or session.')
    expect(await scanView(view, 'Permissions/empty')).toEqual([])
  })

  test('error: the api down says the list could not be read, and Try again reads it again', async () => {
    const options: Options = { down: true, plain: true }
    const { view } = await openPermissions(options)
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Your permissions could not be read.')
    expect(await scanView(view, 'Permissions/failed')).toEqual([])
    options.down = false
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await expect.element(rows().nth(0)).toHaveTextContent('Can spend unlimited DUSD')
  })
})
