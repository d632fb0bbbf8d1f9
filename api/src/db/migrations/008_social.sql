-- Each social or Farcaster login ('google', sub), ('github', id), ('farcaster', fid), ...
-- and the account it reaches: the `email` key of embedded_sessions and embedded_wallets
-- (005), so custody works as for email login. A login whose provider verified its email
-- reaches that email's account; any other login gets a key of its own,
-- `<provider>-<subject>@<provider>.social.invalid`, a reserved name no inbox can receive.
CREATE TABLE embedded_identities (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  account_email text NOT NULL,
  email text,
  email_verified boolean NOT NULL,
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);

-- OAuth 2 / OIDC attempts: PKCE verifier, state and nonce, single use and expiring.
CREATE TABLE social_attempts (
  state text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_attempts_expires ON social_attempts (expires_at);

-- Sign In With Farcaster channels opened on the relay, single use and expiring.
CREATE TABLE farcaster_channels (
  channel_token text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  domain text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX farcaster_channels_expires ON farcaster_channels (expires_at);
