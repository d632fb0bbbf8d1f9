-- A project's secret for its backend's reads (`GET /v1/orders/{orderId}`): only its SHA-256 is
-- kept, the secret itself is shown once when made (`projects secret`). NULL: none made yet.
ALTER TABLE projects ADD COLUMN secret_hash text;
