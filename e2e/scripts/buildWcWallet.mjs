// Bundles the dev WalletConnect wallet page (e2e/fixtures/wcWallet/page) for the browser into
// e2e/fixtures/wcWallet/dist: index.html and wc-wallet.js.
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const walletDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'wcWallet')
const outdir = join(walletDir, 'dist')

await mkdir(outdir, { recursive: true })
await build({
  entryPoints: [join(walletDir, 'page', 'main.ts')],
  outfile: join(outdir, 'wc-wallet.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
await copyFile(join(walletDir, 'page', 'index.html'), join(outdir, 'index.html'))
