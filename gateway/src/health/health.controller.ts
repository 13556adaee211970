import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { LivenessReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { consumersHealth, describeConsumer } from '@streamhub/nest-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { SERVICES, healthPattern, type Principal } from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { Upstream } from '../kafka/upstream';
import { InfraProbes } from './infra-probes';

const SERVICE_PING_TIMEOUT_MS = 3_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly probes: InfraProbes,
    @Inject(Upstream) private readonly upstream: Upstream,
  ) {}

  @Public()
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the gateway process answers and its Kafka consumers run or are being reopened',
    description:
      '503 once a consumer (replies, cache invalidation) has been down for 30 s with no attempt to reopen it.',
  })
  @ApiData(LivenessReplySchema)
  live(): { status: string; consumers: ReturnType<typeof describeConsumer>[] } {
    const { live, consumers } = consumersHealth();
    if (!live) {
      const stuck = consumers.filter((c) => c.stuck).map((c) => c.name);
      throw new ServiceUnavailableException(`Kafka consumer down: ${stuck.join(', ')}`);
    }
    return { status: 'up', consumers: consumers.map(describeConsumer) };
  }

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Readiness: Kafka, Mongo, Redis, MinIO and every service answer',
    description: 'Everyone sees ready or not; which component is down, and why, only admins see.',
  })
  async check(@Res() reply: FastifyReply, @CurrentPrincipal() principal?: Principal): Promise<void> {
    const attempt = (key: string, fn: () => Promise<unknown>) => () =>
      this.indicators.check(key).attempt(async () => {
        await fn();
        return {};
      });
    const checks = [
      attempt('kafka', () => this.probes.kafka()),
      attempt('mongo', () => this.probes.mongo()),
      attempt('redis', () => this.probes.redis()),
      attempt('minio', () => this.probes.minio()),
      attempt('consumers', async () => {
        const down = consumersHealth().consumers.filter((c) => c.state !== 'running');
        if (down.length > 0) throw new Error(`not consuming: ${down.map((c) => `${c.name} (${c.state})`).join(', ')}`);
      }),
      ...SERVICES.map((service) =>
        attempt(service, async () => {
          const pong = await this.upstream.send(healthPattern(service), {}, undefined, SERVICE_PING_TIMEOUT_MS);
          if (pong.db !== 'up') throw new Error(`${service} cannot reach its database`);
        }),
      ),
    ];
    let result: HealthCheckResult;
    try {
      result = await this.health.check(checks);
    } catch (err) {
      result = (err as { response?: HealthCheckResult }).response ?? { status: 'error', details: {} };
    }
    const down = Object.entries(result.details ?? {})
      .filter(([, v]) => v.status === 'down')
      .map(([k]) => k);
    const detailed = principal?.isAdmin === true;
    if (down.length === 0) {
      const data = detailed ? result : { status: 'ok' };
      await reply.status(200).send({ success: true, message: 'All components are up', data });
    } else {
      const message = detailed ? `Unavailable: ${down.join(', ')}` : 'Service unavailable';
      await reply.status(503).send({
        success: false,
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message,
        ...(detailed ? { data: result } : {}),
      });
    }
  }
}
