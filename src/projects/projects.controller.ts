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
import { ProjectInput, ProjectListQuery, ProjectPage, ProjectResponse } from './dto/project.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOperation({
    summary: 'List projects, ordered by ID',
    description: 'Filters combine with AND. A `clientId` that is not an owned client is 404.',
  })
  @ApiOkResponse({ type: ProjectPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: ProjectListQuery): Promise<Page<ProjectResponse>> {
    return this.projects.list(query);
  }

  @Post()
  @CreatedAt('projects')
  @ApiOperation({ summary: 'Create a project', description: 'The client must be owned (else 404).' })
  @ApiCreatedResponse({ type: ProjectResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: ProjectInput): Promise<ProjectResponse> {
    return this.projects.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a project' })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<ProjectResponse> {
    return this.projects.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Replace a project',
    description: '`name` and `clientId` are required; an omitted `icon` keeps the current one, null clears it.',
  })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: ProjectInput): Promise<ProjectResponse> {
    return this.projects.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Delete a project that no task, activity or work session uses',
    description: 'A project in use is 409 IN_USE; nothing cascades.',
  })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.projects.delete(id, ifMatch);
  }
}
