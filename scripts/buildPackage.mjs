import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { generateDtsBundle } from 'dts-bundle-generator'
import { build } from 'esbuild'

/**
 * One of the host packages (`react/`, `wagmi/`): `dist/index.js`, its ESM, not minified (the
 * app's bundler minifies), with every dependency left as an import; `dist/index.d.ts`, one
 * declaration file that imports its types from `importedLibraries`.
 * @example
 * await buildPackage({ packageDir: new URL('..', import.meta.url), name: 'wagmi', importedLibraries: ['viem'] })
 */
export async function buildPackage({ packageDir, name, importedLibraries, esbuild = {} }) {
  const root = fileURLToPath(packageDir)
  const dist = new URL('dist/', packageDir)
  await mkdir(dist, { recursive: true })
  await build({
    absWorkingDir: root,
    entryPoints: ['src/index.ts'],
    outfile: 'dist/index.js',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
    ...esbuild,
  })
  const [types] = generateDtsBundle(
    [
      {
        filePath: `${root}/src/index.ts`,
        output: { noBanner: true },
        libraries: { importedLibraries },
      },
    ],
    { preferredConfigPath: `${root}/tsconfig.dts.json` },
  )
  await writeFile(new URL('index.d.ts', dist), types)
  console.log(`${name}: dist/index.js, dist/index.d.ts ${types.length} B`)
}
