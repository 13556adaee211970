import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CLOCK, systemClock } from '../common/clock';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { DemoPlansSeeder } from './demo-plans.seeder';
import { PlanDoc, PlanSchema } from './plan.schema';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: PlanDoc.name, schema: PlanSchema }]), SubscriptionsModule],
  controllers: [PlansController],
  providers: [PlansRepository, PlansService, DemoPlansSeeder, { provide: CLOCK, useValue: systemClock }],
  exports: [PlansService],
})
export class PlansModule {}
