-- The recovery code of an embedded wallet (docs/decisions/0040), one per project and email:
-- the recovery share sealed in the vault with a key drawn from the visitor's code (never sent
-- here), then sealed again at rest with the server's key. An account has a passkey or a code.
CREATE TABLE embedded_recovery_codes (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  sealed_recovery text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, email)
);
