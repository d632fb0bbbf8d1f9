import { DEFAULT_ALLOWED_ORIGINS } from '@porthole/shared-protocol'

export type OriginPolicy = { allowedOrigins: readonly string[]; useDefaultOrigins: boolean }

/** SPEC §6: the default ancestors (unless the project turns them off) plus the project's own. */
export function resolveAllowedOrigins(policy: OriginPolicy): string[] {
  const patterns = policy.useDefaultOrigins
    ? [...DEFAULT_ALLOWED_ORIGINS, ...policy.allowedOrigins]
    : [...policy.allowedOrigins]
  return [...new Set(patterns.map((pattern) => pattern.toLowerCase()))]
}
