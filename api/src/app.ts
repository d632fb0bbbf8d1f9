import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { AppDeps, AppEnv, Log, TelemetryOptions } from './AppEnv.ts'
import { type Clock, systemClock } from './clock.ts'
import type { Db } from './db/Db.ts'
import { ApiError, NotFoundError, PayloadTooLargeError, RateLimitedError } from './errors.ts'
import { requestLogger } from './requestLogger.ts'
import { requireProject } from './requireProject.ts'
import { createDevProjectRoutes } from './routes/devProjects.ts'
import { createHealthRoutes } from './routes/health.ts'
import { createProfileRoutes } from './routes/profile.ts'
import { createProjectRoutes } from './routes/project.ts'
import { createTelemetryRoutes } from './routes/telemetry.ts'
import { createWalletRoutes } from './routes/wallets.ts'

export type AppOptions = {
  db: Db
  clock?: Clock
  log?: Log
  nameZones?: readonly string[]
  nameMessageMaxAgeSeconds?: number
  telemetry?: Partial<TelemetryOptions>
  projectCacheMs?: number
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes?: number
  /** `POST /dev/projects` for local development (`npm start`); never in production. */
  devRoutes?: boolean
}

export const DEFAULT_TELEMETRY: TelemetryOptions = {
  maxPerWindow: 120,
  windowMs: 60_000,
  retentionMs: 30 * 24 * 60 * 60 * 1000,
}

/** Resolves the defaults of `createApp`; also used by the server to prune telemetry. */
export function resolveAppDeps(options: AppOptions): AppDeps {
  return {
    db: options.db,
    clock: options.clock ?? systemClock,
    log: options.log ?? (() => undefined),
    nameZones: options.nameZones ?? ['porthole.id'],
    nameMessageMaxAgeSeconds: options.nameMessageMaxAgeSeconds ?? 600,
    telemetry: { ...DEFAULT_TELEMETRY, ...options.telemetry },
    projectCacheMs: options.projectCacheMs ?? 5000,
  }
}

/** Builds the api: every route, its checks and its error answers. Holds no state itself. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps = resolveAppDeps(options)
  const limit = options.bodyLimitBytes ?? 64 * 1024
  const app = new Hono<AppEnv>()
  app.use(requestLogger(deps.log))
  app.use(cors({ origin: '*', allowMethods: ['GET', 'POST'], maxAge: 86_400 }))
  app.use(
    bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new PayloadTooLargeError(limit)
      },
    }),
  )
  app.route('/', createHealthRoutes())
  if (options.devRoutes) app.route('/', createDevProjectRoutes(deps))
  app.use('/v1/*', requireProject(deps))
  app.use('/e', requireProject(deps))
  app.route('/', createProjectRoutes())
  app.route('/', createWalletRoutes(deps))
  app.route('/', createProfileRoutes(deps))
  app.route('/', createTelemetryRoutes(deps))
  app.notFound((c) =>
    c.json({ error: { name: NotFoundError.name, message: 'No such route.' } }, 404),
  )
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds))
    if (error instanceof ApiError) {
      return c.json(
        { error: { name: error.name, message: error.shortMessage } },
        error.status as 400,
      )
    }
    deps.log({ level: 'error', msg: 'unhandled', path: c.req.path, error: String(error) })
    return c.json({ error: { name: 'InternalError', message: 'Internal error.' } }, 500)
  })
  return app
}
