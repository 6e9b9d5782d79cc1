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
import { ClientsService } from './clients.service';
import { ClientInput, ClientListQuery, ClientPage, ClientResponse } from './dto/client.dto';

@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @ApiOperation({ summary: 'List clients, ordered by ID' })
  @ApiOkResponse({ type: ClientPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: ClientListQuery): Promise<Page<ClientResponse>> {
    return this.clients.list(query);
  }

  @Post()
  @CreatedAt('clients')
  @ApiOperation({ summary: 'Create a client' })
  @ApiCreatedResponse({ type: ClientResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: ClientInput): Promise<ClientResponse> {
    return this.clients.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a client' })
  @ApiOkResponse({ type: ClientResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<ClientResponse> {
    return this.clients.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({ summary: 'Replace a client' })
  @ApiOkResponse({ type: ClientResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: ClientInput): Promise<ClientResponse> {
    return this.clients.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({ summary: 'Delete a client that no project or work session uses' })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.clients.delete(id, ifMatch);
  }
}
