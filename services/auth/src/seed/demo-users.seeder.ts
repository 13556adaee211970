import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { UserRole } from '@streamhub/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import type { NewUser } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';

interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/** Creates the demo admin and demo user at start when they are missing; never changes existing ones. */
@Injectable()
export class DemoUsersSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('auth.seed');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly relay: EventsRelay,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_USERS) return;
    const accounts: DemoAccount[] = [
      {
        name: 'Demo Admin',
        email: this.config.DEMO_ADMIN_EMAIL,
        password: this.config.DEMO_ADMIN_PASSWORD,
        role: 'admin',
      },
      { name: 'Demo User', email: this.config.DEMO_USER_EMAIL, password: this.config.DEMO_USER_PASSWORD, role: 'user' },
    ];
    for (const account of accounts) {
      const created = await this.ensure(account);
      this.logger.log(`demo ${account.role}: ${account.email} / ${account.password}${created ? ' (created)' : ''}`);
    }
    this.relay.kick();
  }

  private async ensure(account: DemoAccount): Promise<boolean> {
    if (await this.users.findByEmail(account.email)) return false;
    const newUser: NewUser = {
      id: this.users.newId(),
      name: account.name,
      email: account.email,
      mobile: '9000000000',
      role: account.role,
      passwordHash: await this.passwords.hash(account.password),
      createdAt: this.clock.now(),
    };
    try {
      await this.users.create(newUser, [userEvents.registered(newUser)]);
      return true;
    } catch (err) {
      if (err instanceof DuplicateEmailError) return false; // another replica seeded it first
      throw err;
    }
  }
}
