import type { PayRequest, PayResult } from '@porthole/host-sdk'
import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import { ModalNotReadyError } from './ModalNotReadyError.ts'
import { PortholeContext } from './PortholeContext.ts'

/** Where the last payment of `usePay` stands: one status, and its result or error with it. */
export type PayState =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: PayResult; error: undefined }
  | { status: 'error'; data: undefined; error: Error }

export type UsePayResult = PayState & {
  /**
   * Takes the payment (`modal.pay`); the outcome shows in `status`, `data` and `error` (there,
   * not as a rejection: use `payAsync` to await it). Without a modal the error is
   * `ModalNotReadyError`.
   */
  pay: (request: PayRequest) => void
  /** The same, as a promise of `modal.pay`'s result (it rejects as `modal.pay` does). */
  payAsync: (request: PayRequest) => Promise<PayResult>
  /** Back to idle. */
  reset: () => void
}

const idle: PayState = { status: 'idle', data: undefined, error: undefined }

/**
 * Take a payment with one call (`modal.pay`): connect if needed, the Pay view, the transfer,
 * and the result once the api recorded it. `error.code` is 4001 when the visitor declined, 5110
 * or 5111 when the order cannot be paid (`data.reason`). Only the latest call updates the state.
 *
 * @example
 * ```tsx
 * const { pay, status, data, error } = usePay()
 * return (
 *   <button onClick={() => pay({ orderId: 'order-42', recipient, amount: '1.25', asset })}>
 *     {status === 'pending' ? 'Paying…' : 'Pay 1.25 USDC'}
 *   </button>
 * )
 * ```
 */
export function usePay(): UsePayResult {
  const modal = useContext(PortholeContext)
  const [state, setState] = useState<PayState>(idle)
  const latest = useRef(0)
  useEffect(
    () => () => {
      // Unmounted: a payment still under way updates nothing.
      latest.current++
    },
    [],
  )
  const payAsync = useCallback(
    async (request: PayRequest) => {
      const call = ++latest.current
      const settle = (next: PayState) => {
        if (call === latest.current) setState(next)
      }
      settle({ status: 'pending', data: undefined, error: undefined })
      try {
        if (!modal) throw new ModalNotReadyError('pay', 'usePay')
        const data = await modal.pay(request)
        settle({ status: 'success', data, error: undefined })
        return data
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        settle({ status: 'error', data: undefined, error })
        throw error
      }
    },
    [modal],
  )
  const pay = useCallback(
    (request: PayRequest) => {
      payAsync(request).catch(() => undefined)
    },
    [payAsync],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(idle)
  }, [])
  return { ...state, pay, payAsync, reset }
}
