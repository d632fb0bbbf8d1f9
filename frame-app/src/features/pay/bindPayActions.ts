import type { PayRequest, PayResult } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'

/** `modal.pay`'s action bound to one frame; it loads with the Pay chunk on the first payment. */
export function bindPayActions(app: FrameCore) {
  return {
    pay: async (request: PayRequest): Promise<PayResult> =>
      (await import('./chunk.ts')).takePayment(app, request),
  }
}
