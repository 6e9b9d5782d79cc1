import { ApiProperty } from '@nestjs/swagger';
import { ColorField, QueryText, TextField } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

export class ClientInput {
  @TextField({ maxLength: 200, description: 'Trimmed; must contain a non-whitespace character', example: 'Acme Corp' })
  name!: string;

  @ColorField({ description: '#RRGGBB' })
  color!: string;
}

export class ClientResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ pattern: '^#[0-9A-Fa-f]{6}$' }) color!: string;
}

export const ClientPage = PageOf(ClientResponse, 'ClientPage');

export class ClientListQuery extends PageQuery {
  @QueryText('Name contains this text (trimmed, case-insensitive)')
  q?: string;
}
