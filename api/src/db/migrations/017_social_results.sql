-- A social login's outcome waits at the api until the vault that started it claims it with
-- the attempt's result key (of which only the SHA-256 is kept). The callback page no longer
-- posts it to its opener: a provider page with Cross-Origin-Opener-Policy: same-origin severs
-- the popup from its opener, so the api is the one channel that always reaches the vault.
ALTER TABLE social_attempts ADD COLUMN result_key_hash text;
ALTER TABLE social_attempts ADD COLUMN outcome jsonb;
ALTER TABLE social_attempts ADD COLUMN claimed_at timestamptz;
