import { Problem } from '../common/http/problem';
import { ImportMappings } from './dto/imports.dto';
import { trimToNull } from './import-rows';
import { CatalogType, ProvenanceRecord } from './imports.repository';

/** A job's mappings as stored and echoed: all four lists, `id` only where given. */
export interface NormalizedMappings {
  clients: Array<{ name: string; action: 'create' | 'use'; id?: string }>;
  projects: Array<{ client: string | null; name: string; action: 'create' | 'use'; id?: string }>;
  tasks: Array<{ client: string | null; project: string | null; name: string; action: 'create' | 'use' | 'none'; id?: string }>;
  labels: Array<{ name: string; action: 'create' | 'use'; id?: string }>;
}

export type Mapping = { action: 'create' | 'use' | 'none'; id?: string };

/** The key of a catalog name within a job (its type, then the names that place it). */
export const catalogKey = {
  client: (name: string) => `client:${JSON.stringify([name])}`,
  project: (client: string | null, name: string) => `project:${JSON.stringify([client, name])}`,
  task: (client: string | null, project: string | null, name: string) => `task:${JSON.stringify([client, project, name])}`,
  label: (name: string) => `label:${JSON.stringify([name])}`,
};

/** The type of a catalog key made by `catalogKey` (its prefix). */
export const typeOfKey = (key: string) => key.slice(0, key.indexOf(':')) as CatalogType;

/** The input's mappings in their stored shape; two mappings of one name, or an id where it does not belong, are 422. */
export function normalizeMappings(input: ImportMappings): NormalizedMappings {
  const id = (m: { id?: string }) => (m.id ? { id: m.id } : {});
  const mappings: NormalizedMappings = {
    clients: (input.clients ?? []).map((m) => ({ name: m.name, action: m.action, ...id(m) })),
    projects: (input.projects ?? []).map((m) => ({ client: m.client, name: m.name, action: m.action, ...id(m) })),
    tasks: (input.tasks ?? []).map((m) => ({ client: m.client, project: m.project, name: m.name, action: m.action, ...id(m) })),
    labels: (input.labels ?? []).map((m) => ({ name: m.name, action: m.action, ...id(m) })),
  };
  const keys = new Set<string>();
  const check = (k: string, m: Mapping, what: string) => {
    if (keys.has(k)) throw Problem.validation(`Two mappings for the same ${what}`, [{ field: 'mappings', message: k }]);
    keys.add(k);
    if (m.action === 'use' && !m.id)
      throw Problem.validation(`A use mapping of a ${what} needs the id of an owned record`, [{ field: 'mappings', message: k }]);
    if (m.action !== 'use' && m.id)
      throw Problem.validation(`Only a use mapping of a ${what} takes an id`, [{ field: 'mappings', message: k }]);
  };
  for (const m of mappings.clients) check(catalogKey.client(m.name.trim()), m, 'client');
  for (const m of mappings.projects) check(catalogKey.project(trimToNull(m.client), m.name.trim()), m, 'project');
  for (const m of mappings.tasks) check(catalogKey.task(trimToNull(m.client), trimToNull(m.project), m.name.trim()), m, 'task');
  for (const m of mappings.labels) check(catalogKey.label(m.name.trim()), m, 'label');
  return mappings;
}

/** A job's stored mappings by catalog key. */
export function mappingsByKey(stored: unknown): Map<string, Mapping> {
  const m = stored as NormalizedMappings;
  const map = new Map<string, Mapping>();
  for (const c of m.clients) map.set(catalogKey.client(c.name.trim()), c);
  for (const p of m.projects) map.set(catalogKey.project(trimToNull(p.client), p.name.trim()), p);
  for (const t of m.tasks) map.set(catalogKey.task(trimToNull(t.client), trimToNull(t.project), t.name.trim()), t);
  for (const l of m.labels) map.set(catalogKey.label(l.name.trim()), l);
  return map;
}

/** The ids of the `use` mappings of each catalog type, in the order the checks ask for them. */
export function usedIds(mappings: NormalizedMappings): Array<[CatalogType, string[]]> {
  const used = (items: Mapping[]) => [...new Set(items.filter((m) => m.action === 'use').map((m) => m.id!))];
  return [
    ['client', used(mappings.clients)],
    ['project', used(mappings.projects)],
    ['task', used(mappings.tasks)],
    ['label', used(mappings.labels)],
  ];
}

/** Records the job maps onto: another job's undo must not remove them while this one is active. */
export function referencedRecords(mappings: NormalizedMappings): ProvenanceRecord[] {
  const referenced: ProvenanceRecord[] = [];
  const refer = (entityType: CatalogType, m: Mapping) => {
    if (m.action === 'use' && m.id) referenced.push({ entityType, entityId: m.id, kind: 'referenced', claimKey: null, catalogKey: null });
  };
  mappings.clients.forEach((m) => refer('client', m));
  mappings.projects.forEach((m) => refer('project', m));
  mappings.tasks.forEach((m) => refer('task', m));
  mappings.labels.forEach((m) => refer('label', m));
  return referenced;
}
