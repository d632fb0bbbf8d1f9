import type { Queryable } from './Db.ts'

/** What an order asks to be paid: its columns and `NewOrder`'s fields alike. */
type OrderTerms = {
  recipient: string
  asset: string
  amount: string
  units: string
  decimals: number
  symbol: string
}

export type OrderRow = OrderTerms & {
  project_id: string
  order_id: string
  claim: string | null
  claimed_at: Date | null
  /** The chain's head when the claim began (a decimal block number). */
  claim_block: string | null
  tx_hash: string | null
  payer: string | null
  paid_at: Date | null
  created_at: Date
}

export type NewOrder = OrderTerms & {
  projectId: string
  orderId: string
  claim: string
  /** The chain's head now: a transaction paying the order must be mined after its first claim. */
  claimBlock: string
  at: Date
  /** A claim older than this is abandoned (a tab closed mid-payment) and may be taken over. */
  staleBefore: Date
}

/**
 * Creates the order claimed by `claim`, or claims an existing one with the same terms that is
 * unpaid and unclaimed (or whose claim is stale, or is `claim` itself: a pay resuming). The
 * first claim's block stays: a payment sent under a claim that lapsed still pays the order. Undefined when it could not be claimed: of
 * two pays racing for one order, exactly one gets the row (the primary key on insert, the row
 * lock and the re-checked WHERE on update).
 */
export async function claimOrder(db: Queryable, order: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `INSERT INTO orders (project_id, order_id, recipient, asset, amount, units, decimals, symbol,
       claim, claimed_at, created_at, claim_block)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $12)
     ON CONFLICT (project_id, order_id) DO UPDATE SET claim = $9, claimed_at = $10,
       claim_block = COALESCE(orders.claim_block, $12)
     WHERE orders.tx_hash IS NULL AND orders.recipient = $3 AND orders.asset = $4
       AND orders.units = $6
       AND (orders.claim IS NULL OR orders.claimed_at < $11 OR orders.claim = $9)
     RETURNING *`,
    [
      order.projectId,
      order.orderId,
      order.recipient,
      order.asset,
      order.amount,
      order.units,
      order.decimals,
      order.symbol,
      order.claim,
      order.at,
      order.staleBefore,
      order.claimBlock,
    ],
  )
  return row
}

export async function findOrder(
  db: Queryable,
  projectId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    'SELECT * FROM orders WHERE project_id = $1 AND order_id = $2',
    [projectId, orderId],
  )
  return row
}

/** Whether a transaction already paid an order (of any project). */
export async function isTransactionUsed(db: Queryable, txHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE tx_hash = $1', [txHash])
  return rows.length > 0
}

/** Marks the order paid by `txHash`, if `claim` still holds it; undefined otherwise. */
export async function markOrderPaid(
  db: Queryable,
  paid: {
    projectId: string
    orderId: string
    claim: string
    txHash: string
    payer: string
    at: Date
  },
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `UPDATE orders SET tx_hash = $4, payer = $5, paid_at = $6, claim = NULL
     WHERE project_id = $1 AND order_id = $2 AND claim = $3 AND tx_hash IS NULL
     RETURNING *`,
    [paid.projectId, paid.orderId, paid.claim, paid.txHash, paid.payer, paid.at],
  )
  return row
}

/** Ends the claim (the visitor declined): the order may be paid by the next `pay`. */
export async function releaseOrder(
  db: Queryable,
  { projectId, orderId, claim }: { projectId: string; orderId: string; claim: string },
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `UPDATE orders SET claim = NULL, claimed_at = NULL
     WHERE project_id = $1 AND order_id = $2 AND claim = $3 AND tx_hash IS NULL
     RETURNING *`,
    [projectId, orderId, claim],
  )
  return row
}
