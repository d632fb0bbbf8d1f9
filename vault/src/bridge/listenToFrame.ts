import {
  callNameOf,
  type ErrorData,
  embeddedLoginCalls,
  VaultRequestSchema,
  validate,
} from '@porthole/shared-protocol'
import { toErrorData } from '../VaultError.ts'
import type { VaultHandlers } from '../VaultHandlers.ts'

type Post = (message: unknown) => void

/**
 * Answers the frame's requests: only messages from `parent` at `frameOrigin`, checked
 * against the shared catalog both ways; every request gets `X_SUCCESS` or `X_ERROR`.
 */
export function listenToFrame(options: {
  window: Window
  parent: Window
  frameOrigin: string
  handlers: VaultHandlers
  /** Each request from the frame, before it is answered (the frame has heard the vault). */
  onRequest?: () => void
}): { post: Post; stop: () => void } {
  const post: Post = (message) => options.parent.postMessage(message, options.frameOrigin)
  const answer = async (type: string, id: string, payload: unknown) => {
    const name = callNameOf(type)
    const fail = (error: ErrorData) => post({ type: `${name}_ERROR`, id, error })
    const handler =
      name && (options.handlers[name] as ((p: unknown) => Promise<unknown>) | undefined)
    if (!name || !handler) return fail({ code: 4200, message: 'Action not allowed' })
    const call = embeddedLoginCalls[name]
    const input = await validate(call.request, payload)
    if (!input.ok) return fail({ code: -32602, message: `Invalid params: ${input.message}` })
    try {
      const result = await handler(input.value)
      const output = await validate(call.success, result)
      if (!output.ok) return fail({ code: -32603, message: 'Something went wrong' })
      post({ type: `${name}_SUCCESS`, id, payload: output.value })
    } catch (error) {
      fail(toErrorData(error))
    }
  }
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.frameOrigin || event.source !== options.parent) return
    const request = VaultRequestSchema.safeParse(event.data)
    if (!request.success) return
    options.onRequest?.()
    void answer(request.data.type, request.data.id, request.data.payload)
  }
  options.window.addEventListener('message', listener)
  return { post, stop: () => options.window.removeEventListener('message', listener) }
}
