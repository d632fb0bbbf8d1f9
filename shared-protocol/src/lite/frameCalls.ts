import type { FrameCalls } from '../catalog/frameCalls.ts'
import { openableUrl } from '../origins/openableUrl.ts'
import type { InferOutput, StandardSchemaV1 } from '../validation/standardSchema.ts'
import {
  bool,
  integer,
  is,
  match,
  nul,
  nullable,
  obj,
  oneOf,
  optional,
  schema,
  str,
  unknown,
} from './check.ts'
import { ErrorDataLiteSchema } from './envelope.ts'
import { isPlainObject } from './isPlainObject.ts'
import { parseRpcRequest, StateSnapshotLiteSchema } from './schemas.ts'

const STORAGE_KEY = /^[A-Za-z0-9:._@-]{1,128}$/
const isStorageValue = (value: unknown) => typeof value === 'string' && value.length <= 65_536
const storageValue = is(isStorageValue, 'Expected a string of at most 65536 characters')

type Lite<S extends StandardSchemaV1> = StandardSchemaV1<unknown, InferOutput<S>>
type Part = 'request' | 'success'

/** A catalog entry whose schemas are typed as the zod catalog's call `N`. */
const pair = <N extends keyof FrameCalls>(
  request: Lite<FrameCalls[N]['request']>,
  success: Lite<FrameCalls[N]['success']>,
) => ({ request, success, error: ErrorDataLiteSchema })

const as = <N extends keyof FrameCalls, P extends Part>(parse: (value: unknown) => unknown) =>
  schema<InferOutput<FrameCalls[N][P]>>(parse)
const isNull = schema<null>(nul)

/** Mirror of `frameCalls` (the calls the host answers), in the loader's parsers. */
export const frameCallsLite = {
  READY: pair<'READY'>(
    as<'READY', 'request'>(
      obj({
        protocolVersion: integer,
        capabilities: is(
          (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
          'Expected an array of strings',
        ),
      }),
    ),
    as<'READY', 'success'>(
      obj({
        protocolVersion: integer,
        storage: optional(
          is(
            (value) =>
              isPlainObject(value) &&
              Object.entries(value).every(
                ([key, entry]) => STORAGE_KEY.test(key) && isStorageValue(entry),
              ),
            'Expected storage entries',
          ),
        ),
      }),
    ),
  ),
  STORAGE_SET: pair<'STORAGE_SET'>(
    as<'STORAGE_SET', 'request'>(obj({ key: match(STORAGE_KEY), value: nullable(storageValue) })),
    isNull,
  ),
  STATE: pair<'STATE'>(StateSnapshotLiteSchema, isNull),
  SHOW: pair<'SHOW'>(isNull, isNull),
  HIDE: pair<'HIDE'>(isNull, isNull),
  HOST_WALLET_REQUEST: pair<'HOST_WALLET_REQUEST'>(
    as<'HOST_WALLET_REQUEST', 'request'>(obj({ uuid: str, request: parseRpcRequest })),
    schema<unknown>(unknown),
  ),
  ANNOUNCE: pair<'ANNOUNCE'>(
    as<'ANNOUNCE', 'request'>(
      obj({ message: is((m) => typeof m === 'string' && m.length <= 200, 'Expected a message') }),
    ),
    isNull,
  ),
  WARN: pair<'WARN'>(
    as<'WARN', 'request'>(
      obj({ message: is((m) => typeof m === 'string' && m.length <= 500, 'Expected a message') }),
    ),
    isNull,
  ),
  OPEN_URL: pair<'OPEN_URL'>(
    as<'OPEN_URL', 'request'>(
      obj({
        url: is(
          (url) => typeof url === 'string' && url.length <= 4096 && openableUrl(url) !== undefined,
          'only https:, wc: and wallet pairing links can be opened',
        ),
        target: oneOf(['self', 'blank']),
      }),
    ),
    as<'OPEN_URL', 'success'>(obj({ opened: bool })),
  ),
}
