import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEvents, type EventEnvelope } from '@streamhub/contracts';
import { OutboxRelay } from '@streamhub/nest-kit';
import { testEnv, unique } from '@streamhub/testkit';
import { userEvents } from '../src/users/user-events';
import type { NewUser } from '../src/users/user.record';
import { UserDoc, UserSchema } from '../src/users/user.schema';
import { DuplicateEmailError, UsersRepository } from '../src/users/users.repository';

/** The users repository and its outbox on the real Mongo-wire server, in a database of its own. */

let connection: Connection;
let users: UsersRepository;

beforeAll(async () => {
  connection = await mongoose
    .createConnection(testEnv.mongoUrl, { dbName: `streamhub_auth_it_${unique('')}` })
    .asPromise();
  const model = connection.model(UserDoc.name, UserSchema);
  await model.init(); // waits for the automatic index build (the unique email index matters here)
  users = new UsersRepository(model as never);
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const newUser = (email = `${unique('u')}@test.local`): NewUser => ({
  id: users.newId(),
  name: 'Outbox User',
  email,
  mobile: '9876543210',
  role: 'user',
  passwordHash: 'not-a-real-hash',
  createdAt: new Date(),
});

describe('users outbox', () => {
  it('keeps events written while Kafka is down and publishes them in order once it is back', async () => {
    const user = newUser();
    const created = await users.create(user, [userEvents.registered(user)]);
    await users.updateProfile(created.id, { name: 'Renamed', mobile: '9999999999' }, [
      userEvents.updated(created.id, { name: 'Renamed', mobile: '9999999999', role: 'user' }),
    ]);
    await users.setStatus(created.id, 'inactive', [userEvents.statusChanged(created.id, 'inactive')]);

    let kafkaUp = false;
    const published: EventEnvelope[] = [];
    const relay = new OutboxRelay({
      name: 'test',
      store: users.outboxStore(),
      publish: async (event) => {
        if (!kafkaUp) throw new Error('Connection error: connect ECONNREFUSED 127.0.0.1:9092');
        published.push(event);
      },
      logger: { log: () => undefined, warn: () => undefined },
    });

    expect(await relay.relayOnce()).toBe(0);
    const raw = await connection.collection('users').findOne({ _id: new mongoose.Types.ObjectId(created.id) });
    expect(raw?.outbox.map((e: EventEnvelope) => e.type)).toEqual([
      AuthEvents.userRegistered,
      AuthEvents.userUpdated,
      AuthEvents.userStatusChanged,
    ]);

    kafkaUp = true;
    await relay.relayOnce();
    const mine = published.filter((e) => e.key === created.id);
    expect(mine.map((e) => e.type)).toEqual([
      AuthEvents.userRegistered,
      AuthEvents.userUpdated,
      AuthEvents.userStatusChanged,
    ]);
    expect(mine[0]?.payload).toMatchObject({
      userId: created.id,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
    });
    const after = await connection.collection('users').findOne({ _id: new mongoose.Types.ObjectId(created.id) });
    expect(after?.outbox).toEqual([]);
    expect(after).toMatchObject({ name: 'Renamed', status: 'inactive', tokenVersion: 1 });
  });

  it('frees a deleted user’s email at once and purges the document after its event is out', async () => {
    const user = newUser();
    const created = await users.create(user, [userEvents.registered(user)]);
    await expect(users.create(newUser(user.email), [])).rejects.toBeInstanceOf(DuplicateEmailError);

    expect(await users.softDelete(created, [userEvents.deleted(created.id)])).toBe(true);
    expect(await users.findById(created.id)).toBeNull();
    expect(await users.findByEmail(user.email)).toBeNull();
    const again = await users.create(newUser(user.email), []);
    expect(again.email).toBe(user.email);

    const published: string[] = [];
    const relay = new OutboxRelay({
      name: 'test',
      store: users.outboxStore(),
      publish: async (e) => void published.push(e.type),
    });
    await relay.relayOnce();
    expect(published).toContain(AuthEvents.userDeleted);
    expect(await connection.collection('users').countDocuments({ _id: new mongoose.Types.ObjectId(created.id) })).toBe(
      0,
    );
  });

  it('searches name, email and mobile case-insensitively, newest first, with totals', async () => {
    const marker = unique('Srch');
    const older = newUser(`${marker.toLowerCase()}-a@test.local`);
    older.createdAt = new Date(Date.now() - 60_000);
    const newer = { ...newUser(), name: `Someone ${marker.toUpperCase()}` };
    await users.create(older, []);
    await users.create(newer, []);
    const found = await users.list({ search: marker, page: 1, limit: 10, ownerEmail: 'owner@streamhub.local' });
    expect(found.total).toBe(2);
    expect(found.users.map((u) => u.id)).toEqual([newer.id, older.id]);
    const regexChars = await users.list({ search: '.*', page: 1, limit: 10, ownerEmail: 'owner@streamhub.local' });
    expect(regexChars.total).toBe(0);
  });
});
