import { Module } from '@nestjs/common';
import { ContactRateLimits, GrievanceRateLimits } from './contact-rate-limits';
import { AdminGrievancesController, GrievancesController } from './grievances.controller';
import { QueriesController } from './queries.controller';

/** HTTP routes served by the support service (contact form, grievances and the admin's handling of both). */
@Module({
  controllers: [QueriesController, GrievancesController, AdminGrievancesController],
  providers: [ContactRateLimits, GrievanceRateLimits],
})
export class SupportGatewayModule {}
