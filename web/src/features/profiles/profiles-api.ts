import type { HouseholdReply, SelectProfileReply } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

export interface ProfileFields {
  name?: string;
  avatar?: string;
  maturityLimit?: string;
  kids?: boolean;
  language?: string;
  autoplay?: boolean;
  pinRequired?: boolean;
  pin?: string;
}

const seg = encodeURIComponent;

/** The query key of the account's household (profiles, PIN, parental lock), shared by every screen that reads it. */
export const HOUSEHOLD_QUERY_KEY = ['user', 'household'] as const;

export const fetchHousehold = (signal?: AbortSignal): Promise<HouseholdReply> =>
  api.get<HouseholdReply>('/profiles', { signal });

export const createProfile = (fields: ProfileFields): Promise<HouseholdReply> =>
  api.post<HouseholdReply>('/profiles', fields);

export const updateProfile = (id: string, fields: ProfileFields): Promise<HouseholdReply> =>
  api.patch<HouseholdReply>(`/profiles/${seg(id)}`, fields);

export const deleteProfile = (id: string, pin?: string): Promise<HouseholdReply> =>
  api.request<HouseholdReply>(`/profiles/${seg(id)}`, { method: 'DELETE', body: pin ? { pin } : {} });

/** The account PIN or password that proves a grown-up chose the profile (either may be left out). */
export interface ProfileSecret {
  pin?: string;
  password?: string;
}

export const selectProfile = (id: string, secret: ProfileSecret = {}): Promise<SelectProfileReply> =>
  api.post<SelectProfileReply>(`/profiles/${seg(id)}/select`, {
    ...(secret.pin ? { pin: secret.pin } : {}),
    ...(secret.password ? { password: secret.password } : {}),
  });

export const setParentalControls = (body: {
  password: string;
  pin?: string;
  parentalLock?: boolean;
  removePin?: boolean;
}): Promise<HouseholdReply> => api.put<HouseholdReply>('/account/parental-controls', body);

export const confirmAge = (body: { password: string; dateOfBirth: string }): Promise<HouseholdReply> =>
  api.post<HouseholdReply>('/account/age-confirmation', body);
