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
import { noContent } from '../common/http/response-writer';
import { UuidPipe } from '../common/http/uuid.pipe';
import { StrictValidationPipe } from '../common/http/validation.pipe';
import { IdempotentCommand } from '../common/idempotency/idempotency.interceptor';
import { Page } from '../common/pagination/page';
import {
  WorkSessionCreateInput,
  WorkSessionListQuery,
  WorkSessionPage,
  WorkSessionReport,
  WorkSessionResponse,
  WorkSessionStartInput,
  WorkSessionUpdateInput,
} from './dto/work-session.dto';
import { WorkSessionReportService } from './report/work-session-report.service';
import { assertEmptyObjectBody } from '../common/http/empty-body';
import { ApiUndoRequestHeader, UNDO_RESPONSE_HEADERS, UndoRequested, writeUndoHeaders } from './undo-header';
import { WorkSessionsService } from './work-sessions.service';

@ApiTags('work-sessions')
@Controller('work-sessions')
export class WorkSessionsController {
  private readonly validation = new StrictValidationPipe();

  constructor(
    private readonly sessions: WorkSessionsService,
    private readonly reports: WorkSessionReportService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List work sessions, ordered by ID',
    description:
      'Filters combine with AND. `from`/`to` (both or neither, `to` after `from`) keep sessions overlapping [from, to); a running session extends to infinity.',
  })
  @ApiOkResponse({ type: WorkSessionPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: WorkSessionListQuery): Promise<Page<WorkSessionResponse>> {
    return this.sessions.list(query);
  }

  @Post()
  @CreatedAt('work-sessions')
  @ApiOperation({
    summary: 'Create a work session (completed, or running when end is omitted or null)',
    description:
      'Client rules: omitted -> General; explicit null -> 422; with projectId the client is derived from the project and a different explicit client is 422. `title` is retired and folded into `summary`.',
  })
  @ApiCreatedResponse({ type: WorkSessionResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: WorkSessionCreateInput): Promise<WorkSessionResponse> {
    return this.sessions.create(body);
  }

  @Get('active')
  @ApiOperation({ summary: 'The running work session, or 204 when none runs' })
  @ApiOkResponse({ type: WorkSessionResponse })
  @ApiNoContentResponse({ description: 'No work session is running' })
  @ApiProblems(400, 401, 403, 503)
  async active(@Res({ passthrough: true }) reply: FastifyReply): Promise<WorkSessionResponse | undefined> {
    return (await this.sessions.active()) ?? noContent(reply);
  }

  @Post('start')
  @IdempotentCommand()
  @CreatedAt('work-sessions')
  @ApiOperation({
    summary: 'Start a running work session at the server clock',
    description:
      'One running session per owner: a second is 409 WORK_SESSION_RUNNING. A retry with the same Idempotency-Key and body answers with the original status, body and ETag.',
  })
  @ApiBody({ type: WorkSessionStartInput, required: false, description: 'Optional: an absent body is the same as {}' })
  @ApiCreatedResponse({ type: WorkSessionResponse })
  @ApiProblems(400, 401, 403, 404, 409, 415, 422, 503)
  async start(@Body() raw: unknown): Promise<WorkSessionResponse> {
    // Every field is optional, so a bodiless start is accepted as {}; otherwise the usual strict rules.
    const body = (await this.validation.transform(raw === undefined ? {} : raw, {
      type: 'body',
      metatype: WorkSessionStartInput,
    })) as WorkSessionStartInput;
    return this.sessions.start(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a work session' })
  @ApiOkResponse({ type: WorkSessionResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<WorkSessionResponse> {
    return this.sessions.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiUndoRequestHeader()
  @ApiOperation({
    summary: 'Replace a work session',
    description:
      'start and end are required (end null: running); omitted clientId, projectId and summary keep their values, an explicit null projectId removes the project.',
  })
  @ApiOkResponse({ type: WorkSessionResponse, headers: UNDO_RESPONSE_HEADERS })
  @ApiProblems(...UPDATE_ERRORS)
  async update(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @UndoRequested() undo: boolean,
    @Body() body: WorkSessionUpdateInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WorkSessionResponse> {
    const { result, undo: offer } = await this.sessions.update(id, ifMatch, body, undo);
    writeUndoHeaders(reply, offer);
    return result;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiUndoRequestHeader()
  @ApiOperation({ summary: 'Delete a work session (activities are not touched)' })
  @ApiNoContentResponse({ description: 'Deleted', headers: UNDO_RESPONSE_HEADERS })
  @ApiProblems(...DELETE_ERRORS)
  async delete(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @UndoRequested() undo: boolean,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { undo: offer } = await this.sessions.delete(id, ifMatch, undo);
    writeUndoHeaders(reply, offer);
  }

  @Post(':id/stop')
  @HttpCode(200)
  @IdempotentCommand()
  @ApiIfMatch()
  @ApiBody({
    required: false,
    description: 'Empty, or the empty object {}',
    schema: { type: 'object', additionalProperties: false, maxProperties: 0 },
  })
  @ApiOperation({
    summary: 'Stop a running work session at the server clock',
    description:
      "If-Match (the running session's ETag) and Idempotency-Key are required. A completed session with a matching If-Match answers 200 unchanged.",
  })
  @ApiOkResponse({ type: WorkSessionResponse, description: 'The completed session' })
  @ApiProblems(400, 401, 403, 404, 409, 412, 415, 422, 428, 503)
  stop(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: unknown): Promise<WorkSessionResponse> {
    assertEmptyObjectBody(body, false);
    return this.sessions.stop(id, ifMatch);
  }

  @Get(':id/report')
  @ApiOperation({
    summary: "Derived report: the session against the owner's activities",
    description:
      'One consistent snapshot. duration = session length; tracked = sum of each overlapping activity clipped to the session; allocated = union of the clipped parts (overlaps never counted twice); unallocated = duration - allocated. Touching an endpoint is not overlapping. Running sessions and activities are measured up to the server clock, reported as generatedAt (absent otherwise).',
  })
  @ApiOkResponse({ type: WorkSessionReport })
  @ApiProblems(...READ_ERRORS)
  report(@Param('id', UuidPipe) id: string): Promise<WorkSessionReport> {
    return this.reports.report(id);
  }
}
