declare module 'autocannon' {
  type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    /** Each request in turn; `setupRequest` may rewrite it (a fresh body per request). */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
  }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    /** Per second; `total` answered in all. */
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    /** Seconds the load ran. */
    duration: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
