import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthMessages } from '@streamhub/contracts';
import { EventPublisher, OutboxRelay } from '@streamhub/nest-kit';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AccountDeletionController } from './account-deletion/account-deletion.controller';
import { AccountDeletionJob } from './account-deletion/account-deletion.job';
import { AccountDeletionService } from './account-deletion/account-deletion.service';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersService } from './admin-users/admin-users.service';
import { AUTH_CONFIG, type AuthConfig } from './config';
import { DeviceGrantController } from './device-grant/device-grant.controller';
import { DeviceGrantService } from './device-grant/device-grant.service';
import { DeviceSessionOpener } from './device-sessions/device-session-opener';
import { DeviceSessionDoc, DeviceSessionSchema } from './device-sessions/device-session.schema';
import { DeviceSessionsController } from './device-sessions/device-sessions.controller';
import { DeviceSessionsRepository } from './device-sessions/device-sessions.repository';
import { DeviceSessionsService } from './device-sessions/device-sessions.service';
import { HandoffController } from './handoff/handoff.controller';
import { HouseholdDoc, HouseholdSchema } from './households/household.schema';
import { HouseholdStates, RedisHouseholdStates } from './households/household-states';
import { HouseholdsController } from './households/households.controller';
import { HouseholdsRepository } from './households/households.repository';
import { HouseholdsService } from './households/households.service';
import { HandoffService } from './handoff/handoff.service';
import { Mailer, SmtpMailer } from './mail/mailer';
import { OwnerAlertsController } from './owner-alerts/owner-alerts.controller';
import { OwnerAlertsService } from './owner-alerts/owner-alerts.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { ConsentDoc, ConsentSchema } from './privacy/consent.schema';
import { ConsentsController } from './privacy/consents.controller';
import { ConsentsRepository } from './privacy/consents.repository';
import { ConsentsService } from './privacy/consents.service';
import { NomineeDoc, NomineeSchema } from './privacy/nominee.schema';
import { NomineesRepository } from './privacy/nominees.repository';
import { NomineesService } from './privacy/nominees.service';
import { ExportMailService } from './privacy/export-mail.service';
import {
  BreachDeliveryDoc,
  BreachDeliverySchema,
  BreachNoticeDoc,
  BreachNoticeSchema,
} from './privacy/breach-notice.schema';
import { BreachNoticesRepository } from './privacy/breach-notices.repository';
import { BreachNoticesJob } from './privacy/breach-notices.job';
import { BreachNoticesService } from './privacy/breach-notices.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { BackgroundWork } from './security/background-work';
import { Clock, SystemClock } from './security/clock';
import { EventsRelay } from './security/events-relay';
import { OtpHasher } from './security/otp';
import { Argon2PasswordHasher, PasswordHasher } from './security/password-hasher';
import { RateLimits } from './security/rate-limits';
import { RedisClient } from './security/redis-client';
import { TokenIssuer } from './security/token-issuer';
import { RedisUserAccessStates, UserAccessStates } from './security/user-access-states';
import { DemoUsersSeeder } from './seed/demo-users.seeder';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { PendingSignupDoc, PendingSignupSchema } from './signup/pending-signup.schema';
import { PendingSignupsRepository } from './signup/pending-signups.repository';
import { SignupController } from './signup/signup.controller';
import { SignupService } from './signup/signup.service';
import { HeldSubscriptionDoc, HeldSubscriptionSchema } from './subscriptions/held-subscription.schema';
import { HeldSubscriptionsRepository } from './subscriptions/held-subscriptions.repository';
import { SubscriptionStatesController } from './subscriptions/subscription-states.controller';
import { SubscriptionStatesService } from './subscriptions/subscription-states.service';
import { UserDoc, UserSchema } from './users/user.schema';
import { UsersRepository } from './users/users.repository';

/** Accounts: sign-up, sessions, profile, password reset, account deletion and admin user management. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: UserDoc.name, schema: UserSchema },
      { name: PendingSignupDoc.name, schema: PendingSignupSchema },
      { name: HeldSubscriptionDoc.name, schema: HeldSubscriptionSchema },
      { name: HouseholdDoc.name, schema: HouseholdSchema },
      { name: DeviceSessionDoc.name, schema: DeviceSessionSchema },
      { name: ConsentDoc.name, schema: ConsentSchema },
      { name: NomineeDoc.name, schema: NomineeSchema },
      { name: BreachNoticeDoc.name, schema: BreachNoticeSchema },
      { name: BreachDeliveryDoc.name, schema: BreachDeliverySchema },
    ]),
  ],
  controllers: [
    SignupController,
    SessionsController,
    ProfileController,
    PasswordResetController,
    AdminUsersController,
    AccountDeletionController,
    HandoffController,
    DeviceGrantController,
    DeviceSessionsController,
    SubscriptionStatesController,
    HouseholdsController,
    OwnerAlertsController,
    ConsentsController,
  ],
  providers: [
    UsersRepository,
    ConsentsRepository,
    ConsentsService,
    NomineesRepository,
    NomineesService,
    ExportMailService,
    BreachNoticesRepository,
    BreachNoticesService,
    BreachNoticesJob,
    PendingSignupsRepository,
    HeldSubscriptionsRepository,
    SubscriptionStatesService,
    SignupService,
    SessionsService,
    ProfileService,
    PasswordResetService,
    AdminUsersService,
    AccountDeletionService,
    AccountDeletionJob,
    HandoffService,
    DeviceGrantService,
    DeviceSessionsRepository,
    DeviceSessionsService,
    { provide: DeviceSessionOpener, useExisting: DeviceSessionsService },
    HouseholdsRepository,
    HouseholdsService,
    OwnerAlertsService,
    DemoUsersSeeder,
    RedisClient,
    BackgroundWork,
    { provide: Clock, useClass: SystemClock },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    {
      provide: Mailer,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, {
          service: 'auth',
          unavailableMessage: AuthMessages.mailUnavailable,
        }),
    },
    {
      provide: OtpHasher,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) => new OtpHasher(`${config.JWT_SECRET}:one-time-codes`),
    },
    {
      provide: TokenIssuer,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) => new TokenIssuer(config.JWT_SECRET, config.OWNER_ADMIN_EMAIL),
    },
    {
      provide: RateLimits,
      inject: [AUTH_CONFIG, RedisClient],
      useFactory: (config: AuthConfig, client: RedisClient) =>
        new RateLimits(
          (rule) =>
            new RateLimiterRedis({
              storeClient: client.redis,
              keyPrefix: rule.keyPrefix,
              points: rule.points,
              duration: rule.durationSeconds,
            }),
          { signinMaxFailures: config.SIGNIN_MAX_FAILURES, signinWindowSeconds: config.SIGNIN_WINDOW_SECONDS },
        ),
    },
    {
      provide: UserAccessStates,
      inject: [AUTH_CONFIG, RedisClient, DeviceSessionsRepository, Clock],
      useFactory: (config: AuthConfig, client: RedisClient, sessions: DeviceSessionsRepository, clock: Clock) =>
        new RedisUserAccessStates(client.redis, config.OWNER_ADMIN_EMAIL, (userId) =>
          sessions.revokedIds(userId, clock.now()),
        ),
    },
    {
      provide: HouseholdStates,
      inject: [RedisClient],
      useFactory: (client: RedisClient) => new RedisHouseholdStates(client.redis),
    },
    {
      provide: EventsRelay,
      inject: [AUTH_CONFIG, UsersRepository, EventPublisher],
      useFactory: (config: AuthConfig, users: UsersRepository, publisher: EventPublisher) =>
        new OutboxRelay({
          name: 'auth.users',
          store: users.outboxStore(),
          publish: (event) => publisher.publish(event),
          intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
        }),
    },
  ],
})
export class AccountsModule {}
