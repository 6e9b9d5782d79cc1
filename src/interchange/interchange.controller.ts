import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { FastifyReply } from 'fastify';
import { ApiProblems } from '../common/http/decorators';
import { Problem } from '../common/http/problem';
import { ProblemResponse } from '../common/http/problem.response';
import { StatusResult } from '../common/http/response-writer';
import { IdempotentCommand } from '../common/idempotency/idempotency.interceptor';
import { CsvVersion } from './csv-archive';
import { ExportQuery } from './export.query';
import { SCHEMA_NAMES } from './formats';
import { ImportResult, InterchangeService } from './interchange.service';
import { ZIP_SCHEMA } from './openapi';
import { ZIP_MEDIA_TYPE } from './zip-body';

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A problem response whose meaning on this route is more specific than the shared wording. */
const problem = (status: number, description: string) =>
  ApiResponse({ status, description, content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemResponse) } } } });

@ApiTags('interchange')
@Controller()
export class InterchangeController {
  constructor(private readonly interchange: InterchangeService) {}

  @Get('export')
  @ApiOperation({
    summary: 'Export an owned snapshot (service-domain-v3 or, with version=4, v4 JSON, or a CSV archive v1..v4)',
    description:
      "One consistent snapshot of the owner's clients, projects, tasks with external references, labels, activities (every daily record) and work sessions; " +
      'never tokens, sessions, receipts, undo offers, import jobs or audit items. Sent as an attachment (Content-Disposition). ' +
      'More than 10,000 records of one type, or more than 20 MiB, is 413.',
  })
  @ApiProduces('application/json', ZIP_MEDIA_TYPE)
  @ApiOkResponse({
    description: 'The export file, with Content-Disposition: attachment; filename=…',
    content: {
      'application/json': {
        schema: { oneOf: [schemaRef(SCHEMA_NAMES['service-domain-v3']), schemaRef(SCHEMA_NAMES['service-domain-v4'])] },
      },
      [ZIP_MEDIA_TYPE]: { schema: ZIP_SCHEMA },
    },
    headers: {
      'Content-Disposition': { description: 'attachment; filename="time-tracking-export-<date>.json|.zip"', schema: { type: 'string' } },
    },
  })
  @ApiExtraModels(ProblemResponse)
  @ApiProblems(400, 401, 403, 503)
  @problem(413, 'More than 10,000 records of one type, or a file over 20 MiB: nothing is exported')
  @problem(422, 'VALIDATION: an unknown format or version')
  async export(@Query() query: ExportQuery, @Res() reply: FastifyReply): Promise<void> {
    const format = query.format ?? 'json';
    if (format === 'json' && query.version !== undefined && query.version !== '3' && query.version !== '4') {
      throw Problem.validation('JSON exports are service-domain-v3 or v4; versions 1 and 2 exist as CSV archives', [
        { field: 'version', message: 'must be 3 or 4 with format=json' },
      ]);
    }
    const file = await this.interchange.export(format, Number(query.version ?? 3) as CsvVersion);
    reply
      .status(200)
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('ETag', file.etag)
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'no-store')
      .send(Readable.from(file.chunks));
  }

  @Post('import')
  @HttpCode(201)
  @IdempotentCommand()
  @ApiOperation({
    summary: 'Import a service-domain document (v1..v4 JSON) or CSV archive (v1..v4 ZIP) atomically, with fresh IDs',
    description:
      'Validates the whole graph before writing anything, allocates fresh UUIDs, rewrites every reference and writes everything in one transaction; ' +
      "never updates an existing record, the owner or the reporting zone; activities are split into the importer's local days; one change event per created record. " +
      "v1/v2 projects and work sessions go to the importer's General client. v1..v3 activities are not billable and their projects have billableByDefault false; " +
      'v4 rates are created with fresh IDs (their scope IDs rewritten), and one with the scope and effectiveFrom of an existing rate is 409 RATE_EXISTS. ' +
      'Errors: an invalid document or graph (including an open activity or running session when the importer has one) 422 with the offending JSON pointers in `errors`; ' +
      'an external identity the importer already has linked 409 EXTERNAL_REFERENCE_CONFLICT; over 10,000 records of one type or 20 MiB 413; ' +
      'the same Idempotency-Key with another body 409 IDEMPOTENCY_KEY_REUSED. A failure writes nothing (no record, receipt or event).',
  })
  @ApiConsumes('application/json', ZIP_MEDIA_TYPE)
  @ApiBody({
    required: true,
    description:
      'A service-domain document (application/json) or CSV archive (application/zip); see /openapi.json components ServiceDomainV1..V4',
    schema: { type: 'object' },
  })
  @ApiCreatedResponse({
    description: "What was created, and every source ID's new ID",
    content: { 'application/json': { schema: schemaRef('ImportResult') } },
  })
  @ApiProblems(400, 401, 403, 415, 503)
  @problem(
    409,
    "EXTERNAL_REFERENCE_CONFLICT: an external identity of the document is already linked to one of the importer's tasks; IDEMPOTENCY_KEY_REUSED: the key was used with another body",
  )
  @problem(413, 'A body over 20 MiB (for an archive, also its unpacked content), or more than 10,000 records of one type')
  @problem(
    422,
    "VALIDATION: the document or graph is invalid (offending JSON pointers in `errors`), an archive is unreadable or of a newer version, or an open activity or running session meets one of the importer's",
  )
  import(@Body() body: unknown): Promise<StatusResult<ImportResult>> {
    if (body === undefined || body === null)
      throw Problem.badRequest('A service-domain document (application/json) or CSV archive (application/zip) is required');
    return this.interchange.import(body);
  }
}
