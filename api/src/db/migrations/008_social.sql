-- Embedded-wallet accounts (SPEC §1: email, social and Farcaster logins), per project.
-- One account per person: a login whose provider vouches for the email (verified) joins the
-- account that holds that email; any other login gets an account of its own.
CREATE TABLE embedded_users (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX embedded_users_email ON embedded_users (project_id, email);

-- Each way in to an account: ('google', sub), ('github', id), ('farcaster', fid), ...
CREATE TABLE embedded_identities (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  email text,
  email_verified boolean NOT NULL,
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);

-- Authenticated sessions: only the SHA-256 of the bearer token is kept.
CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX embedded_sessions_expires ON embedded_sessions (expires_at);

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
