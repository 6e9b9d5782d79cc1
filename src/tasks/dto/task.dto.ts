import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, ValidateIf, ValidateNested } from 'class-validator';
import { nestedArray } from '../../common/http/plain-instance';
import { ArchivedField, QueryArchived, QueryBoolean, QueryText, QueryUuid, TextField, UuidField } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';
import { AbsoluteUriField, IdentifierField } from '../../projects/dto/catalog-fields';

export const MAX_SUMMARY_LENGTH = 1000;
export const MAX_REFERENCES_ON_CREATE = 100;

/**
 * A provider identity (`providerId`, `repositoryId`, `externalId`), unique per owner. Parts are taken
 * exactly as sent (never trimmed); lengths count Unicode code points. The same class is the body of
 * `PUT /tasks/{id}/external-references`, the query of the lookup and unlink routes, and the response item.
 */
export class ExternalReference {
  @IdentifierField({ maxLength: 200, description: '1..200 characters, at least one non-whitespace; not trimmed', example: 'github' })
  providerId!: string;

  @IdentifierField({
    maxLength: 4096,
    description: '1..4096 characters, at least one non-whitespace; not trimmed',
    example: 'octo-org/octo-repo',
  })
  repositoryId!: string;

  @IdentifierField({ maxLength: 1000, description: '1..1000 characters, at least one non-whitespace; not trimmed', example: '1347' })
  externalId!: string;
}

const SUMMARY_DOC = 'Trimmed; must contain a non-whitespace character';
const URL_DOC = `An absolute URI with a scheme (e.g. https://…), at most 2048 characters; not trimmed`;
const PROJECT_DOC = "An owned project, or null for an unassigned task. A subtask must have its parent's (non-null) project.";
const PARENT_DOC = 'An owned task this one is a subtask of, or null. Self-parenting and cycles are 409.';

/** Body of POST /tasks. */
export class TaskCreateInput {
  @TextField({ maxLength: MAX_SUMMARY_LENGTH, description: SUMMARY_DOC, example: 'Fix the login redirect' })
  summary!: string;

  @AbsoluteUriField({ presence: 'optional', nullable: true, description: `${URL_DOC}. Omitted = null.` })
  url?: string | null;

  @UuidField({ presence: 'optional', nullable: true, description: `${PROJECT_DOC} Omitted = null.` })
  projectId?: string | null;

  @UuidField({ presence: 'optional', nullable: true, description: `${PARENT_DOC} Omitted = null.` })
  parentTaskId?: string | null;

  @ValidateIf((_o, v) => v !== undefined)
  @IsArray()
  @ArrayMaxSize(MAX_REFERENCES_ON_CREATE)
  @ValidateNested({ each: true })
  @nestedArray(ExternalReference, 'externalReferences')
  @ApiPropertyOptional({
    type: [ExternalReference],
    maxItems: MAX_REFERENCES_ON_CREATE,
    description:
      'Provider identities linked atomically with the new task (default empty). An identity already linked to a task of the owner is 409 and no task is created; the same identity twice in one request is 422.',
  })
  externalReferences?: ExternalReference[];

  @ArchivedField()
  archived?: boolean;
}

/** Body of PUT /tasks/{id}: every editable field, nullable ones as explicit null. References have their own routes. */
export class TaskInput {
  @TextField({ maxLength: MAX_SUMMARY_LENGTH, description: SUMMARY_DOC })
  summary!: string;

  @AbsoluteUriField({ nullable: true, description: `${URL_DOC}. Required; null when unset.` })
  url!: string | null;

  @UuidField({
    nullable: true,
    description: `${PROJECT_DOC} Required; null when unset. Moving a task that has subtasks to another project is 409.`,
  })
  projectId!: string | null;

  @UuidField({ nullable: true, description: `${PARENT_DOC} Required; null when unset.` })
  parentTaskId!: string | null;

  @ArchivedField()
  archived?: boolean;
}

export class TaskResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: 'string', format: 'iri', nullable: true }) url!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) parentTaskId!: string | null;
  @ApiProperty({
    type: [ExternalReference],
    description: 'Linked provider identities, sorted by providerId, repositoryId, externalId (UTF-16 code-unit order)',
  })
  externalReferences!: ExternalReference[];

  @ApiProperty({ description: 'Archived: hidden from pickers, otherwise as before' }) archived!: boolean;
}

export const TaskPage = PageOf(TaskResponse, 'TaskPage');

export class TaskListQuery extends PageQuery {
  @QueryText('Summary contains this text (trimmed, case-insensitive, wildcards literal)', MAX_SUMMARY_LENGTH)
  q?: string;

  @QueryUuid('Only tasks of this owned project (404 otherwise); cannot be combined with unassigned=true (400)')
  projectId?: string;

  @QueryUuid('Only the direct subtasks of this owned task (404 otherwise)')
  parentTaskId?: string;

  @QueryBoolean('true: only tasks without a project; false: only tasks with a project; omitted: both')
  unassigned?: string;

  @QueryArchived()
  archived?: string;
}
