import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthRedis } from './auth-redis';
import { IpRateLimits } from './ip-rate-limits';
import { UserAccessStates } from './user-access-states';
import { UsersController } from './users.controller';

/** HTTP routes served by the auth service, and what the global auth guard reads per request. */
@Global()
@Module({
  controllers: [AuthController, UsersController],
  providers: [AuthRedis, UserAccessStates, IpRateLimits],
  exports: [UserAccessStates, AuthRedis],
})
export class AuthGatewayModule {}
