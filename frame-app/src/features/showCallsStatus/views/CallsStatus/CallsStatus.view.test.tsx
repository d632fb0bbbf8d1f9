import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderView, scanView } from '#test/renderView.tsx'
import { evmNetwork } from '#test/testNetworks.ts'
import type { CallsReport } from '../../../../connectors/eip5792/CallsReport.ts'
import { UnknownBundleIdError } from '../../../../connectors/eip5792/SendCallsErrors.ts'

const EXPLORER = 'https://explorer.porthole.test/'
const TO = '0x2222222222222222222222222222222222222222'
const hash = (n: number) => `0x${String(n).repeat(64)}` as const
const network = evmNetwork(31337, {
  name: 'Anvil',
  blockExplorers: { default: { name: 'Dev Explorer', url: EXPLORER } },
})

/** A batch of three calls: the first landed, the second sent, the third waiting for it. */
const inProgress: CallsReport = {
  network,
  status: 100,
  calls: [
    { to: TO, value: '0x3782dace9d900000', state: 'confirmed', hash: hash(1) },
    { to: TO, value: null, state: 'pending', hash: hash(2) },
    { to: TO, value: null, state: 'queued', hash: null },
  ],
}

const dialog = () => page.getByRole('dialog', { name: 'Batch status' })
const summary = () => dialog().getByRole('status')
const calls = () => dialog().getByRole('list', { name: 'Calls' }).getByRole('listitem')

describe('CallsStatus', () => {
  test('default: each call with its state, the status in words, and an explorer link per sent call; it follows the calls as they land; no axe violations', async () => {
    const view = await renderView()
    let report = inProgress
    await view.app.actions.showCallsStatus({ id: 'batch-1', read: async () => report })
    expect(view.calls).toContain('SHOW')
    await expect.element(dialog()).toBeVisible()
    await expect.element(summary()).toHaveTextContent('In progress: 1 of 3 confirmed')
    await expect
      .element(calls().nth(0))
      .toHaveTextContent(/Call 1.*4 ETH.*To 0x22…222222.*Confirmed/)
    await expect.element(calls().nth(1)).toHaveTextContent('Pending')
    await expect.element(calls().nth(2)).toHaveTextContent('Waiting to be sent')
    await expect
      .element(page.getByRole('button', { name: 'View call 3 in explorer' }))
      .not.toBeInTheDocument()
    const violations = await scanView(view, 'CallsStatus/pending')

    await page.getByRole('button', { name: 'View call 2 in explorer' }).click()
    expect(view.opened).toEqual([`${EXPLORER}tx/${hash(2)}`])

    report = {
      network,
      status: 600,
      calls: [
        inProgress.calls[0]!,
        { to: TO, value: null, state: 'reverted', hash: hash(2) },
        { to: TO, value: null, state: 'notSent', hash: null },
      ],
    }
    await expect
      .element(summary())
      .toHaveTextContent('Stopped: 1 of 3 confirmed, the rest failed or were not sent')
    await expect.element(calls().nth(1)).toHaveTextContent('Failed: reverted')
    await expect.element(calls().nth(2)).toHaveTextContent('Not sent')
    violations.push(...(await scanView(view, 'CallsStatus/stopped')))
    expect(violations).toEqual([])
  })

  test('behavior: on a network without an explorer, no call has a link', async () => {
    const view = await renderView()
    const { blockExplorers: _, ...plain } = network
    const report = { ...inProgress, status: 200, network: plain }
    await view.app.actions.showCallsStatus({ id: 'batch-2', read: async () => report })
    await expect.element(summary()).toHaveTextContent('Done: every call is confirmed')
    await expect.element(calls().nth(2)).toBeVisible()
    await expect.element(page.getByRole('button', { name: /in explorer/ })).not.toBeInTheDocument()
  })

  test('error: a batch no longer known says so; a read that fails offers Try again, which reads again', async () => {
    const view = await renderView()
    await view.app.actions.showCallsStatus({
      id: 'gone',
      read: async () => {
        throw new UnknownBundleIdError('No batch with id gone.')
      },
    })
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('This batch is not known here any more.')
    const violations = await scanView(view, 'CallsStatus/unknown')

    let reads = 0
    await view.app.actions.showCallsStatus({
      id: 'flaky',
      read: async () => {
        if (++reads === 1) throw new Error('The RPC did not answer.')
        return { ...inProgress, status: 200 }
      },
    })
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('The status of the calls could not be read from the network.')
    violations.push(...(await scanView(view, 'CallsStatus/failed')))
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect.element(retry).toBeEnabled()
    await retry.click()
    await expect.element(summary()).toHaveTextContent('Done: every call is confirmed')
    expect(violations).toEqual([])
  })
})
