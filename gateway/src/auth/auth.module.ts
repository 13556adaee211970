import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { DeviceGrantController } from './device-grant.controller';
import { DeviceSessionsController } from './device-sessions.controller';
import { DeviceSessionsSeen } from './device-sessions-seen';
import { AuthRedis } from './auth-redis';
import { HouseholdStates } from './household-states';
import { IpRateLimits } from './ip-rate-limits';
import { AdminBreachNoticesController, PrivacyController } from './privacy.controller';
import { PrivacyExports } from './privacy-exports';
import { ProfilesController } from './profiles.controller';
import { UserAccessStates } from './user-access-states';
import { UsersController } from './users.controller';
import { ViewerListLimits } from './viewer-list-limits';

/** What the global auth guard (and the stream sessions) read per request: every role has it. */
@Global()
@Module({
  providers: [AuthRedis, UserAccessStates, HouseholdStates, ViewerListLimits, DeviceSessionsSeen],
  exports: [UserAccessStates, HouseholdStates, AuthRedis, ViewerListLimits, DeviceSessionsSeen],
})
export class AuthStateModule {}

/** HTTP routes served by the auth service. */
@Module({
  imports: [AuthStateModule],
  controllers: [
    AuthController,
    DeviceGrantController,
    DeviceSessionsController,
    UsersController,
    ProfilesController,
    PrivacyController,
    AdminBreachNoticesController,
  ],
  providers: [IpRateLimits, PrivacyExports],
})
export class AuthGatewayModule {}
