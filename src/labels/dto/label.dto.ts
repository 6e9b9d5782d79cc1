import { ApiProperty } from '@nestjs/swagger';
import { ArchivedField, ColorField, QueryArchived, QueryText, TextField } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

const NAME_DOC = 'Trimmed; must contain a non-whitespace character';

/** Body of POST /labels: `color` may be omitted (null). */
export class LabelCreateInput {
  @TextField({ maxLength: 100, description: NAME_DOC, example: 'Code review' })
  name!: string;

  @ColorField({ presence: 'optional', nullable: true, description: '#RRGGBB or null; omitted = null' })
  color?: string | null;

  @ArchivedField()
  archived?: boolean;
}

/** Body of PUT /labels/{id}: every editable field, `color` as explicit null when unset. */
export class LabelInput {
  @TextField({ maxLength: 100, description: NAME_DOC, example: 'Code review' })
  name!: string;

  @ColorField({ nullable: true, description: '#RRGGBB, or null for no color; required on replace' })
  color!: string | null;

  @ArchivedField()
  archived?: boolean;
}

export class LabelResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', nullable: true }) color!: string | null;
  @ApiProperty({ description: 'Archived: hidden from pickers, otherwise as before' }) archived!: boolean;
}

export const LabelPage = PageOf(LabelResponse, 'LabelPage');

export class LabelListQuery extends PageQuery {
  @QueryText('Name contains this text (trimmed, case-insensitive, wildcards literal)')
  q?: string;

  @QueryArchived()
  archived?: string;
}
