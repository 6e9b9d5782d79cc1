import { Body, Controller, Get, HttpCode, Injectable, Param, PipeTransform, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  ApiProblems,
  ApiProblemsSaying,
  CREATE_ERRORS,
  CreatedAt,
  LIST_ERRORS,
  READ_ERRORS,
  ReadPermission,
} from '../common/http/decorators';
import { Problem } from '../common/http/problem';
import { StatusResult } from '../common/http/response-writer';
import { UuidPipe } from '../common/http/uuid.pipe';
import { Page } from '../common/pagination/page';
import {
  BatchCommitInput,
  MAX_BATCH_DAY_PARTS,
  MAX_BATCH_ENTRIES,
  BatchOutcome,
  BatchPreviewInput,
  BatchPreviewResponse,
  ImportJobInput,
  ImportJobListQuery,
  ImportJobPage,
  ImportJobResponse,
  ImportPreviewInput,
  ImportPreviewResponse,
  UndoCommitInput,
  UndoPreviewInput,
  UndoPreviewResponse,
  UndoResponse,
} from './dto/imports.dto';
import { ImportBatchesService } from './import-batches.service';
import { ImportJobsService } from './import-jobs.service';
import { ImportUndoService } from './import-undo.service';

/** A batch index in a path: a decimal integer from 0 (malformed: 400). */
@Injectable()
export class BatchIndexPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^(0|[1-9]\d{0,8})$/.test(value)) throw Problem.badRequest('The batch index must be an integer from 0', 'MALFORMED_INDEX');
    return Number(value);
  }
}

const BATCH_ERRORS = [400, 401, 403, 404, 409, 412, 413, 415, 422, 503];
/** The previews need read permission only: their 403 is a cookie session's missing X-CSRF-Token. */
const PREVIEW_403 = 'A cookie session without a valid X-CSRF-Token (read permission is enough)';
const PREVIEW_TOO_LARGE = `PAYLOAD_TOO_LARGE: more than ${MAX_BATCH_ENTRIES} entries, or a request body over 20 MiB`;
const BATCH_TOO_LARGE =
  `PAYLOAD_TOO_LARGE: more than ${MAX_BATCH_ENTRIES} entries, entries that make more than ${MAX_BATCH_DAY_PARTS} ` +
  'local-day activities, or a request body over 20 MiB';

@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  constructor(
    private readonly jobs: ImportJobsService,
    private readonly batches: ImportBatchesService,
    private readonly undoing: ImportUndoService,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ReadPermission()
  @ApiOperation({ summary: 'Preview normalized entries: rows, statuses and catalog matches (writes nothing; read permission)' })
  @ApiOkResponse({ type: ImportPreviewResponse })
  @ApiProblemsSaying({ 403: PREVIEW_403, 413: PREVIEW_TOO_LARGE }, 400, 401, 403, 404, 413, 415, 422, 503)
  preview(@Body() body: ImportPreviewInput): Promise<ImportPreviewResponse> {
    return this.jobs.preview(body);
  }

  @Post()
  @CreatedAt('imports')
  @ApiOperation({ summary: 'Create an import job with its immutable mappings, fingerprints and the account zone' })
  @ApiCreatedResponse({ type: ImportJobResponse })
  @ApiProblems(...CREATE_ERRORS)
  create(@Body() body: ImportJobInput): Promise<ImportJobResponse> {
    return this.jobs.create(body);
  }

  @Get()
  @ApiOperation({ summary: 'List import jobs, newest first' })
  @ApiOkResponse({ type: ImportJobPage })
  @ApiProblems(...LIST_ERRORS)
  list(@Query() query: ImportJobListQuery): Promise<Page<ImportJobResponse>> {
    return this.jobs.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get an import job with its committed batch outcomes and counts' })
  @ApiOkResponse({ type: ImportJobResponse })
  @ApiProblems(...READ_ERRORS)
  get(@Param('id', UuidPipe) id: string): Promise<ImportJobResponse> {
    return this.jobs.get(id);
  }

  @Post(':id/batches/:index/preview')
  @HttpCode(200)
  @ReadPermission()
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0 }, description: 'Batch index, from 0' })
  @ApiBody({ type: BatchPreviewInput })
  @ApiOperation({ summary: 'Preview one batch of a job: rows plus the previewToken a commit needs (writes nothing; read permission)' })
  @ApiOkResponse({ type: BatchPreviewResponse })
  @ApiProblemsSaying({ 403: PREVIEW_403, 413: BATCH_TOO_LARGE }, 400, 401, 403, 404, 409, 413, 415, 422, 503)
  previewBatch(
    @Param('id', UuidPipe) id: string,
    @Param('index', BatchIndexPipe) index: number,
    @Body() body: unknown,
  ): Promise<BatchPreviewResponse> {
    return this.batches.previewBatch(id, index, body);
  }

  @Post(':id/batches/:index')
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0 }, description: 'Batch index, from 0; batches commit in order' })
  @ApiBody({ type: BatchCommitInput })
  @ApiOperation({
    summary: 'Commit one batch atomically',
    description:
      'Checks in order: 404 job; 400/413/422 input; an index already committed answers 200 with the stored outcome for the same entries and decisions, 409 BATCH_CONFLICT otherwise; 409 IMPORT_UNDOING; 409 ZONE_CHANGED; 409 BATCH_OUT_OF_ORDER; 422 unsettled exactMatch or invalid row; 412 STALE_VERSION for a stale reuse; 409 PREVIEW_STALE.',
  })
  @ApiCreatedResponse({ type: BatchOutcome })
  @ApiOkResponse({ type: BatchOutcome, description: 'A repeat of a committed batch: the stored outcome' })
  @ApiProblemsSaying({ 413: BATCH_TOO_LARGE }, ...BATCH_ERRORS)
  commitBatch(
    @Param('id', UuidPipe) id: string,
    @Param('index', BatchIndexPipe) index: number,
    @Body() body: unknown,
  ): Promise<StatusResult<BatchOutcome>> {
    return this.batches.commitBatch(id, index, body);
  }

  @Post(':id/undo/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fence the job for good (status undoing) and list up to `limit` records it created that are still present' })
  @ApiOkResponse({ type: UndoPreviewResponse })
  @ApiProblems(400, 401, 403, 404, 415, 422, 503)
  undoPreview(@Param('id', UuidPipe) id: string, @Body() body: UndoPreviewInput): Promise<UndoPreviewResponse> {
    return this.undoing.undoPreview(id, body);
  }

  @Post(':id/undo')
  @HttpCode(200)
  @ApiBody({ type: UndoCommitInput })
  @ApiOperation({
    summary: 'Remove unchanged records and edited ones marked DELETE, keep those marked KEEP (versions re-checked under the owner lock)',
  })
  @ApiOkResponse({ type: UndoResponse })
  @ApiProblems(400, 401, 403, 404, 409, 415, 422, 503)
  undo(@Param('id', UuidPipe) id: string, @Body() body: unknown): Promise<UndoResponse> {
    return this.undoing.undo(id, body);
  }
}
