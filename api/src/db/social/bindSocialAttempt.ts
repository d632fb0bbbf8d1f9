import type { AttemptChecks } from '../../social/providers/createSocialClients.ts'
import type { Queryable } from '../Db.ts'

/** The attempt a browser was just bound to: what the provider's authorization URL needs. */
export type BoundAttempt = AttemptChecks & { provider: string }

/**
 * Binds an unused, unexpired, unbound attempt of `provider` to one browser (the SHA-256 of
 * the key in its cookie); undefined otherwise. An attempt is bound once: a second bind, from
 * any browser, finds nothing.
 */
export async function bindSocialAttempt(
  db: Queryable,
  bind: { state: string; provider: string; browserKeyHash: string; at: Date },
): Promise<BoundAttempt | undefined> {
  const [row] = await db.query<BoundAttempt>(
    `UPDATE social_attempts SET browser_key_hash = $3
     WHERE state = $1 AND provider = $2 AND browser_key_hash IS NULL
       AND used_at IS NULL AND expires_at > $4
     RETURNING state, provider, code_verifier AS "codeVerifier", nonce`,
    [bind.state, bind.provider, bind.browserKeyHash, bind.at],
  )
  return row
}
