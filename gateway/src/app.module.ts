import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { REQUEST_ID_HEADER } from '@streamhub/contracts';
import { loggingModule } from '@streamhub/nest-kit';
import { AnalyticsGatewayModule } from './analytics/analytics.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthGatewayModule, AuthStateModule } from './auth/auth.module';
import { AdsGatewayModule } from './ads/ads.module';
import { BannersGatewayModule } from './banners/banners.module';
import { BillingGatewayModule } from './billing/billing.module';
import { CatalogGatewayModule } from './catalog/catalog.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { DownloadsGatewayModule } from './downloads/downloads.module';
import { DrmGatewayModule } from './drm/drm.module';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { ZodValidationPipe } from './common/zod-dto';
import { GATEWAY_CONFIG, type GatewayConfig, type GatewayRole } from './config';
import { HealthModule } from './health/health.module';
import { KafkaGatewayModule } from './kafka/kafka.module';
import { LiveGatewayModule } from './live/live.module';
import { MediaDeliveryModule, MediaGatewayModule } from './media/media.module';
import { OutboxModule } from './outbox/outbox.module';
import { StreamSessionsGatewayModule } from './streams/streams.module';
import { SupportGatewayModule } from './support/support.module';

/** The route modules of each role (GATEWAY_ROLE); every role has health, Kafka, auth state and the guard. */
export const ROLE_MODULES: Record<GatewayRole, DynamicModule['imports']> = {
  all: [
    OutboxModule,
    AuthGatewayModule,
    CatalogGatewayModule,
    BillingGatewayModule,
    MediaGatewayModule,
    StreamSessionsGatewayModule,
    SupportGatewayModule,
    BannersGatewayModule,
    AdsGatewayModule,
    AnalyticsGatewayModule,
    DrmGatewayModule,
    DownloadsGatewayModule,
    LiveGatewayModule,
  ],
  media: [MediaDeliveryModule],
};

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        loggingModule('gateway', config.LOG_LEVEL, {
          // The id Fastify gave the request (from X-Request-Id or new): the same one goes into Kafka headers.
          genReqId: (req) => String(req.headers[REQUEST_ID_HEADER] ?? ''),
          autoLogging: { ignore: (req) => req.url?.startsWith('/api/v1/health') === true },
        }),
        JwtModule.register({ global: true, secret: config.JWT_SECRET, verifyOptions: { algorithms: ['HS256'] } }),
        KafkaGatewayModule,
        HealthModule,
        AuthStateModule,
        ...(ROLE_MODULES[config.GATEWAY_ROLE] ?? []),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        {
          provide: APP_PIPE,
          useClass: ZodValidationPipe,
        },
      ],
      exports: [GATEWAY_CONFIG],
    };
  }
}
