-- The recovery passkey of an embedded wallet (DESIGN "vault";
-- docs/decisions/0157-the-recovery-passkey.md): one per project and email. The recovery share is sealed twice: in the vault with
-- an AES-GCM key from the passkey's PRF output (never sent here), then at rest with the
-- server's key. The public key verifies the passkey's assertions; the counter only grows.
CREATE TABLE embedded_passkeys (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  credential_id text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports text NOT NULL,
  prf_salt text NOT NULL,
  sealed_recovery text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, email)
);

-- The WebAuthn challenge of a ceremony in progress, one per session and purpose, short-lived
-- and single use.
CREATE TABLE embedded_passkey_challenges (
  token_hash text NOT NULL,
  purpose text NOT NULL,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, purpose)
);
