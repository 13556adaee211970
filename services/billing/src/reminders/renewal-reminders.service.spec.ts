import { describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '@streamhub/nest-kit';
import { strictFake } from '@streamhub/testkit';
import type { BillingConfig } from '../config';
import type { CustomersRepository } from '../customers/customers.repository';
import type { SubscriptionRecord, SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { RenewalRemindersService } from './renewal-reminders.service';

const now = new Date('2026-03-10T18:30:00.000Z');

const halted = (id: string): SubscriptionRecord =>
  ({
    _id: id,
    userId: `user-${id}`,
    planCode: 'MONTHLY_AUTO',
    planTitle: 'Monthly (auto-renew)',
    scope: 'all',
    episodeId: null,
    episodeName: null,
    status: 'expired',
    autoRenew: 'halted',
    haltNotice: 'due',
    endAt: now,
  }) as SubscriptionRecord;

function service(repo: Partial<SubscriptionsRepository>, mailer: Mailer): RenewalRemindersService {
  return new RenewalRemindersService(
    strictFake<SubscriptionsRepository>('subscriptions', repo),
    strictFake<CustomersRepository>('customers', {
      find: async (userId) => ({ userId, email: `${userId}@test.local`, name: 'Asha' }) as never,
    }),
    mailer,
    { WEB_APP_URL: 'http://127.0.0.1:5173', RENEWAL_REMINDER_LEAD_MS: 0 } as BillingConfig,
    () => now,
  );
}

describe('RenewalRemindersService.sendHaltNotices', () => {
  it('mails each halted subscription once it is claimed, and gives the claim back when the mail fails', async () => {
    const claims: string[] = [];
    const unclaimed: string[] = [];
    const sent: OutgoingMail[] = [];
    const reminders = service(
      {
        dueForHaltNotice: async () => [halted('a'), halted('b'), halted('c')],
        claimHaltNotice: async (id) => {
          claims.push(id);
          return id !== 'b'; // b was claimed by another replica
        },
        unclaimHaltNotice: async (id) => void unclaimed.push(id),
      },
      strictFake<Mailer>('mailer', {
        send: async (mail) => {
          if (mail.to === 'user-c@test.local') throw new Error('SMTP down');
          sent.push(mail);
        },
      }),
    );
    await expect(reminders.sendHaltNotices()).rejects.toThrow('SMTP down');
    expect(claims).toEqual(['a', 'b', 'c']);
    expect(sent.map((mail) => mail.to)).toEqual(['user-a@test.local']);
    expect(sent[0]!.text).toContain('http://127.0.0.1:5173/subscriptions?renew=MONTHLY_AUTO');
    expect(unclaimed).toEqual(['c']); // due again: the next run sends it
  });
});
