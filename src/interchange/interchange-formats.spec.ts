import { strFromU8, unzipSync, zipSync } from 'fflate';
import { protectCell, readCsvArchive, unprotectCell, writeCsvArchive } from './csv-archive';
import { readDocument } from './document-reader';
import { ExportDocument } from './export-document';
import { FORMATS, SERVICE_DOMAIN_SCHEMAS } from './formats';
import { ProblemError } from '../common/http/problem';
import { parseInstant } from '../common/time';

const NOW = parseInstant('2026-11-23T00:00:00Z')!;

const doc: ExportDocument = {
  format: 'service-domain-v3',
  exportedAt: '2026-11-22T10:00:00.5Z',
  zoneId: 'Europe/Berlin',
  clients: [{ id: 'c1', name: 'Client, "quoted"', color: '#123456', general: true }],
  projects: [{ id: 'p1', name: 'Line\nbreak', clientId: 'c1', icon: 'rocket' }],
  tasks: [
    {
      id: 't1',
      summary: '=SUM(A1)',
      url: 'https://example.com/a?b=c',
      projectId: 'p1',
      parentTaskId: null,
      externalReferences: [{ providerId: 'gh', repositoryId: 'a,b', externalId: '1' }],
    },
    { id: 't2', summary: 'Sub ✓', url: null, projectId: 'p1', parentTaskId: 't1', externalReferences: [] },
  ],
  labels: [{ id: 'l1', name: 'Ünïcødé 🏷️', color: null }],
  activities: [
    {
      id: 'a1',
      start: '2026-03-29T00:59:59.123456789Z',
      end: '2026-03-29T02:00:00.000000001Z',
      taskId: 't2',
      projectId: null,
      summary: null,
      labelIds: ['l1'],
      manual: true,
    },
    { id: 'a2', start: '2026-03-30T08:00:00Z', end: null, taskId: null, projectId: 'p1', summary: ' spaced ', labelIds: [], manual: false },
  ],
  workSessions: [{ id: 'w1', clientId: 'c1', projectId: 'p1', summary: 'S', start: '2026-03-29T00:00:00Z', end: null }],
};

function problemOf(fn: () => unknown): ProblemError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('no problem thrown');
}

describe('CSV archives', () => {
  it('read back the v3 document they were written from', () => {
    const { version, document } = readCsvArchive(writeCsvArchive(doc, 3));
    expect(version).toBe(3);
    const { exportedAt: _e, zoneId: _z, ...rest } = doc;
    expect(document).toEqual(rest);
    expect(readDocument(document, NOW).tasks[1].parentTaskId).toBe('t1');
  });

  it('read back the v4 document they were written from: billable, billableByDefault and rates', () => {
    const v4: ExportDocument = {
      ...doc,
      format: 'service-domain-v4',
      clients: doc.clients.map((c) => ({ ...c, archived: false })),
      projects: doc.projects.map((p) => ({ ...p, billableByDefault: true, archived: true })),
      tasks: doc.tasks.map((t, i) => ({ ...t, archived: i === 1 })),
      labels: doc.labels.map((l) => ({ ...l, archived: false })),
      activities: doc.activities.map((a, i) => ({ ...a, billable: i === 0, timeEntryId: `e${i}` })),
      rates: [
        { id: 'r1', clientId: null, projectId: null, taskId: null, hourlyRate: '80', currency: 'EUR', effectiveFrom: null },
        {
          id: 'r2',
          clientId: null,
          projectId: null,
          taskId: 't2',
          hourlyRate: '0.0001',
          currency: 'BHD',
          effectiveFrom: '2026-03-29T00:00:00.000000001Z',
        },
      ],
    };
    const { version, document } = readCsvArchive(writeCsvArchive(v4, 4));
    expect(version).toBe(4);
    const { exportedAt: _e, zoneId: _z, ...rest } = v4;
    expect(document).toEqual(rest);
    const graph = readDocument(document, NOW);
    expect(graph.activities.map((a) => a.billable)).toEqual([true, false]);
    expect(graph.projects[0].billableByDefault).toBe(true);
    expect(graph.rates.map((r) => r.taskId)).toEqual([null, 't2']);
    expect(graph.activities.map((a) => a.timeEntryId)).toEqual(['e0', 'e1']);
    expect(graph.tasks.map((t) => t.archived)).toEqual([false, true]);
    // v3 reads as not billable
    expect(readDocument(readCsvArchive(writeCsvArchive(doc, 3)).document, NOW).activities.map((a) => a.billable)).toEqual([false, false]);
  });

  it('v4 rates are checked: form, currency, one scope, known references, one per scope and effectiveFrom', () => {
    const base = { format: 'service-domain-v4', clients: [], projects: [], tasks: [], labels: [], activities: [], workSessions: [] };
    const rate = { id: 'r1', clientId: null, projectId: null, taskId: null, hourlyRate: '1', currency: 'EUR', effectiveFrom: null };
    const fields = (rates: unknown[]) =>
      (problemOf(() => readDocument({ ...base, rates }, NOW)).extras.errors as Array<{ field: string }>).map(
        (e: { field: string }) => e.field,
      );
    expect(fields([{ ...rate, hourlyRate: '1.23456' }])).toEqual(['/rates/0/hourlyRate']);
    expect(fields([{ ...rate, currency: 'XYZ' }])).toEqual(['/rates/0/currency']);
    expect(fields([{ ...rate, taskId: 'nope' }])).toEqual(['/rates/0/taskId']);
    expect(fields([rate, { ...rate, id: 'r2', hourlyRate: '2' }])).toEqual(['/rates/1/effectiveFrom']);
    expect(readDocument({ ...base, rates: [rate, { ...rate, id: 'r2', effectiveFrom: '2026-01-01T00:00:00Z' }] }, NOW).rates).toHaveLength(
      2,
    );
  });

  it('writes formula-like text behind an apostrophe and reads every text back exactly', () => {
    expect(protectCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(protectCell('plain')).toBe('plain');
    for (const text of ['=1+1', '+49 30', '-5', '@me', '\tx', "'quoted", "''", "'=x", "'a", 'a=b', "'", '']) {
      expect(unprotectCell(protectCell(text))).toBe(text);
    }
    const files = unzipSync(new Uint8Array(writeCsvArchive(doc, 3)));
    expect(strFromU8(files['tasks.csv'])).toContain("'=SUM(A1)");
  });

  it('413 for an archive that unpacks to more than 20 MiB, 422 for a newer version', () => {
    const bomb = Buffer.from(zipSync({ 'manifest.json': new Uint8Array(21 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(problemOf(() => readCsvArchive(bomb)).status).toBe(413);
    const newer = Buffer.from(
      zipSync({ 'manifest.json': new TextEncoder().encode(JSON.stringify({ format: 'service-domain-csv', version: 5, files: [] })) }),
    );
    expect(problemOf(() => readCsvArchive(newer)).extras.errors).toEqual([expect.objectContaining({ field: '/manifest.json/version' })]);
  });

  it('older versions drop what they cannot hold, and still validate', () => {
    for (const v of [1, 2] as const) {
      const { document } = readCsvArchive(writeCsvArchive(doc, v));
      const graph = readDocument(document, NOW);
      expect(graph.format).toBe(`service-domain-v${v}`);
      expect(graph.activities.map((a) => a.id)).toEqual(['a1']);
      expect(graph.workSessions).toHaveLength(v === 2 ? 1 : 0);
    }
  });
});

describe('readDocument', () => {
  it('accepts the example each published schema carries', () => {
    for (const format of FORMATS) expect(readDocument(SERVICE_DOMAIN_SCHEMAS[format].example, NOW).format).toBe(format);
  });

  it('reports a cycle in a long parent chain quickly', () => {
    const n = 10_000;
    const tasks = Array.from({ length: n }, (_, i) => ({ id: `t${i}`, summary: 'x', projectId: 'p', parentTaskId: `t${(i + 1) % n}` }));
    const started = Date.now();
    const problem = problemOf(() =>
      readDocument({ format: 'service-domain-v1', projects: [{ id: 'p', name: 'P' }], tasks, labels: [], activities: [] }, NOW),
    );
    expect(problem.status).toBe(422);
    expect(problem.extras.errors).toEqual([{ field: '/tasks/0/parentTaskId', message: 'the parent chain forms a cycle' }]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('413 before the schema for more than 10,000 records of one type', () => {
    const labels = Array.from({ length: 10_001 }, (_, i) => ({ id: `l${i}`, name: 'L' }));
    expect(
      problemOf(() => readDocument({ format: 'service-domain-v1', projects: [], tasks: [], labels, activities: [] }, NOW)).status,
    ).toBe(413);
  });

  it('folds a legacy title into the summary and ignores workSessionId', () => {
    const graph = readDocument(
      {
        format: 'service-domain-v2',
        projects: [],
        tasks: [{ id: 't', summary: ' T ' }],
        labels: [],
        activities: [{ id: 'a', start: '2026-01-01T00:00:00Z', end: null, taskId: 't', workSessionId: 'nowhere' }],
        workSessions: [{ id: 'w', start: '2026-01-01T00:00:00Z', end: '2026-01-01T01:00:00Z', title: ' Legacy ' }],
      },
      NOW,
    );
    expect(graph.tasks[0].summary).toBe('T');
    expect(graph.workSessions[0]).toMatchObject({ summary: 'Legacy', clientId: null });
    expect(graph.activities[0]).not.toHaveProperty('workSessionId');
  });
});
