import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { UserRole, UserStatus } from '@streamhub/contracts';
import { CustomerDoc } from './customer.schema';

export interface Customer {
  userId: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  status: UserStatus;
  deleted: boolean;
  revision: number;
}

@Injectable()
export class CustomersRepository {
  constructor(@InjectModel(CustomerDoc.name) private readonly model: Model<CustomerDoc>) {}

  async upsert(userId: string, fields: Partial<Omit<Customer, 'userId' | 'revision'>>): Promise<void> {
    await this.model.updateOne({ userId }, { $set: fields, $inc: { revision: 1 } }, { upsert: true });
  }

  async find(userId: string): Promise<Customer | null> {
    return this.model
      .findOne({ userId }, { _id: 0, userId: 1, name: 1, email: 1, mobile: 1, role: 1, status: 1, deleted: 1, revision: 1 })
      .lean<Customer>();
  }
}
