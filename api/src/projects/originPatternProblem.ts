import { originPatternToRegExp } from '@porthole/shared-protocol'
import { getPublicSuffix } from 'tldts'

/**
 * Why a project may not save `pattern` as an allowed origin, or undefined when it may
 * (SECURITY.md #6). Beyond the shape accepted by `matchOrigin`, a wildcard must be the
 * leftmost label (the only place CSP `frame-ancestors` accepts one) and must not sit
 * directly on a public suffix (`https://*.com`, `https://*.co.uk`, `https://*.vercel.app`), by
 * the Public Suffix List with its private domains (tldts); a single label counts as one.
 */
export function originPatternProblem(pattern: string): string | undefined {
  try {
    originPatternToRegExp(pattern)
  } catch (error) {
    return (error as Error).message
  }
  const host = pattern.toLowerCase().split('://')[1]?.split(':')[0] ?? ''
  const labels = host.split('.')
  if (labels.indexOf('*', 1) !== -1) {
    return `"${pattern}": a wildcard must be the leftmost label.`
  }
  if (labels[0] !== '*') return undefined
  const suffix = labels.slice(1).join('.')
  if (suffix === '') return `"${pattern}": a wildcard must not stand for the whole host.`
  if (getPublicSuffix(suffix, { allowPrivateDomains: true }) === suffix) {
    return `"${pattern}": a wildcard directly on the public suffix "${suffix}" is not allowed.`
  }
  return undefined
}
