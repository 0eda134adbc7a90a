import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** One header set per connection (e.g. a different consumer's token each). */
  headersPerConnection?: Array<Record<string, string>>;
  connections?: number;
  durationSeconds?: number;
}

/** Runs autocannon and keeps what the report prints. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : undefined,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 15,
    setupClient: options.headersPerConnection
      ? (client) => {
          const headers = options.headersPerConnection![next++ % options.headersPerConnection!.length];
          client.setHeaders({ ...headers, ...(options.body ? { 'content-type': 'application/json' } : {}) });
        }
      : undefined,
  });
  return {
    name: options.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
