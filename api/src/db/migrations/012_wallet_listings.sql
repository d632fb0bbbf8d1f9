-- The wallet registry as WalletConnect's Explorer lists it (`registry sync`): the Explorer's
-- image id (an image is fetched again only when it changes), app store links, the ids an
-- injected provider announces, and an index for lookups by rdns (featured, excluded).
ALTER TABLE wallets ADD COLUMN image_id text;
ALTER TABLE wallets ADD COLUMN app_store text;
ALTER TABLE wallets ADD COLUMN play_store text;
ALTER TABLE wallets ADD COLUMN chrome_store text;
ALTER TABLE wallets ADD COLUMN injected_ids text[] NOT NULL DEFAULT '{}';
CREATE INDEX wallets_rdns ON wallets (lower(rdns));
