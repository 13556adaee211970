import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  AuthEvents,
  AuthMessages,
  MAX_PROFILES,
  PIN_UNLOCK_SECONDS,
  ProfileMessages,
  ServiceErrorCode,
  type HouseholdState,
  type Principal,
  type ProfileTokenClaims,
} from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { EventsRelay } from '../security/events-relay';
import type { UsersRepository } from '../users/users.repository';
import { TokenIssuer } from '../security/token-issuer';
import { accountFakes, InMemoryUsers, memoryRateLimits } from '../testing/fakes';
import { failure } from '../testing/failure';
import type { ProfileDoc } from './household.schema';
import type { HouseholdStates } from './household-states';
import type { Household, HouseholdChange, HouseholdsRepository } from './households.repository';
import { HouseholdsService } from './households.service';

const SECRET = 'unit-test-secret-of-some-length';
const PIN = '4821';

/** Households as the repository keeps them: a write names the revision it read, or changes nothing. */
class InMemoryHouseholds {
  readonly rows = new Map<string, Household>();
  /** Writes to lose to a concurrent one (the next `update` calls find a newer revision). */
  conflicts = 0;

  async find(userId: string): Promise<Household | null> {
    const row = this.rows.get(userId);
    return row ? structuredClone(row) : null;
  }
  async findOrCreate(userId: string, initial: HouseholdChange): Promise<Household> {
    if (!this.rows.has(userId)) {
      this.rows.set(userId, {
        userId,
        profiles: [],
        pinHash: null,
        parentalLock: false,
        dateOfBirth: null,
        ageConfirmedAt: null,
        revision: 0,
        ...structuredClone(initial),
      });
    }
    return (await this.find(userId))!;
  }
  async update(userId: string, revision: number, change: HouseholdChange): Promise<Household | null> {
    const row = this.rows.get(userId);
    if (this.conflicts > 0) {
      this.conflicts -= 1;
      if (row) row.revision += 1;
      return null;
    }
    if (!row || row.revision !== revision) return null;
    Object.assign(row, structuredClone(change), { revision: revision + 1 });
    return structuredClone(row);
  }
}

class RecordingStates {
  readonly saved: Household[] = [];
  async save(household: Household): Promise<HouseholdState> {
    this.saved.push(household);
    return { profiles: [], parentalLock: household.parentalLock, ageConfirmed: household.ageConfirmedAt !== null };
  }
}

async function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const households = new InMemoryHouseholds();
  const states = new RecordingStates();
  const outbox: { id: string; type: string }[] = [];
  const payloads: unknown[] = [];
  const service = new HouseholdsService(
    strictFake<HouseholdsRepository>('households', households),
    strictFake<UsersRepository>('users', {
      findById: (id) => fakes.users.findById(id),
      newId: () => fakes.users.newId(),
      appendEvents: async (id, events) => {
        outbox.push(...events.map((e) => ({ id, type: e.type })));
        payloads.push(...events.map((e) => e.payload));
        return true;
      },
    }),
    fakes.passwordsPort,
    new TokenIssuer(SECRET, 'owner@streamhub.local'),
    strictFake<HouseholdStates>('states', states),
    fakes.clock,
    strictFake<EventsRelay>('relay', fakes.relay),
    memoryRateLimits(),
    fakes.alertsPort,
  );
  const user = await fakes.users.addUser({
    email: `holder-${Math.random().toString(36).slice(2)}@example.com`,
    name: 'Asha Rao',
    passwordHash: 'hashed:right-pass',
  });
  const principal: Principal = { userId: user.id, email: user.email, role: 'user', isAdmin: false };
  const caller = { principal, clientAddress: '203.0.113.7' };
  return { ...fakes, service, households, states, outbox, payloads, user, principal, caller };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The account with a PIN set, and a second profile that needs it. */
async function withPin(s: Setup, profile: Partial<ProfileDoc> = {}): Promise<ProfileDoc> {
  await s.service.setParentalControls(s.caller, { password: 'right-pass', pin: PIN });
  const created = await s.service.create(s.caller, { name: 'Guest', pin: PIN });
  const id = created.profiles.find((p) => p.name === 'Guest')!.id;
  const row = s.households.rows.get(s.user.id)!;
  row.profiles = row.profiles.map((p) => (p.id === id ? { ...p, ...profile } : p));
  return row.profiles.find((p) => p.id === id)!;
}

const kidsCaller = (s: Setup, kidsId: string) => ({
  principal: { ...s.principal, profile: { id: kidsId, kids: true, maturityLimit: 'U/A 7+' } } as Principal,
  clientAddress: '203.0.113.7',
});

describe('HouseholdsService: the account PIN and its lock-out', () => {
  it('asks for the PIN before a profile that requires it is chosen, since the PIN is what keeps that profile private', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    expect(await failure(s.service.select(s.caller, { id: guest.id }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: ProfileMessages.pinRequired,
    });
  });

  it('says how many tries are left after each wrong PIN, then locks for 15 minutes on the fifth', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await failure(s.service.select(s.caller, { id: guest.id, pin: '0000' })));
    expect(answers.map((a) => a.message)).toEqual([
      ProfileMessages.pinIncorrect(4),
      ProfileMessages.pinIncorrect(3),
      ProfileMessages.pinIncorrect(2),
      ProfileMessages.pinIncorrect(1),
      ProfileMessages.pinLocked(15),
    ]);
    expect(answers[0]!.code).toBe(ServiceErrorCode.Forbidden);
    expect(answers[4]!.code).toBe(ServiceErrorCode.RateLimited);
  });

  it('refuses even the right PIN once locked, so guessing cannot go on in parallel past the limit', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    for (let i = 0; i < 5; i += 1) await failure(s.service.select(s.caller, { id: guest.id, pin: '1111' }));
    expect(await failure(s.service.select(s.caller, { id: guest.id, pin: PIN }))).toMatchObject({
      code: ServiceErrorCode.RateLimited,
    });
  });

  it('counts a malformed PIN as a wrong try, so the format is no way round the count', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    expect(await failure(s.service.select(s.caller, { id: guest.id, pin: 'abcd' }))).toMatchObject({
      message: ProfileMessages.pinIncorrect(4),
    });
  });

  it('forgets earlier wrong tries after a right PIN, so a parent’s typo does not add up to a lock-out', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    for (let i = 0; i < 3; i += 1) await failure(s.service.select(s.caller, { id: guest.id, pin: '0000' }));
    await s.service.select(s.caller, { id: guest.id, pin: PIN });
    expect(await failure(s.service.select(s.caller, { id: guest.id, pin: '0000' }))).toMatchObject({
      message: ProfileMessages.pinIncorrect(4),
    });
  });

  it('signs the PIN time into the profile token and reports the unlock window when the parental lock is on', async () => {
    const s = await setup();
    const guest = await withPin(s, { pinRequired: true });
    await s.service.setParentalControls(s.caller, { password: 'right-pass', parentalLock: true });
    const reply = await s.service.select(s.caller, { id: guest.id, pin: PIN });
    const claims = jwt.verify(reply.profileToken, SECRET) as ProfileTokenClaims;
    const pinAt = Math.floor(s.clock.now().getTime() / 1000);
    expect(claims).toMatchObject({ sub: s.user.id, pid: guest.id, typ: 'profile', pinAt });
    expect(reply.unlockedUntil).toBe(new Date((pinAt + PIN_UNLOCK_SECONDS) * 1000).toISOString());
  });

  it('asks to set a PIN first when a profile would require one that does not exist', async () => {
    const s = await setup();
    expect(await failure(s.service.create(s.caller, { name: 'Guest', pinRequired: true }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: ProfileMessages.pinNotSet,
    });
  });
});

describe('HouseholdsService: what needs the PIN', () => {
  it.each([
    ['raising a profile’s maturity limit', { maturityLimit: 'U/A 13+' as const }, { maturityLimit: 'A' as const }],
    ['turning a kids profile into an adult one', { kids: true, maturityLimit: 'U' as const }, { kids: false }],
    ['no longer requiring the PIN for a profile', { pinRequired: true }, { pinRequired: false }],
  ])('asks for the PIN before %s, since that lifts a restriction', async (_case, start, change) => {
    const s = await setup();
    const profile = await withPin(s, start);
    expect(await failure(s.service.update(s.caller, { id: profile.id, ...change }))).toMatchObject({
      message: ProfileMessages.pinRequired,
    });
    await expect(s.service.update(s.caller, { id: profile.id, ...change, pin: PIN })).resolves.toMatchObject({
      profiles: expect.arrayContaining([expect.objectContaining({ id: profile.id, ...change })]),
    });
  });

  it('tightens a profile without the PIN, and ends its tokens already out there', async () => {
    const s = await setup();
    const guest = await withPin(s);
    await s.service.update(s.caller, { id: guest.id, maturityLimit: 'U' });
    expect(s.households.rows.get(s.user.id)!.profiles.find((p) => p.id === guest.id)).toMatchObject({
      maturityLimit: 'U',
      version: (guest.version ?? 0) + 1,
    });
  });

  it('asks for the PIN before an adult profile is added, since a new adult profile is a way round the locks', async () => {
    const s = await setup();
    await withPin(s);
    expect(await failure(s.service.create(s.caller, { name: 'Another' }))).toMatchObject({
      message: ProfileMessages.pinRequired,
    });
    await expect(s.service.create(s.caller, { name: 'Little one', kids: true })).resolves.toMatchObject({
      profiles: expect.arrayContaining([expect.objectContaining({ name: 'Little one', maturityLimit: 'U/A 7+' })]),
    });
  });

  it('asks for the PIN before a profile is deleted, and tells catalog afterwards to drop its lists', async () => {
    const s = await setup();
    const guest = await withPin(s);
    expect(await failure(s.service.remove(s.caller, { id: guest.id }))).toMatchObject({
      message: ProfileMessages.pinRequired,
    });
    expect(s.outbox).toEqual([]);
    await s.service.remove(s.caller, { id: guest.id, pin: PIN });
    expect(s.outbox).toEqual([{ id: s.user.id, type: AuthEvents.profileDeleted }]);
    expect(s.relay.kicks).toBe(1);
  });
});

describe('HouseholdsService: parental controls', () => {
  it('needs the account password to set a PIN, since whoever holds the PIN holds the locks', async () => {
    const s = await setup();
    expect(await failure(s.service.setParentalControls(s.caller, { password: '', pin: PIN }))).toMatchObject({
      message: ProfileMessages.passwordRequired,
    });
    expect(await failure(s.service.setParentalControls(s.caller, { password: 'wrong-pass', pin: PIN }))).toMatchObject({
      message: ProfileMessages.passwordIncorrect,
    });
  });

  it.each(['123', '12345', '12a4'])('refuses the PIN %s: a PIN is four digits', async (pin) => {
    const s = await setup();
    expect(await failure(s.service.setParentalControls(s.caller, { password: 'right-pass', pin }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: ProfileMessages.pinFormat,
    });
  });

  it('ends every profile token when the PIN changes and alerts the owner, so a token chosen with the old PIN does not outlive it', async () => {
    const s = await setup();
    await withPin(s);
    const versionsBefore = s.households.rows.get(s.user.id)!.profiles.map((p) => p.version ?? 0);
    await s.service.setParentalControls(s.caller, { password: 'right-pass', pin: '9090' });
    const after = s.households.rows.get(s.user.id)!;
    expect(after.profiles.map((p) => p.version ?? 0)).toEqual(versionsBefore.map((v) => v + 1));
    expect(after.pinHash).toBe('hashed:9090');
    // One alert when the PIN was first set, one for this change.
    expect(s.alerts.raised.filter((a) => a.kind === 'pin')).toHaveLength(2);
  });

  it('turns the parental lock off and frees every profile when the PIN is removed', async () => {
    const s = await setup();
    await withPin(s, { pinRequired: true });
    await s.service.setParentalControls(s.caller, { password: 'right-pass', parentalLock: true });
    const reply = await s.service.setParentalControls(s.caller, { password: 'right-pass', removePin: true });
    expect(reply).toMatchObject({ pinSet: false, parentalLock: false });
    expect(reply.profiles.every((p) => !p.pinRequired)).toBe(true);
  });

  it('refuses the parental lock without a PIN, since the lock is opened with it', async () => {
    const s = await setup();
    expect(
      await failure(s.service.setParentalControls(s.caller, { password: 'right-pass', parentalLock: true })),
    ).toMatchObject({ message: ProfileMessages.pinNotSet });
  });

  it.each([
    ['under 18 today', '2008-01-16', ProfileMessages.underAge],
    ['not a date', '2001-02-30', ProfileMessages.dateOfBirthInvalid],
  ])(
    'refuses an age confirmation for a holder %s, since A-rated titles are for adults',
    async (_case, dateOfBirth, message) => {
      // The frozen clock stands at 2026-01-15: born 2008-01-16 is one day short of 18.
      const s = await setup();
      expect(await failure(s.service.confirmAge(s.caller, { password: 'right-pass', dateOfBirth }))).toMatchObject({
        message,
      });
    },
  );

  it('confirms the age of a holder who turned 18 today', async () => {
    const s = await setup();
    await expect(
      s.service.confirmAge(s.caller, { password: 'right-pass', dateOfBirth: '2008-01-15' }),
    ).resolves.toMatchObject({ ageConfirmed: true });
  });
});

describe('HouseholdsService: kids profiles', () => {
  it('keeps a kids profile from changing profiles or parental controls', async () => {
    const s = await setup();
    const kids = await withPin(s, { kids: true, maturityLimit: 'U' });
    const asKids = kidsCaller(s, kids.id);
    for (const attempt of [
      s.service.create(asKids, { name: 'Sneaky', kids: true }),
      s.service.setParentalControls(asKids, { password: 'right-pass', removePin: true }),
      s.service.update(asKids, { id: kids.id, maturityLimit: 'A' }),
    ]) {
      expect(await failure(attempt)).toEqual({
        code: ServiceErrorCode.Forbidden,
        message: ProfileMessages.kidsCannotManage,
      });
    }
  });

  it('lets a kids profile change its own avatar', async () => {
    const s = await setup();
    const kids = await withPin(s, { kids: true, maturityLimit: 'U' });
    await expect(s.service.update(kidsCaller(s, kids.id), { id: kids.id, avatar: 'ocean' })).resolves.toMatchObject({
      profiles: expect.arrayContaining([expect.objectContaining({ id: kids.id, avatar: 'ocean' })]),
    });
  });

  it('asks for the PIN (not nothing) to leave a kids profile for an adult one', async () => {
    const s = await setup();
    const kids = await withPin(s, { kids: true, maturityLimit: 'U' });
    expect(await failure(s.service.select(kidsCaller(s, kids.id), { id: s.user.id }))).toMatchObject({
      message: ProfileMessages.pinRequired,
    });
    await expect(s.service.select(kidsCaller(s, kids.id), { id: s.user.id, pin: PIN })).resolves.toMatchObject({
      profile: { id: s.user.id, primary: true },
    });
  });

  it('asks for the password to leave a kids profile when the account has no PIN', async () => {
    const s = await setup();
    const created = await s.service.create(s.caller, { name: 'Little one', kids: true });
    const kidsId = created.profiles.find((p) => p.kids)!.id;
    expect(await failure(s.service.select(kidsCaller(s, kidsId), { id: s.user.id }))).toEqual({
      code: ServiceErrorCode.Forbidden,
      message: ProfileMessages.kidsLeaveNeedsSecret,
    });
    await expect(
      s.service.select(kidsCaller(s, kidsId), { id: s.user.id, password: 'right-pass' }),
    ).resolves.toMatchObject({ profile: { id: s.user.id } });
  });
});

describe('HouseholdsService: the household itself', () => {
  it('makes the holder’s own profile from the first name when the account first needs one', async () => {
    const s = await setup();
    await expect(s.service.list(s.principal)).resolves.toMatchObject({
      profiles: [{ id: s.user.id, name: 'Asha', primary: true, maturityLimit: 'A', kids: false }],
      maxProfiles: MAX_PROFILES,
      pinSet: false,
    });
  });

  it(`refuses a profile past the ${MAX_PROFILES} an account may have`, async () => {
    const s = await setup();
    for (let i = 1; i < MAX_PROFILES; i += 1) await s.service.create(s.caller, { name: `Viewer ${i}` });
    expect(await failure(s.service.create(s.caller, { name: 'One too many' }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: ProfileMessages.tooMany,
    });
  });

  it('never deletes the holder’s own profile', async () => {
    const s = await setup();
    expect(await failure(s.service.remove(s.caller, { id: s.user.id }))).toMatchObject({
      message: ProfileMessages.primaryCannotBeDeleted,
    });
  });

  it('publishes the account’s language when the holder’s own profile changes language, not for other profiles', async () => {
    const s = await setup();
    const guest = (await s.service.create(s.caller, { name: 'Guest' })).profiles.find((p) => p.name === 'Guest')!;
    await s.service.update(s.caller, { id: guest.id, language: 'ta' });
    await s.service.update(s.caller, { id: s.user.id, autoplay: false });
    expect(s.outbox).toEqual([]);

    await s.service.update(s.caller, { id: s.user.id, language: 'hi' });
    await s.service.update(s.caller, { id: s.user.id, language: 'hi' });
    expect(s.outbox).toEqual([{ id: s.user.id, type: AuthEvents.accountLanguageChanged }]);
    expect(s.payloads).toEqual([{ userId: s.user.id, language: 'hi' }]);
    expect(s.relay.kicks).toBeGreaterThan(0);
  });

  it('reapplies a change to the latest revision when another write came first, and tells the gateway the result', async () => {
    const s = await setup();
    await s.service.list(s.principal);
    s.households.conflicts = 2;
    await s.service.create(s.caller, { name: 'Guest' });
    expect(s.households.rows.get(s.user.id)!.profiles.map((p) => p.name)).toEqual(['Asha', 'Guest']);
    expect(s.states.saved.at(-1)!.profiles).toHaveLength(2);
  });

  it('gives up with a conflict after five lost writes rather than looping', async () => {
    const s = await setup();
    await s.service.list(s.principal);
    s.households.conflicts = 5;
    expect(await failure(s.service.create(s.caller, { name: 'Guest' }))).toMatchObject({
      code: ServiceErrorCode.Conflict,
    });
  });

  it('treats a session whose account is gone as signed out', async () => {
    const s = await setup();
    const ghost = { ...s.principal, userId: '0123456789abcdef01234567' };
    expect(await failure(s.service.list(ghost))).toEqual({
      code: ServiceErrorCode.Unauthorized,
      message: AuthMessages.sessionInvalid,
    });
  });

  it('answers an empty state for a user that does not exist, without creating a household', async () => {
    const s = await setup();
    await expect(s.service.state('0123456789abcdef01234567')).resolves.toEqual({
      profiles: [],
      parentalLock: false,
      ageConfirmed: false,
    });
    expect(s.households.rows.size).toBe(0);
  });
});
