import { classifyRpcMethod, ErrorCode } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { waitFor } from 'xstate'
import { createAccountApi } from '#test/createAccountApi.ts'
import { testAddress } from '#test/createTestFrameApp.ts'
import { renderView, scanView } from '#test/renderView.tsx'
import type { Connector } from '../../../connectors/Connector.ts'

/**
 * An embedded-style wallet (type AUTH) with SPEC §5's split, a method outside it 5103; not the
 * email login itself (no vault here), whose parts of Account would load.
 */
const embedded: Connector = {
  id: 'local-key',
  name: 'Local key',
  type: 'AUTH',
  namespace: 'eip155',
  connect: async () => ({ accounts: [testAddress], caipNetworkId: 'eip155:137' }),
  restore: async () => null,
  disconnect: async () => undefined,
  request: async (request) => {
    classifyRpcMethod(request.method)
    return '0x89'
  },
  switchNetwork: async () => undefined,
  subscribe: () => () => undefined,
}

async function embeddedView() {
  const view = await renderView({ api: createAccountApi().api })
  view.app.connection.send({ type: 'CONNECT', connector: embedded })
  await waitFor(view.app.connection, (s) => s.matches('connected'))
  view.app.actions.close()
  return view
}

describe('RefusedCallNotice', () => {
  test('default: a page call the embedded wallet refuses is 5103 to the page and opens the modal on Account saying "Action not allowed."; Close takes it away; no axe violations', async () => {
    const view = await embeddedView()
    await expect(
      view.call('RPC_REQUEST', { method: 'eth_sign', params: [testAddress, '0x00'] }),
    ).rejects.toMatchObject({ code: ErrorCode.rpcNotAllowed })
    const notice = page.getByRole('alert').filter({ hasText: 'Action not allowed.' })
    await expect.element(notice).toBeVisible()
    expect(view.app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
    expect(view.calls).toContain('SHOW')
    await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    expect(await scanView(view, 'Account/refusedCall')).toEqual([])
    await notice.getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByTestId('refused-call')).not.toBeInTheDocument()
  })

  test('behavior: over the view already open it shows in place; a call inside the split says nothing; closing the modal ends the notice', async () => {
    const view = await embeddedView()
    view.app.actions.open('Account')
    await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    await view.call('RPC_REQUEST', { method: 'eth_chainId' })
    await view.call('RPC_REQUEST', { method: 'eth_blockNumber' })
    expect(page.getByTestId('refused-call').elements()).toHaveLength(0)
    await expect(view.call('RPC_REQUEST', { method: 'eth_signTransaction' })).rejects.toMatchObject(
      { code: ErrorCode.rpcNotAllowed },
    )
    await expect.element(page.getByTestId('refused-call')).toHaveTextContent('Action not allowed.')
    expect(view.app.getSnapshot().view).toBe('Account')
    view.app.actions.close()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    view.app.actions.open('Account')
    await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    await expect.element(page.getByTestId('refused-call')).not.toBeInTheDocument()
  })
})
