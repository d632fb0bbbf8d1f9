import {
  InternalRpcError,
  PaymentUnavailableError,
  type PayResult,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { createActor } from 'xstate'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { hideModal } from '../../modal/index.ts'
import type { PayOrder } from '../machine/PayOrder.ts'
import type { PayServices } from '../machine/PayServices.ts'
import { payMachine } from '../payMachine.ts'

/**
 * Starts the payment of `order` and shows the Pay view for it; settles with it: the result once recorded, 4001
 * when the visitor declines in the wallet or closes the modal before anything was sent. A
 * payment the wallet already sent goes on to its confirmation and record with the modal
 * closed (so the order is never paid twice), and settles then.
 */
export async function payInView(
  app: Pick<FrameCore, 'callHost' | 'pay' | 'report' | 'viewStack'>,
  input: { services: PayServices; order: PayOrder; hash?: string | undefined; direct?: boolean },
): Promise<PayResult> {
  const actor = createActor(payMachine, { input })
  app.pay.set(actor)
  actor.start()
  const open = app.viewStack.getSnapshot().matches('open')
  app.viewStack.send({ type: open ? 'RESET' : 'OPEN', view: 'Pay' })
  await app.callHost('SHOW', null)
  return new Promise<PayResult>((resolve, reject) => {
    let dismissed = false
    const end = (settle: () => void) => {
      watching.unsubscribe()
      following.unsubscribe()
      if (!dismissed) hideModal(app)
      settle()
    }
    const following = actor.subscribe((state) => {
      if (state.matches('done') && state.context.result) {
        const { result } = state.context
        end(() => resolve(result))
      } else if (state.matches('declined'))
        end(() => reject(new UserRejectedRequestError('The payment was declined in the wallet.')))
      else if (dismissed && state.matches('failed')) {
        const { hash } = state.context
        end(() =>
          reject(
            hash
              ? new InternalRpcError('The payment was sent but is not confirmed yet.', {
                  data: { txHash: hash },
                })
              : new UserRejectedRequestError('The visitor closed the payment.'),
          ),
        )
      }
    })
    const watching = app.viewStack.subscribe((stack) => {
      if (stack.matches('open')) return
      dismissed = true
      const state = actor.getSnapshot()
      // A wallet asked to send (or to pay, CAIP-358) may still do it: that payment goes on.
      if (state.context.hash === null && !state.matches('sending') && !state.matches('walletPay')) {
        actor.stop()
        // Told the wallet holds too little, the visitor could not pay: the host hears why.
        const short = state.matches('insufficient')
        end(() =>
          reject(
            short
              ? new PaymentUnavailableError('The wallet holds too little of the asset to pay.', {
                  data: { reason: 'insufficientFunds' },
                })
              : new UserRejectedRequestError('The visitor closed the payment.'),
          ),
        )
      }
    })
  })
}
