// `npm run release`: the deploy folder (`release/`, see docs/deploy.md) from the workspaces'
// builds (`npm run build` first). Every static byte goes under `release/static/<origin>/` for a
// CDN; the per-project page shells and the api go under `release/api/`.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleApi } from './bundleApi.mjs'
import { sriOf } from './hashFile.mjs'
import { pinShellAssets } from './pinShellAssets.mjs'
import { precompress } from './precompress.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const out = join(root, 'release')
const { version } = JSON.parse(await readFile(join(root, 'host-sdk/package.json'), 'utf8'))
/** The vault's path version (SPEC §7): its pages live under `/<n>/`. */
const VAULT_PATH = '4'
/**
 * The loader's first stage (ESM, IIFE), its types, and its second stage (decision 0064): the
 * files the frame server serves under `/loader/<version>/`.
 */
const LOADER_FILES = JSON.parse(
  await readFile(join(root, 'frame-app/server/loaderFiles.json'), 'utf8'),
)

await rm(out, { recursive: true, force: true })
const frameRoot = join(out, 'static/frame')
const vaultRoot = join(out, 'static/vault', VAULT_PATH)
const shells = join(out, 'api/shells')
await mkdir(shells, { recursive: true })

// The frame: hashed assets (immutable), the Solana add-on the loader fetches by name, the shell.
await cp(join(root, 'frame-app/dist/assets'), join(frameRoot, 'assets'), { recursive: true })
await cp(join(root, 'frame-app/dist/porthole-solana.js'), join(frameRoot, 'porthole-solana.js'))
await writeShell(join(root, 'frame-app/dist/index.html'), frameRoot, join(shells, 'frame.html'))

// The vault: its hashed script under the path version; the shell.
await cp(join(root, 'vault/dist/assets'), join(vaultRoot, 'assets'), { recursive: true })
await writeShell(join(root, 'vault/dist/index.html'), vaultRoot, join(shells, 'vault.html'))

/** A page shell with `integrity` on each asset it names (`pinShellAssets`). */
async function writeShell(from, assetRoot, to) {
  const html = await readFile(from, 'utf8')
  await writeFile(to, await pinShellAssets(html, (path) => readFile(join(assetRoot, path))))
}

// The loader under its version, with each build's SRI hash beside it.
const loaderDir = join(frameRoot, 'loader', version)
await mkdir(loaderDir, { recursive: true })
const loader = {}
for (const file of LOADER_FILES) {
  const bytes = await readFile(join(root, 'host-sdk/dist', file))
  await writeFile(join(loaderDir, file), bytes)
  if (file.endsWith('.js'))
    loader[file] = { path: `loader/${version}/${file}`, integrity: sriOf(bytes) }
}
await writeFile(join(loaderDir, 'integrity.json'), `${JSON.stringify(loader, null, 2)}\n`)
// Each first stage fetches the second pinned by the hash written into it at build time.
for (const file of ['porthole.js', 'porthole.iife.js'])
  if (
    !(await readFile(join(loaderDir, file), 'utf8')).includes(
      loader['porthole-bridge.js'].integrity,
    )
  )
    throw new Error(
      `release: ${file} does not pin this build's porthole-bridge.js; rebuild host-sdk.`,
    )

await bundleApi(root, join(out, 'api'))

const list = async (dir) => (await readdir(dir)).sort()
const manifest = {
  version,
  loader,
  frame: { assets: await list(join(frameRoot, 'assets')), shell: 'api/shells/frame.html' },
  vault: {
    path: `/${VAULT_PATH}/`,
    assets: await list(join(vaultRoot, 'assets')),
    shell: 'api/shells/vault.html',
  },
}
await writeFile(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

// Every static text file also as .br and .gz beside it, for a CDN or nginx's gzip_static.
const compressed = await precompress(join(out, 'static'))
console.log(
  `release: ${compressed.files} static files precompressed, ${compressed.bytes} B as brotli (${compressed.original} B as built)`,
)

const iife = loader['porthole.iife.js']
console.log(`release: ${out}`)
console.log('Host pages load the loader from the frame origin with:')
console.log(
  `<script src="https://<frame origin>/${iife.path}" integrity="${iife.integrity}" crossorigin="anonymous"></script>`,
)
