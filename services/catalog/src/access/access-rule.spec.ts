import { describe, expect, it } from 'vitest';
import { hasAccess, type Entitlement } from './access-rule';

const now = new Date('2026-06-01T12:00:00.000Z');
const tomorrow = new Date('2026-06-02T12:00:00.000Z');
const yesterday = new Date('2026-05-31T12:00:00.000Z');
const target = { videoIds: ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'], episodeName: 'MONSOON FILES' };

const all = (over: Partial<Entitlement> = {}): Entitlement => ({
  scope: 'all',
  episodeId: null,
  episodeName: null,
  endAt: tomorrow,
  active: true,
  ...over,
});
const episode = (over: Partial<Entitlement> = {}): Entitlement => ({
  scope: 'episode',
  episodeId: null,
  episodeName: null,
  endAt: tomorrow,
  active: true,
  ...over,
});

describe('hasAccess', () => {
  it('refuses a user without subscriptions', () => {
    expect(hasAccess([], target, now)).toBe(false);
  });

  it('grants an active, unexpired all-scope subscription for any episode', () => {
    expect(hasAccess([all()], target, now)).toBe(true);
  });

  it('grants an episode subscription that matches the episode name, whatever its case', () => {
    expect(hasAccess([episode({ episodeName: 'monsoon files' })], target, now)).toBe(true);
    expect(hasAccess([episode({ episodeName: 'OTHER SHOW' })], target, now)).toBe(false);
  });

  it('grants an episode subscription that matches one of the parts by id', () => {
    expect(hasAccess([episode({ episodeId: 'BBBBBBBBBBBBBBBBBBBBBBBB' })], target, now)).toBe(true);
    expect(hasAccess([episode({ episodeId: 'cccccccccccccccccccccccc' })], target, now)).toBe(false);
  });

  it('matches by id alone when the subscription names one: its name does not open a group of that name', () => {
    const movie = episode({ episodeId: 'cccccccccccccccccccccccc', episodeName: 'MONSOON FILES' });
    expect(hasAccess([movie], target, now)).toBe(false);
    expect(hasAccess([{ ...movie, episodeId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }], target, now)).toBe(true);
  });

  it('refuses once endAt has passed, to the millisecond', () => {
    expect(hasAccess([all({ endAt: yesterday })], target, now)).toBe(false);
    expect(hasAccess([all({ endAt: now })], target, now)).toBe(false);
    expect(hasAccess([all({ endAt: new Date(now.getTime() + 1) })], target, now)).toBe(true);
  });

  it('refuses an expired or cancelled (inactive) subscription even before endAt', () => {
    expect(
      hasAccess([all({ active: false }), episode({ episodeName: 'MONSOON FILES', active: false })], target, now),
    ).toBe(false);
  });

  it('grants when any one of several subscriptions qualifies', () => {
    expect(
      hasAccess(
        [all({ endAt: yesterday }), episode({ episodeName: 'OTHER' }), episode({ episodeName: 'MONSOON FILES' })],
        target,
        now,
      ),
    ).toBe(true);
  });
});
