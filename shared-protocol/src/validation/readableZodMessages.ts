import * as z from 'zod/mini'

/** What zod passes its error map: the issue's code and the type, values or bound it checked. */
type RawIssue = {
  code?: string
  expected?: string
  values?: readonly unknown[]
  maximum?: unknown
  minimum?: unknown
  origin?: string
  format?: string
}

/**
 * An issue in words. zod/mini, which the frame and the vault use to stay small, ships no English
 * messages: every issue would read "Invalid input".
 */
export function describeZodIssue(issue: RawIssue): string | undefined {
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${unit}`
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${unit}`
    case 'invalid_format':
      return `must be a valid ${issue.format}`
    default:
      return undefined
  }
}

/** From now on, zod's issues in this page say what was expected (`describeZodIssue`). */
export function installZodMessages(): void {
  z.config({ customError: describeZodIssue })
}
