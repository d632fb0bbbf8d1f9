import type { Queryable } from '../db/Db.ts'
import { setProjectSecretHash } from '../db/projects/projectSecrets.ts'
import { newProjectSecret } from './projectSecret.ts'

/**
 * A new secret for project `id` (`projects secret`): only its hash is kept, so this is the one
 * time it can be read; the one before stops working. Undefined for no such project.
 */
export async function makeProjectSecret(db: Queryable, id: string): Promise<string | undefined> {
  const { secret, hash } = newProjectSecret()
  return (await setProjectSecretHash(db, { id, hash })) ? secret : undefined
}
