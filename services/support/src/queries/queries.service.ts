import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  QUERY_LIMITS,
  SupportMessages,
  type ListQueriesRequest,
  type MyQueries,
  type Principal,
  type QueryList,
  type SubmitQueryRequest,
  type SupportQuery,
} from '@streamhub/contracts';
import { adminOnly, searchText, ServiceError, signedIn } from '@streamhub/nest-kit';
import { CountersRepository, isDuplicateKey, numberOf } from '../common/counters';
import { indiaYear } from '../grievances/grievance-rules';
import { AccountLanguagesService } from '../accounts/account-languages.service';
import { Mailer } from '../common/mailer';
import { helloOf, supportMailText } from '../common/mail-text';
import { QueriesRepository, type QueryRecord } from './queries.repository';
import { checkQuery, checkReply, isQueryStatus, queryReferenceOf } from './query-rules';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_PAGE = 100_000;

export function toQueryView(record: QueryRecord): SupportQuery {
  return {
    _id: record._id,
    ...(record.reference ? { reference: record.reference } : {}),
    name: record.name,
    email: record.email,
    subject: record.subject,
    message: record.message,
    status: record.status,
    replies: (record.replies ?? []).map((r) => ({
      message: r.message,
      createdAt: new Date(r.createdAt).toISOString(),
      from: r.from ?? 'support',
    })),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

@Injectable()
export class QueriesService {
  private readonly logger = new Logger('support.queries');

  constructor(
    private readonly repository: QueriesRepository,
    private readonly counters: CountersRepository,
    @Inject(Mailer) private readonly mailer: Mailer,
    private readonly languages: AccountLanguagesService,
  ) {}

  /** Stores the query, then acknowledges it by mail; a failed acknowledgement does not lose the query. */
  async submit(principal: Principal | undefined, input: SubmitQueryRequest | undefined): Promise<SupportQuery> {
    const fields = checkQuery(input);
    if ('error' in fields) throw ServiceError.invalid(fields.error);
    const year = indiaYear(new Date());
    const counter = `SQ-${year}`;
    let record: QueryRecord | undefined;
    for (let attempt = 0; !record; attempt += 1) {
      try {
        record = await this.repository.create({
          ...fields,
          reference: queryReferenceOf(year, await this.counters.next(counter)),
          ...(principal ? { userId: principal.userId } : {}),
        });
      } catch (err) {
        // A counter behind the stored references (e.g. restored data): catch it up and take the next.
        if (!isDuplicateKey(err) || attempt >= 2) throw err;
        await this.counters.raiseTo(counter, numberOf(await this.repository.lastReference(`${counter}-`)));
      }
    }
    const reference = record.reference!;
    const w = supportMailText(await this.languages.languageOf(principal?.userId));
    await this.mailer
      .send({
        to: fields.email,
        subject: w.queryAckSubject({ reference, subject: fields.subject }),
        text:
          `${helloOf(w, fields.name)}\n\n${w.queryAckBody({ subject: fields.subject, reference })}\n\n` +
          `${w.yourMessage}\n${fields.message}\n\n${w.supportSignOff}`,
      })
      .catch((err: unknown) =>
        this.logger.warn(
          `acknowledgement of query ${record._id} not sent: ${err instanceof Error ? err.message : String(err)}`,
        ),
      );
    return toQueryView(record);
  }

  async list(principal: Principal | undefined, request: ListQueriesRequest | undefined): Promise<QueryList> {
    adminOnly(principal);
    if (request?.status !== undefined && !isQueryStatus(request.status))
      throw ServiceError.invalid(SupportMessages.invalidStatus);
    if (
      request?.page !== undefined &&
      !(Number.isSafeInteger(request.page) && request.page >= 1 && request.page <= MAX_PAGE)
    ) {
      throw ServiceError.invalid(`page must be a whole number from 1 to ${MAX_PAGE}`);
    }
    const page = request?.page ?? 1;
    const limit =
      Number.isInteger(request?.limit) && request!.limit! >= 1 ? Math.min(request!.limit!, MAX_LIMIT) : DEFAULT_LIMIT;
    const q = typeof request?.q === 'string' ? searchText(request.q).slice(0, QUERY_LIMITS.searchMaxLength) : '';
    const { queries, total } = await this.repository.list({
      status: request?.status,
      q: q || undefined,
      skip: (page - 1) * limit,
      limit,
    });
    return { queries: queries.map(toQueryView), total, page, limit };
  }

  /** Mails the reply to the sender, then stores it; a mail failure (503) stores nothing, so a retry sends once. */
  async reply(principal: Principal | undefined, id: string | undefined, message: unknown): Promise<SupportQuery> {
    adminOnly(principal);
    const query = await this.repository.findById(String(id ?? ''));
    if (!query) throw ServiceError.notFound(SupportMessages.queryNotFound);
    const text = checkReply(message);
    if (typeof text !== 'string') throw ServiceError.invalid(text.error);
    // In the language of the account that asked (a guest's query: English).
    const w = supportMailText(await this.languages.languageOf(query.userId));
    await this.mailer.send({
      to: query.email,
      subject: w.replySubject({ subject: query.subject }),
      text:
        `${helloOf(w, query.name)}\n\n${text}\n\n${w.supportSignOff}\n\n` +
        `${w.yourOriginalMessage}\n${query.message}`,
    });
    const updated = await this.repository.addReply(
      query._id,
      { message: text, at: new Date(), from: 'support' },
      { from: ['open'], to: 'in_progress' },
    );
    if (!updated) throw ServiceError.notFound(SupportMessages.queryNotFound);
    return toQueryView(updated);
  }

  async mine(principal: Principal | undefined): Promise<MyQueries> {
    const caller = signedIn(principal);
    return { queries: (await this.repository.listOfUser(caller.userId)).map(toQueryView) };
  }

  /** The sender answers back on their own query (another account's is not found); it reopens the query. */
  async answer(principal: Principal | undefined, id: string | undefined, message: unknown): Promise<SupportQuery> {
    const caller = signedIn(principal);
    const query = await this.repository.findById(String(id ?? ''));
    if (!query || query.userId !== caller.userId) throw ServiceError.notFound(SupportMessages.queryNotFound);
    const text = checkReply(message);
    if (typeof text !== 'string')
      throw ServiceError.invalid(
        text.error === SupportMessages.replyRequired ? SupportMessages.answerRequired : text.error,
      );
    if (query.status === 'closed') throw ServiceError.conflict(SupportMessages.queryClosed);
    const updated = await this.repository.addReply(
      query._id,
      { message: text, at: new Date(), from: 'customer' },
      { from: ['in_progress', 'resolved'], to: 'open' },
    );
    if (!updated) throw ServiceError.notFound(SupportMessages.queryNotFound);
    return toQueryView(updated);
  }

  async setStatus(principal: Principal | undefined, id: string | undefined, status: unknown): Promise<SupportQuery> {
    adminOnly(principal);
    if (!isQueryStatus(status)) throw ServiceError.invalid(SupportMessages.invalidStatus);
    const updated = await this.repository.setStatus(String(id ?? ''), status);
    if (!updated) throw ServiceError.notFound(SupportMessages.queryNotFound);
    return toQueryView(updated);
  }
}
