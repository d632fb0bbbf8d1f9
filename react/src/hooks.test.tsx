// @vitest-environment happy-dom
import { act, type ReactNode, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createModalDouble } from '../test/createModalDouble.ts'
import { PortholeProvider } from './PortholeProvider.tsx'
import { useAccount } from './useAccount.ts'
import { useModalState } from './useModalState.ts'
import { useNetwork } from './useNetwork.ts'
import { type PortholeActions, usePorthole } from './usePorthole.ts'
import { useSession } from './useSession.ts'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let container: HTMLElement
let root: Root
let renders = 0
let actions: PortholeActions

function Status() {
  renders++
  actions = usePorthole()
  const { address, isConnected } = useAccount()
  const { chainId } = useNetwork()
  const session = useSession()
  const { open, view } = useModalState()
  return (
    <p>
      {`${isConnected ? `connected ${address}` : 'disconnected'} · chain ${chainId} · ${open ? `open on ${view}` : 'closed'} · ${session ? `signed in ${session.address}` : 'no session'}`}
    </p>
  )
}

const render = async (node: ReactNode) => act(() => root.render(<StrictMode>{node}</StrictMode>))

/** `Status` rendered under a provider over a new modal double, which it returns. */
async function renderStatus() {
  const double = createModalDouble()
  await render(
    <PortholeProvider modal={double.modal}>
      <Status />
    </PortholeProvider>,
  )
  return double
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  renders = 0
})
afterEach(async () => {
  await act(() => root.unmount())
  container.remove()
})

describe('hooks over a modal', () => {
  test('default: they show the modal state now, and follow each change', async () => {
    const { emit } = await renderStatus()
    expect(container.textContent).toBe('disconnected · chain 1 · closed · no session')
    await act(() => emit({ status: 'connected', address: '0xabc', caipAddress: 'eip155:1:0xabc' }))
    expect(container.textContent).toBe('connected 0xabc · chain 1 · closed · no session')
    await act(() => emit({ caipNetworkId: 'eip155:137' }))
    expect(container.textContent).toContain('chain 137')
    const session = {
      pci: 'p',
      namespace: 'eip155',
      address: '0xabc',
      chainId: '137',
      domain: 'app.example',
      uri: 'https://app.example',
      message: 'm',
      issuedAt: '2026-12-02T00:00:00Z',
      expiresAt: '2026-12-03T00:00:00Z',
    } as const
    await act(() => emit({ session }))
    expect(container.textContent).toContain('signed in 0xabc')
  })

  test('actions: open, close, switchNetwork, disconnect and signOut reach the modal', async () => {
    const { calls } = await renderStatus()
    await act(() => actions.open({ view: 'Networks' }))
    expect(container.textContent).toContain('open on Networks')
    await act(() => actions.close())
    expect(container.textContent).toContain('closed')
    await act(() => actions.switchNetwork('eip155:137'))
    expect(container.textContent).toContain('chain 137')
    await act(() => actions.signOut())
    await act(() => actions.disconnect())
    expect(calls).toEqual([
      'open Networks',
      'close',
      'switchNetwork eip155:137',
      'signOut',
      'disconnect',
    ])
  })

  test('a state that changes nothing a hook reads does not render again', async () => {
    const { emit } = await renderStatus()
    const before = renders
    await act(() => emit({ profileName: 'alice.eth' }))
    expect(renders).toBe(before)
  })

  test('unmounting unsubscribes from the modal', async () => {
    const { listenerCount } = await renderStatus()
    expect(listenerCount()).toBeGreaterThan(0)
    await act(() => root.render(null))
    expect(listenerCount()).toBe(0)
  })
})

test('outside PortholeProvider: hooks show the disconnected state and actions reject', async () => {
  await render(<Status />)
  expect(container.textContent).toBe('disconnected · chain undefined · closed · no session')
  await expect(actions.open()).rejects.toThrow(
    expect.objectContaining({ name: 'ModalNotReadyError' }),
  )
})
