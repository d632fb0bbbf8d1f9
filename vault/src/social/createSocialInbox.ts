import * as z from 'zod/mini'
import { LoginSessionSchema } from '../api/createVaultApi.ts'

/** What the api's callback page posts (api `renderResultPage`), checked before it is kept. */
export const SocialResultSchema = z.union([
  z.object({
    type: z.literal('porthole:social-result'),
    ok: z.literal(true),
    state: z.string(),
    session: LoginSessionSchema,
  }),
  z.object({
    type: z.literal('porthole:social-result'),
    ok: z.literal(false),
    state: z.string(),
    error: z.object({ name: z.string(), reason: z.string(), message: z.string() }),
  }),
])
export type SocialResult = z.infer<typeof SocialResultSchema>

/**
 * The vault's social logins under way: the attempts it started (by `state`, so a result for
 * an attempt this vault did not start is dropped) and the results the callback pages posted,
 * until CONNECT_SOCIAL takes them. `wait` resolves with the result, or undefined after `ms`.
 */
export function createSocialInbox() {
  const started = new Set<string>()
  const results = new Map<string, SocialResult>()
  const waiters = new Map<string, (result: SocialResult) => void>()
  return {
    start(state: string) {
      started.add(state)
    },
    receive(result: SocialResult) {
      if (!started.has(result.state)) return
      started.delete(result.state)
      const waiter = waiters.get(result.state)
      if (waiter) waiter(result)
      else results.set(result.state, result)
    },
    /** The result of `state`, taken once. */
    wait(state: string, ms: number): Promise<SocialResult | undefined> {
      const ready = results.get(state)
      results.delete(state)
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(state)
          started.delete(state)
          resolve(undefined)
        }, ms)
        waiters.set(state, (result) => {
          clearTimeout(timer)
          waiters.delete(state)
          resolve(result)
        })
      })
    },
  }
}
export type SocialInbox = ReturnType<typeof createSocialInbox>
