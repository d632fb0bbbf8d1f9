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

/**
 * Loads `route` through `base` (the load balancer) for `duration` s on `connections`
 * connections, after `warm` requests that fill every instance's caches; then sends 20 more one
 * by one and reads what each cost the database.
 */
export async function measureRoute(
  base: string,
  route: BenchRoute,
  options: { duration: number; connections: number; warm: number },
): Promise<RouteFigures> {
  let sent = 0
  for (; sent < options.warm; sent++) await (await send(base, route, sent)).arrayBuffer()
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        ...requestOf(route, sent++),
        setupRequest: (request) => ({ ...request, ...requestOf(route, sent++) }),
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${route.name}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  let queries = 0
  let ms = 0
  for (let i = 0; i < SAMPLES; i++) {
    const response = await send(base, route, sent++)
    await response.arrayBuffer()
    const cost = timing(response)
    queries += cost.queries
    ms += cost.ms
  }
  return {
    route: route.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    queries: Math.round((queries / SAMPLES) * 10) / 10,
    dbMs: Math.round((ms / SAMPLES) * 100) / 100,
  }
}
