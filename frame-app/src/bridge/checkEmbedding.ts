export type EmbeddingCheck =
  | { ok: true; ancestorOrigin: string | null }
  | { ok: false; reason: string }

export type EmbeddingEnvironment = {
  framed: boolean
  /** `location.ancestorOrigins` as an array, or null where the browser lacks it. */
  ancestorOrigins: readonly string[] | null
}

/**
 * SECURITY.md #1: start only inside a frame, and only when every ancestor (not just the
 * parent) is allowed, so a nested embed cannot ride on an allowed parent.
 */
export function checkEmbedding(
  env: EmbeddingEnvironment,
  allowed: readonly RegExp[],
): EmbeddingCheck {
  if (!env.framed) return { ok: false, reason: 'The Porthole frame only runs inside an iframe.' }
  if (env.ancestorOrigins) {
    const refused = env.ancestorOrigins.find((origin) => !allowed.some((re) => re.test(origin)))
    if (refused !== undefined) {
      return {
        ok: false,
        reason: `The Porthole frame is embedded by a page that is not allowed (${refused}).`,
      }
    }
    return { ok: true, ancestorOrigin: env.ancestorOrigins[0] ?? null }
  }
  return { ok: true, ancestorOrigin: null }
}
