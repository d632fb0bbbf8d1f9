import * as v from 'valibot'
import { openableUrl } from '../openableUrl.ts'
import { ErrorDataLiteSchema } from './envelope.ts'
import { isPlainObject } from './isPlainObject.ts'
import { RpcRequestLiteSchema, StateSnapshotLiteSchema } from './schemas.ts'

/** An integer (`Number.isInteger`, as valibot's `integer`), by check for the loader's size. */
const Integer = v.custom<number>(Number.isInteger)
const STORAGE_KEY = /^[A-Za-z0-9:._@-]{1,128}$/
const StorageKey = v.pipe(v.string(), v.regex(STORAGE_KEY))
const StorageValue = v.pipe(v.string(), v.maxLength(65_536))
const isStorageValue = (value: unknown) => typeof value === 'string' && value.length <= 65_536
/** A record of storage keys to values (a check, not valibot's `record`, for the loader's size). */
const StorageEntries = v.custom<Record<string, string>>(
  (value) =>
    isPlainObject(value) &&
    Object.entries(value).every(([key, entry]) => STORAGE_KEY.test(key) && isStorageValue(entry)),
)
const pair = <R extends v.GenericSchema, S extends v.GenericSchema>(request: R, success: S) => ({
  request,
  success,
  error: ErrorDataLiteSchema,
})

/** Valibot mirror of `frameCalls` (the calls the host answers). */
export const frameCallsLite = {
  READY: pair(
    v.object({
      protocolVersion: Integer,
      capabilities: v.custom<string[]>(
        (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
      ),
    }),
    v.object({
      protocolVersion: Integer,
      storage: v.optional(StorageEntries),
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
