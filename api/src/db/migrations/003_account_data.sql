-- Balances answered by GET /v1/account/{address}/balance, reused for 30 s (SPEC §9).
CREATE TABLE balance_cache (
  chain_id text NOT NULL,
  address text NOT NULL,
  currency text NOT NULL,
  body jsonb NOT NULL,
  fetched_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, address, currency)
);

-- The indexer's view of each chain: one row per indexed block, to detect reverts and reorgs.
CREATE TABLE indexed_blocks (
  chain_id text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, number)
);

-- Value moved in indexed blocks: native transfers (log_index -1) and ERC-20 / ERC-721
-- Transfer logs. Addresses are lower-case hex; amounts and token ids are uint256.
CREATE TABLE transfers (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_hash text NOT NULL,
  tx_index integer NOT NULL,
  log_index integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
  token text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric(78, 0),
  token_id numeric(78, 0),
  tx_from text NOT NULL,
  tx_to text,
  tx_nonce bigint NOT NULL,
  mined_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX transfers_from ON transfers (chain_id, from_address, block_number DESC, tx_index DESC);
CREATE INDEX transfers_to ON transfers (chain_id, to_address, block_number DESC, tx_index DESC);
CREATE INDEX transfers_nft ON transfers (chain_id, token, token_id, block_number DESC, log_index DESC)
  WHERE kind = 'erc721';

-- Token facts read once from the chain (name, symbol, decimals), for history and balances.
CREATE TABLE token_info (
  chain_id text NOT NULL,
  address text NOT NULL,
  kind text NOT NULL,
  name text,
  symbol text,
  decimals integer,
  PRIMARY KEY (chain_id, address)
);

-- ERC-721 metadata fetched from tokenURI, kept for an hour.
CREATE TABLE nft_metadata (
  chain_id text NOT NULL,
  address text NOT NULL,
  token_id numeric(78, 0) NOT NULL,
  name text,
  image text,
  fetched_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, address, token_id)
);
