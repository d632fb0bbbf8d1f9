/** Thrown when there is nothing to release or the packages are not in lockstep. */
export class ReleaseRefusedError extends Error {
  name = 'ReleaseRefusedError'
}

const UNRELEASED = '## Unreleased'

/**
 * CHANGELOG.md with its `## Unreleased` entries moved under `## <version> (<date>)`, and a new,
 * empty `## Unreleased` above them. Throws ReleaseRefusedError when the file has no
 * `## Unreleased` heading or nothing under it.
 * @example releaseChangelog('# Changelog\n\n## Unreleased\n\n- x\n', '0.2.0', '2026-12-02')
 */
export function releaseChangelog(text, version, date) {
  const start = text.indexOf(`${UNRELEASED}\n`)
  if (start === -1) throw new ReleaseRefusedError(`CHANGELOG.md has no "${UNRELEASED}" heading.`)
  const bodyStart = start + UNRELEASED.length + 1
  const next = text.indexOf('\n## ', bodyStart)
  const body = text.slice(bodyStart, next === -1 ? undefined : next + 1).trim()
  if (!body)
    throw new ReleaseRefusedError(`Nothing to release: write the changes under "${UNRELEASED}".`)
  const rest = next === -1 ? '' : text.slice(next + 1)
  return `${text.slice(0, start)}${UNRELEASED}\n\n## ${version} (${date})\n\n${body}\n${rest ? `\n${rest}` : ''}`
}

/** The one version the packages share; ReleaseRefusedError when they differ. */
export function lockstepVersion(packages) {
  const versions = new Set(packages.map(({ version }) => version))
  if (versions.size !== 1)
    throw new ReleaseRefusedError(
      `The packages are not in lockstep: ${packages.map(({ name, version }) => `${name}@${version}`).join(', ')}.`,
    )
  return [...versions][0]
}
