declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; pipelining?: number }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number }
  export default function autocannon(options: Options): Promise<Result>
}
