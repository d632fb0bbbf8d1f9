import { matchAnyOrigin, type OriginPolicy, resolveAllowedOrigins } from '@porthole/shared-protocol'

/** Why a vault page refuses to work (SPEC §8 "invalid app config", "unverified domain"). */
export type VaultRefusal = 'InvalidAppConfigError' | 'UnverifiedDomainError'

const readOrigin = (value: string | null) => {
  if (!value) return null
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : null
  } catch {
    return null
  }
}

/**
 * What the vault page for `?projectId=&origin=` is: the project's policy (its CSP's
 * frame-ancestors), or a refusal the page answers every request with, so the frame can say
 * why instead of waiting for a vault that never loads. `origin` is the host origin the frame
 * verified. A project that does not exist (or a malformed id) is an invalid app config; a
 * host origin off the project's allow-list (removed after the frame loaded, say) is an
 * unverified domain. A refusal page does nothing but refuse; the claimed origin comes from
 * the URL and goes into no header (SECURITY #1, `buildVaultCsp`). Without `origin` an unknown
 * project is not served (null).
 */
export async function resolveVaultPage(
  params: URLSearchParams,
  resolveProject: (projectId: string) => Promise<OriginPolicy | null>,
): Promise<{ policy: OriginPolicy; refusal?: undefined } | { refusal: VaultRefusal } | null> {
  const projectId = params.get('projectId') ?? ''
  const origin = readOrigin(params.get('origin'))
  const project = /^[A-Za-z0-9_-]{1,128}$/.test(projectId) ? await resolveProject(projectId) : null
  if (!project) return origin ? { refusal: 'InvalidAppConfigError' } : null
  if (origin && !matchAnyOrigin(resolveAllowedOrigins(project), origin))
    return { refusal: 'UnverifiedDomainError' }
  return { policy: project }
}
