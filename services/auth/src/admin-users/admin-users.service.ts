import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  type CreateAdminReply,
  type CreateAdminRequest,
  type ListUsersRequest,
  type Principal,
  type PublicUser,
  type UserList,
  type UserStatus,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { UserAccessStates } from '../security/user-access-states';
import { checkNewAccount } from '../users/account-rules';
import { toPublicUser } from '../users/public-user';
import type { NewUser, UserRecord } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Admin user management. The gateway checks the role too; this is the second lock on the door. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly states: UserAccessStates,
    private readonly relay: EventsRelay,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL'>,
  ) {}

  async list(principal: Principal | undefined, query: ListUsersRequest): Promise<UserList> {
    assertAdmin(principal);
    const page = wholeNumber(query.page, 1, 1, Number.MAX_SAFE_INTEGER);
    const limit = wholeNumber(query.limit, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const ownerEmail = this.config.OWNER_ADMIN_EMAIL;
    const [{ users, total }, stats] = await Promise.all([
      this.users.list({ search: query.search, status: query.status, role: query.role, page, limit, ownerEmail }),
      this.users.stats(ownerEmail),
    ]);
    return { users: users.map((u) => this.public(u)), total, page, limit, stats };
  }

  async setStatus(principal: Principal | undefined, id: string, status: UserStatus): Promise<PublicUser> {
    const admin = assertAdmin(principal);
    if (status !== 'active' && status !== 'inactive') throw ServiceError.invalid(AuthMessages.statusInvalid);
    const target = await this.target(id);
    if (this.isProtected(target, admin)) throw ServiceError.invalid(AuthMessages.cannotChangeStatus);
    const events = target.status === status ? [] : [userEvents.statusChanged(target.id, status)];
    const user = await this.users.setStatus(target.id, status, events);
    if (!user) throw ServiceError.notFound(AuthMessages.userNotFound);
    await this.states.save(user);
    this.relay.kick();
    return this.public(user);
  }

  async delete(principal: Principal | undefined, id: string): Promise<void> {
    const admin = assertAdmin(principal);
    const target = await this.target(id);
    if (this.isProtected(target, admin)) throw ServiceError.invalid(AuthMessages.cannotDelete);
    if (!(await this.users.softDelete(target, [userEvents.deleted(target.id)])))
      throw ServiceError.notFound(AuthMessages.userNotFound);
    await this.states.markDeleted(target.id);
    this.relay.kick();
  }

  /** Creates an admin account, or promotes the existing account with that email. */
  async createAdmin(principal: Principal | undefined, input: CreateAdminRequest): Promise<CreateAdminReply> {
    assertAdmin(principal);
    const fields = checkNewAccount(input);
    const existing = await this.users.findByEmail(fields.email);
    if (existing) return { user: this.public(await this.promote(existing)), created: false };

    const newUser: NewUser = {
      id: this.users.newId(),
      name: fields.name,
      email: fields.email,
      mobile: fields.mobile,
      role: 'admin',
      passwordHash: await this.passwords.hash(fields.password),
      createdAt: this.clock.now(),
    };
    try {
      const user = await this.users.create(newUser, [userEvents.registered(newUser)]);
      this.relay.kick();
      return { user: this.public(user), created: true };
    } catch (err) {
      if (err instanceof DuplicateEmailError) throw ServiceError.conflict(AuthMessages.emailTaken);
      throw err;
    }
  }

  private async promote(user: UserRecord): Promise<UserRecord> {
    if (user.role === 'admin') return user;
    const event = userEvents.updated(user.id, { name: user.name, mobile: user.mobile, role: 'admin' });
    const promoted = await this.users.promoteToAdmin(user.id, [event]);
    if (!promoted) throw ServiceError.notFound(AuthMessages.userNotFound);
    await this.states.save(promoted);
    this.relay.kick();
    return promoted;
  }

  private async target(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw ServiceError.notFound(AuthMessages.userNotFound);
    return user;
  }

  /** Nobody changes or deletes their own account here, and nobody touches the owner admin. */
  private isProtected(target: UserRecord, admin: Principal): boolean {
    return target.id === admin.userId || target.email === this.config.OWNER_ADMIN_EMAIL;
  }

  private public(user: UserRecord): PublicUser {
    return toPublicUser(user, this.config.OWNER_ADMIN_EMAIL);
  }
}

function assertAdmin(principal: Principal | undefined): Principal {
  if (!principal?.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
  return principal;
}

function wholeNumber(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}
