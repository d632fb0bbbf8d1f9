import { InternalRpcError, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderView, scanView } from '#test/renderView.tsx'

/** Connect open, with a Dev Wallet whose answer to eth_requestAccounts is `answer`'s. */
async function openConnect(answer: () => unknown) {
  const view = await renderView({
    walletAnswer: (request) => {
      if (request.method === 'eth_requestAccounts') return answer()
      throw new Error(`unexpected ${request.method}`)
    },
  })
  view.app.actions.open()
  await expect.element(devWallet()).toBeEnabled()
  return view
}

const devWallet = () => page.getByRole('button', { name: /Dev Wallet/ })

describe('ConnectingExternal', () => {
  test('default: while the wallet asks its user, the modal says so; no axe violations on Connect and on it', async () => {
    const view = await openConnect(() => new Promise(() => undefined))
    const violations = await scanView(view, 'Connect')

    await devWallet().click()
    await expect.element(page.getByText('Accept connection request in the wallet')).toBeVisible()
    violations.push(...(await scanView(view, 'ConnectingExternal')))
    expect(violations).toEqual([])
  })

  test('error: declined in the wallet, it says Connection declined and offers Try again; no axe violations', async () => {
    let answers = 0
    const view = await openConnect(() => {
      answers++
      throw new UserRejectedRequestError()
    })
    await devWallet().click()
    await expect.element(page.getByText('Connection declined').first()).toBeVisible()
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect.element(retry).toBeVisible()
    expect(await scanView(view, 'ConnectingExternal/declined')).toEqual([])

    await expect.element(retry).toBeEnabled()
    await retry.click()
    await expect.poll(() => answers).toBe(2)
  })

  test('error: a wallet failing the request, it says Connection failed in words, with Try again; no axe violations', async () => {
    const view = await openConnect(() => {
      throw new InternalRpcError('Internal error')
    })
    await devWallet().click()
    await expect.element(page.getByText('Connection failed').first()).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(await scanView(view, 'ConnectingExternal/failed')).toEqual([])
  })
})
