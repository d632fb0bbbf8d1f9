import type { PayResult } from '../catalog/paySchemas.ts'
import { match, nul, obj, schema, str, unknown } from './check.ts'
import { ErrorDataLiteSchema } from './envelope.ts'
import { StateAnswerLiteSchema, StateSnapshotLiteSchema, sentAs } from './schemas.ts'

const isNull = schema<null>(nul)
const pair = <R, S>(request: R, success: S) => ({ request, success, error: ErrorDataLiteSchema })

/** The host's view of `hostCalls`: requests typed from the zod catalog, results checked here. */
export const hostCallsLite = {
  OPEN: pair(sentAs<'OPEN'>(), StateAnswerLiteSchema),
  CLOSE: pair(sentAs<'CLOSE'>(), StateAnswerLiteSchema),
  RPC_REQUEST: pair(sentAs<'RPC_REQUEST'>(), schema<unknown>(unknown)),
  GET_STATE: pair(sentAs<'GET_STATE'>(), StateSnapshotLiteSchema),
  SYNC_THEME: pair(sentAs<'SYNC_THEME'>(), isNull),
  SYNC_DAPP_DATA: pair(sentAs<'SYNC_DAPP_DATA'>(), isNull),
  SYNC_SAFE_AREA: pair(sentAs<'SYNC_SAFE_AREA'>(), isNull),
  SET_LOCALE: pair(sentAs<'SET_LOCALE'>(), isNull),
  SET_CONSENT: pair(sentAs<'SET_CONSENT'>(), isNull),
  SWITCH_NETWORK: pair(sentAs<'SWITCH_NETWORK'>(), StateAnswerLiteSchema),
  DISCONNECT: pair(sentAs<'DISCONNECT'>(), StateAnswerLiteSchema),
  SIGN_OUT: pair(sentAs<'SIGN_OUT'>(), StateAnswerLiteSchema),
  SYNC_HOST_WALLETS: pair(sentAs<'SYNC_HOST_WALLETS'>(), isNull),
  HOST_WALLET_EVENT: pair(sentAs<'HOST_WALLET_EVENT'>(), isNull),
  PAY: pair(
    sentAs<'PAY'>(),
    schema<PayResult>(
      obj({
        orderId: str,
        txHash: match(/^0x[0-9a-fA-F]{64}$/),
        chainId: str,
        asset: str,
        amount: str,
        payer: str,
      }),
    ),
  ),
}
