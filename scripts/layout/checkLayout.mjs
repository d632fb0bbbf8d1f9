// STYLE.md's size limits, checked on every `npm run lint`: no source file over 300 lines and
// no folder with over 15 source files directly in it (tests count: they are source too).
// What was over the limits when the check came is listed in layoutExceptions.json with its
// size then; a listed file or folder may shrink but not grow, and leaves the list once it fits.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const MAX_LINES = 300
export const MAX_FILES_PER_FOLDER = 15

const SOURCE = /\.(ts|tsx|js|mjs)$/
const NOT_SOURCE = /(^|\/)(node_modules|dist|generated)\//

/** Whether `path` (relative to the repository, `/`-separated) is a source file the limits cover. */
export const isSource = (path) => SOURCE.test(path) && !NOT_SOURCE.test(path)

/**
 * What breaks the limits among `files` (`{ path, lines }`), given the known `exceptions`
 * (`{ files: { path: lines }, folders: { path: count } }`): one sentence per problem.
 * @example
 * findLayoutProblems([{ path: 'a/b.ts', lines: 301 }], { files: {}, folders: {} })
 * // ['a/b.ts has 301 lines (at most 300): split it along its seams']
 */
export function findLayoutProblems(files, exceptions) {
  const problems = []
  const sources = files.filter((file) => isSource(file.path))
  const linesOf = new Map(sources.map((file) => [file.path, file.lines]))
  const perFolder = new Map()
  for (const { path } of sources) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.'
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1)
  }
  const check = (kind, sizes, limit, known, unit, advice) => {
    for (const [path, size] of sizes) {
      const allowed = known[path]
      if (size > limit && allowed === undefined)
        problems.push(`${path} has ${size} ${unit} (at most ${limit}): ${advice}`)
      else if (allowed !== undefined && size > allowed)
        problems.push(`${path} has ${size} ${unit}, more than the ${allowed} it had: ${advice}`)
    }
    for (const [path, allowed] of Object.entries(known)) {
      const size = sizes.get(path)
      if (size === undefined || size <= limit)
        problems.push(
          `${path} is within the limit now: remove it from ${kind} in layoutExceptions.json`,
        )
      else if (size < allowed)
        problems.push(
          `${path} has ${size} ${unit} now: lower its number in layoutExceptions.json to ${size}`,
        )
    }
  }
  check('files', linesOf, MAX_LINES, exceptions.files, 'lines', 'split it along its seams')
  check(
    'folders',
    perFolder,
    MAX_FILES_PER_FOLDER,
    exceptions.folders,
    'source files',
    'group them in sub-folders by concern',
  )
  return problems
}

/** The repository's files as git knows them (tracked, or new and not ignored), with their line counts. */
function readRepository(root) {
  const paths = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => path && isSource(path))
  return paths.flatMap((path) => {
    let text
    try {
      text = readFileSync(join(root, path), 'utf8')
    } catch {
      return [] // deleted in the work tree, not yet in git
    }
    const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    return [{ path, lines }]
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url))
  const root = join(here, '../..')
  const exceptions = JSON.parse(readFileSync(join(here, 'layoutExceptions.json'), 'utf8'))
  const problems = findLayoutProblems(readRepository(root), exceptions)
  for (const problem of problems) console.error(problem)
  if (problems.length) {
    console.error(
      `Layout: ${problems.length} problem(s) (STYLE.md: files up to ${MAX_LINES} lines, folders up to ${MAX_FILES_PER_FOLDER} source files)`,
    )
    process.exit(1)
  }
}
