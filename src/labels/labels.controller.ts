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
import { LabelCreateInput, LabelInput, LabelListQuery, LabelPage, LabelResponse } from './dto/label.dto';
import { LabelsService } from './labels.service';

@ApiTags('labels')
@Controller('labels')
export class LabelsController {
  constructor(private readonly labels: LabelsService) {}

  @Get()
  @ApiOperation({ summary: 'List labels, ordered by ID' })
  @ApiOkResponse({ type: LabelPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: LabelListQuery): Promise<Page<LabelResponse>> {
    return this.labels.list(query);
  }

  @Post()
  @CreatedAt('labels')
  @ApiOperation({ summary: 'Create a label', description: 'An omitted `color` is null.' })
  @ApiCreatedResponse({ type: LabelResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: LabelCreateInput): Promise<LabelResponse> {
    return this.labels.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a label' })
  @ApiOkResponse({ type: LabelResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<LabelResponse> {
    return this.labels.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({ summary: 'Replace a label', description: '`name` and `color` are required (`color` null for none).' })
  @ApiOkResponse({ type: LabelResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: LabelInput): Promise<LabelResponse> {
    return this.labels.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({
    summary: 'Delete a label that no activity uses',
    description: 'A label assigned to activities is 409 IN_USE; nothing cascades.',
  })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.labels.delete(id, ifMatch);
  }
}
