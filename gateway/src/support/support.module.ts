import { Module } from '@nestjs/common';
import { ContactRateLimits } from './contact-rate-limits';
import { QueriesController } from './queries.controller';

/** HTTP routes served by the support service (contact form and the admin's query handling). */
@Module({
  controllers: [QueriesController],
  providers: [ContactRateLimits],
})
export class SupportGatewayModule {}
