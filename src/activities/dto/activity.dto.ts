import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsString, ValidateIf } from 'class-validator';
import {
  BooleanField,
  InstantField,
  IntegerField,
  IsPresent,
  QueryInstant,
  QueryUuid,
  TextField,
  UuidArrayField,
  UuidField,
} from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

export const SUMMARY_MAX_LENGTH = 4000;
export const MAX_LABELS = 500;

const START_RULES = 'Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed)';
const SUMMARY_RULES = 'Up to 4,000 characters; trimmed, must then be non-empty (else 422); null for none';
const LABEL_RULES = `Owned label IDs (a set: duplicates are ignored; returned sorted); at most ${MAX_LABELS}`;
const BILLABLE_RULES =
  "Whether the time is billable. Omitted: the project's billableByDefault (its projectId, else its task's project), false without a project";
const WORK_SESSION_RULES = 'Retired: accepted for older clients and ignored (any string or null, even an unknown session); never returned';

function LabelIdsField(presence: 'required' | 'optional') {
  return applyDecorators(UuidArrayField({ presence, description: LABEL_RULES }), ArrayMaxSize(MAX_LABELS));
}

/** The retired `workSessionId`: any string or null, ignored. */
function RetiredWorkSessionField() {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined && v !== null),
    IsString(),
    ApiPropertyOptional({ type: 'string', nullable: true, deprecated: true, description: WORK_SESSION_RULES }),
  );
}

/** The optional details shared by a manual interval (POST /activities) and tracking (POST /activities/start). */
export class ActivityDetailsInput {
  @UuidField({ presence: 'optional', nullable: true, description: 'Owned project assigned directly to the activity' })
  projectId?: string | null;

  @TextField({ presence: 'optional', nullable: true, maxLength: SUMMARY_MAX_LENGTH, description: SUMMARY_RULES })
  summary?: string | null;

  @LabelIdsField('optional')
  labelIds?: string[];

  @BooleanField({ presence: 'optional', description: BILLABLE_RULES, example: true })
  billable?: boolean;

  @RetiredWorkSessionField()
  workSessionId?: string | null;
}

/** POST /activities: a manual interval. */
export class ActivityCreateInput extends ActivityDetailsInput {
  @InstantField({ description: START_RULES, example: '2026-03-29T00:59:59.123456789Z' })
  start!: string;

  @InstantField({
    nullable: true,
    description: 'End instant, not before start (may be in the future); null: an open interval (one open activity per owner)',
  })
  end!: string | null;

  @UuidField({ presence: 'optional', nullable: true, description: 'Owned task; cannot change later' })
  taskId?: string | null;
}

/** PUT /activities/{id}: every editable field is required; the task cannot change (taskId is refused). */
export class ActivityUpdateInput {
  @InstantField({ description: START_RULES })
  start!: string;

  @InstantField({ nullable: true, description: 'End instant, not before start; null: open (one open activity per owner)' })
  end!: string | null;

  @UuidField({ nullable: true, description: 'Owned project assigned directly to the activity, or null' })
  projectId!: string | null;

  @TextField({ nullable: true, maxLength: SUMMARY_MAX_LENGTH, description: SUMMARY_RULES })
  summary!: string | null;

  @LabelIdsField('required')
  labelIds!: string[];

  @BooleanField({ presence: 'optional', description: 'Whether the time is billable; omitted keeps the stored flag', example: true })
  billable?: boolean;
}

/** POST /activities/start: start tracking a task (or switch to it) at the server clock. */
export class ActivityStartInput extends ActivityDetailsInput {
  @UuidField({ nullable: true, description: 'ID of the open activity the client believes is current, or null for none' })
  expectedActiveId!: string | null;

  @IntegerField({ nullable: true, min: 0, max: 2147483647, description: 'Version of that open activity, or null for none' })
  expectedActiveVersion!: number | null;

  @UuidField({
    nullable: true,
    description: 'The owned task to track, or null for none. Same task (null equals null) as the open activity: 200 unchanged',
  })
  taskId!: string | null;
}

/** PUT /activities/{id}/work-session (deprecated). */
export class WorkSessionAttachmentInput {
  @IsPresent()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @ApiProperty({ type: 'string', nullable: true, description: 'Only null is accepted (a version-checked no-op); any other value is 409' })
  workSessionId!: string | null;
}

export class ActivityResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-03-29T00:59:59.123456789Z' }) start!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null while open' }) end!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) taskId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) summary!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, description: 'Sorted' }) labelIds!: string[];
  @ApiProperty({ description: 'true for records created or edited manually, false for tracked ones' }) manual!: boolean;
  @ApiProperty({ description: 'Whether the time is billable (every daily part of an interval keeps the flag)' }) billable!: boolean;
  @ApiProperty({
    format: 'uuid',
    description:
      'The time entry (one tracked interval) this daily record is part of: every part split from one interval shares it (see /time-entries/{id}). Server-managed: refused (400) in any input',
  })
  timeEntryId!: string;
}

export const ActivityPage = PageOf(ActivityResponse, 'ActivityPage');

export class ActivityListQuery extends PageQuery {
  @QueryInstant('Range start (inclusive); records overlapping [from, to) are listed', true, { outsideStoredRange: 'clamp' })
  from!: string;

  @QueryInstant('Range end (exclusive); must be after from', true, { outsideStoredRange: 'clamp' })
  to!: string;

  @QueryUuid('Only records of this owned task')
  taskId?: string;

  @QueryUuid('Only records with this owned direct project')
  projectId?: string;

  @QueryUuid('Only records carrying this owned label')
  labelId?: string;

  @QueryUuid('Only the daily parts of this owned time entry')
  timeEntryId?: string;
}
