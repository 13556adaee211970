import { healthPattern } from '../messaging/services';
import { GrievancePatterns } from './grievances';

export const SupportPatterns = {
  health: healthPattern('support'),
  /** Body: SubmitQueryRequest. Reply: SupportQuery. Public (the sender gets an acknowledgement mail). */
  submitQuery: 'support.queries.submit',
  /** Body: ListQueriesRequest. Reply: QueryList. Admin. */
  listQueries: 'support.queries.list',
  /** Body: ReplyQueryRequest. Reply: SupportQuery. Admin (the reply is mailed to the sender). */
  replyQuery: 'support.queries.reply',
  /** Body: SetQueryStatusRequest. Reply: SupportQuery. Admin. */
  setQueryStatus: 'support.queries.set-status',
  /** Body: {}. Reply: MyQueries. Signed in: the account's own queries with their threads. */
  myQueries: 'support.queries.mine',
  /** Body: AnswerQueryRequest. Reply: SupportQuery. Signed in: the sender answers back on their own query. */
  answerQuery: 'support.queries.answer',
  ...GrievancePatterns,
} as const;

export type QueryStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export const QUERY_STATUSES: readonly QueryStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
/** What setting each status reads as in messages. */
const QUERY_STATUS_DONE: Record<QueryStatus, string> = {
  open: 'reopened',
  in_progress: 'marked in progress',
  resolved: 'resolved',
  closed: 'closed',
};

/** Limits of contact-form fields (checked by the gateway and again by support). */
export const QUERY_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  subjectMaxLength: 200,
  messageMaxLength: 5000,
  replyMaxLength: 5000,
  searchMaxLength: 100,
} as const;

export const SupportMessages = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  nameTooLong: `Name must be at most ${QUERY_LIMITS.nameMaxLength} characters`,
  subjectTooLong: `Subject must be at most ${QUERY_LIMITS.subjectMaxLength} characters`,
  messageTooLong: `Message must be at most ${QUERY_LIMITS.messageMaxLength} characters`,
  replyRequired: 'Please enter a reply message',
  replyTooLong: `Reply must be at most ${QUERY_LIMITS.replyMaxLength} characters`,
  invalidStatus: 'Status must be one of open, in_progress, resolved, closed',
  queryNotFound: 'Query not found',
  submitted: "Your query has been submitted successfully! We'll get back to you soon.",
  submittedQueued: 'Your query is saved and will be filed in a moment; its reference number comes by e-mail.',
  queriesFetched: 'Queries fetched successfully',
  replySent: 'Reply sent successfully',
  /** "Query {status} successfully" (docs/product.md §4) in words people use, e.g. "Query marked in progress successfully". */
  statusChanged: (status: QueryStatus) => `Query ${QUERY_STATUS_DONE[status] ?? 'updated'} successfully`,
  tooManyQueries: 'Too many queries sent. Please try again later.',
  mailUnavailable: 'The reply could not be emailed right now. Please try again in a few minutes.',
  myQueriesFetched: 'Your queries fetched successfully',
  answerSent: 'Your answer has been sent',
  answerRequired: 'Please enter your answer',
  queryClosed: 'This query is closed. Please send a new query.',
} as const;

/** Who wrote a message in a query's thread. */
export type QueryReplyFrom = 'support' | 'customer';

export interface AnswerQueryRequest {
  id: string;
  message?: string | null;
}

export interface ReplyQueryRequest {
  id: string;
  message?: string;
}

export interface SetQueryStatusRequest {
  id: string;
  status?: string;
}
