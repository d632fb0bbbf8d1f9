import { randomUUID } from 'node:crypto'
import type { SocialProfile } from '../social/SocialProfile.ts'
import type { Db } from './Db.ts'

export type EmbeddedUser = {
  id: string
  email: string | undefined
  /** The provider of this login and the name it gave (SPEC §9 social username). */
  provider: SocialProfile['provider']
  username: string | undefined
}

/**
 * The account behind a login, created on first use. A known identity returns its account;
 * a new one joins the account holding the same email when the provider verified it, and gets
 * an account of its own otherwise (docs/decisions.md, "One embedded account per person").
 */
export async function upsertIdentityUser(
  db: Db,
  { projectId, profile, at }: { projectId: string; profile: SocialProfile; at: Date },
): Promise<EmbeddedUser> {
  const email = profile.email?.trim().toLowerCase() || undefined
  const verifiedEmail = profile.emailVerified ? email : undefined
  return db.transaction(async (tx) => {
    const [known] = await tx.query<{ user_id: string }>(
      `UPDATE embedded_identities SET last_login_at = $4, username = $5, email = $6,
         email_verified = $7
       WHERE project_id = $1 AND provider = $2 AND subject = $3
       RETURNING user_id`,
      [
        projectId,
        profile.provider,
        profile.subject,
        at,
        profile.username ?? null,
        email ?? null,
        profile.emailVerified,
      ],
    )
    let userId = known?.user_id
    if (!userId && verifiedEmail) {
      const [holder] = await tx.query<{ id: string }>(
        'SELECT id FROM embedded_users WHERE project_id = $1 AND email = $2',
        [projectId, verifiedEmail],
      )
      userId = holder?.id
    }
    if (!userId) {
      userId = randomUUID()
      await tx.query(
        'INSERT INTO embedded_users (id, project_id, email, created_at) VALUES ($1, $2, $3, $4)',
        [userId, projectId, verifiedEmail ?? null, at],
      )
    }
    if (!known) {
      await tx.query(
        `INSERT INTO embedded_identities (project_id, provider, subject, user_id, email,
           email_verified, username, created_at, last_login_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          projectId,
          profile.provider,
          profile.subject,
          userId,
          email ?? null,
          profile.emailVerified,
          profile.username ?? null,
          at,
        ],
      )
    }
    const [user] = await tx.query<{ email: string | null }>(
      'SELECT email FROM embedded_users WHERE id = $1',
      [userId],
    )
    return {
      id: userId,
      email: user?.email ?? undefined,
      provider: profile.provider,
      username: profile.username,
    }
  })
}
