/**
 * The part of autocannon 8 (which ships no types) that scripts/bench-load.ts uses: one run with
 * dynamic requests, and its summary. Fields as documented in autocannon's README.
 */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request is sent; what it returns is sent (null skips). */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }

  /** Percentiles and moments of one measure (latency in ms, requests and bytes per second). */
  interface AutocannonStat {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: AutocannonStat;
    latency: AutocannonStat;
    throughput: AutocannonStat;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers per HTTP status. */
    statusCodeStats: Record<string, { count: number }>;
    /** Seconds. */
    duration: number;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
