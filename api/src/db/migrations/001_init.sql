-- Projects: who may embed the frame, and what the frame offers.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins text[] NOT NULL DEFAULT '{}',
  use_default_origins boolean NOT NULL DEFAULT true,
  features jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Wallet registry shown by AllWallets.
CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  rdns text,
  homepage text,
  mobile_link text,
  universal_link text,
  desktop_link text,
  webapp_link text,
  chains text[] NOT NULL DEFAULT '{}',
  badges text[] NOT NULL DEFAULT '{}',
  rank integer NOT NULL DEFAULT 0,
  image_type text,
  image_data bytea,
  image_etag text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallets_order ON wallets (rank, name, id);

-- Registered names. The primary key is what makes one of two racing registrations lose.
CREATE TABLE names (
  name text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}',
  registered_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX names_address ON names (lower(address));

-- Error telemetry, kept for a bounded time.
CREATE TABLE telemetry_events (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  event_time timestamptz NOT NULL,
  props jsonb NOT NULL,
  sdk_type text,
  sdk_version text,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, event_id)
);
CREATE INDEX telemetry_events_received ON telemetry_events (received_at);

-- Fixed-window counters shared by every api instance.
CREATE TABLE telemetry_windows (
  project_id text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (project_id, window_start)
);
