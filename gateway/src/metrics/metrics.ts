import { createServer, type Server } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'streamhub_gateway_' });

export const httpDuration = new Histogram({
  name: 'streamhub_gateway_http_request_duration_seconds',
  help: 'HTTP request duration by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * Body bytes sent, by route (the Content-Length of each answer): the media origin's bandwidth, which
 * its prod HPA scales on as a per-pod rate (deploy/k8s/README.md, "Scaling").
 */
export const httpResponseBytes = new Counter({
  name: 'streamhub_gateway_http_response_bytes_total',
  help: 'HTTP response body bytes sent, by route',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

/** Answers given from a last good copy because a service could not be reached, by what was recalled. */
export const staleIfErrorAnswers = new Counter({
  name: 'streamhub_gateway_stale_if_error_total',
  help: 'Answers given (in part) from a last good copy while a service could not be reached, by route or read',
  labelNames: ['source'] as const,
  registers: [metricsRegistry],
});

/** The upstream traffic of the gateway's cache of public lists, read from it at each scrape. */
export function exposeCacheMetrics(cache: {
  stats: { misses: number; refreshes: number; staleHits: number; staleIfError: number };
}): void {
  const existing = metricsRegistry.getSingleMetric('streamhub_gateway_catalog_cache_total');
  if (existing) metricsRegistry.removeSingleMetric('streamhub_gateway_catalog_cache_total');
  new Counter({
    name: 'streamhub_gateway_catalog_cache_total',
    help:
      'Cached public lists: upstream loads on a miss, background refreshes of stale entries, answers from a stale ' +
      'entry, answers from the last good copy while catalog could not be reached',
    labelNames: ['event'] as const,
    registers: [metricsRegistry],
    collect() {
      const { misses, refreshes, staleHits, staleIfError } = cache.stats;
      this.reset();
      this.inc({ event: 'miss' }, misses);
      this.inc({ event: 'refresh' }, refreshes);
      this.inc({ event: 'stale_hit' }, staleHits);
      this.inc({ event: 'stale_if_error' }, staleIfError);
    },
  });
}

/**
 * Prometheus metrics on their own port (METRICS_PORT; 0 = off), bound to METRICS_HOST: scraped
 * inside the cluster, never routed to the public API.
 */
export async function startMetricsServer(host: string, port: number): Promise<Server | undefined> {
  if (port === 0) return undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metricsRegistry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text))
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
