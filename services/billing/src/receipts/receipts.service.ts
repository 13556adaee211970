import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  gstStateName,
  type MyPaymentsReply,
  type Principal,
  type Receipt,
} from '@streamhub/contracts';
import { Mailer, ServiceError, signedIn } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { CustomersRepository } from '../customers/customers.repository';
import { gstIncluded, receiptMail, receiptNumber } from './receipt-rules';
import { ReceiptsRepository, type NewReceipt } from './receipts.repository';
import { toReceipt, type SellerDefaults } from './receipt-view';

/** What a receipt is issued for: one captured payment and the period it bought. */
export type Charge = Omit<
  NewReceipt,
  | 'issuedAt'
  | 'gstRatePercent'
  | 'gstPaise'
  | 'gstin'
  | 'sellerName'
  | 'sellerAddress'
  | 'sellerState'
  | 'buyerState'
  | 'buyerGstin'
> &
  Partial<Pick<NewReceipt, 'buyerState' | 'buyerGstin'>>;

/** A replica sending a receipt's mail holds it this long before another may try. */
const MAIL_CLAIM_MS = 60_000;
const MAIL_BATCH = 20;

@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly customers: CustomersRepository,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Issues the receipt of a successful charge, once per payment (a replay finds the one issued),
   * and sends its mail soon after. Free (100 % coupon) grants charged nothing and get none.
   */
  async issue(charge: Charge): Promise<void> {
    if (charge.amountPaise <= 0) return;
    if (!(await this.receipts.byPaymentId(charge.paymentId))) {
      // The place of supply is the buyer's state as they gave it in their invoice details.
      const buyer = charge.buyerState === undefined ? await this.customers.invoiceDetails(charge.userId) : undefined;
      const issuedAt = this.clock();
      const rate = this.config.GST_RATE_PERCENT;
      const number = receiptNumber(await this.receipts.next(), issuedAt);
      await this.receipts.createOnce(
        {
          ...charge,
          issuedAt,
          gstRatePercent: rate,
          gstPaise: gstIncluded(charge.amountPaise, rate).gstPaise,
          gstin: this.config.GSTIN,
          sellerName: this.config.SELLER_NAME,
          sellerAddress: this.config.SELLER_ADDRESS,
          sellerState: this.config.SELLER_STATE,
          buyerState: charge.buyerState ?? (buyer?.state ? gstStateName(buyer.state) : null),
          buyerGstin: charge.buyerGstin ?? buyer?.gstin ?? null,
        },
        number,
      );
    }
    void this.mailPending().catch((err: unknown) =>
      this.logger.warn(`receipt mail: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  /** Sends the mail of every receipt not yet mailed (claimed one replica at a time); returns how many went out. */
  async mailPending(): Promise<number> {
    const now = this.clock();
    const due = await this.receipts.claimUnmailed(now, new Date(now.getTime() + MAIL_CLAIM_MS), MAIL_BATCH);
    let sent = 0;
    for (const record of due) {
      const customer = await this.customers.find(record.userId);
      // Not projected from auth yet (or erased): tried again once the claim lapses.
      if (!customer?.email) continue;
      const receipt = { ...record, customerName: customer.name || null, customerEmail: customer.email };
      const { gstPaise } = record;
      const mail = receiptMail(
        { ...receipt, taxablePaise: record.amountPaise - gstPaise },
        `${this.config.WEB_APP_URL}/receipts/${encodeURIComponent(record.number)}`,
        customer.language,
      );
      await this.mailer.send({ to: customer.email, ...mail });
      await this.receipts.markMailed(record.paymentId, this.clock(), {
        name: receipt.customerName,
        email: customer.email,
      });
      sent++;
    }
    return sent;
  }

  async mine(principal: Principal | undefined): Promise<MyPaymentsReply> {
    const caller = signedIn(principal);
    return { payments: (await this.receipts.forUser(caller.userId)).map((record) => toReceipt(record, this.seller())) };
  }

  /** One receipt: the caller's own, or any for an admin; someone else's is not found. */
  async receipt(principal: Principal | undefined, number: unknown): Promise<Receipt> {
    const caller = signedIn(principal);
    const record = typeof number === 'string' ? await this.receipts.byNumber(number.trim().toUpperCase()) : null;
    if (!record || (record.userId !== caller.userId && caller.isAdmin !== true)) {
      throw ServiceError.notFound(BillingMessages.receiptNotFound);
    }
    return toReceipt(record, this.seller());
  }

  /** Today's seller details, for receipts issued before they were stored. */
  private seller(): SellerDefaults {
    return { address: this.config.SELLER_ADDRESS, state: this.config.SELLER_STATE };
  }

  /** Erasure: the receipts stay (tax records) without the person's name and e-mail. */
  forgetCustomer(userId: string): Promise<number> {
    return this.receipts.forgetCustomer(userId);
  }
}
