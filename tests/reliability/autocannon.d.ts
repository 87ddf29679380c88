/** The part of autocannon's API the load run and the soak script use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  interface Result {
    requests: { total: number; average: number }
    latency: { p50: number; p99: number; max: number }
    non2xx: number
    errors: number
    timeouts: number
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
