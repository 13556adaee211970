import type { GrievanceAction, GrievanceCategory, GrievanceStatus } from '@streamhub/contracts';
import type { MessageKey } from '../../shared/i18n/i18n';

/** Each grievance category's catalog key (the filing form, a grievance's status, the report). */
export const CATEGORY_KEYS: Record<GrievanceCategory, MessageKey> = {
  content_rating: 'grievances.reportCategoryContentRating',
  objectionable_content: 'grievances.reportCategoryObjectionable',
  billing: 'grievances.reportCategoryBilling',
  privacy: 'grievances.reportCategoryPrivacy',
  account: 'grievances.reportCategoryAccount',
  other: 'grievances.reportCategoryOther',
};

/** Each action taken's catalog key (the report). */
export const ACTION_KEYS: Record<GrievanceAction, MessageKey> = {
  no_action: 'grievances.reportActionNone',
  rating_changed: 'grievances.reportActionRating',
  descriptor_changed: 'grievances.reportActionDescriptor',
  title_taken_down: 'grievances.reportActionTakenDown',
  refund: 'grievances.reportActionRefund',
  account_corrected: 'grievances.reportActionAccount',
  other: 'grievances.reportActionOther',
};

/** Each status's catalog key (a grievance's status). */
export const STATUS_KEYS: Record<GrievanceStatus, MessageKey> = {
  received: 'grievances.statusReceived',
  acknowledged: 'grievances.statusAcknowledged',
  under_review: 'grievances.statusUnderReview',
  decided: 'grievances.statusDecided',
  appealed: 'grievances.statusAppealed',
  closed: 'grievances.statusClosed',
};
