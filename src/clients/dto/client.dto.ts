import { ApiProperty } from '@nestjs/swagger';
import { ArchivedField, ColorField, QueryArchived, QueryText, TextField } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

export class ClientInput {
  @TextField({ maxLength: 200, description: 'Trimmed; must contain a non-whitespace character', example: 'Acme Corp' })
  name!: string;

  @ColorField({ description: '#RRGGBB' })
  color!: string;

  @ArchivedField()
  archived?: boolean;
}

export class ClientResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ pattern: '^#[0-9A-Fa-f]{6}$' }) color!: string;
  @ApiProperty({ description: 'Archived: hidden from pickers, otherwise as before' }) archived!: boolean;
}

export const ClientPage = PageOf(ClientResponse, 'ClientPage');

export class ClientListQuery extends PageQuery {
  @QueryText('Name contains this text (trimmed, case-insensitive)')
  q?: string;

  @QueryArchived()
  archived?: string;
}
