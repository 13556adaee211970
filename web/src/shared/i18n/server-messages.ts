import {
  AuthMessages,
  BillingMessages,
  CatalogMessages,
  DeviceGrantMessages,
  GrievanceMessages,
  PrivacyMessages,
  ProfileMessages,
  StreamMessages,
  SupportMessages,
} from '@streamhub/contracts';
import { serverMessageKeys } from '@streamhub/web-kit';

/**
 * The server's English messages (the contracts' message catalogs) by text, each to its catalog key
 * `server.<catalog>.<name>`, so a translated catalog can say the same thing in its language. Only the
 * fixed texts: messages built with a number fall back to their error code's message. Loaded with a
 * non-English catalog, never by the English first paint.
 */
const CATALOGS: Record<string, Record<string, unknown>> = {
  auth: AuthMessages,
  billing: BillingMessages,
  catalog: CatalogMessages,
  devices: DeviceGrantMessages,
  grievances: GrievanceMessages,
  privacy: PrivacyMessages,
  profiles: ProfileMessages,
  streams: StreamMessages,
  support: SupportMessages,
};

export const SERVER_MESSAGE_KEYS: ReadonlyMap<string, string> = serverMessageKeys(CATALOGS);
