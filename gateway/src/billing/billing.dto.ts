import type { CreateOrderRequest } from '@streamhub/contracts';
import {
  AdminSubscriptionsQuerySchema,
  CouponBodySchema,
  ConfirmAutoRenewBodySchema,
  OrderPreviewBodySchema,
  CreateOrderBodySchema,
  InvoiceDetailsBodySchema,
  OrderByEpisodeNameBodySchema,
  PlanBodySchema,
  RefundBodySchema,
  SetPlanActiveBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class PlanDto extends zodDto(PlanBodySchema) {}
export class SetPlanActiveDto extends zodDto(SetPlanActiveBodySchema) {}
export class CreateOrderDto extends zodDto(CreateOrderBodySchema) {}
export class OrderByEpisodeNameDto extends zodDto(OrderByEpisodeNameBodySchema) implements CreateOrderRequest {}
export class RefundDto extends zodDto(RefundBodySchema) {}
export class AdminSubscriptionsDto extends zodDto(AdminSubscriptionsQuerySchema) {}
export class OrderPreviewDto extends zodDto(OrderPreviewBodySchema) {}
export class CouponDto extends zodDto(CouponBodySchema) {}
export class ConfirmAutoRenewDto extends zodDto(ConfirmAutoRenewBodySchema) {}
export class InvoiceDetailsDto extends zodDto(InvoiceDetailsBodySchema) {}
