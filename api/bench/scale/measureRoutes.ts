import autocannon from 'autocannon'

/** One row of the bench: a route and how each of its requests is made. */
export type BenchRoute = {
  name: string
  path: string
  /** A write: each request a fresh JSON body from a fresh visitor (`X-Bench-Visitor`). */
  post?: (n: number) => { body: unknown; visitor: string }
}

export type RouteFigures = {
  route: string
  rps: number
  p50: number
  p99: number
  /** Mean queries and database time of sampled requests, from their `Server-Timing`. */
  queries: number
  dbMs: number
}

const SAMPLES = 20

/** Request `n` of `route`: a GET, or a POST of the route's `n`th body. */
const requestOf = (route: BenchRoute, n: number) => {
  if (!route.post) return { method: 'GET', path: route.path }
  const { body, visitor } = route.post(n)
  return {
    method: 'POST',
    path: route.path,
    headers: { 'content-type': 'application/json', 'x-bench-visitor': visitor },
    body: JSON.stringify(body),
  }
}

async function send(base: string, route: BenchRoute, n: number): Promise<Response> {
  const { path, ...init } = requestOf(route, n)
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok) throw new Error(`${route.name}: ${response.status} ${await response.text()}`)
  return response
}

const timing = (response: Response) => {
  const match = /db;dur=([\d.]+);desc="(\d+) queries"/.exec(
    response.headers.get('server-timing') ?? '',
  )
  return { queries: Number(match?.[2] ?? 0), ms: Number(match?.[1] ?? 0) }
}

type Tally = { route: BenchRoute; sent: number; requests: number; seconds: number }

/** Loads `tally.route` through `base` for `duration` s; adds what it answered to the tally. */
async function load(
  base: string,
  tally: Tally,
  options: { duration: number; connections: number },
): Promise<{ p50: number; p99: number }> {
  const { route } = tally
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        ...requestOf(route, tally.sent++),
        setupRequest: (request) => ({ ...request, ...requestOf(route, tally.sent++) }),
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${route.name}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  tally.requests += result.requests.total
  tally.seconds += result.duration
  return { p50: result.latency.p50, p99: result.latency.p99 }
}

/** The database queries and time of 20 more requests, sent one by one. */
async function sample(base: string, tally: Tally) {
  let queries = 0
  let ms = 0
  for (let i = 0; i < SAMPLES; i++) {
    const response = await send(base, tally.route, tally.sent++)
    await response.arrayBuffer()
    const cost = timing(response)
    queries += cost.queries
    ms += cost.ms
  }
  return {
    queries: Math.round((queries / SAMPLES) * 10) / 10,
    dbMs: Math.round((ms / SAMPLES) * 100) / 100,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

/**
 * Loads each route through `base` (the load balancer) for `duration` s on `connections`
 * connections, after `warm` requests that fill every instance's caches, in `rounds` turns
 * (each route `duration / rounds` s a turn, one route after another), so that a machine busy
 * with other work slows every route alike; then sends 20 more of each one by one and reads
 * what each cost the database. req/s is over all turns, p50 the median turn's, p99 the worst.
 */
export async function measureRoutes(
  base: string,
  routes: readonly BenchRoute[],
  options: { duration: number; connections: number; warm: number; rounds: number },
): Promise<RouteFigures[]> {
  const tallies: Tally[] = routes.map((route) => ({ route, sent: 0, requests: 0, seconds: 0 }))
  const latencies = tallies.map(() => ({ p50: [] as number[], p99: [] as number[] }))
  for (const tally of tallies) {
    for (; tally.sent < options.warm; tally.sent++) {
      await (await send(base, tally.route, tally.sent)).arrayBuffer()
    }
  }
  const duration = Math.max(1, Math.round(options.duration / options.rounds))
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, tally] of tallies.entries()) {
      const { p50, p99 } = await load(base, tally, { ...options, duration })
      latencies[index]!.p50.push(p50)
      latencies[index]!.p99.push(p99)
    }
  }
  const figures: RouteFigures[] = []
  for (const [index, tally] of tallies.entries()) {
    figures.push({
      route: tally.route.name,
      rps: Math.round(tally.requests / tally.seconds),
      p50: median(latencies[index]!.p50),
      p99: Math.max(...latencies[index]!.p99),
      ...(await sample(base, tally)),
    })
  }
  return figures
}
