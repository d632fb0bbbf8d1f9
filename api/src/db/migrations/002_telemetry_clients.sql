-- Per-client fixed-window counters (SECURITY #23): one client cannot use up a project's
-- telemetry window for every other visitor. Shared by every api instance.
CREATE TABLE telemetry_client_windows (
  project_id text NOT NULL,
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (project_id, client, window_start)
);
