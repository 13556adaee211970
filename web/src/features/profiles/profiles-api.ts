import type { CreateProfileRequest, HouseholdReply, SelectProfileReply } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** What the profile form sends, to create a profile or to change one (libs/contracts' schemas). */
export type ProfileFields = CreateProfileRequest;

/** The query key of the account's household (profiles, PIN, parental lock), shared by every screen that reads it. */
export const HOUSEHOLD_QUERY_KEY = ['user', 'household'] as const;

export const fetchHousehold = (signal?: AbortSignal): Promise<HouseholdReply> =>
  dataOf(api.GET('/api/v1/profiles', { signal }));

export const createProfile = (fields: ProfileFields): Promise<HouseholdReply> =>
  dataOf(api.POST('/api/v1/profiles', { body: fields }));

export const updateProfile = (id: string, fields: ProfileFields): Promise<HouseholdReply> =>
  dataOf(api.PATCH('/api/v1/profiles/{id}', { params: { path: { id } }, body: fields }));

export const deleteProfile = (id: string, pin?: string): Promise<HouseholdReply> =>
  dataOf(api.DELETE('/api/v1/profiles/{id}', { params: { path: { id } }, body: pin ? { pin } : {} }));

/** The account PIN or password that proves a grown-up chose the profile (either may be left out). */
export interface ProfileSecret {
  pin?: string;
  password?: string;
}

export const selectProfile = (id: string, secret: ProfileSecret = {}): Promise<SelectProfileReply> =>
  dataOf(
    api.POST('/api/v1/profiles/{id}/select', {
      params: { path: { id } },
      body: {
        ...(secret.pin ? { pin: secret.pin } : {}),
        ...(secret.password ? { password: secret.password } : {}),
      },
    }),
  );

export const setParentalControls = (body: {
  password: string;
  pin?: string;
  parentalLock?: boolean;
  removePin?: boolean;
}): Promise<HouseholdReply> => dataOf(api.PUT('/api/v1/account/parental-controls', { body }));

export const confirmAge = (body: { password: string; dateOfBirth: string }): Promise<HouseholdReply> =>
  dataOf(api.POST('/api/v1/account/age-confirmation', { body }));
