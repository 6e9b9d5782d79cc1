import { Injectable, OnModuleInit } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { archivedFilter } from '../common/http/fields';
import { RequestContext } from '../common/request-context';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { UnitOfWork } from '../db/unit-of-work';
import { OwnersService } from '../owners/owners.service';
import { DEFAULT_LABELS } from './default-labels';
import { LabelCreateInput, LabelInput, LabelListQuery, LabelResponse } from './dto/label.dto';
import { LabelRow, LabelsRepository } from './labels.repository';
import { toLabelResponse } from './dto/label.mapper';

/** After the General client (order 10). */
export const DEFAULT_LABELS_ORDER = 20;

@Injectable()
export class LabelsService implements OnModuleInit {
  private readonly records: VersionedRecords<LabelRow, LabelResponse>;

  constructor(
    private readonly labels: LabelsRepository,
    writes: VersionedWrites,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly owners: OwnersService,
  ) {
    this.records = writes.of({ type: 'label', missing: 'No such label', load: (id) => labels.find(id), present: toLabelResponse });
  }

  onModuleInit(): void {
    // A new owner gets the default catalog atomically with its initialisation ...
    this.owners.registerInitializer({ order: DEFAULT_LABELS_ORDER, name: 'default-labels', initialize: () => this.ensureDefaults() });
    // ... and every start restores it for stored owners whose label set is empty (a non-empty set, even
    // a customised one, is left alone; deleting every label leaves the account empty until a restart).
    this.owners.registerStartupTask({ order: DEFAULT_LABELS_ORDER, name: 'default-labels', run: () => this.restoreDefaults() });
  }

  list(query: LabelListQuery): Promise<Page<LabelResponse>> {
    const q = query.q ? query.q : null;
    const archived = archivedFilter(query.archived);
    return this.paginator.page(query, {
      filters: { q, ...(archived === null ? {} : { archived }) },
      fetch: (after, take) => this.labels.list(q, archived, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toLabelResponse,
    });
  }

  async get(id: string): Promise<LabelResponse> {
    return toLabelResponse(await this.records.found(id));
  }

  create(input: LabelCreateInput): Promise<LabelResponse> {
    return this.records.create(() => this.labels.insert(uuidv7(), input.name, input.color ?? null, input.archived ?? false));
  }

  update(id: string, ifMatch: IfMatch, input: LabelInput): Promise<LabelResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      // Omitted keeps the archived flag.
      const archived = input.archived ?? current.archived;
      if (current.name === input.name && current.color === input.color && current.archived === archived) return UNCHANGED;
      return this.labels.update(id, current.version, input.name, input.color, archived);
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    // Activity labels refer to labels through composite foreign keys without cascade.
    return this.records.delete(id, ifMatch, (current) => this.labels.delete(id, current.version), {
      inUse: 'The label is assigned to activities',
    });
  }

  /** The owner's label, or 404 (missing and foreign alike). For other modules validating relations. */
  found(id: string): Promise<LabelRow> {
    return this.records.found(id);
  }

  /** Inside the owner's transaction: the default catalog when the label set is empty, one event per label. */
  async ensureDefaults(): Promise<void> {
    if (!(await this.labels.isEmpty())) return;
    for (const label of DEFAULT_LABELS) {
      const row = await this.labels.insert(uuidv7(), label.name, label.color);
      await this.records.created(row.id);
    }
  }

  /** Start-up: every stored owner with an empty label set gets the default catalog (re-checked under its lock). */
  async restoreDefaults(): Promise<void> {
    for (const ownerId of await this.labels.ownersWithoutLabels()) {
      await RequestContext.runAsOwner(ownerId, () => this.uow.run(() => this.ensureDefaults()));
    }
  }
}
