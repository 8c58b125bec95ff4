// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (req: { path: string }) => { path: string };
    }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
