import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { Db } from '../db/Db.ts'
import { listProjects, saveProject, setProjectDefaultOrigins } from '../db/projects.ts'
import { parseInput } from '../input/parseInput.ts'
import { makeProjectSecret } from '../projects/makeProjectSecret.ts'
import { ProjectIdParamSchema, ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { previewHostNotice } from '../projects/previewHostNotice.ts'
import { importWalletRegistry } from '../wallets/importWalletRegistry.ts'
import { RegistrySourceError } from '../wallets/sync/registryErrors.ts'
import { syncWalletRegistry } from '../wallets/sync/syncWalletRegistry.ts'
import { seedDemo } from './seedDemo.ts'

const usage = `Usage (env: DATABASE_URL or DATA_DIR, as for the server):
  projects create --id <id> --name <name> [--origins a,b] [--no-default-origins] [--features <json>]
  projects default-origins --id <id> --off|--on   (SPEC §6 defaults: localhost, preview hosts)
  projects secret --id <id>   (a new secret for the host's backend; the old one stops working)
  projects list
  wallets import <file.json>
  registry sync <https://…/v3/wallets?projectId=… | explorer-page.json>
  seed
With embedded PGlite, stop the server first: one process owns the data folder.`

type Out = (text: string) => void

/** An Explorer page saved as a file: read and parsed, or a typed error naming the file. */
async function readExplorerFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch (cause) {
    throw new RegistrySourceError(`Cannot read "${path}" as JSON.`, { cause })
  }
}

/** Runs one CLI command against `db`; returns the exit code. */
export async function runCli(args: string[], db: Db, out: Out): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      origins: { type: 'string' },
      'no-default-origins': { type: 'boolean' },
      features: { type: 'string' },
      off: { type: 'boolean' },
      on: { type: 'boolean' },
    },
  })
  const command = positionals.slice(0, 2).join(' ')
  if (command === 'projects create') {
    const project = parseInput(
      ProjectInputSchema,
      {
        id: values.id,
        name: values.name,
        allowedOrigins: values.origins ? values.origins.split(',').filter(Boolean) : [],
        useDefaultOrigins: !values['no-default-origins'],
        features: values.features ? JSON.parse(values.features) : {},
      },
      'body',
    )
    const saved = await saveProject(db, project)
    out(JSON.stringify(saved))
    const notice = previewHostNotice(saved)
    if (notice) out(notice)
    return 0
  }
  if (command === 'projects default-origins' && values.id && values.off !== values.on) {
    const id = parseInput(ProjectIdParamSchema, values.id, 'body')
    const project = await setProjectDefaultOrigins(db, { id, useDefaultOrigins: !values.off })
    if (!project) {
      out(`No project has the id "${id}".`)
      return 1
    }
    out(JSON.stringify(project))
    const notice = previewHostNotice(project)
    if (notice) out(notice)
    return 0
  }
  if (command === 'projects secret' && values.id) {
    const id = parseInput(ProjectIdParamSchema, values.id, 'body')
    const secret = await makeProjectSecret(db, id)
    if (!secret) {
      out(`No project has the id "${id}".`)
      return 1
    }
    out(secret)
    out(
      'Shown once: keep it on your backend only (GET /v1/orders/{orderId}). The one before no longer works.',
    )
    return 0
  }
  if (command === 'projects list') {
    for (const project of await listProjects(db)) out(JSON.stringify(project))
    return 0
  }
  if (command === 'wallets import' && positionals[2]) {
    const document = JSON.parse(await readFile(positionals[2], 'utf8'))
    out(`imported ${await importWalletRegistry(db, document)} wallets`)
    return 0
  }
  if (command === 'registry sync' && positionals[2]) {
    const from = positionals[2]
    const source = /^https?:\/\//.test(from)
      ? { url: from }
      : { document: await readExplorerFile(from) }
    const result = await syncWalletRegistry(db, source)
    out(
      `synced ${result.wallets} wallets, ${result.images} new images` +
        (result.imageFailures ? `, ${result.imageFailures} images failed` : '') +
        (result.skipped.length ? `, ${result.skipped.length} listings skipped` : ''),
    )
    for (const skipped of result.skipped) out(`skipped ${skipped.id}: ${skipped.reason}`)
    return 0
  }
  if (positionals[0] === 'seed') {
    const seeded = await seedDemo(db)
    out(`seeded project "demo" and ${seeded.wallets} wallets`)
    return 0
  }
  out(usage)
  return 2
}
