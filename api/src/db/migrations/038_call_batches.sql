-- EIP-5792 batches the modal sends itself (one transaction per call, or an embedded smart
-- account's one transaction), per project, account and batch id, so `wallet_getCallsStatus`
-- answers after a reload. `hashes` are the calls' transactions in order, as they are sent;
-- `stopped` why the batch ended before its last call; `claim` the sending frame's token (only
-- it may add to the batch) and `lease_until` how long it is known to be sending: a batch whose
-- sender went away (a reload) stops there.
CREATE TABLE call_batches (
  project_id text NOT NULL,
  account text NOT NULL,
  batch_id text NOT NULL,
  caip_network_id text NOT NULL,
  atomic boolean NOT NULL,
  calls jsonb NOT NULL,
  hashes text[] NOT NULL,
  stopped text,
  claim text NOT NULL,
  lease_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, account, batch_id)
);
