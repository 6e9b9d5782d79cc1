import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { QueryUuidList } from '../../common/http/fields';
import { GROUP_DIMENSIONS } from '../report-parts';
import { AMOUNTS_DOC, BILLABLE_DOC, ReportAmount, ReportHeader, ReportQuery, ReportRounding, UNPRICED_DOC } from './report.dto';

const DURATION = {
  type: 'string',
  format: 'duration',
  pattern: '^PT(\\d+H)?(\\d+M)?(\\d+(\\.\\d{1,9})?S)?$',
  example: 'PT7H30M0.000000001S',
} as const;

const DIMENSIONS_DOC =
  "client, project, task and label group by the interval's client, project (the activity's own projectId, else its task's project), " +
  'task and labels; day, week (Monday-based) and month by the local dates of the report zone, split at real local midnights. ' +
  'An interval without a client, project, task or label falls in the group whose id is null. An interval with several labels ' +
  'counts its full time in each of its label groups, so label groups may add up to more than the total (groupsAddUp / subgroupsAddUp are then false)';

export class SummaryQuery extends ReportQuery {
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(GROUP_DIMENSIONS as unknown as string[], { message: `$property must be one of ${GROUP_DIMENSIONS.join(', ')}` })
  @ApiPropertyOptional({
    enum: GROUP_DIMENSIONS,
    enumName: 'ReportGroupDimension',
    description: `The first grouping level (default project). ${DIMENSIONS_DOC}`,
  })
  groupBy?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(GROUP_DIMENSIONS as unknown as string[], { message: `$property must be one of ${GROUP_DIMENSIONS.join(', ')}` })
  @ApiPropertyOptional({
    enum: GROUP_DIMENSIONS,
    enumName: 'ReportGroupDimension',
    description: 'The optional second level, within each group; the same dimension as groupBy is 422 VALIDATION',
  })
  subgroupBy?: string;

  @QueryUuidList('Only intervals of these clients (repeat the parameter for several); each must be an owned client, else 404')
  clientId?: string[];

  @QueryUuidList("Only intervals of these projects (the activity's own project, else its task's); each must be owned, else 404")
  projectId?: string[];

  @QueryUuidList('Only intervals of these tasks; each must be owned, else 404')
  taskId?: string[];

  @QueryUuidList('Only intervals carrying at least one of these labels; each must be owned, else 404')
  labelId?: string[];
}

export class SummarySubgroup {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'The client, project, task or label UUID, the local date (day), the Monday (week) or YYYY-MM (month); null: intervals without one',
  })
  id!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      "The current name (a task's summary), read in the same snapshot as the figures; for time groups the same as id; null for the null group",
  })
  name!: string | null;
  @ApiProperty(DURATION) total!: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
}

export class SummaryGroup extends SummarySubgroup {
  @ApiPropertyOptional({ type: [SummarySubgroup], description: 'Present when subgroupBy is given: the totals within this group' })
  subgroups?: SummarySubgroup[];
  @ApiPropertyOptional({
    type: 'boolean',
    description: 'Present when subgroupBy is given: false when an interval with several labels counts in more than one subgroup',
  })
  subgroupsAddUp?: boolean;
}

export class SummaryReportResponse extends ReportHeader {
  @ApiProperty({ enum: GROUP_DIMENSIONS, enumName: 'ReportGroupDimension' }) groupBy!: string;
  @ApiProperty({ type: 'string', enum: [...GROUP_DIMENSIONS], nullable: true, description: 'null: one level' }) subgroupBy!: string | null;
  @ApiPropertyOptional({ type: () => ReportRounding, description: 'Present only when rounding was requested: every figure is rounded' })
  rounding?: ReportRounding;
  @ApiProperty({
    ...DURATION,
    description: 'Sum of the (clipped, possibly rounded) intervals matching the filters; overlapping activities both count',
  })
  total!: string;
  @ApiPropertyOptional({ ...DURATION, description: 'Present only with rounding: the unrounded total' }) exactTotal?: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
  @ApiProperty({ description: 'True when the group totals add up to total (false only when label groups count an interval several times)' })
  groupsAddUp!: boolean;
  @ApiProperty({
    type: [SummaryGroup],
    description:
      'Groups with recorded time. Time groups in chronological order; others by name (case-insensitive), then id, the null group last',
  })
  groups!: SummaryGroup[];
}
