import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, plainToInstance } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { ClassConstructor } from 'class-transformer';
import { BooleanField, EnumField, IntegerField, StorableText, UuidField, isStorableText, presence } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';
import { isEntryTimeText } from '@time-tracking/converters';
import { nestedArray } from '../../common/http/plain-instance';

export const MAX_BATCH_ENTRIES = 100;
const EXAMPLE_ENTRIES = [
  {
    row: 2,
    sourceId: null,
    start: '2026-03-10T09:00:00',
    end: '2026-03-10T10:30:00',
    client: 'Acme Corp',
    project: 'Website relaunch',
    task: 'Design review',
    description: 'Went through the mock-ups',
    tags: ['meeting'],
  },
];
const EXAMPLE_MAPPINGS = {
  clients: [{ name: 'Acme Corp', action: 'create' }],
  projects: [{ client: 'Acme Corp', name: 'Website relaunch', action: 'create' }],
  tasks: [{ client: 'Acme Corp', project: 'Website relaunch', name: 'Design review', action: 'create' }],
  labels: [{ name: 'meeting', action: 'create' }],
};
export const MAX_BATCH_DAY_PARTS = 1000;
export const MAX_UNDO_BATCH = 100;
/** Generous bound on any one source string; the field limits of the target records are row problems. */
const MAX_SOURCE_TEXT = 10000;
const MAX_TAGS = 500;
const MAX_MAPPINGS = 10000;

export const IMPORT_SOURCES = ['toggl', 'clockify', 'kimai', 'solidtime', 'harvest', 'other'] as const;
export const IMPORT_STATUSES = ['open', 'undoing', 'undone'] as const;
export const ROW_STATUSES = ['new', 'imported', 'exactMatch', 'invalid'] as const;
/**
 * Every code a preview row's problem may carry (status `invalid`): the type of what the import code
 * emits (`RowProblem` in import-rows.ts) and the enum the OpenAPI document lists, one list for both.
 */
export const ROW_PROBLEM_CODES = [
  'MALFORMED_TIME',
  'TIME_OUT_OF_RANGE',
  'NONEXISTENT_LOCAL_TIME',
  'AMBIGUOUS_LOCAL_TIME',
  'END_NOT_AFTER_START',
  'START_IN_FUTURE',
  'NAME_TOO_LONG',
  'DUPLICATE_ENTRY',
] as const;
export type RowProblemCode = (typeof ROW_PROBLEM_CODES)[number];
/** Why a committed batch skipped a row: claimed by an earlier batch or job. */
export const SKIP_REASONS = ['imported'] as const;

/** Source text taken exactly as sent (not trimmed: it is part of the fingerprint). */
function SourceText(options: { description: string; example: unknown; nullable?: boolean; minLength?: number; maxLength?: number }) {
  return applyDecorators(
    ...presence({ nullable: options.nullable ?? true }),
    IsString(),
    MinLength(options.minLength ?? 0),
    MaxLength(options.maxLength ?? MAX_SOURCE_TEXT),
    StorableText(),
    ApiProperty({
      type: 'string',
      nullable: options.nullable ?? true,
      minLength: options.minLength || undefined,
      maxLength: options.maxLength ?? MAX_SOURCE_TEXT,
      description: options.description,
      example: options.example,
    }),
  );
}

function EntryTime(description: string, example: string) {
  return applyDecorators(
    ...presence({}),
    ValidateBy({
      name: 'isEntryTime',
      validator: {
        validate: (v) => isEntryTimeText(v),
        defaultMessage: (a) => `${a?.property} must be a local date-time YYYY-MM-DDTHH:MM[:SS[.fffffffff]] or one with Z or an offset`,
      },
    }),
    ApiProperty({ type: 'string', description, example }),
  );
}

function NestedArray<T>(
  cls: ClassConstructor<T>,
  key: string,
  options: { required: boolean; maxItems?: number; description: string; example: unknown },
) {
  return applyDecorators(
    ...(options.required ? presence({}) : [ValidateIf((_o, v) => v !== undefined)]),
    nestedArray(cls, key),
    IsArray(),
    ...(options.maxItems ? [ArrayMaxSize(options.maxItems)] : []),
    ValidateNested({ each: true }),
    (options.required ? ApiProperty : ApiPropertyOptional)({
      type: [cls],
      description: options.description,
      maxItems: options.maxItems,
      example: options.example,
    }),
  );
}

export class ImportEntry {
  @IntegerField({ min: 1, max: 2147483647, description: '1-based line of the source file', example: 2 })
  row!: number;

  @SourceText({
    description: "The source's own entry ID, or null (Toggl and Harvest exports have none)",
    example: 'te-4711',
    minLength: 1,
    maxLength: 1000,
  })
  sourceId!: string | null;

  @EntryTime(
    'Local date-time without offset, read in sourceZoneId (or an instant with Z or an offset, taken as it is)',
    '2026-03-29T09:00:00',
  )
  start!: string;

  @EntryTime('Local date-time without offset (or an instant with Z or an offset); must be after start', '2026-03-29T10:30:00')
  end!: string;

  @SourceText({ description: 'Client name as in the source, or null', example: 'Acme Corp' })
  client!: string | null;

  @SourceText({ description: 'Project name as in the source, or null', example: 'Website relaunch' })
  project!: string | null;

  @SourceText({ description: 'Task name as in the source, or null', example: 'Design review' })
  task!: string | null;

  @SourceText({ description: 'Description; becomes the activity summary (blank: null)', example: 'Went through the mock-ups' })
  description!: string | null;

  @ValidateBy({ name: 'isPresent', validator: { validate: (v) => v !== undefined, defaultMessage: () => 'tags is required' } })
  @IsArray()
  @ArrayMaxSize(MAX_TAGS)
  @IsString({ each: true })
  @MaxLength(MAX_SOURCE_TEXT, { each: true })
  @ValidateBy({
    name: 'storableTags',
    validator: {
      validate: (v) => !Array.isArray(v) || v.every((t) => typeof t !== 'string' || isStorableText(t)),
      defaultMessage: () => 'tags must be well-formed Unicode text without U+0000',
    },
  })
  @ApiProperty({ type: 'string', isArray: true, maxItems: MAX_TAGS, description: 'Tag names; they map to labels', example: ['meeting'] })
  tags!: string[];

  @IntegerField({
    presence: 'optional',
    min: 1,
    max: 1000000,
    description: 'Occurrence number among indistinguishable rows (default 1)',
    example: 1,
  })
  occurrence?: number;

  @BooleanField({
    presence: 'optional',
    nullable: true,
    description:
      "Whether the time is billable; null or omitted: the project's billableByDefault (the mapped project, else the mapped task's project), false without one. Not part of the fingerprint",
    example: true,
  })
  billable?: boolean | null;
}

export class ClientMapping {
  @SourceText({ description: 'Client name (trimmed when matched)', example: 'Acme Corp', nullable: false, minLength: 1 })
  name!: string;

  @EnumField(['create', 'use'], 'ImportCatalogAction', { example: 'create' })
  action!: 'create' | 'use';

  @UuidField({
    presence: 'optional',
    description: 'The owned client to use (action use only)',
    example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a11',
  })
  id?: string;
}

export class ProjectMapping {
  @SourceText({ description: 'Client name of the project, or null', example: 'Acme Corp' })
  client!: string | null;

  @SourceText({ description: 'Project name', example: 'Website relaunch', nullable: false, minLength: 1 })
  name!: string;

  @EnumField(['create', 'use'], 'ImportCatalogAction', { example: 'create' })
  action!: 'create' | 'use';

  @UuidField({
    presence: 'optional',
    description: 'The owned project to use (action use only)',
    example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a12',
  })
  id?: string;
}

export class TaskMapping {
  @SourceText({ description: "Client name of the task's project, or null", example: 'Acme Corp' })
  client!: string | null;

  @SourceText({ description: 'Project name of the task, or null', example: 'Website relaunch' })
  project!: string | null;

  @SourceText({ description: 'Task name', example: 'Design review', nullable: false, minLength: 1 })
  name!: string;

  @EnumField(['create', 'use', 'none'], 'ImportTaskAction', { example: 'create', description: 'none: the activity gets the project only' })
  action!: 'create' | 'use' | 'none';

  @UuidField({
    presence: 'optional',
    description: 'The owned task to use (action use only)',
    example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a13',
  })
  id?: string;
}

export class LabelMapping {
  @SourceText({ description: 'Tag name', example: 'meeting', nullable: false, minLength: 1 })
  name!: string;

  @EnumField(['create', 'use'], 'ImportCatalogAction', { example: 'use' })
  action!: 'create' | 'use';

  @UuidField({
    presence: 'optional',
    description: 'The owned label to use (action use only)',
    example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a14',
  })
  id?: string;
}

export class ImportMappings {
  @NestedArray(ClientMapping, 'clients', {
    required: false,
    maxItems: MAX_MAPPINGS,
    description: 'Default empty',
    example: EXAMPLE_MAPPINGS.clients,
  })
  clients?: ClientMapping[];

  @NestedArray(ProjectMapping, 'projects', {
    required: false,
    maxItems: MAX_MAPPINGS,
    description: 'Default empty',
    example: EXAMPLE_MAPPINGS.projects,
  })
  projects?: ProjectMapping[];

  @NestedArray(TaskMapping, 'tasks', {
    required: false,
    maxItems: MAX_MAPPINGS,
    description: 'Default empty',
    example: EXAMPLE_MAPPINGS.tasks,
  })
  tasks?: TaskMapping[];

  @NestedArray(LabelMapping, 'labels', {
    required: false,
    maxItems: MAX_MAPPINGS,
    description: 'Default empty',
    example: EXAMPLE_MAPPINGS.labels,
  })
  labels?: LabelMapping[];
}

function nestedObject<T>(cls: ClassConstructor<T>, key: string) {
  return Transform(({ obj }) => {
    const value = (obj as Record<string, unknown>)[key];
    if (value === undefined) return undefined;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? plainToInstance(cls, value) : null;
  });
}

const ZONE_DOC = 'IANA zone the local times of the source file are read in (unknown: 422)';

export class ImportPreviewInput {
  @SourceText({ description: ZONE_DOC, example: 'Europe/Berlin', nullable: false, minLength: 1, maxLength: 100 })
  sourceZoneId!: string;

  @NestedArray(ImportEntry, 'entries', {
    required: true,
    description: `At most ${MAX_BATCH_ENTRIES} (more: 413)`,
    example: EXAMPLE_ENTRIES,
  })
  entries!: ImportEntry[];

  @ValidateIf((_o, v) => v !== undefined)
  @nestedObject(ImportMappings, 'mappings')
  @ValidateBy({
    name: 'isObject',
    validator: { validate: (v) => v !== null && typeof v === 'object', defaultMessage: () => 'mappings must be an object' },
  })
  @ValidateNested()
  @ApiPropertyOptional({
    type: ImportMappings,
    description: 'Reviewed mappings so far (checked: use IDs must be owned)',
    example: EXAMPLE_MAPPINGS,
  })
  mappings?: ImportMappings;
}

export class ImportJobInput {
  @EnumField(IMPORT_SOURCES, 'ImportSource', { example: 'toggl' })
  source!: (typeof IMPORT_SOURCES)[number];

  @SourceText({
    description: 'Name of the source file (informational)',
    example: 'Toggl_time_entries_2026-01-01_to_2026-03-31.csv',
    nullable: false,
    minLength: 1,
    maxLength: 1000,
  })
  fileName!: string;

  @ValidateBy({ name: 'isPresent', validator: { validate: (v) => v !== undefined, defaultMessage: () => 'fileSha256 is required' } })
  @IsString()
  @Matches(/^[0-9a-f]{64}$/, { message: 'fileSha256 must be 64 lowercase hex digits' })
  @ApiProperty({
    type: 'string',
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 of the source file bytes',
    example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  })
  fileSha256!: string;

  @SourceText({ description: ZONE_DOC, example: 'Europe/Berlin', nullable: false, minLength: 1, maxLength: 100 })
  sourceZoneId!: string;

  @ValidateBy({ name: 'isPresent', validator: { validate: (v) => v !== undefined, defaultMessage: () => 'mappings is required' } })
  @nestedObject(ImportMappings, 'mappings')
  @ValidateBy({
    name: 'isObject',
    validator: { validate: (v) => v !== null && typeof v === 'object', defaultMessage: () => 'mappings must be an object' },
  })
  @ValidateNested()
  @ApiProperty({
    type: ImportMappings,
    description: 'Immutable catalog mappings; every name of a committed batch needs one',
    example: EXAMPLE_MAPPINGS,
  })
  mappings!: ImportMappings;

  @IntegerField({ min: 0, max: 10000000, description: 'How many entries the user selected for import', example: 120 })
  selectedCount!: number;
}

export class BatchDecision {
  @IntegerField({ min: 1, max: 2147483647, description: 'The row settled', example: 2 })
  row!: number;

  @EnumField(['distinctCreate', 'reuse'], 'ImportBatchDecisionAction', { example: 'reuse' })
  action!: 'distinctCreate' | 'reuse';

  @UuidField({ presence: 'optional', description: 'reuse: the matching activity', example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a15' })
  activityId?: string;

  @IntegerField({ presence: 'optional', min: 1, max: 2147483647, description: 'reuse: its current version (stale: 412)', example: 1 })
  version?: number;
}

export class BatchPreviewInput {
  @NestedArray(ImportEntry, 'entries', {
    required: true,
    description: `At most ${MAX_BATCH_ENTRIES} entries and ${MAX_BATCH_DAY_PARTS} daily parts (more: 413)`,
    example: EXAMPLE_ENTRIES,
  })
  entries!: ImportEntry[];

  @NestedArray(BatchDecision, 'decisions', {
    required: false,
    maxItems: MAX_BATCH_ENTRIES,
    description: 'Settle exactMatch rows (default empty)',
    example: [{ row: 2, action: 'distinctCreate' }],
  })
  decisions?: BatchDecision[];
}

export class BatchCommitInput extends BatchPreviewInput {
  @SourceText({
    description: 'From the batch preview of the same entries and decisions',
    example: 'b1c0e6d4f2a9…',
    nullable: false,
    minLength: 1,
    maxLength: 200,
  })
  previewToken!: string;
}

export class UndoPreviewInput {
  @IntegerField({ presence: 'optional', min: 1, max: MAX_UNDO_BATCH, description: 'Records per round (default 100)', example: 100 })
  limit?: number;
}

export class UndoDecision {
  @UuidField({ description: 'A record of the undo preview', example: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a16' })
  id!: string;

  @EnumField(['KEEP', 'DELETE'], 'ImportUndoAction', { example: 'KEEP' })
  action!: 'KEEP' | 'DELETE';
}

export class UndoCommitInput {
  @SourceText({ description: 'From the undo preview', example: 'eyJqIjoi…', nullable: false, minLength: 1, maxLength: 20000 })
  undoToken!: string;

  @NestedArray(UndoDecision, 'decisions', {
    required: false,
    maxItems: MAX_UNDO_BATCH,
    description: 'KEEP or DELETE per edited or blocked record (default empty)',
    example: [{ id: '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a16', action: 'KEEP' }],
  })
  decisions?: UndoDecision[];
}

// ---- responses ----

export class CatalogClient {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'Owned client with exactly this name, or null' }) id!:
    string | null;
}
export class CatalogProject {
  @ApiProperty({ type: 'string', nullable: true }) client!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) id!: string | null;
}
export class CatalogTask {
  @ApiProperty({ type: 'string', nullable: true }) client!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) project!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) id!: string | null;
}
export class CatalogLabel {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) id!: string | null;
}
export class ImportCatalog {
  @ApiProperty({ type: [CatalogClient] }) clients!: CatalogClient[];
  @ApiProperty({ type: [CatalogProject] }) projects!: CatalogProject[];
  @ApiProperty({ type: [CatalogTask] }) tasks!: CatalogTask[];
  @ApiProperty({ type: [CatalogLabel] }) labels!: CatalogLabel[];
}
export class RowMatch {
  @ApiProperty({ format: 'uuid' }) activityId!: string;
  @ApiProperty({ type: 'integer' }) version!: number;
}
export class RowProblem {
  @ApiProperty({
    enum: ROW_PROBLEM_CODES,
    enumName: 'ImportRowProblemCode',
    example: 'NONEXISTENT_LOCAL_TIME',
    description:
      'MALFORMED_TIME: not a date-time; TIME_OUT_OF_RANGE: outside the instants the service stores; NONEXISTENT_LOCAL_TIME / AMBIGUOUS_LOCAL_TIME: in a daylight-saving gap / fold of sourceZoneId; END_NOT_AFTER_START; START_IN_FUTURE: start after the server clock; NAME_TOO_LONG: a name over the field limit of the record it becomes; DUPLICATE_ENTRY: the same source entry (claim) as an earlier row',
  })
  code!: RowProblemCode;
  @ApiProperty() detail!: string;
}
export class PreviewRow {
  @ApiProperty({ type: 'integer' }) row!: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'Lowercase hex SHA-256; null when it cannot be computed' }) fingerprint!:
    string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) start!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) end!: string | null;
  @ApiProperty({ type: 'integer', description: 'Local-day records the row makes in the account zone' }) dayParts!: number;
  @ApiProperty({ enum: ROW_STATUSES, enumName: 'ImportRowStatus' }) status!: (typeof ROW_STATUSES)[number];
  @ApiProperty({ type: [RowMatch] }) matches!: RowMatch[];
  @ApiProperty({ type: [RowProblem] }) problems!: RowProblem[];
}
export class ImportPreviewResponse {
  @ApiProperty({ description: 'The account reporting zone' }) zoneId!: string;
  @ApiProperty() sourceZoneId!: string;
  @ApiProperty({ type: ImportCatalog }) catalog!: ImportCatalog;
  @ApiProperty({ type: [PreviewRow] }) rows!: PreviewRow[];
}
export class BatchPreviewResponse {
  @ApiProperty({ type: [PreviewRow] }) rows!: PreviewRow[];
  @ApiProperty({ description: 'Binds job, index, entries, decisions and what the preview found' }) previewToken!: string;
}
export class CreatedRow {
  @ApiProperty({ type: 'integer' }) row!: number;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, description: 'Every daily part, in order' }) activityIds!: string[];
}
export class ReusedRow {
  @ApiProperty({ type: 'integer' }) row!: number;
  @ApiProperty({ format: 'uuid' }) activityId!: string;
}
export class SkippedRow {
  @ApiProperty({ type: 'integer' }) row!: number;
  @ApiProperty({
    enum: SKIP_REASONS,
    enumName: 'ImportSkipReason',
    example: 'imported',
    description: 'imported: claimed by an earlier batch or job',
  })
  reason!: (typeof SKIP_REASONS)[number];
}
export class BatchOutcome {
  @ApiProperty({ type: 'integer' }) index!: number;
  @ApiProperty({ type: [CreatedRow] }) created!: CreatedRow[];
  @ApiProperty({ type: [ReusedRow] }) reused!: ReusedRow[];
  @ApiProperty({ type: [SkippedRow] }) skipped!: SkippedRow[];
  @ApiProperty({ type: 'string', format: 'date-time' }) committedAt!: string;
}
export class ImportCounts {
  @ApiProperty({ type: 'integer', description: 'Rows created as activities' }) created!: number;
  @ApiProperty({ type: 'integer', description: 'Rows settled onto an existing activity' }) reused!: number;
  @ApiProperty({ type: 'integer', description: 'Rows skipped (already imported)' }) skipped!: number;
  @ApiProperty({ type: 'integer', description: 'Records removed by undo' }) removed!: number;
  @ApiProperty({ type: 'integer', description: 'Records kept by undo decisions' }) kept!: number;
}
export class ImportJobResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ enum: IMPORT_SOURCES, enumName: 'ImportSource' }) source!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty() fileSha256!: string;
  @ApiProperty() sourceZoneId!: string;
  @ApiProperty({ description: 'The account reporting zone when the job was created' }) zoneId!: string;
  @ApiProperty({ type: ImportMappings }) mappings!: unknown;
  @ApiProperty({ type: 'integer' }) selectedCount!: number;
  @ApiProperty({ enum: IMPORT_STATUSES, enumName: 'ImportStatus' }) status!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [BatchOutcome] }) batches!: BatchOutcome[];
  @ApiProperty({ type: ImportCounts }) counts!: ImportCounts;
}
export const ImportJobPage = PageOf(ImportJobResponse, 'ImportJobPage');
export class ImportJobListQuery extends PageQuery {}

export class UndoBlocker {
  @ApiProperty({ enum: ['runningTimer', 'otherImport', 'catalogDependency'], enumName: 'ImportUndoBlockerKind' }) kind!: string;
  @ApiProperty({ format: 'uuid', description: 'The running activity, the other import job, or the dependent record' }) id!: string;
}
export class UndoRecord {
  @ApiProperty({ enum: ['activity', 'task', 'project', 'client', 'label'], enumName: 'ImportUndoEntityType' }) entityType!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ enum: ['unchanged', 'edited', 'blocked'], enumName: 'ImportUndoState' }) state!: string;
  @ApiProperty({ type: [UndoBlocker] }) blockers!: UndoBlocker[];
}
export class UndoPreviewResponse {
  @ApiProperty() undoToken!: string;
  @ApiProperty({ type: [UndoRecord] }) records!: UndoRecord[];
}
export class UndoResponse {
  @ApiProperty({ type: 'integer' }) removed!: number;
  @ApiProperty({ type: 'integer' }) kept!: number;
  @ApiProperty({ type: 'integer', description: 'Created records still present and neither removed nor kept' }) remaining!: number;
}
