import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Db } from '../db/Db.ts'
import { saveProject } from '../db/projects.ts'
import { ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { generateWalletRegistry } from '../wallets/generateWalletRegistry.ts'
import { importWalletRegistry } from '../wallets/importWalletRegistry.ts'

export const DEMO_PROJECT_ID = 'demo'

/**
 * Dev data: the `demo` project (SPEC §6 defaults, no extra origins) and the generated wallet
 * registry, written to `walletsFile` when missing and imported from it. Idempotent.
 */
export async function seedDemo(db: Db, walletsFile: string): Promise<{ wallets: number }> {
  await saveProject(
    db,
    ProjectInputSchema.parse({ id: DEMO_PROJECT_ID, name: 'Porthole demo', features: {} }),
  )
  let text: string
  try {
    text = await readFile(walletsFile, 'utf8')
  } catch {
    text = JSON.stringify(generateWalletRegistry())
    await mkdir(dirname(walletsFile), { recursive: true })
    await writeFile(walletsFile, text)
  }
  return { wallets: await importWalletRegistry(db, JSON.parse(text)) }
}
