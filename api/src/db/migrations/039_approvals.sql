-- Standing permissions an address gave in indexed blocks (issue 39, the Permissions view):
-- ERC-20 `Approval` logs (kind 'erc20', amount in `amount`) and ERC-721 / ERC-1155
-- `ApprovalForAll` logs (kind 'operator', `approved`). One row per log, so a revert or reorg
-- forgets them with their block; the standing state of a pair is its latest row. Addresses
-- are lower-case hex.
CREATE TABLE approvals (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('erc20', 'operator')),
  token text NOT NULL,
  owner text NOT NULL,
  spender text NOT NULL,
  amount numeric(78, 0),
  approved boolean,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX approvals_owner ON approvals (chain_id, owner, token, spender, block_number DESC, log_index DESC);
