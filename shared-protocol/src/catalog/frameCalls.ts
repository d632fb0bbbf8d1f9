import * as z from 'zod/mini'
import { openableUrl } from '../origins/openableUrl.ts'
import { defineCall } from './defineCall.ts'
import { StateSnapshotSchema } from './StateSnapshotSchema.ts'
import { RpcRequestSchema, StorageKeySchema, StorageValueSchema } from './schemas.ts'

/** Calls the frame makes and the host answers. */
export const frameCalls = {
  /** First call after the handshake: the frame's protocol version and what it can do. */
  READY: defineCall(
    z.object({
      protocolVersion: z.number().check(z.int()),
      capabilities: z.array(z.string()),
    }),
    z.object({
      protocolVersion: z.number().check(z.int()),
      /** What the frame stored through the host (STORAGE_SET), for this project. */
      storage: z.optional(z.record(StorageKeySchema, StorageValueSchema)),
      /**
       * The host takes a STATE push's number for the answer of a call that changes the state
       * (`StateRefSchema`); a host without it gets whole snapshots.
       */
      refs: z.optional(z.boolean()),
      /**
       * The host reads the frame's messages of one task as one `BATCH` post (docs/bridge.md);
       * the frame sends batches only to a host that says so.
       */
      batch: z.optional(z.boolean()),
    }),
  ),
  /**
   * Keep (or, with null, forget) a value in the host page's storage. Frame storage may be
   * blocked or wiped (third-party storage off, ITP: SECURITY.md #7); the host's first-party
   * storage survives a reload and is handed back in READY.
   */
  STORAGE_SET: defineCall(
    z.object({ key: StorageKeySchema, value: z.nullable(StorageValueSchema) }),
    z.null(),
  ),
  /** A new state snapshot; the host mirrors it and emits provider events from the change. */
  STATE: defineCall(StateSnapshotSchema, z.null()),
  /** Show the dialog that holds the frame. */
  SHOW: defineCall(z.null(), z.null()),
  /** Hide it (the user closed the modal: button, Escape, backdrop). */
  HIDE: defineCall(z.null(), z.null()),
  /** Forward an EIP-1193 request to a wallet announced in the host page. */
  HOST_WALLET_REQUEST: defineCall(
    z.object({ uuid: z.string(), request: RpcRequestSchema }),
    z.unknown(),
  ),
  /**
   * Say a message in the host page's own live region: the change that closed the modal
   * (connected, disconnected, switched), which the hidden frame's live region cannot say.
   */
  ANNOUNCE: defineCall(z.object({ message: z.string().check(z.maxLength(200)) }), z.null()),
  /** A warning for the host's developer (a theme accent that fails contrast), shown in its console. */
  WARN: defineCall(z.object({ message: z.string().check(z.maxLength(500)) }), z.null()),
  /** Navigate or open a URL from the host (deep links fail inside iframes on iOS). */
  OPEN_URL: defineCall(
    z.object({
      url: z.string().check(
        z.maxLength(4096),
        z.refine(
          (url) => openableUrl(url) !== undefined,
          'only https:, wc: and wallet pairing links can be opened',
        ),
      ),
      target: z.enum(['self', 'blank']),
    }),
    z.object({ opened: z.boolean() }),
  ),
}
export type FrameCalls = typeof frameCalls
