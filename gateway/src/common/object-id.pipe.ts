import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Ids are 24 hexadecimal characters; anything else is a 400 with a clear message, not a 500. */
@Injectable()
export class ObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!OBJECT_ID.test(value))
      throw new BadRequestException(`Invalid id "${value}": expected 24 hexadecimal characters`);
    return value.toLowerCase();
  }
}
