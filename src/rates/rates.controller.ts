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
import { RateInput, RateListQuery, RatePage, RateResponse } from './dto/rate.dto';
import { RatesService } from './rates.service';

const RESOLUTION =
  'For a billable moment t of an activity the rate is taken from the first of these scopes that has a rate with effectiveFrom <= t ' +
  "(null: since always), the latest such: the activity's task, that task's ancestors (nearest first), the activity's project " +
  "(its projectId, else its task's project), that project's client, the owner's default (all scope IDs null). " +
  'A rate with a later effectiveFrom never changes earlier time.';

@ApiTags('rates')
@Controller('rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  @Get()
  @ApiOperation({
    summary: 'List hourly rates, ordered by ID',
    description: "Filters combine with AND and match the rate's own scope; a foreign or missing filter record is 404.",
  })
  @ApiOkResponse({ type: RatePage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: RateListQuery): Promise<Page<RateResponse>> {
    return this.rates.list(query);
  }

  @Post()
  @CreatedAt('rates')
  @ApiOperation({
    summary: 'Create an hourly rate',
    description: `Every property is required (nullable ones as explicit null). Two or more scope IDs: 422; a foreign or missing scope record: 404; the scope already has a rate with this effectiveFrom: 409. ${RESOLUTION}`,
  })
  @ApiCreatedResponse({ type: RateResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: RateInput): Promise<RateResponse> {
    return this.rates.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get an hourly rate' })
  @ApiOkResponse({ type: RateResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<RateResponse> {
    return this.rates.get(id);
  }

  @Put(':id')
  @ApiIfMatch()
  @ApiOperation({ summary: 'Replace an hourly rate', description: 'Every property is required; the rules of create apply.' })
  @ApiOkResponse({ type: RateResponse })
  @ApiProblems(...UPDATE_ERRORS)
  update(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch, @Body() body: RateInput): Promise<RateResponse> {
    return this.rates.update(id, ifMatch, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIfMatch()
  @ApiOperation({ summary: 'Delete an hourly rate' })
  @ApiNoContentResponse()
  @ApiProblems(...DELETE_ERRORS)
  delete(@Param('id', UuidPipe) id: string, @IfMatchHeader() ifMatch: IfMatch): Promise<void> {
    return this.rates.delete(id, ifMatch);
  }
}
