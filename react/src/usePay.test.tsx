// @vitest-environment happy-dom
import type { PayRequest, PayResult } from '@porthole/host-sdk'
import { act, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createModalDouble } from '../test/createModalDouble.ts'
import { PortholeProvider } from './PortholeProvider.tsx'
import { type UsePayResult, usePay } from './usePay.ts'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const order: PayRequest = {
  orderId: 'order-1',
  recipient: `0x${'12'.repeat(20)}`,
  amount: '1.25',
  asset: `eip155:31337/erc20:0x${'34'.repeat(20)}`,
}
const result: PayResult = {
  orderId: 'order-1',
  txHash: `0x${'ab'.repeat(32)}`,
  chainId: 'eip155:31337',
  asset: order.asset,
  amount: '1.25',
  payer: `0x${'56'.repeat(20)}`,
}

let container: HTMLElement
let root: Root
let hook: UsePayResult
function Checkout() {
  hook = usePay()
  return <p>{`${hook.status} ${hook.data?.txHash ?? ''}${hook.error?.name ?? ''}`.trim()}</p>
}

/** A modal double whose `pay` the test settles, recording the orders asked. */
function payingModal() {
  const { modal } = createModalDouble()
  const asked: PayRequest[] = []
  const pending: { resolve: (r: PayResult) => void; reject: (e: unknown) => void }[] = []
  Object.assign(modal, {
    pay: (request: PayRequest) =>
      new Promise<PayResult>((resolve, reject) => {
        asked.push(request)
        pending.push({ resolve, reject })
      }),
  })
  return { modal, asked, pending }
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(async () => {
  await act(() => root.unmount())
  container.remove()
})

/** `Checkout` rendered under a provider over a new paying modal, which it returns. */
async function renderCheckout() {
  const paying = payingModal()
  await act(() =>
    root.render(
      <PortholeProvider modal={paying.modal}>
        <Checkout />
      </PortholeProvider>,
    ),
  )
  return paying
}

describe('usePay', () => {
  test('default: idle, pending while the modal takes the payment, then success with the result', async () => {
    const { modal, asked, pending } = payingModal()
    await act(() =>
      root.render(
        <StrictMode>
          <PortholeProvider modal={modal}>
            <Checkout />
          </PortholeProvider>
        </StrictMode>,
      ),
    )
    expect(container.textContent).toBe('idle')
    await act(() => hook.pay(order))
    expect(asked).toEqual([order])
    expect(container.textContent).toBe('pending')
    await act(() => pending[0]?.resolve(result))
    expect(container.textContent).toBe(`success ${result.txHash}`)
    await act(() => hook.reset())
    expect(container.textContent).toBe('idle')
  })

  test('error: a declined payment is the error (4001) in the state, and payAsync rejects with it', async () => {
    const { pending } = await renderCheckout()
    let rejection: unknown
    await act(async () => {
      hook.payAsync(order).catch((error: unknown) => {
        rejection = error
      })
    })
    const declined = Object.assign(new Error('declined'), {
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    await act(async () => pending[0]?.reject(declined))
    expect(container.textContent).toBe('error UserRejectedRequestError')
    expect(hook.error).toBe(declined)
    expect(rejection).toBe(declined)
  })

  test('behavior: only the latest payment updates the state; without a modal the error is ModalNotReadyError', async () => {
    const { pending } = await renderCheckout()
    await act(() => hook.pay(order))
    await act(() => hook.pay({ ...order, orderId: 'order-2' }))
    await act(async () => pending[0]?.resolve(result))
    expect(container.textContent).toBe('pending')
    await act(() => root.render(<Checkout />))
    await act(() => hook.pay(order))
    expect(container.textContent).toBe('error ModalNotReadyError')
  })
})
