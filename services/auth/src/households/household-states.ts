import { householdStateKey, type HouseholdState } from '@streamhub/contracts';
import type { Redis } from 'ioredis';
import { REMEMBER_ME_TOKEN_SECONDS } from '../security/token-issuer';
import type { Household } from './households.repository';

const KEY_TTL_SECONDS = REMEMBER_ME_TOKEN_SECONDS + 24 * 3_600;

export function householdStateOf(household: Household): HouseholdState {
  return {
    profiles: household.profiles.map((p) => ({
      id: p.id,
      maturityLimit: p.maturityLimit,
      kids: p.kids,
      pinRequired: p.pinRequired,
      version: p.version ?? 0,
    })),
    parentalLock: household.parentalLock,
    ageConfirmed: household.ageConfirmedAt !== null,
  };
}

/**
 * What the gateway reads on every signed-in request to know the active profile's limits: written
 * on every change; a missing key makes the gateway ask this service (householdState), which
 * writes it again.
 */
export abstract class HouseholdStates {
  abstract save(household: Household): Promise<HouseholdState>;
  abstract remove(userId: string): Promise<void>;
}

export class RedisHouseholdStates extends HouseholdStates {
  constructor(private readonly redis: Redis) {
    super();
  }

  async save(household: Household): Promise<HouseholdState> {
    const state = householdStateOf(household);
    await this.redis.set(householdStateKey(household.userId), JSON.stringify(state), 'EX', KEY_TTL_SECONDS);
    return state;
  }

  async remove(userId: string): Promise<void> {
    await this.redis.del(householdStateKey(userId));
  }
}
