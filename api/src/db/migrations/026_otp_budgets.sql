-- One-time codes (SECURITY #25): a login code belongs to the browser that asked for it (the
-- SHA-256 of a challenge only that browser's vault holds), so wrong guesses from another
-- browser lock that browser's codes, not the owner's. The attempts left survive a resend,
-- and each lock lasts twice the one before (lock_count), until a right code.
ALTER TABLE embedded_otps ADD COLUMN challenge_hash text NOT NULL DEFAULT '';
ALTER TABLE embedded_otps ADD COLUMN lock_count integer NOT NULL DEFAULT 0;
ALTER TABLE embedded_otps DROP CONSTRAINT embedded_otps_pkey;
ALTER TABLE embedded_otps ADD PRIMARY KEY (project_id, email, purpose, challenge_hash);

-- Wrong codes per client (IP address), over every email: limited with exponential back-off.
CREATE TABLE embedded_otp_failures (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  client text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX embedded_otp_failures_client ON embedded_otp_failures (project_id, client, failed_at);
