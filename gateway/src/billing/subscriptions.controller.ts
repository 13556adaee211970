import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  PayloadTooLargeException,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  MyPaymentsReplySchema,
  MySubscriptionsReplySchema,
  OrderPreviewSchema,
  OrderReplySchema,
  PaymentReplySchema,
  InvoiceDetailsSchema,
  ReceiptReplySchema,
  UserSubscriptionReplySchema,
} from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BillingMessages,
  BillingPatterns,
  type InvoiceDetails,
  type MyPaymentsReply,
  type MySubscriptionsReply,
  type OrderPreview,
  type OrderReply,
  type PaymentNotification,
  type PaymentReply,
  type Principal,
  type Receipt,
  type UserSubscription,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import {
  ConfirmAutoRenewDto,
  CreateOrderDto,
  InvoiceDetailsDto,
  OrderByEpisodeNameDto,
  OrderPreviewDto,
} from './billing.dto';
import { mapError } from '../common/error-mapping';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { OrderRateLimit } from './order-rate-limit';
import { AccountRoute } from '../auth/account-route.decorator';

/** The stop link's answers are pages for a person who clicked a mail, not JSON. */
const HTML_PAGE = { 'text/html': { schema: { type: 'string' as const } } };

/** Webhook bodies are small JSON events; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly upstream: Upstream,
    private readonly orderLimit: OrderRateLimit,
  ) {}

  @ApiBearerAuth()
  @AccountRoute()
  @Post('order')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Create (or reuse a pending) Razorpay order in paise for a plan and one target: all-access, or the published episode group an episodeId and/or episodeName names (mismatch 400, unknown 404); 10 a minute per user',
  })
  @ApiData(OrderReplySchema)
  async order(@Body() dto: CreateOrderDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<OrderReply>> {
    return this.createOrder(dto, principal);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Post('order/by-episode-name')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create an order for a plan and an episode named by its name ("all" for all-scope plans)' })
  @ApiData(OrderReplySchema)
  async orderByEpisodeName(
    @Body() dto: OrderByEpisodeNameDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<OrderReply>> {
    return this.createOrder(
      { planCode: dto.planCode, episodeName: dto.episodeName, couponCode: dto.couponCode },
      principal,
    );
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Post('order/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'The price of a plan with a coupon code for the caller, checked as an order would be (unknown, inactive, expired, not yet valid, other plan, used up, used by the caller: 400 with a COUPON_* code); nothing is held; counts against the order limit',
  })
  @ApiData(OrderPreviewSchema)
  async preview(
    @Body() dto: OrderPreviewDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<OrderPreview>> {
    await this.orderLimit.consume(principal.userId);
    const reply = await this.upstream.send(BillingPatterns.previewOrder, { ...dto }, principal);
    return ok(reply, BillingMessages.orderPreviewed);
  }

  @Public()
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: 'X-Razorpay-Signature', required: false, description: "Razorpay's webhook signature" })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false, description: 'The same for every retry of one delivery' })
  @ApiOperation({
    summary:
      "Payment events: Razorpay's webhook (X-Razorpay-Signature over the raw body; any correctly signed event is acknowledged, 'ignored' when not about our orders; deduplicated on x-razorpay-event-id) or the client's relayed payment.captured carrying razorpay_signature (the checkout signature), granted once the provider says the payment is captured. Idempotent per payment id.",
  })
  @ApiData(PaymentReplySchema)
  async webhook(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ): Promise<ApiResult<PaymentReply>> {
    const raw = req.rawBody;
    if (raw && raw.length > MAX_WEBHOOK_BYTES) throw new PayloadTooLargeException('Payment notification is too large');
    const body: PaymentNotification = {
      rawBody: raw ? raw.toString('utf8') : '',
      webhookSignature: typeof signature === 'string' ? signature.slice(0, 200) : undefined,
      eventId: typeof eventId === 'string' ? eventId.slice(0, 100) : undefined,
    };
    const reply = await this.upstream.send(BillingPatterns.paymentNotification, body);
    return ok(reply, BillingMessages.paymentRecorded);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Post('auto-renew/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Checkout's result for a recurring plan's subscription_id: the signature HMAC-SHA256(key_secret, razorpay_payment_id|subscription_id) is checked, then the provider is asked whether the mandate is authorised (trial: access until the trial's end) or the first charge captured (access for one period). 'pending' until then; idempotent.",
  })
  @ApiData(PaymentReplySchema)
  async confirmAutoRenew(
    @Body() dto: ConfirmAutoRenewDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<PaymentReply>> {
    const reply = await this.upstream.send(BillingPatterns.confirmAutoRenew, { ...dto }, principal);
    return ok(reply, BillingMessages.paymentRecorded);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Post(':id/cancel-auto-renew')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Turns auto-renew off on the caller's own recurring subscription: cancelled at the provider at the cycle's end (at once during a trial, so it is never charged); access continues to the period's end. 400 when it does not renew or is already off; 404 for someone else's.",
  })
  @ApiData(UserSubscriptionReplySchema)
  async cancelAutoRenew(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ subscription: UserSubscription }>> {
    const subscription = await this.upstream.send(BillingPatterns.cancelAutoRenew, { id }, principal);
    return ok({ subscription }, BillingMessages.autoRenewCancelled);
  }

  @Public()
  @Get('auto-renew/stop')
  @ApiOperation({
    summary:
      "The pre-debit notice's one-click link: a page asking to confirm (a GET changes nothing, so mail scanners that open links stop no mandate); its button POSTs the same link.",
  })
  @ApiResponse({ status: 200, description: 'The confirmation page', content: HTML_PAGE })
  @ApiResponse({ status: 400, description: 'A link without its token', content: HTML_PAGE })
  stopAutoRenewPage(@Query('token') token: unknown, @Res() reply: FastifyReply): void {
    const value = typeof token === 'string' ? token.slice(0, 200) : '';
    if (!value) return invalidStopLink(reply);
    const action = `?token=${encodeURIComponent(value)}`;
    sendHtml(
      reply,
      200,
      'Stop auto-renew',
      `<p>Stop auto-renew? Nothing more will be charged; your access continues until the end of the paid period.</p>
<form method="post" action="${escapeHtml(action)}" enctype="text/plain"><button type="submit">Stop auto-renew</button></form>`,
    );
  }

  @Public()
  @Post('auto-renew/stop')
  @ApiOperation({
    summary:
      "Stops the mandate the pre-debit notice's signed token names (no sign-in): auto-renew off and the provider subscription cancelled at once; 400 for a token that is not genuine or has expired.",
  })
  @ApiResponse({ status: 200, description: 'Auto-renew stopped', content: HTML_PAGE })
  @ApiResponse({ status: 400, description: 'The link is not genuine or has expired', content: HTML_PAGE })
  async stopAutoRenew(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const value = typeof token === 'string' ? token.slice(0, 200) : '';
    try {
      await this.upstream.send(BillingPatterns.stopAutoRenewByLink, { token: value });
    } catch (err) {
      if (mapError(err).status !== 400) throw err;
      return invalidStopLink(reply);
    }
    sendHtml(reply, 200, 'Auto-renew stopped', `<p>${escapeHtml(BillingMessages.autoRenewStopped)}</p>`);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Get('mine')
  @ApiOperation({ summary: "The caller's subscriptions, newest first" })
  @ApiData(MySubscriptionsReplySchema)
  async mine(@CurrentPrincipal() principal: Principal): Promise<ApiResult<MySubscriptionsReply>> {
    const reply = await this.upstream.send(BillingPatterns.mySubscriptions, {}, principal);
    return ok(reply, BillingMessages.subscriptionsFetched);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Get('payments')
  @ApiOperation({
    summary:
      "The caller's payments, newest first: one receipt per successful charge (number, plan, period, amount with the GST included shown separately, payment id)",
  })
  @ApiData(MyPaymentsReplySchema)
  async payments(@CurrentPrincipal() principal: Principal): Promise<ApiResult<MyPaymentsReply>> {
    const reply = await this.upstream.send(BillingPatterns.myPayments, {}, principal);
    return ok(reply, BillingMessages.paymentsFetched);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Get('payments/:number')
  @ApiOperation({ summary: "One receipt by its number: the caller's own (admins: any); 404 otherwise" })
  @ApiData(ReceiptReplySchema)
  async receipt(
    @Param('number') number: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ receipt: Receipt }>> {
    const receipt = await this.upstream.send(BillingPatterns.getReceipt, { number: number.slice(0, 40) }, principal);
    return ok({ receipt }, BillingMessages.receiptFetched);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Get('invoice-details')
  @ApiOperation({
    summary:
      "The caller's details for tax invoices: their state (GST code; the place of supply on receipts) and a business buyer's GSTIN",
  })
  @ApiData(InvoiceDetailsSchema)
  async invoiceDetails(@CurrentPrincipal() principal: Principal): Promise<ApiResult<InvoiceDetails>> {
    const reply = await this.upstream.send(BillingPatterns.getInvoiceDetails, {}, principal);
    return ok(reply, BillingMessages.invoiceDetailsFetched);
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Put('invoice-details')
  @ApiOperation({
    summary:
      "Sets the caller's state (GST state code) and optional GSTIN (format and check character checked; its state code must be the state's) for the receipts of later payments",
  })
  @ApiData(InvoiceDetailsSchema)
  async setInvoiceDetails(
    @Body() dto: InvoiceDetailsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<InvoiceDetails>> {
    const reply = await this.upstream.send(BillingPatterns.setInvoiceDetails, { ...dto }, principal);
    return ok(reply, BillingMessages.invoiceDetailsSaved);
  }

  private async createOrder(body: CreateOrderDto, principal: Principal): Promise<ApiResult<OrderReply>> {
    await this.orderLimit.consume(principal.userId);
    const reply = await this.upstream.send(BillingPatterns.createOrder, { ...body }, principal);
    const message =
      reply.alreadyActive && reply.coupon && reply.coupon.amount === 0
        ? BillingMessages.grantedWithCoupon(reply.coupon.code)
        : reply.alreadyActive
          ? BillingMessages.alreadyActive
          : BillingMessages.orderCreated;
    return ok(reply, message);
  }
}

function invalidStopLink(reply: FastifyReply): void {
  sendHtml(reply, 400, 'Link not valid', `<p>${escapeHtml(BillingMessages.invalidStopLink)}</p>`);
}

/** A small page of the stop link (no scripts, no styles: the API's CSP allows neither). */
function sendHtml(reply: FastifyReply, status: number, title: string, body: string): void {
  void reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · StreamHub</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
