import { ApiProperty } from '@nestjs/swagger';
import {
  ArchivedField,
  BooleanField,
  EnumField,
  QueryArchived,
  QueryText,
  QueryUuidList,
  TextField,
  UuidField,
} from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

/** The icons a project may show. Additions are compatible; removals need /api/v2. */
export const PROJECT_ICONS = [
  'briefcase',
  'code',
  'bug',
  'book',
  'chart',
  'calendar',
  'cloud',
  'database',
  'design',
  'flask',
  'globe',
  'heart',
  'home',
  'lightbulb',
  'megaphone',
  'rocket',
  'shield',
  'star',
  'tools',
  'users',
] as const;
export type ProjectIcon = (typeof PROJECT_ICONS)[number];

/** Body of POST /projects and PUT /projects/{id}. */
export class ProjectInput {
  @TextField({ maxLength: 200, description: 'Trimmed; must contain a non-whitespace character', example: 'Website relaunch' })
  name!: string;

  @UuidField({
    description: "The owned client the project belongs to (exactly one; required). Another owner's or a missing client is 404.",
  })
  clientId!: string;

  @EnumField(PROJECT_ICONS, 'ProjectIcon', {
    presence: 'optional',
    nullable: true,
    description:
      'On create an omitted icon is null. On replace (PUT) an omitted icon keeps the current value and an explicit null clears it.',
  })
  icon?: ProjectIcon | null;

  @BooleanField({
    presence: 'optional',
    description:
      'Whether new activities of this project (directly, or through their task) are billable when they do not say. On create omitted is false; on replace (PUT) omitted keeps the current value.',
    example: true,
  })
  billableByDefault?: boolean;

  @ArchivedField()
  archived?: boolean;
}

export class ProjectResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ enum: PROJECT_ICONS, enumName: 'ProjectIcon', nullable: true }) icon!: ProjectIcon | null;
  @ApiProperty({ description: 'The billable flag new activities of this project take when they do not say' }) billableByDefault!: boolean;
  @ApiProperty({ description: 'Archived: hidden from pickers, otherwise as before' }) archived!: boolean;
}

export const ProjectPage = PageOf(ProjectResponse, 'ProjectPage');

export class ProjectListQuery extends PageQuery {
  @QueryText('Name contains this text (trimmed, case-insensitive, wildcards literal)')
  q?: string;

  @QueryUuidList(
    'Only projects of these clients (repeat the parameter: ?clientId=a&clientId=b); every listed client must be owned, else 404',
  )
  clientId?: string[];

  @QueryArchived()
  archived?: string;
}
