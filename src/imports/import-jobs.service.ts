import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { Clock } from '../common/time';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileService } from '../profile/profile.service';
import { ImportJobInput, ImportJobListQuery, ImportJobResponse, ImportPreviewInput, ImportPreviewResponse } from './dto/imports.dto';
import { ImportAnalysis } from './import-analysis.service';
import { ImportCatalogService } from './import-catalog.service';
import { checkPreviewSize, sourceZone } from './import-checks';
import { normalizeMappings, referencedRecords } from './import-mappings';
import { ImportJobRow, ImportsRepository, toImportJobResponse } from './imports.repository';

/**
 * Import jobs: the preview of entries before a job exists (writes nothing), a job's creation with its
 * immutable mappings and the account zone, and reading jobs with their committed batch outcomes.
 */
@Injectable()
export class ImportJobsService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly analysis: ImportAnalysis,
    private readonly catalog: ImportCatalogService,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
  ) {}

  async preview(input: ImportPreviewInput): Promise<ImportPreviewResponse> {
    checkPreviewSize(input.entries);
    const sourceZoneId = sourceZone(input.sourceZoneId);
    if (input.mappings) await this.catalog.checkMappings(normalizeMappings(input.mappings));
    const zoneId = await this.profile.zoneOf();
    const { rows, computed } = await this.analysis.analyze(input.entries, sourceZoneId, zoneId);
    return { zoneId, sourceZoneId, catalog: await this.analysis.catalogMatches(computed.map((c) => c.names)), rows };
  }

  create(input: ImportJobInput): Promise<ImportJobResponse> {
    const sourceZoneId = sourceZone(input.sourceZoneId);
    const mappings = normalizeMappings(input.mappings);
    return this.uow.run(async () => {
      await this.catalog.checkMappings(mappings);
      const job = await this.imports.insertJob({
        id: uuidv7(),
        source: input.source,
        fileName: input.fileName,
        fileSha256: input.fileSha256,
        sourceZoneId,
        zoneId: await this.profile.zoneOf(),
        mappings,
        selectedCount: input.selectedCount,
        createdNs: this.clock.nowNs(),
      });
      await this.imports.insertRecords(job.id, referencedRecords(mappings));
      return toImportJobResponse(job, []);
    });
  }

  list(query: ImportJobListQuery): Promise<Page<ImportJobResponse>> {
    return this.paginator.page(query, {
      filters: { kind: 'imports' },
      fetch: async (after, take) => {
        const rows = await this.imports.listJobs(after?.[0] ?? null, take);
        const batches = await this.imports.batchOutcomes(rows.map((r) => r.id));
        return rows.map((row) => toImportJobResponse(row, batches.get(row.id)!));
      },
      keyOf: (job) => [job.id],
      map: (job) => job,
    });
  }

  async get(id: string): Promise<ImportJobResponse> {
    const job = await this.found(id);
    return toImportJobResponse(job, (await this.imports.batchOutcomes([id])).get(id)!);
  }

  /** The owner's job (404 otherwise): the first check of every use case on a job. */
  async found(id: string): Promise<ImportJobRow> {
    const job = await this.imports.findJob(id);
    if (!job) throw Problem.notFound('No such import job');
    return job;
  }
}
