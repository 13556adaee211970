import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { CatalogMessages } from '@streamhub/contracts';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Video ids are 24 hexadecimal characters; anything else is a 400 with the catalog's message. */
@Injectable()
export class VideoIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!OBJECT_ID.test(value)) throw new BadRequestException(CatalogMessages.invalidVideoId);
    return value.toLowerCase();
  }
}
