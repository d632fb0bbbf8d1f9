import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { countRpcCalls } from '../db/projects/rpcWindows.ts'
import {
  JsonRpcBodySchema,
  type JsonRpcCall,
  type JsonRpcResponse,
  RpcQuerySchema,
} from './JsonRpcSchema.ts'
import { jsonRpcError, RpcErrorCode } from './jsonRpcError.ts'

/**
 * `POST /v1/rpc?chainId=<CAIP-2>&projectId=…` (SPEC §7's chain RPC service): JSON-RPC 2.0,
 * one call or a batch of up to 1000, for the networks the operator configured (DATA_CHAINS,
 * `eip155:<id>`; SOLANA_DATA_CHAINS, `solana:<reference>`), across each network's endpoints
 * with fallback and ranking. Reads and sending what a wallet signed only (`rpcMethods.ts`,
 * `solanaRpcMethods.ts`). Every answer is JSON-RPC: a refused method is that call's error
 * (-32601); a bad body (400), an unserved network (404), a project over its limit (429,
 * -32005, Retry-After) or no endpoint answering (502) answer the whole request with id null.
 * One limit per project, whichever networks its calls go to.
 */
export function createRpcRoutes(deps: AppDeps): Hono<AppEnv> {
  const { windowMs } = deps.rpc
  return new Hono<AppEnv>().post('/v1/rpc', async (c) => {
    const query = RpcQuerySchema.safeParse({ chainId: c.req.query('chainId') })
    if (!query.success)
      return c.json(
        jsonRpcError(null, RpcErrorCode.invalidParams, query.error.issues[0]!.message),
        400,
      )
    const upstream = deps.rpcUpstream(query.data.chainId)
    if (!upstream)
      return c.json(
        jsonRpcError(
          null,
          RpcErrorCode.invalidParams,
          `Chain ${query.data.chainId} is not served here.`,
        ),
        404,
      )
    const raw: unknown = await c.req.json().catch(() => undefined)
    if (raw === undefined)
      return c.json(jsonRpcError(null, RpcErrorCode.parseError, 'The body is not JSON.'), 400)
    const body = JsonRpcBodySchema.safeParse(raw)
    if (!body.success)
      return c.json(
        jsonRpcError(
          null,
          RpcErrorCode.invalidRequest,
          'Not a JSON-RPC 2.0 call or a batch of 1 to 1000.',
        ),
        400,
      )
    const calls: JsonRpcCall[] = Array.isArray(body.data) ? body.data : [body.data]

    const project = c.get('call').project
    const maxCallsPerWindow = deps.rpc.projectLimits[project.id] ?? deps.rpc.maxCallsPerWindow
    const now = deps.clock.now()
    const windowStart = now - (now % windowMs)
    const count = await countRpcCalls(deps.db, project.id, new Date(windowStart), calls.length)
    if (count > maxCallsPerWindow) {
      const retryAfter = Math.ceil((windowStart + windowMs - now) / 1000)
      c.header('Retry-After', String(retryAfter))
      return c.json(
        jsonRpcError(
          null,
          RpcErrorCode.limitExceeded,
          `Project ${project.id} is over its ${maxCallsPerWindow} RPC calls per ${windowMs / 1000} s.`,
          { retryAfterSeconds: retryAfter },
        ),
        429,
      )
    }

    const allowed = calls.filter((call) => upstream.methods.has(call.method))
    let forwarded: JsonRpcResponse[] = []
    if (allowed.length > 0) {
      try {
        forwarded = await upstream.send(allowed)
      } catch (error) {
        deps.log({
          level: 'warn',
          msg: 'rpc upstream',
          chain: query.data.chainId,
          error: String(error),
        })
        const message = error instanceof Error ? error.message : String(error)
        return c.json(jsonRpcError(null, RpcErrorCode.internal, message), 502)
      }
    }
    const answers = calls.map((call) =>
      upstream.methods.has(call.method)
        ? forwarded.shift()!
        : jsonRpcError(call.id, RpcErrorCode.methodNotFound, 'Requested RPC call is not allowed', {
            method: call.method,
          }),
    )
    return c.json(Array.isArray(body.data) ? answers : answers[0])
  })
}
