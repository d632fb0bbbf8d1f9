import { z } from 'zod'

/** The server's environment, parsed (never trusted). */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A Postgres server; without it the service uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Coinbase Onramp: API base, widget origin and the CDP key (name + ES256 PKCS#8 PEM). */
  ONRAMP_API_URL: z.url().default('https://api.developer.coinbase.com/onramp'),
  ONRAMP_WIDGET_URL: z.url().default('https://pay.coinbase.com'),
  ONRAMP_KEY_NAME: z.string().min(1).optional(),
  ONRAMP_KEY_SECRET: z
    .string()
    .includes('BEGIN PRIVATE KEY', { message: 'ONRAMP_KEY_SECRET must be a PKCS#8 PEM' })
    .optional(),
})
export type Env = z.output<typeof EnvSchema>

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment: ${problems.join('; ')}`)
}
