import { cp, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'

/**
 * Packages the api bundle loads at run time instead of inlining: PGlite reads its WASM and data
 * files beside its own module, and the wallet snapshot `require`s the mobile registry's JSON.
 * Each is copied whole into the release's `node_modules`.
 */
const COPIED_PACKAGES = ['@electric-sql/pglite', '@walletconnect/mobile-registry']

/** The api's process entries: the server, the migrations command, the indexer, the admin CLI. */
const ENTRIES = {
  server: 'api/src/server.ts',
  migrate: 'api/src/db/migrateMain.ts',
  worker: 'api/src/worker/main.ts',
  cli: 'api/src/cli/main.ts',
}

/**
 * Bundles the api for plain Node (no tsx at run time) into `<out>/`: one `.mjs` per entry, the
 * SQL migrations beside them (`migrate.ts` reads `./migrations/` next to its module), and the
 * few packages left external. `root` is the repository.
 */
export async function bundleApi(root, out) {
  await mkdir(out, { recursive: true })
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifySyntax: true,
    legalComments: 'none',
    external: [...COPIED_PACKAGES, 'pg-native'],
    // Bundled CommonJS dependencies call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  await cp(join(root, 'api/src/db/migrations'), join(out, 'migrations'), { recursive: true })
  for (const name of COPIED_PACKAGES)
    await cp(join(root, 'node_modules', name), join(out, 'node_modules', name), {
      recursive: true,
      dereference: true,
    })
  await writeFile(
    join(out, 'package.json'),
    `${JSON.stringify({ name: 'porthole-api', private: true, type: 'module' }, null, 2)}\n`,
  )
}
