-- Sign-in nonces (SIWE / SIWS): issued per project, single use, expiring.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX siwx_nonces_expires ON siwx_nonces (expires_at);

-- Sign-in sessions: one verified message and signature each, until expiry or revocation.
CREATE TABLE siwx_sessions (
  pci uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  namespace text NOT NULL,
  address text NOT NULL,
  chain_id text NOT NULL,
  domain text NOT NULL,
  uri text NOT NULL,
  message text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_address ON siwx_sessions (project_id, address);
