export type OriginPolicy = {
  allowedOrigins: readonly string[]
  useDefaultOrigins: boolean
}
/** SPEC §6: the default ancestors (unless the project turns them off) plus the project's own. */
export declare function resolveAllowedOrigins(policy: OriginPolicy): string[]
