import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthRedis } from './auth-redis';
import { HouseholdStates } from './household-states';
import { IpRateLimits } from './ip-rate-limits';
import { ProfilesController } from './profiles.controller';
import { UserAccessStates } from './user-access-states';
import { UsersController } from './users.controller';
import { ViewerListLimits } from './viewer-list-limits';

/** HTTP routes served by the auth service, and what the global auth guard reads per request. */
@Global()
@Module({
  controllers: [AuthController, UsersController, ProfilesController],
  providers: [AuthRedis, UserAccessStates, HouseholdStates, IpRateLimits, ViewerListLimits],
  exports: [UserAccessStates, HouseholdStates, AuthRedis, ViewerListLimits],
})
export class AuthGatewayModule {}
