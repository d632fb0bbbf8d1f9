-- A wallet stays unconfirmed until the vault that created it has stored its device share and
-- says so (docs/decisions/0187-unconfirmed-embedded-wallets.md). `created_by` is the creating
-- session's token hash: an unconfirmed wallet whose session was revoked or expired is dropped,
-- so a first login given up after its answer was lost leaves no wallet no device can open.
ALTER TABLE embedded_wallets ADD COLUMN created_by text;
ALTER TABLE embedded_wallets ADD COLUMN confirmed_at timestamptz;
UPDATE embedded_wallets SET confirmed_at = created_at;
