import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInteger } from '../http/fields';
import { CURSOR_MAX_LENGTH } from './cursor';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  revision: number;
}

/** Query parameters every list route takes; route DTOs extend it with their filters. */
export class PageQuery {
  @QueryInteger('Page size (default 100)', 1, MAX_LIMIT)
  limit?: string;

  // No length rule here: a cursor too long to be one is malformed like any other (400 BAD_CURSOR).
  @ValidateIf((_o, v) => v !== undefined)
  @IsString()
  @ApiPropertyOptional({ type: 'string', maxLength: CURSOR_MAX_LENGTH, description: "Opaque cursor from the previous page's nextCursor" })
  cursor?: string;
}

/** OpenAPI class for a page of T. */
export function PageOf<T>(item: Type<T>, name: string): Type<Page<T>> {
  class PageResponse {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty({ type: 'string', nullable: true, description: 'null when this is the last page' }) nextCursor!: string | null;
    @ApiProperty({ type: 'integer', description: "The owner's change sequence this page is consistent with" }) revision!: number;
  }
  Object.defineProperty(PageResponse, 'name', { value: name });
  return PageResponse;
}
