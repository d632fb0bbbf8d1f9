-- Fixed-window counters of chain RPC calls per project, shared by every api instance.
CREATE TABLE rpc_windows (
  project_id text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (project_id, window_start)
);
