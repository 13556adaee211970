import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  QUERY_LIMITS,
  SupportMessages,
  type ListQueriesRequest,
  type Principal,
  type QueryList,
  type SubmitQueryRequest,
  type SupportQuery,
} from '@streamhub/contracts';
import { adminOnly, searchText, ServiceError } from '@streamhub/nest-kit';
import { Mailer } from '../common/mailer';
import { QueriesRepository, type QueryRecord } from './queries.repository';
import { checkQuery, checkReply, isQueryStatus } from './query-rules';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_PAGE = 100_000;

export function toQueryView(record: QueryRecord): SupportQuery {
  return {
    _id: record._id,
    name: record.name,
    email: record.email,
    subject: record.subject,
    message: record.message,
    status: record.status,
    replies: (record.replies ?? []).map((r) => ({
      message: r.message,
      createdAt: new Date(r.createdAt).toISOString(),
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
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** Stores the query, then acknowledges it by mail; a failed acknowledgement does not lose the query. */
  async submit(input: SubmitQueryRequest | undefined): Promise<SupportQuery> {
    const fields = checkQuery(input);
    if ('error' in fields) throw ServiceError.invalid(fields.error);
    const record = await this.repository.create(fields);
    await this.mailer
      .send({
        to: fields.email,
        subject: `We received your query: ${fields.subject}`,
        text:
          `Hi ${fields.name},\n\nThank you for contacting StreamHub support. We received your query ` +
          `"${fields.subject}" and will reply within 24 hours.\n\nYour message:\n${fields.message}\n\n— StreamHub Support`,
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
    await this.mailer.send({
      to: query.email,
      subject: `Re: ${query.subject}`,
      text: `Hi ${query.name},\n\n${text}\n\n— StreamHub Support\n\nYour original message:\n${query.message}`,
    });
    const updated = await this.repository.addReply(query._id, text, new Date());
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
