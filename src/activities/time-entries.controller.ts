import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IfMatchHeader } from '../common/http/conditional';
import { ApiIfMatch, ApiProblems, DELETE_ERRORS, READ_ERRORS, UPDATE_ERRORS } from '../common/http/decorators';
import { IfMatch } from '../common/http/etag';
import { UuidPipe } from '../common/http/uuid.pipe';
import { TimeEntryResponse, TimeEntryUpdateInput } from './dto/time-entry.dto';
import { TimeEntriesService } from './time-entries.service';

@ApiTags('time-entries')
@Controller('time-entries')
export class TimeEntriesController {
  constructor(private readonly entries: TimeEntriesService) {}

  @Get(':id')
  @ApiOperation({
    summary: 'Get a time entry: one tracked interval with its daily parts',
    description: 'The ETag changes whenever any part changes; PUT and DELETE take it as If-Match.',
  })
  @ApiOkResponse({ type: TimeEntryResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<TimeEntryResponse> {
    return this.entries.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Replace the whole interval of a time entry atomically',
    description:
      'The rules of PUT /activities/{id} (the task cannot change). The interval is split again at the local midnights of the profile zone: ' +
      "the part of a local day that remains keeps its ID (an open entry's newest part keeps the active UUID), new days get new IDs, parts of " +
      'days no longer covered are deleted. Every changed part is manual, gets a new version and one change event; a part left exactly as it ' +
      'was keeps its version and emits nothing. 412 STALE_VERSION when any part changed since the ETag was read.',
  })
  @ApiOkResponse({ type: TimeEntryResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @Body() body: TimeEntryUpdateInput,
  ): Promise<TimeEntryResponse> {
    return this.entries.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({ summary: 'Delete a time entry: every daily part, in one transaction (one deleted event per part)' })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.entries.delete(id, ifMatch);
  }
}
