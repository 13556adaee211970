import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CLOCK, systemClock } from '../common/clock';
import { PlansModule } from '../plans/plans.module';
import { CouponDoc, CouponSchema, CouponUserUseDoc, CouponUserUseSchema } from './coupon.schema';
import { CouponsController } from './coupons.controller';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';

/** Discount codes: the admin list and form, quotes, and the uses counted against their caps. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CouponDoc.name, schema: CouponSchema },
      { name: CouponUserUseDoc.name, schema: CouponUserUseSchema },
    ]),
    PlansModule,
  ],
  controllers: [CouponsController],
  providers: [CouponsRepository, CouponsService, { provide: CLOCK, useValue: systemClock }],
  exports: [CouponsService],
})
export class CouponsModule {}
