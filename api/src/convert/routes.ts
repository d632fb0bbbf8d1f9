import { type Context, Hono } from 'hono'
import { createFactory } from 'hono/factory'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { GasPriceNotSupportedError, ValidationError } from '../errors.ts'
import { PARTS, validateInput } from '../input/validateInput.ts'
import { buildSwapTransaction } from './buildSwapTransaction.ts'
import {
  isNative,
  listSwapTokens,
  readAllowance,
  readGasPrices,
  type SwapContext,
  swapContextOf,
  swapContextOfPair,
} from './queries.ts'
import { quoteSwap } from './quoteSwap.ts'
import {
  AllowanceQuerySchema,
  BuildApproveQuerySchema,
  BuildTransactionBodySchema,
  type CaipAccount,
  GasPriceQuerySchema,
  QuoteQuerySchema,
  TokensQuerySchema,
} from './schemas.ts'

/** The user must be an account of the network the tokens are on. */
function userOn(user: CaipAccount, token: CaipAccount, where: 'query' | 'body') {
  if (user.chainId !== token.chainId) {
    throw new ValidationError(`Invalid ${where}: userAddress must be on ${token.chainId}`)
  }
  return user.address
}

type SwapPairInput = { from: CaipAccount; to: CaipAccount; userAddress: CaipAccount }

/**
 * The handlers of a route about a swap of two tokens: the query or body valid by `schema`,
 * then the setup of the chain both tokens are on and the user (an account of that chain),
 * handed to `handle` with the input.
 */
function swapPairRoute<T extends 'query' | 'json', S extends z.ZodType<SwapPairInput>>(
  deps: AppDeps,
  target: T,
  schema: S,
  handle: (
    input: z.output<S>,
    pair: { context: SwapContext; user: Address },
    c: Context<AppEnv>,
  ) => Promise<Response>,
) {
  return createFactory<AppEnv>().createHandlers(validateInput(target, schema), async (c) => {
    // What `validateInput(target, schema)` let through (hono types no generic target).
    const input = c.req.valid(target) as z.output<S>
    const context = swapContextOfPair(deps, input.from, input.to)
    const user = userOn(input.userAddress, input.from, PARTS[target])
    return handle(input, { context, user }, c)
  })
}

/**
 * SPEC §7 convert routes over the chain's Uniswap-V2-style router: swappable tokens, quotes,
 * allowance, gas price, and the approve and swap transactions ready to send. A network
 * without a router answers 'Network not supported for Swaps' (SPEC §8).
 */
export function createConvertRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/convert/tokens', validateInput('query', TokensQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const tokens = await listSwapTokens(deps, swapContextOf(deps, query.chainId))
      return c.json({ tokens })
    })
    .get(
      '/v1/convert/quotes',
      ...swapPairRoute(deps, 'query', QuoteQuerySchema, async (query, { context, user }, c) => {
        const quote = await quoteSwap(deps, context, {
          amount: query.amount,
          from: query.from,
          to: query.to,
          user,
          slippage: query.slippage,
          gasPrice: query.gasPrice,
        })
        return c.json({ quotes: [quote] })
      }),
    )
    .get('/v1/convert/allowance', validateInput('query', AllowanceQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const context = swapContextOf(deps, query.tokenAddress.chainId)
      const owner = userOn(query.userAddress, query.tokenAddress, 'query')
      const allowance = await readAllowance(context, query.tokenAddress.address, owner)
      return c.json({ allowance: String(allowance) })
    })
    .get('/v1/convert/gas-price', validateInput('query', GasPriceQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const entry = deps.chains.get(query.chainId)
      if (!entry) throw new GasPriceNotSupportedError()
      return c.json(await readGasPrices(entry))
    })
    .get(
      '/v1/convert/build-approve',
      ...swapPairRoute(
        deps,
        'query',
        BuildApproveQuerySchema,
        async (query, { context, user }, c) => {
          if (isNative(query.from.address)) {
            throw new ValidationError('Invalid query: the native coin needs no approval')
          }
          const data = encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [context.router.address, query.amount ?? maxUint256],
          })
          const gasPrice = await context.entry.reader.getGasPrice()
          return c.json({
            tx: {
              from: user,
              to: query.from.address,
              data,
              value: '0',
              eip155: { gasPrice: String(gasPrice) },
            },
          })
        },
      ),
    )
    .post(
      '/v1/convert/build-transaction',
      ...swapPairRoute(
        deps,
        'json',
        BuildTransactionBodySchema,
        async (body, { context, user }, c) => {
          const tx = await buildSwapTransaction(context, {
            amount: body.amount,
            from: body.from,
            to: body.to,
            user,
            slippage: body.eip155?.slippage,
            disableEstimate: body.disableEstimate,
          })
          return c.json({ tx })
        },
      ),
    )
}
