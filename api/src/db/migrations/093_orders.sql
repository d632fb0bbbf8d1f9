-- Orders paid through `modal.pay`, one per project and order id: the primary key makes one of
-- two racing first pays win; `claim` is the pay under way (its token and when it began); a
-- transaction pays one order only (`tx_hash` is unique; NULLs do not collide); `claim_block` is
-- the chain's head when the claim began: only a transaction mined after it can pay the order.
CREATE TABLE orders (
  project_id text NOT NULL,
  order_id text NOT NULL,
  recipient text NOT NULL,
  asset text NOT NULL,
  amount text NOT NULL,
  units text NOT NULL,
  decimals integer NOT NULL,
  symbol text NOT NULL,
  claim text,
  claimed_at timestamptz,
  claim_block text,
  tx_hash text UNIQUE,
  payer text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, order_id)
);
