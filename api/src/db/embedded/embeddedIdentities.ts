import type { SocialProfile } from '../../social/providers/SocialProfile.ts'
import type { Queryable } from '../Db.ts'

/** The account key of a login that brings no verified email: reserved `.invalid`, no inbox. */
export const ownAccountEmail = (profile: Pick<SocialProfile, 'provider' | 'subject'>) =>
  `${profile.provider}-${profile.subject.toLowerCase().replace(/[^a-z0-9]/g, '')}@${profile.provider}.social.invalid`

/** Whether an account key is one `ownAccountEmail` made (no inbox receives it). */
export const isOwnAccountEmail = (email: string) => email.endsWith('.social.invalid')

/**
 * The account a login reaches, recorded on first use: a known identity keeps its account; a
 * new one joins the account of its email when the provider verified it, and gets one of its
 * own otherwise (docs/decisions/0138-social-logins-the-api-is-the-oauth-client.md). Returns the account's `email` key (embedded_sessions).
 */
export async function resolveIdentityAccount(
  db: Queryable,
  { projectId, profile, at }: { projectId: string; profile: SocialProfile; at: Date },
): Promise<string> {
  const email = profile.email?.trim().toLowerCase() || null
  const [known] = await db.query<{ account_email: string }>(
    `UPDATE embedded_identities SET last_login_at = $4, username = $5, email = $6,
       email_verified = $7
     WHERE project_id = $1 AND provider = $2 AND subject = $3
     RETURNING account_email`,
    [
      projectId,
      profile.provider,
      profile.subject,
      at,
      profile.username ?? null,
      email,
      profile.emailVerified,
    ],
  )
  if (known) return known.account_email
  const account = profile.emailVerified && email ? email : ownAccountEmail(profile)
  const [row] = await db.query<{ account_email: string }>(
    `INSERT INTO embedded_identities (project_id, provider, subject, account_email, email,
       email_verified, username, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (project_id, provider, subject) DO UPDATE SET last_login_at = $8
     RETURNING account_email`,
    [
      projectId,
      profile.provider,
      profile.subject,
      account,
      email,
      profile.emailVerified,
      profile.username ?? null,
      at,
    ],
  )
  return row?.account_email ?? account
}
