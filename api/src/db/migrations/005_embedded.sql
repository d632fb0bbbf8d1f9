-- Email login codes (SPEC §9, SECURITY #22): one live code per project and email, stored as
-- an HMAC, single use, expiring, with attempts counted and a lock once they run out.
CREATE TABLE embedded_otps (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts_left integer NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (project_id, email)
);

-- Code sends per client (IP address), to limit one client's sends across emails.
CREATE TABLE embedded_otp_sends (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  client text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX embedded_otp_sends_client ON embedded_otp_sends (project_id, client, sent_at);

-- Sessions a verified code opens; only the SHA-256 of the token is kept.
CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- One embedded wallet per project and email: its addresses and the auth share, sealed with
-- the server's key (AES-256-GCM). The key itself is never here.
CREATE TABLE embedded_wallets (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  evm_address text NOT NULL,
  solana_address text NOT NULL,
  auth_share text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, email)
);
