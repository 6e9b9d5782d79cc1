import { ApiProperty } from '@nestjs/swagger';
import { ActivityResponse, ActivityUpdateInput } from './activity.dto';

/**
 * PUT /time-entries/{id}: the whole interval, with the rules of PUT /activities/{id} (every editable
 * field required; the task cannot change, so taskId is refused like any unknown property).
 */
export class TimeEntryUpdateInput extends ActivityUpdateInput {}

export class TimeEntryResponse {
  @ApiProperty({ format: 'uuid', description: 'The time entry ID (the timeEntryId of its parts)' }) id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-03-28T22:30:00Z', description: 'Start of the first part' })
  start!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'End of the last part; null while open' }) end!:
    string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) taskId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) summary!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, description: 'Sorted' }) labelIds!: string[];
  @ApiProperty({ description: "Whether the time is billable (the first part's flag; every part keeps it)" }) billable!: boolean;
  @ApiProperty({ description: 'true when any part was created or edited manually' }) manual!: boolean;
  @ApiProperty({
    type: ActivityResponse,
    isArray: true,
    description: 'The daily parts (activities) in start order, each as GET /activities/{id} answers it',
  })
  parts!: ActivityResponse[];
}
