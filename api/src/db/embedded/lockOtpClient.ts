import type { Queryable } from '../Db.ts'

/** Any constant; with the hash of project and client it names one advisory lock per client. */
const OTP_CLIENT_LOCK = 74_207_303

/**
 * Holds the client's lock until the caller's transaction ends, so that its count of sends or
 * wrong codes and the row that adds to it are one step for every api instance: two requests
 * of one client, on two instances at once, cannot both read the count below the limit.
 */
export async function lockOtpClient(
  tx: Queryable,
  entry: { projectId: string; client: string },
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    OTP_CLIENT_LOCK,
    `${entry.projectId}\n${entry.client}`,
  ])
}
