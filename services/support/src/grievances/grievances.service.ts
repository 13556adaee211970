import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CONTENT_DESCRIPTOR_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_REFERENCE,
  GRIEVANCE_STATUSES,
  GrievanceMessages,
  REPORT_MONTH,
  type AdminGrievance,
  type AdminGrievanceList,
  type AdminGrievancesRequest,
  type DecideGrievanceRequest,
  type FileGrievanceRequest,
  type Grievance,
  type GrievanceList,
  type GrievanceLookupRequest,
  type GrievanceOffice,
  type GrievanceReport,
  type Principal,
  type UpdateGrievanceRequest,
} from '@streamhub/contracts';
import { adminOnly, searchText, ServiceError, signedIn } from '@streamhub/nest-kit';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CountersRepository, isDuplicateKey, numberOf } from '../common/counters';
import { AccountLanguagesService } from '../accounts/account-languages.service';
import { Mailer } from '../common/mailer';
import { helloOf, mailDay, supportMailText } from '../common/mail-text';
import { SUPPORT_CONFIG, type SupportConfig } from '../config';
import { monthlyReport } from './grievance-report';
import {
  appealUntil,
  checkDecision,
  checkRating,
  checkGrievance,
  checkUpdate,
  decisionDueAt,
  indiaYear,
  monthBounds,
  ratingAction,
  referenceOf,
  type TitleRating,
} from './grievance-rules';
import { GrievancesRepository, type GrievanceRecord } from './grievances.repository';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_PAGE = 100_000;

const iso = (at: Date | undefined): string | undefined => (at ? new Date(at).toISOString() : undefined);

const ratingView = (rating: { ageRating: string; contentDescriptors: string[] }) =>
  ({ ageRating: rating.ageRating, contentDescriptors: [...rating.contentDescriptors] }) as TitleRating;
const ratingText = (rating: TitleRating): string =>
  `${rating.ageRating}${rating.contentDescriptors.length ? ` (${rating.contentDescriptors.map((d) => CONTENT_DESCRIPTOR_LABELS[d]).join(', ')})` : ''}`;

/** What the complainant sees: never the assignee or the internal notes. */
export function toGrievanceView(record: GrievanceRecord, now: Date): Grievance {
  const view: Grievance = {
    reference: record.reference,
    category: record.category,
    email: record.email,
    text: record.text,
    status: record.status,
    filedAt: iso(record.filedAt)!,
    dueAt: iso(record.dueAt)!,
    canAppeal: record.status === 'decided' && !!record.appealUntil && now <= new Date(record.appealUntil),
  };
  const optional = {
    name: record.name,
    titleId: record.titleId,
    titleName: record.titleName,
    acknowledgedAt: iso(record.acknowledgedAt),
    decision: record.decision,
    action: record.action,
    decidedAt: iso(record.decidedAt),
    appealUntil: iso(record.appealUntil),
    appealedAt: iso(record.appealedAt),
    ratingChange: record.ratingChange?.changedAt
      ? {
          titleId: record.ratingChange.titleId,
          before: ratingView(record.ratingChange.before),
          after: ratingView(record.ratingChange.after),
          changedAt: iso(record.ratingChange.changedAt)!,
        }
      : undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(view, { [key]: value });
  return view;
}

export function toAdminView(record: GrievanceRecord, now: Date): AdminGrievance {
  const open = ['received', 'acknowledged', 'under_review'].includes(record.status);
  return {
    ...toGrievanceView(record, now),
    ...(record.userId ? { userId: record.userId } : {}),
    ...(record.assignee ? { assignee: record.assignee } : {}),
    notes: (record.notes ?? []).map((n) => ({ text: n.text, by: n.by, createdAt: iso(n.createdAt)! })),
    overdue: open && now > new Date(record.dueAt),
  };
}

@Injectable()
export class GrievancesService {
  private readonly logger = new Logger('support.grievances');

  constructor(
    private readonly repository: GrievancesRepository,
    private readonly counters: CountersRepository,
    private readonly catalog: CatalogDirectory,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SUPPORT_CONFIG) private readonly config: SupportConfig,
    private readonly languages: AccountLanguagesService,
  ) {}

  office(): GrievanceOffice {
    return {
      officer: {
        name: this.config.GRIEVANCE_OFFICER_NAME,
        designation: this.config.GRIEVANCE_OFFICER_DESIGNATION,
        email: this.config.GRIEVANCE_OFFICER_EMAIL,
        address: this.config.GRIEVANCE_OFFICER_ADDRESS,
      },
      selfRegulatingBody: { name: this.config.GRIEVANCE_SRB_NAME, url: this.config.GRIEVANCE_SRB_URL },
      acknowledgeWithinHours: 24,
      decideWithinDays: GRIEVANCE_LIMITS.decisionDays,
      appealWithinDays: this.config.GRIEVANCE_APPEAL_DAYS,
    };
  }

  /**
   * Registers the grievance under the next reference of the year, then acknowledges it by mail at
   * once; a failed acknowledgement leaves it "received" (never lost) and is logged.
   */
  async file(principal: Principal | undefined, input: FileGrievanceRequest | undefined): Promise<Grievance> {
    const fields = checkGrievance(input, principal?.email);
    if ('error' in fields) throw ServiceError.invalid(fields.error);
    const titleName = fields.titleId ? await this.catalog.titleOf(fields.titleId) : undefined;
    const filedAt = new Date();
    const year = indiaYear(filedAt);
    const counter = `GRV-${year}`;
    let record: GrievanceRecord | undefined;
    for (let attempt = 0; !record; attempt += 1) {
      try {
        record = await this.repository.create({
          ...fields,
          reference: referenceOf(year, await this.counters.next(counter)),
          emailKey: fields.email.toLowerCase(),
          filedAt,
          dueAt: decisionDueAt(filedAt),
          ...(principal ? { userId: principal.userId } : {}),
          ...(titleName !== undefined ? { titleName } : {}),
        });
      } catch (err) {
        // A counter behind the stored references (e.g. restored data): catch it up and take the next.
        if (!isDuplicateKey(err) || attempt >= 2) throw err;
        await this.counters.raiseTo(counter, numberOf(await this.repository.lastReference(`${counter}-`)));
      }
    }
    const reference = record.reference;
    try {
      await this.mailer.send(await this.acknowledgement(record));
      record = (await this.repository.markAcknowledged(reference, new Date())) ?? record;
    } catch (err) {
      this.logger.warn(`acknowledgement of ${reference} not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
    return toGrievanceView(record, new Date());
  }

  async lookup(principal: Principal | undefined, request: GrievanceLookupRequest | undefined): Promise<Grievance> {
    return toGrievanceView(await this.complainantsOwn(principal, request), new Date());
  }

  async mine(principal: Principal | undefined): Promise<GrievanceList> {
    const caller = signedIn(principal);
    const now = new Date();
    return { grievances: (await this.repository.listOfUser(caller.userId)).map((r) => toGrievanceView(r, now)) };
  }

  async appeal(principal: Principal | undefined, request: GrievanceLookupRequest | undefined): Promise<Grievance> {
    const record = await this.complainantsOwn(principal, request);
    const now = new Date();
    const appealed = await this.repository.appeal(record.reference, now);
    if (appealed) return toGrievanceView(appealed, now);
    if (record.status === 'decided') throw ServiceError.conflict(GrievanceMessages.appealWindowOver);
    throw ServiceError.conflict(GrievanceMessages.notDecided);
  }

  async adminList(
    principal: Principal | undefined,
    request: AdminGrievancesRequest | undefined,
  ): Promise<AdminGrievanceList> {
    adminOnly(principal);
    if (request?.status !== undefined && !(GRIEVANCE_STATUSES as readonly string[]).includes(request.status))
      throw ServiceError.invalid('Unknown grievance status');
    const page = Number.isSafeInteger(request?.page) && request!.page! >= 1 ? Math.min(request!.page!, MAX_PAGE) : 1;
    const limit =
      Number.isInteger(request?.limit) && request!.limit! >= 1 ? Math.min(request!.limit!, MAX_LIMIT) : DEFAULT_LIMIT;
    const q = typeof request?.q === 'string' ? searchText(request.q).slice(0, 100) : '';
    const { grievances, total } = await this.repository.list({
      status: request?.status,
      q: q || undefined,
      skip: (page - 1) * limit,
      limit,
    });
    const now = new Date();
    return { grievances: grievances.map((r) => toAdminView(r, now)), total, page, limit };
  }

  async update(principal: Principal | undefined, request: UpdateGrievanceRequest | undefined): Promise<AdminGrievance> {
    const admin = adminOnly(principal);
    const record = await this.existing(request?.reference);
    const change = checkUpdate(request ?? {});
    if ('error' in change) throw ServiceError.invalid(change.error);
    const now = new Date();
    const updated = await this.repository.update(
      record.reference,
      {
        ...(change.assignee ? { assignee: change.assignee } : {}),
        ...(change.status ? { status: change.status } : {}),
        ...(change.note ? { note: { text: change.note, by: admin.email, createdAt: now } } : {}),
      },
      now,
    );
    if (!updated) throw ServiceError.conflict(GrievanceMessages.alreadyDecided);
    return toAdminView(updated, now);
  }

  /**
   * Mails the decision, then records it once; a mail failure (503) records nothing, so a retry mails
   * once. A decision that sets the title's rating stages the edit on the grievance (the rating before
   * is read once and kept), has catalog apply it, and records it with the decision: the grievance
   * links to the rating edit and the monthly report counts it (docs/grievances.md).
   */
  async decide(principal: Principal | undefined, request: DecideGrievanceRequest | undefined): Promise<AdminGrievance> {
    const admin = adminOnly(principal);
    const record = await this.existing(request?.reference);
    const checked = checkDecision(request?.decision, request?.action);
    if ('error' in checked) throw ServiceError.invalid(checked.error);
    const wanted = request?.rating ? checkRating(request.rating) : undefined;
    if (wanted && 'error' in wanted) throw ServiceError.invalid(wanted.error);
    if (!['received', 'acknowledged', 'under_review'].includes(record.status))
      throw ServiceError.conflict(GrievanceMessages.alreadyDecided);
    let change: { before: TitleRating; after: TitleRating } | undefined;
    if (wanted) {
      if (!record.titleId) throw ServiceError.invalid(GrievanceMessages.ratingNeedsTitle);
      change = await this.changeRating(record, wanted, admin);
    }
    const decision = { ...checked, ...(change ? { action: ratingAction(change.before, change.after)! } : {}) };
    const decidedAt = new Date();
    const until = appealUntil(decidedAt, this.config.GRIEVANCE_APPEAL_DAYS);
    // In the language of the complainant's account (filed without one: English).
    const lang = await this.languages.languageOf(record.userId);
    const w = supportMailText(lang);
    const category = w.categories[record.category];
    await this.mailer.send({
      to: record.email,
      subject: w.decisionSubject({ reference: record.reference }),
      text:
        `${helloOf(w, record.name)}\n\n${w.decided({ reference: record.reference, category })}\n\n` +
        `${w.decisionLabel}\n${decision.decision}\n\n` +
        (change
          ? `${w.ratingChanged({
              title: record.titleName ?? record.titleId ?? '',
              after: ratingText(change.after),
              before: ratingText(change.before),
            })}\n\n`
          : '') +
        `${w.appeal({
          body: this.config.GRIEVANCE_SRB_NAME,
          url: this.config.GRIEVANCE_SRB_URL,
          date: mailDay(lang, until),
          reference: record.reference,
        })}\n\n` +
        `— ${this.config.GRIEVANCE_OFFICER_NAME}, ${this.config.GRIEVANCE_OFFICER_DESIGNATION}`,
    });
    const decided = await this.repository.decide(
      record.reference,
      { ...decision, decidedAt, appealUntil: until },
      change ? decidedAt : undefined,
    );
    if (!decided) throw ServiceError.conflict(GrievanceMessages.alreadyDecided);
    return toAdminView(decided, new Date());
  }

  /**
   * Stages the rating edit (the first attempt reads the rating before; a retry after a failed mail
   * keeps it), then has catalog set the new rating. A rating that would not change is refused.
   */
  private async changeRating(
    record: GrievanceRecord,
    wanted: TitleRating,
    admin: Principal,
  ): Promise<{ before: TitleRating; after: TitleRating }> {
    const titleId = record.titleId!;
    const before =
      record.ratingChange?.titleId === titleId
        ? ratingView(record.ratingChange.before)
        : await this.catalog.ratingOf(titleId, admin);
    if (!ratingAction(before, wanted)) throw ServiceError.invalid(GrievanceMessages.ratingUnchanged);
    const staged = await this.repository.stageRatingChange(record.reference, {
      titleId,
      before,
      after: wanted,
      by: admin.email,
    });
    if (!staged?.ratingChange) throw ServiceError.conflict(GrievanceMessages.alreadyDecided);
    const kept = ratingView(staged.ratingChange.before);
    const after = await this.catalog.setRating(titleId, wanted, admin);
    return { before: kept, after };
  }

  async report(request: { month?: unknown } | undefined): Promise<GrievanceReport> {
    const month = typeof request?.month === 'string' ? request.month.trim() : '';
    if (!REPORT_MONTH.test(month)) throw ServiceError.invalid(GrievanceMessages.invalidMonth);
    const bounds = monthBounds(month);
    return monthlyReport(month, bounds, await this.repository.forReport(bounds.start, bounds.end), new Date());
  }

  /** The acknowledgement, in the language of the complainant's account (filed without one: English). */
  private async acknowledgement(record: GrievanceRecord) {
    const lang = await this.languages.languageOf(record.userId);
    const w = supportMailText(lang);
    const category = w.categories[record.category];
    const registered = record.titleName
      ? w.grievanceRegisteredAbout({ reference: record.reference, category, title: record.titleName })
      : w.grievanceRegistered({ reference: record.reference, category });
    const decideBy = w.grievanceDecideBy({
      date: mailDay(lang, record.dueAt),
      days: String(GRIEVANCE_LIMITS.decisionDays),
    });
    return {
      to: record.email,
      subject: w.grievanceAckSubject({ reference: record.reference }),
      text:
        `${helloOf(w, record.name)}\n\n${registered}\n\n${decideBy}\n\n` +
        `${w.yourGrievance}\n${record.text}\n\n` +
        `— ${this.config.GRIEVANCE_OFFICER_NAME}, ${this.config.GRIEVANCE_OFFICER_DESIGNATION} (${this.config.GRIEVANCE_OFFICER_EMAIL})`,
    };
  }

  private async existing(reference: unknown): Promise<GrievanceRecord> {
    const value = typeof reference === 'string' ? reference.trim().toUpperCase() : '';
    const record = GRIEVANCE_REFERENCE.test(value) ? await this.repository.findByReference(value) : null;
    if (!record) throw ServiceError.notFound(GrievanceMessages.notFound);
    return record;
  }

  /** The grievance if the caller filed it (their account, or the address it was filed with); else not found. */
  private async complainantsOwn(
    principal: Principal | undefined,
    request: GrievanceLookupRequest | undefined,
  ): Promise<GrievanceRecord> {
    const record = await this.existing(request?.reference);
    const email = typeof request?.email === 'string' ? request.email.trim().toLowerCase() : '';
    const ownAccount = !!principal && record.userId === principal.userId;
    if (!ownAccount && !(email && email === record.emailKey)) throw ServiceError.notFound(GrievanceMessages.notFound);
    return record;
  }
}
