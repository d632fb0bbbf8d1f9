import * as v from 'valibot'
import { openableUrl } from '../openableUrl.ts'
import { ErrorDataLiteSchema } from './envelope.ts'
import { RpcRequestLiteSchema, StateSnapshotLiteSchema } from './schemas.ts'

const Integer = v.pipe(v.number(), v.integer())
const StorageKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9:._@-]{1,128}$/))
const StorageValue = v.pipe(v.string(), v.maxLength(65_536))
const pair = <R extends v.GenericSchema, S extends v.GenericSchema>(request: R, success: S) => ({
  request,
  success,
  error: ErrorDataLiteSchema,
})

/** Valibot mirror of `frameCalls` (the calls the host answers). */
export const frameCallsLite = {
  READY: pair(
    v.object({ protocolVersion: Integer, capabilities: v.array(v.string()) }),
    v.object({
      protocolVersion: Integer,
      storage: v.optional(v.record(StorageKey, StorageValue)),
    }),
  ),
  STORAGE_SET: pair(v.object({ key: StorageKey, value: v.nullable(StorageValue) }), v.null()),
  STATE: pair(StateSnapshotLiteSchema, v.null()),
  SHOW: pair(v.null(), v.null()),
  HIDE: pair(v.null(), v.null()),
  HOST_WALLET_REQUEST: pair(
    v.object({ uuid: v.string(), request: RpcRequestLiteSchema }),
    v.unknown(),
  ),
  OPEN_URL: pair(
    v.object({
      url: v.pipe(
        v.string(),
        v.maxLength(4096),
        v.check(
          (url) => openableUrl(url) !== undefined,
          'only https:, wc: and wallet pairing links can be opened',
        ),
      ),
      target: v.picklist(['self', 'blank']),
    }),
    v.object({ opened: v.boolean() }),
  ),
}
