// `npm run version:bump -- <patch|minor|major>`: the publishable packages move to the next
// semver version together (npm version), react and wagmi depend on the new host-sdk, the
// lockfile follows, CHANGELOG.md's Unreleased entries go under the new version, and the
// released loader is kept in e2e/fixtures/releasedLoaders (decision 0050). Commit the result,
// then `npm publish -w host-sdk -w react -w wagmi`.
import { execFile } from 'node:child_process'
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { lockstepVersion, ReleaseRefusedError, releaseChangelog } from './releaseChangelog.mjs'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../..', import.meta.url))
const WORKSPACES = ['host-sdk', 'react', 'wagmi']
const DEPENDENTS = ['react', 'wagmi']
const loaders = join(root, 'e2e/fixtures/releasedLoaders')
const npm = (...args) => run('npm', args, { cwd: root, maxBuffer: 16 * 1024 * 1024 })
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'))
const writeJson = (file, value) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`)

const type = process.argv[2]
try {
  if (!['patch', 'minor', 'major'].includes(type))
    throw new ReleaseRefusedError('Usage: npm run version:bump -- <patch|minor|major>')
  const packages = await Promise.all(WORKSPACES.map((w) => readJson(join(root, w, 'package.json'))))
  const from = lockstepVersion(packages)
  const changelogFile = join(root, 'CHANGELOG.md')
  const changelog = await readFile(changelogFile, 'utf8')
  // Checked before anything is written: a release with nothing to say changes nothing.
  releaseChangelog(changelog, '0.0.0', '')

  const workspaceArgs = WORKSPACES.flatMap((w) => ['-w', w])
  await npm('version', type, '--no-git-tag-version', '--no-workspaces-update', ...workspaceArgs)
  const { version } = await readJson(join(root, 'host-sdk/package.json'))
  await npm(
    'pkg',
    'set',
    `dependencies.@porthole/host-sdk=${version}`,
    ...DEPENDENTS.flatMap((w) => ['-w', w]),
  )
  await npm(
    'install',
    '--package-lock-only',
    '--prefer-offline',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
  )

  // The loader of the release being left becomes the previous minor's on a minor or major bump:
  // its first stage and, from 0.1.0's successor on, its second stage (decision 0064).
  await npm('run', 'build', '-w', 'host-sdk')
  const versions = await readJson(join(loaders, 'versions.json'))
  const stage = (name) => join(loaders, `${name}.bridge.js`)
  if (type !== 'patch') {
    await copyFile(join(loaders, 'latest.iife.js'), join(loaders, 'previousMinor.iife.js'))
    await rm(stage('previousMinor'), { force: true })
    await copyFile(stage('latest'), stage('previousMinor')).catch((error) => {
      if (error.code !== 'ENOENT') throw error
    })
    versions.previousMinor = versions.latest
  }
  await copyFile(join(root, 'host-sdk/dist/porthole.iife.js'), join(loaders, 'latest.iife.js'))
  await copyFile(join(root, 'host-sdk/dist/porthole-bridge.js'), stage('latest'))
  versions.latest = version
  await writeJson(join(loaders, 'versions.json'), versions)

  const date = new Date().toISOString().slice(0, 10)
  await writeFile(changelogFile, releaseChangelog(changelog, version, date))
  console.log(
    `${WORKSPACES.join(', ')}: ${from} → ${version}. Commit, then npm publish ${workspaceArgs.join(' ')}.`,
  )
} catch (error) {
  if (!(error instanceof ReleaseRefusedError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
