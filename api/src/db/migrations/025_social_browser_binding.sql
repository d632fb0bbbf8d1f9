-- A social login is bound to the browser that started it (SECURITY #24): the popup's first
-- page on the api origin gets the attempt's result key from the vault that started it
-- (postMessage, origin-checked) and trades it for a browser key kept in an HttpOnly
-- SameSite=Lax cookie on the api origin; only the SHA-256 of that key is kept here, and the
-- provider's callback completes the attempt only for the browser that presents it.
ALTER TABLE social_attempts ADD COLUMN browser_key_hash text;
