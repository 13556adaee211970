import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { Public } from '../auth/public.decorator';
import { RawResponse } from '../common/envelope.interceptor';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'streamhub_gateway_' });

export const httpDuration = new Histogram({
  name: 'streamhub_gateway_http_request_duration_seconds',
  help: 'HTTP request duration by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

@ApiExcludeController()
@RawResponse()
@Controller('metrics')
export class MetricsController {
  @Public()
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
