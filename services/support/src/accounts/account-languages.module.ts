import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountLanguageDoc, AccountLanguageSchema } from './account-language.schema';
import { AccountLanguagesController } from './account-languages.controller';
import { AccountLanguagesRepository } from './account-languages.repository';
import { AccountLanguagesService } from './account-languages.service';

/** The account's language for support's mails (queries and grievances use it). */
@Module({
  imports: [MongooseModule.forFeature([{ name: AccountLanguageDoc.name, schema: AccountLanguageSchema }])],
  controllers: [AccountLanguagesController],
  providers: [AccountLanguagesRepository, AccountLanguagesService],
  exports: [AccountLanguagesService],
})
export class AccountLanguagesModule {}
