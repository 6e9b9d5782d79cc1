import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { IfMatchHeader } from '../common/http/conditional';
import {
  ApiIfMatch,
  ApiProblems,
  CREATE_ERRORS,
  CreatedAt,
  DELETE_ERRORS,
  LIST_ERRORS,
  READ_ERRORS,
  UPDATE_ERRORS,
} from '../common/http/decorators';
import { IfMatch } from '../common/http/etag';
import { assertEmptyObjectBody } from '../common/http/empty-body';
import { StatusResult, noContent } from '../common/http/response-writer';
import { UuidPipe, isUuid } from '../common/http/uuid.pipe';
import { CommandPrefetch, IdempotentCommand } from '../common/idempotency/idempotency.interceptor';
import { RequestContext } from '../common/request-context';
import { Page } from '../common/pagination/page';
import { ActivitiesService } from './activities.service';
import {
  ActivityCreateInput,
  ActivityListQuery,
  ActivityPage,
  ActivityResponse,
  ActivityStartInput,
  ActivityUpdateInput,
  WorkSessionAttachmentInput,
} from './dto/activity.dto';
import { TrackingService } from './tracking.service';
import { recordRead, startStateRead } from './activities.repository';

/** Start reads the task and the open record first: ahead, when the task ID is usable as sent (null or a UUID, lowercased as validation will). */
const startPrefetch: CommandPrefetch = (request) => {
  const taskId = (request.body as { taskId?: unknown } | null | undefined)?.taskId;
  if (taskId !== null && !isUuid(taskId)) return undefined;
  return startStateRead(RequestContext.ownerId(), taskId === null ? null : taskId.toLowerCase());
};

/** Stop reads its record first: ahead, for a UUID path (lowercased as UuidPipe will). */
const stopPrefetch: CommandPrefetch = (request) => {
  const id = (request.params as { id?: unknown }).id;
  return isUuid(id) ? recordRead(RequestContext.ownerId(), id.toLowerCase()) : undefined;
};

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly tracking: TrackingService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List activity records overlapping [from, to), ordered by start then ID, with their original timestamps' })
  @ApiOkResponse({ type: ActivityPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: ActivityListQuery): Promise<Page<ActivityResponse>> {
    return this.activities.list(query);
  }

  @Get('active')
  @ApiOperation({ summary: 'The open activity, or 204 with no body when nothing is open' })
  @ApiOkResponse({ type: ActivityResponse })
  @ApiNoContentResponse({ description: 'Nothing is open' })
  @ApiProblems(400, 401, 403, 503)
  async active(@Res({ passthrough: true }) reply: FastifyReply): Promise<ActivityResponse | undefined> {
    const open = await this.tracking.active();
    return open ?? noContent(reply);
  }

  @Post('start')
  @CreatedAt('activities')
  @IdempotentCommand(startPrefetch)
  @ApiOperation({
    summary: 'Start tracking a task at the server clock, or switch to it',
    description:
      'Checks expectedActiveId/expectedActiveVersion against the open activity (409 ACTIVE_STATE_CHANGED when they differ). ' +
      'The same task (null equals null): 200 with the open activity unchanged. Otherwise the open activity (if any) ends and ' +
      'the new one starts at the same server-clock instant, atomically: 201. A retry with the same Idempotency-Key and input ' +
      'returns the original response.',
  })
  @ApiCreatedResponse({ type: ActivityResponse, description: 'A new open activity' })
  @ApiOkResponse({ type: ActivityResponse, description: 'Already tracking this task: the open activity, unchanged' })
  @ApiProblems(400, 401, 403, 404, 409, 415, 422, 503)
  start(@Body() body: ActivityStartInput): Promise<StatusResult<ActivityResponse>> {
    return this.tracking.start(body);
  }

  @Post()
  @CreatedAt('activities')
  @ApiOperation({ summary: 'Create a manual interval; stored as one record per local day, answers with the last one' })
  @ApiCreatedResponse({ type: ActivityResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: ActivityCreateInput): Promise<ActivityResponse> {
    return this.activities.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get an activity record' })
  @ApiOkResponse({ type: ActivityResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<ActivityResponse> {
    return this.activities.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Edit a record (the task cannot change); the result is manual, stored per local day; answers with the last part',
  })
  @ApiOkResponse({ type: ActivityResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @Body() body: ActivityUpdateInput,
  ): Promise<ActivityResponse> {
    return this.activities.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({ summary: 'Delete an activity record' })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.activities.delete(id, ifMatch);
  }

  @Post(':id/stop')
  @HttpCode(200)
  @ApiIfMatch()
  @IdempotentCommand(stopPrefetch)
  @ApiOperation({ summary: 'Stop an open activity at the server clock; a completed one is answered unchanged' })
  @ApiBody({ required: false, schema: { type: 'object', additionalProperties: false, description: 'No body, or {}' } })
  @ApiOkResponse({ type: ActivityResponse, description: 'The completed record' })
  @ApiProblems(400, 401, 403, 404, 409, 412, 415, 428, 503)
  stop(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: unknown): Promise<ActivityResponse> {
    assertEmptyObjectBody(body, false);
    return this.tracking.stop(id, ifMatch);
  }

  @Put(':id/work-session')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Deprecated: activities are not attached to work sessions. null is a version-checked no-op; any other value is 409',
    deprecated: true,
  })
  @ApiOkResponse({ type: ActivityResponse })
  @ApiProblems(...UPDATE_ERRORS)
  setWorkSession(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @Body() body: WorkSessionAttachmentInput,
  ): Promise<ActivityResponse> {
    return this.activities.setWorkSession(id, ifMatch, body.workSessionId);
  }
}
