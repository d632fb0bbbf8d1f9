import { randomUUID } from 'node:crypto'
import { parsePayAsset } from '@porthole/shared-protocol'
import { Hono } from 'hono'
import { type Address, type Hash, parseUnits } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import {
  claimOrder,
  findOrder,
  isTransactionUsed,
  markOrderPaid,
  type OrderRow,
  releaseOrder,
} from '../db/orders.ts'
import { NotFoundError, ValidationError } from '../errors.ts'
import { paramBodyRoute } from '../input/paramBodyRoute.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'
import { requireProjectSecret } from '../projects/requireProjectSecret.ts'
import {
  CreateOrderBodySchema,
  OrderIdParamSchema,
  orderView,
  RecordTransactionBodySchema,
  ReleaseOrderBodySchema,
} from './OrderSchemas.ts'
import {
  OrderInProgressError,
  OrderMismatchError,
  PaymentNotVerifiedError,
  UnsupportedAssetError,
} from './orderErrors.ts'
import { readAssetUnit } from './readAssetUnit.ts'
import { verifyPayment } from './verifyPayment.ts'

/** A claim this old is a pay abandoned (its tab closed): the next pay of the order takes it. */
export const ORDER_CLAIM_TTL_MS = 10 * 60_000

/**
 * Orders paid through `modal.pay` (docs/host-guide.md "Payments"), per project and order id:
 * - `POST /v1/orders` creates or claims the order for one pay (201 with `claim`; a pay that
 *   sends the claim it holds takes it again); a paid order answers 200 with its payment,
 *   another pay's claim 423, other terms 409;
 * - `POST /v1/orders/{orderId}/transaction` records the transaction that paid, once the chain
 *   shows it moved the amount to the recipient;
 * - `POST /v1/orders/{orderId}/release` ends a claim (the visitor declined);
 * - `GET /v1/orders/{orderId}` is what the host's backend checks, with the project's secret
 *   (`Authorization: Bearer …`): the project id alone is public.
 */
export function createOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const chainOf = (asset: string): ChainEntry => {
    const { caipNetworkId } = parsePayAsset(asset)
    const entry = deps.chains.get(caipNetworkId)
    if (!entry)
      throw new UnsupportedAssetError(
        'unsupportedNetwork',
        `The api serves no network ${caipNetworkId}.`,
      )
    return entry
  }
  const found = async (projectId: string, orderId: string): Promise<OrderRow> => {
    const row = await findOrder(deps.db, projectId, orderId)
    if (!row) throw new NotFoundError(`No order "${orderId}".`)
    return row
  }
  const param = validateParam('orderId', OrderIdParamSchema)
  return new Hono<AppEnv>()
    .post('/v1/orders', validateInput('json', CreateOrderBodySchema), async (c) => {
      const { project } = c.get('call')
      const body = c.req.valid('json')
      const asset = body.asset.toLowerCase()
      const token = parsePayAsset(asset).token as Address | undefined
      const chain = chainOf(asset)
      const unit = await readAssetUnit(chain, token)
      if ((body.amount.split('.')[1] ?? '').length > unit.decimals)
        throw new ValidationError(
          `${unit.symbol} has ${unit.decimals} decimals; the amount has more.`,
        )
      const now = deps.clock.now()
      // A pay that resumes (its payment sent before a reload) keeps its claim, even lapsed, so
      // long as no other pay has taken the order since.
      const claim = body.claim ?? randomUUID()
      // Only a transaction mined after the order's first claim pays it: an earlier transfer of
      // the same amount to the same recipient (anyone's) cannot be recorded as this payment.
      const claimBlock = String(await chain.reader.getBlockNumber())
      const claimed = await claimOrder(deps.db, {
        projectId: project.id,
        orderId: body.orderId,
        recipient: body.recipient.toLowerCase(),
        asset,
        amount: body.amount,
        units: parseUnits(body.amount, unit.decimals).toString(),
        ...unit,
        claim,
        claimBlock,
        at: new Date(now),
        staleBefore: new Date(now - ORDER_CLAIM_TTL_MS),
      })
      if (claimed) return c.json({ order: orderView(claimed), claim }, 201)
      const row = await found(project.id, body.orderId)
      const units = parseUnits(body.amount, row.decimals).toString()
      if (
        row.recipient !== body.recipient.toLowerCase() ||
        row.asset !== asset ||
        row.units !== units
      )
        throw new OrderMismatchError(body.orderId)
      if (row.tx_hash) return c.json({ order: orderView(row), claim: null }, 200)
      throw new OrderInProgressError(body.orderId)
    })
    .post(
      '/v1/orders/:orderId/transaction',
      ...paramBodyRoute(
        'orderId',
        OrderIdParamSchema,
        RecordTransactionBodySchema,
        async ({ projectId, param: orderId, body }, c) => {
          const { claim, txHash } = body
          const row = await found(projectId, orderId)
          if (row.tx_hash?.toLowerCase() === txHash.toLowerCase())
            return c.json({ order: orderView(row) })
          if (row.tx_hash || row.claim !== claim) throw new OrderInProgressError(orderId)
          const hash = txHash.toLowerCase() as Hash
          if (await isTransactionUsed(deps.db, hash))
            throw new PaymentNotVerifiedError('alreadyUsed', 'This transaction paid another order.')
          const payer = await verifyPayment(chainOf(row.asset).reader, {
            txHash: hash,
            recipient: row.recipient as Address,
            token: parsePayAsset(row.asset).token as Address | undefined,
            units: BigInt(row.units),
            minedAfter: BigInt(row.claim_block ?? '0'),
          })
          const paid = await markOrderPaid(deps.db, {
            projectId,
            orderId,
            claim,
            txHash: hash,
            payer: payer.toLowerCase(),
            at: new Date(deps.clock.now()),
          })
          if (!paid) throw new OrderInProgressError(orderId)
          return c.json({ order: orderView(paid) })
        },
      ),
    )
    .post(
      '/v1/orders/:orderId/release',
      ...paramBodyRoute(
        'orderId',
        OrderIdParamSchema,
        ReleaseOrderBodySchema,
        async ({ projectId, param: orderId, body }, c) => {
          const released = await releaseOrder(deps.db, { projectId, orderId, claim: body.claim })
          return c.json({ order: orderView(released ?? (await found(projectId, orderId))) })
        },
      ),
    )
    .get('/v1/orders/:orderId', requireProjectSecret(deps), param, async (c) => {
      const { project } = c.get('call')
      return c.json({ order: orderView(await found(project.id, c.req.valid('param').orderId)) })
    })
}
