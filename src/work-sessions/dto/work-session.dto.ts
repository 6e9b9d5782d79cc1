import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { InstantField, QueryInstant, QueryUuid, QueryUuidList, TextField, UuidField } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

export const SUMMARY_MAX_LENGTH = 4000;

const CLIENT_RULES =
  'Must be an owned client. Omitted on creation: the General client; omitted on edit: kept. An explicit null is 422. ' +
  'With a project (given, or kept on edit) the client is derived from the project, and a different explicit client is 422.';
const PROJECT_RULES = 'Owned project; derives the client. On edit, omitted keeps the current project and null removes it.';
const SUMMARY_RULES = 'Up to 4,000 characters; trimmed, must then be non-empty; null for none. On edit, omitted keeps the current summary.';
const TITLE_RULES =
  'Retired: accepted for older clients and folded into `summary` (used as the summary when `summary` is omitted or null; ' +
  'ignored when a `summary` string is given). Never returned.';

/** The retired `title`: validated like a summary, documented as deprecated. */
function TitleField() {
  return applyDecorators(
    TextField({ presence: 'optional', nullable: true, maxLength: SUMMARY_MAX_LENGTH, description: TITLE_RULES }),
    ApiPropertyOptional({ deprecated: true, description: TITLE_RULES }),
  );
}

/** POST /work-sessions/start: a running session from the server clock. Its fields are shared by create and edit. */
export class WorkSessionStartInput {
  @UuidField({ presence: 'optional', description: CLIENT_RULES })
  clientId?: string;

  @UuidField({ presence: 'optional', nullable: true, description: PROJECT_RULES })
  projectId?: string | null;

  @TextField({
    presence: 'optional',
    nullable: true,
    maxLength: SUMMARY_MAX_LENGTH,
    description: SUMMARY_RULES,
    example: 'Release planning',
  })
  summary?: string | null;

  @TitleField()
  title?: string | null;
}

/** POST /work-sessions: a completed session, or a running one when `end` is omitted or null. */
export class WorkSessionCreateInput extends WorkSessionStartInput {
  @InstantField({ description: 'Start instant (not after the server clock)' })
  start!: string;

  @InstantField({
    presence: 'optional',
    nullable: true,
    description: 'End instant, not before start; omitted or null: running (one running session per owner)',
  })
  end?: string | null;
}

/** PUT /work-sessions/{id}: start and end are required (end null = running); the rest keep when omitted. */
export class WorkSessionUpdateInput extends WorkSessionStartInput {
  @InstantField({ description: 'Start instant (not after the server clock)' })
  start!: string;

  @InstantField({ nullable: true, description: 'End instant, not before start; null: running (one running session per owner)' })
  end!: string | null;
}

export class WorkSessionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ format: 'uuid', description: 'Exactly one owned client (derived from the project when there is one)' }) clientId!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ type: 'string', nullable: true, maxLength: SUMMARY_MAX_LENGTH }) summary!: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-29T00:59:59.123456789Z' }) start!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null while running' }) end!: string | null;
}

export const WorkSessionPage = PageOf(WorkSessionResponse, 'WorkSessionPage');

export class WorkSessionListQuery extends PageQuery {
  @QueryUuid('Only sessions of this owned project')
  projectId?: string;

  @QueryUuidList('Only sessions of these owned clients (repeat the parameter: ?clientId=a&clientId=b)')
  clientId?: string[];

  @QueryInstant(
    'With `to`: only sessions overlapping [from, to) (running sessions extend to infinity). Both or neither; `to` strictly after `from`.',
    false,
    { outsideStoredRange: 'clamp' },
  )
  from?: string;

  @QueryInstant('With `from`: end of the half-open range [from, to)', false, { outsideStoredRange: 'clamp' })
  to?: string;
}

export class WorkSessionReportActivity {
  @ApiProperty({ format: 'uuid' }) activityId!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) taskId!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Clipped to the session' }) start!: string;
  @ApiProperty({ format: 'date-time', description: 'Clipped to the session (a running activity: up to generatedAt)' }) end!: string;
  @ApiProperty({ description: 'ISO 8601 duration of the clipped part', example: 'PT1H30M' }) tracked!: string;
  @ApiProperty({ description: 'The activity began before the session' }) crossesStart!: boolean;
  @ApiProperty({ description: 'The activity ends after the session (a running one: is still running past it)' }) crossesEnd!: boolean;
}

export class WorkSessionReport {
  @ApiProperty({ format: 'uuid' }) workSessionId!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'null while the session runs (then measured up to generatedAt)',
  })
  end!: string | null;
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Present only when a running session or running activity was measured up to this server-clock instant',
  })
  generatedAt?: string;
  @ApiProperty({ description: 'Session length (ISO 8601 duration)', example: 'PT8H' }) duration!: string;
  @ApiProperty({ description: 'Sum of every overlapping activity clipped to the session (overlaps count each time)' }) tracked!: string;
  @ApiProperty({ description: 'Length of the union of the clipped activities (no instant counted twice)' }) allocated!: string;
  @ApiProperty({ description: 'duration minus allocated' }) unallocated!: string;
  @ApiProperty({
    type: [WorkSessionReportActivity],
    description:
      'Activities sharing at least one instant with the session (touching an endpoint is not overlapping), ordered by clipped start then ID',
  })
  activities!: WorkSessionReportActivity[];
}
