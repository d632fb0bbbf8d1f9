import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findProjectSecretHash } from '../db/projects/projectSecrets.ts'
import { ValidationError } from '../errors.ts'
import { projectSecretMatches } from '../projects/projectSecret.ts'
import { createTestDb, type TestDb } from '../testing/createTestDb.ts'
import { generateWalletRegistry } from '../wallets/generateWalletRegistry.ts'
import { runCli } from './runCli.ts'

let testDb: TestDb
let dir: string
beforeAll(async () => {
  testDb = await createTestDb()
  dir = await mkdtemp(join(tmpdir(), 'porthole-cli-'))
})
afterAll(async () => {
  await testDb.dispose()
  await rm(dir, { recursive: true, force: true })
})

const run = async (...args: string[]) => {
  const lines: string[] = []
  const code = await runCli(args, testDb.db, (line) => lines.push(line))
  return { code, lines }
}

describe('runCli', () => {
  test('behavior: projects secret prints a new secret once; the next one replaces it; list never shows it; an unknown project is refused', async () => {
    expect((await run('projects', 'create', '--id', 'payshop', '--name', 'Pay shop')).code).toBe(0)
    const first = await run('projects', 'secret', '--id', 'payshop')
    expect(first.code).toBe(0)
    const [secret] = first.lines
    expect(secret).toMatch(/^phs_[A-Za-z0-9_-]{43}$/)
    expect(first.lines[1]).toMatch(/Shown once/)
    const second = (await run('projects', 'secret', '--id', 'payshop')).lines[0]!
    expect(second).not.toBe(secret)
    const kept = (await findProjectSecretHash(testDb.db, 'payshop'))!
    expect(projectSecretMatches(second, kept)).toBe(true)
    expect(projectSecretMatches(secret!, kept)).toBe(false)
    const listed = (await run('projects', 'list')).lines.join('\n')
    expect(listed).not.toContain(kept)
    expect(listed).not.toContain(second)
    expect(await run('projects', 'secret', '--id', 'nosuch')).toEqual({
      code: 1,
      lines: ['No project has the id "nosuch".'],
    })
  })

  test('default: projects create then list', async () => {
    const created = await run(
      'projects',
      'create',
      '--id',
      'shop',
      '--name',
      'Shop',
      '--origins',
      'https://shop.example,https://*.shop.example',
      '--no-default-origins',
    )
    expect(created.code).toBe(0)
    const listed = await run('projects', 'list')
    expect(listed.lines.map((line) => JSON.parse(line))).toContainEqual({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
      useDefaultOrigins: false,
      features: {},
    })
  })

  test('behavior: a project created with the SPEC §6 defaults says they let any page on the preview hosts in; default-origins --off turns them off', async () => {
    const created = await run('projects', 'create', '--id', 'preview', '--name', 'Preview')
    expect(created.code).toBe(0)
    expect(JSON.parse(created.lines[0] ?? '')).toMatchObject({ useDefaultOrigins: true })
    expect(created.lines[1]).toMatch(
      /any page on https:\/\/\*\.pages\.dev, https:\/\/\*\.vercel\.app, https:\/\/\*\.ngrok-free\.app .*may embed it/,
    )
    expect(created.lines[1]).toContain('projects default-origins --id preview --off')
    const off = await run('projects', 'default-origins', '--id', 'preview', '--off')
    expect(off.code).toBe(0)
    expect(off.lines).toHaveLength(1)
    expect(JSON.parse(off.lines[0] ?? '')).toMatchObject({
      id: 'preview',
      useDefaultOrigins: false,
    })
    const listed = await run('projects', 'list')
    expect(listed.lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ id: 'preview', useDefaultOrigins: false }),
    )
    const on = await run('projects', 'default-origins', '--id', 'preview', '--on')
    expect(on.lines[1]).toMatch(/may embed it/)
    expect((await run('projects', 'default-origins', '--id', 'nope', '--off')).code).toBe(1)
    // Neither or both of --off and --on: the usage.
    expect((await run('projects', 'default-origins', '--id', 'preview')).code).toBe(2)
  })

  test('error: a wildcard on a public suffix is refused when the project is saved', async () => {
    await expect(
      run(
        'projects',
        'create',
        '--id',
        'wide',
        '--name',
        'Wide',
        '--origins',
        'https://*.vercel.app',
      ),
    ).rejects.toThrow(ValidationError)
    const listed = await run('projects', 'list')
    expect(listed.lines.some((line) => line.includes('"wide"'))).toBe(false)
  })

  test('param: wallets import loads a registry file', async () => {
    const file = join(dir, 'wallets.json')
    await writeFile(file, JSON.stringify(generateWalletRegistry(25)))
    expect((await run('wallets', 'import', file)).lines).toEqual(['imported 25 wallets'])
    const [row] = await testDb.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM wallets',
    )
    expect(row!.count).toBe(25)
  })

  test('param: registry sync reads an Explorer page from a file, and names a file it cannot read', async () => {
    const file = join(dir, 'explorer.json')
    const listing = {
      id: 'a'.repeat(64),
      name: 'Filed Wallet',
      chains: ['eip155:1'],
      image_id: null,
    }
    await writeFile(
      file,
      JSON.stringify({ listings: { [listing.id]: listing }, count: 1, total: 1 }),
    )
    expect((await run('registry', 'sync', file)).lines).toEqual(['synced 1 wallets, 0 new images'])
    const [row] = await testDb.db.query<{ name: string }>(
      'SELECT name FROM wallets WHERE id = $1',
      [listing.id],
    )
    expect(row?.name).toBe('Filed Wallet')
    await expect(run('registry', 'sync', join(dir, 'missing.json'))).rejects.toThrow(
      /Cannot read ".*missing\.json" as JSON/,
    )
  })

  test('behavior: seed saves the demo project and the real-wallet snapshot, twice without harm', async () => {
    expect((await run('seed')).code).toBe(0)
    expect((await run('seed')).lines).toEqual(['seeded project "demo" and 37 wallets'])
    expect((await run('projects', 'list')).lines.some((line) => line.includes('"demo"'))).toBe(true)
  })

  test('error: an unknown command prints usage and exits 2', async () => {
    const result = await run('bogus')
    expect(result.code).toBe(2)
    expect(result.lines[0]).toMatch(/^Usage/)
  })
})
