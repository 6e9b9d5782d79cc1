import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { UuidPipe } from '../common/http/uuid.pipe';
import { Page } from '../common/pagination/page';
import { ExternalReference, TaskCreateInput, TaskInput, TaskListQuery, TaskPage, TaskResponse } from './dto/task.dto';
import { TasksService } from './tasks.service';

const LOOKUP_ERRORS = [400, 401, 403, 404, 422, 503];

@ApiTags('tasks')
@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get()
  @ApiOperation({
    summary: 'List tasks, ordered by ID',
    description:
      'Filters combine with AND. A `projectId` or `parentTaskId` that is not an owned resource is 404; `unassigned=true` with `projectId` is 400.',
  })
  @ApiOkResponse({ type: TaskPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: TaskListQuery): Promise<Page<TaskResponse>> {
    return this.tasks.list(query);
  }

  @Post()
  @CreatedAt('tasks')
  @ApiOperation({
    summary: 'Create a task (and link its provider references atomically)',
    description:
      "Relations must be owned (404). A subtask must have its parent's non-null project (422 VALIDATION). " +
      'An identity already linked within the owner is 409 EXTERNAL_REFERENCE_CONFLICT and creates nothing; after an ambiguous create, reconcile through GET /tasks/by-external-reference.',
  })
  @ApiCreatedResponse({ type: TaskResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: TaskCreateInput): Promise<TaskResponse> {
    return this.tasks.create(body);
  }

  @Get('by-external-reference')
  @ApiOperation({
    summary: 'Find the task linked to a provider identity',
    description: 'All three parts are required (400 when missing, 422 outside their bounds); no linked task is 404.',
  })
  @ApiOkResponse({ type: TaskResponse })
  @ApiProblems(...LOOKUP_ERRORS)
  findByReference(@Query() query: ExternalReference): Promise<TaskResponse> {
    return this.tasks.findByReference(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a task' })
  @ApiOkResponse({ type: TaskResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<TaskResponse> {
    return this.tasks.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Replace a task',
    description:
      'summary, url, projectId and parentTaskId are all required (null when unset). Self-parenting, cycles and moving a task that has subtasks to another project are 409 HIERARCHY_CONFLICT. References are changed through /tasks/{id}/external-references.',
  })
  @ApiOkResponse({ type: TaskResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: TaskInput): Promise<TaskResponse> {
    return this.tasks.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({ summary: 'Delete a task without subtasks or activities', description: 'A task in use is 409 IN_USE; nothing cascades.' })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.tasks.delete(id, ifMatch);
  }

  @Put(':id/external-references')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Link a provider identity to the task',
    description:
      'If-Match names the task version. Linking bumps the task version and emits a task update. An identity linked to another task of the owner is 409 EXTERNAL_REFERENCE_CONFLICT; one already linked to this task is a no-op (200, unchanged).',
  })
  @ApiOkResponse({ type: TaskResponse })
  @ApiProblems(...UPDATE_ERRORS)
  link(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: ExternalReference): Promise<TaskResponse> {
    return this.tasks.linkReference(id, ifMatch, body);
  }

  @Delete(':id/external-references')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Unlink a provider identity from the task',
    description:
      'If-Match names the task version. Answers 200 with the task (new version); the link is kept as history. An identity not linked to this task is 404.',
  })
  @ApiOkResponse({ type: TaskResponse })
  @ApiProblems(...DELETE_ERRORS)
  unlink(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Query() query: ExternalReference): Promise<TaskResponse> {
    return this.tasks.unlinkReference(id, ifMatch, query);
  }
}
