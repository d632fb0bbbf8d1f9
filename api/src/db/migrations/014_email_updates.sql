-- UPDATE_EMAIL (SPEC §4; docs/decisions/0165-changing-an-embedded-wallets-email.md): a code has
-- a purpose, so a login code and the two codes of an email change never stand in for each
-- other, and each keeps its own 30 s, attempts and lock.
ALTER TABLE embedded_otps ADD COLUMN purpose text NOT NULL DEFAULT 'login';
ALTER TABLE embedded_otps DROP CONSTRAINT embedded_otps_pkey;
ALTER TABLE embedded_otps ADD PRIMARY KEY (project_id, email, purpose);

-- One email change in progress per account: the new address, and whether the code sent to
-- the current one (primary) was verified; the code sent to the new one (secondary) ends it.
CREATE TABLE embedded_email_updates (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  new_email text NOT NULL,
  primary_verified boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, email)
);
