import { Injectable, PipeTransform } from '@nestjs/common';
import { Problem } from './problem';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isUuid(text: unknown): text is string {
  return typeof text === 'string' && UUID.test(text);
}

/** A malformed UUID in a path is a malformed request (400), not a missing resource. */
@Injectable()
export class UuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw Problem.badRequest('The path ID must be a UUID', 'MALFORMED_ID');
    return value.toLowerCase();
  }
}
