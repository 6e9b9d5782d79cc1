import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import {
  Conversion,
  Tracker,
  UnrecognizedFileError,
  convertTrackerCsv,
  decodeExport,
  detectTracker,
  detectTrackers,
  identifyTracker,
  parseBillable,
  readCsv,
} from '.';

const FIXTURES = join(__dirname, '../../../test/fixtures/imports');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const convert = (name: string, source: Tracker, options = {}): Conversion => convertTrackerCsv(read(name), source, options);
const spans = (c: Conversion) => c.entries.map((e) => [e.row, e.start, e.end]);

describe('tracker CSV converters', () => {
  it('Toggl detailed report: BOM, CRLF, quotes, embedded newlines, tags, non-ASCII, duplicates numbered, local times kept', () => {
    const c = convert('toggl-detailed.csv', 'toggl');
    expect(c.variant).toBe('detailed, with amount');
    expect(c.issues).toEqual([]);
    expect(spans(c)).toEqual([
      [2, '2026-03-10T09:00:00', '2026-03-10T10:30:00'],
      [3, '2026-03-10T22:30:00', '2026-03-11T01:15:00'],
      [4, '2026-03-29T01:00:00', '2026-03-29T04:00:00'],
      [5, '2026-03-29T02:30:00', '2026-03-29T03:30:00'],
      [6, '2026-10-25T02:30:00', '2026-10-25T03:30:00'],
      [7, '2026-04-01T09:00:00', '2026-04-01T09:15:00'],
      [8, '2026-04-01T09:00:00', '2026-04-01T09:15:00'],
      [9, '2026-04-02T13:00:00', '2026-04-02T14:00:00'],
    ]);
    expect(c.entries[0]).toEqual({
      row: 2,
      sourceId: null,
      start: '2026-03-10T09:00:00',
      end: '2026-03-10T10:30:00',
      client: 'Müller & Söhne GmbH',
      project: 'Website-Relaunch',
      task: 'Entwurf',
      description: 'Startseite überarbeiten',
      tags: ['design', 'ux'],
      occurrence: 1,
      billable: true,
    });
    expect(c.entries[1]).toMatchObject({ description: 'Call with "Acme", notes', task: null, tags: [] });
    expect(c.entries.slice(5, 7).map((e) => e.occurrence)).toEqual([1, 2]);
    expect(c.entries[7]).toMatchObject({
      client: '東京クライアント',
      project: '日本語プロジェクト',
      task: '翻訳',
      description: 'Multi-line\ndescription',
      tags: ['ß', '🚀'],
    });
  });

  it('Toggl variant without Amount, every field quoted, an entry past midnight', () => {
    const c = convert('toggl-quoted.csv', 'toggl');
    expect(c.variant).toBe('detailed, without amount');
    expect(c.entries).toEqual([
      {
        row: 2,
        sourceId: null,
        start: '2026-02-02T08:00:00',
        end: '2026-02-02T09:00:00',
        client: 'Acme',
        project: 'Support',
        task: null,
        description: 'Ticket #42, follow-up',
        tags: [],
        occurrence: 1,
        billable: false,
      },
      {
        row: 3,
        sourceId: null,
        start: '2026-02-02T23:00:00',
        end: '2026-02-03T00:30:00',
        client: null,
        project: null,
        task: null,
        description: null,
        tags: ['late', 'on-call'],
        occurrence: 1,
        billable: false,
      },
    ]);
  });

  it('Clockify with US formats (MM/DD/YYYY, hh:mm A) across New York DST days and past midnight', () => {
    const c = convert('clockify-us.csv', 'clockify');
    expect(c.notes).toEqual([]);
    expect(spans(c)).toEqual([
      [2, '2026-03-02T09:00:00', '2026-03-02T10:30:00'],
      [3, '2026-03-08T01:00:00', '2026-03-08T04:00:00'],
      [4, '2026-03-08T02:30:00', '2026-03-08T03:30:00'],
      [5, '2026-11-01T01:30:00', '2026-11-01T02:30:00'],
      [6, '2026-03-13T23:30:00', '2026-03-14T00:45:00'],
    ]);
    expect(c.entries[0]).toMatchObject({ client: 'Acme Inc.', project: 'Website', task: 'Planning', tags: ['meeting', 'client'] });
  });

  it('Clockify with invoicing columns, European formats, ";" delimiter and decimal commas', () => {
    const c = convert('clockify-invoicing-eu.csv', 'clockify');
    expect(c.variant).toBe('detailed, with invoicing');
    expect(spans(c)).toEqual([
      [2, '2026-03-10T09:00:00', '2026-03-10T11:30:00'],
      [3, '2026-10-25T01:00:00', '2026-10-25T04:00:00'],
    ]);
    expect(c.entries[0]).toMatchObject({ client: 'Müller GmbH', description: 'Konzept; Teil 1', task: 'Konzept' });
  });

  it("reads each tracker's billable column (absent or unreadable: no flag, so the project default applies)", () => {
    const flags = (file: string, tracker: Parameters<typeof convert>[1]) => convert(file, tracker).entries.map((e) => e.billable);
    expect(flags('toggl-detailed.csv', 'toggl').slice(0, 2)).toEqual([true, false]);
    expect(flags('clockify-us.csv', 'clockify').slice(0, 2)).toEqual([true, false]);
    expect(flags('clockify-invoicing-eu.csv', 'clockify').slice(0, 2)).toEqual([true, false]);
    expect(flags('clockify-activity.csv', 'clockify').slice(0, 2)).toEqual([undefined, undefined]);
    expect(flags('kimai.csv', 'kimai').slice(0, 2)).toEqual([true, true]);
    expect(flags('solidtime.csv', 'solidtime').slice(0, 2)).toEqual([true, false]);
    expect(flags('harvest.csv', 'harvest').slice(0, 2)).toEqual([true, true]);
    expect(['Yes', 'no', '1', '0', 'TRUE', 'false', '', 'maybe', null].map(parseBillable)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      null,
      null,
      null,
    ]);
    // Kimai before 2.28 wrote yes and no in the user's language.
    const yes = ['Ja', 'Oui', 'Sí', 'Sì', 'Sim', 'Tak', 'Ano', 'Да', 'はい'];
    const no = ['Nein', 'Non', 'Nee', 'Nej', 'Não', 'Nie', 'Ne', 'Нет', 'いいえ'];
    expect([...yes, ...no].map(parseBillable)).toEqual([...yes.map(() => true), ...no.map(() => false)]);
  });

  it('says which billable values it did not understand: those rows take the project default', () => {
    const header = 'Description,Task,Project,Client,User,Start,End,Duration,Duration (decimal),Billable,Tags';
    const c = convertTrackerCsv(
      `${header}\nA,,P,,U,2026-04-06 08:00:00,2026-04-06 09:00:00,,,Maybe,\nB,,P,,U,2026-04-06 09:00:00,2026-04-06 10:00:00,,,No,\n`,
      'solidtime',
    );
    expect(c.entries.map((e) => e.billable)).toEqual([undefined, false]);
    expect(c.notes).toEqual(['Billable values not understood as yes or no ("Maybe"): those rows take their project\'s billable default.']);
  });

  it('Clockify with Activity for Task and without Client and Billable', () => {
    const c = convert('clockify-activity.csv', 'clockify');
    expect(c.variant).toBe('detailed, Activity column (approval)');
    expect(c.entries.map((e) => [e.client, e.project, e.task, e.occurrence])).toEqual([
      [null, 'Research', 'Study', 1],
      [null, 'Research', 'Study', 2],
    ]);
  });

  it('Kimai: Customer is the client, Activity the task; a To before From ends the next day', () => {
    const c = convert('kimai.csv', 'kimai');
    expect(spans(c)).toEqual([
      [2, '2026-03-10T09:00:00', '2026-03-10T12:00:00'],
      [3, '2026-03-10T22:00:00', '2026-03-11T02:00:00'],
      [4, '2026-03-29T01:30:00', '2026-03-29T03:30:00'],
    ]);
    expect(c.entries[0]).toMatchObject({
      client: 'Café Zürich',
      project: 'Kassensystem',
      task: 'Entwicklung',
      description: 'Bugfix, Kasse',
      tags: ['backend', 'urgent'],
    });
  });

  it('solidtime', () => {
    const c = convert('solidtime.csv', 'solidtime');
    expect(spans(c)).toEqual([
      [2, '2026-04-06T10:00:00', '2026-04-06T11:00:00'],
      [3, '2026-04-06T23:30:00', '2026-04-07T00:30:00'],
      [4, '2026-04-07T08:00:00', '2026-04-07T08:45:00'],
    ]);
    expect(c.entries[2]).toMatchObject({ client: null, project: 'Ñandú', description: 'Ünïcödé çhèck' });
  });

  it('Harvest: hours placed one after another from the chosen start of day, said in the notes; decimal commas', () => {
    const c = convert('harvest.csv', 'harvest');
    expect(c.notes[0]).toMatch(/from 09:00/);
    expect(spans(c)).toEqual([
      [2, '2026-03-10T09:00:00', '2026-03-10T10:30:00'],
      [3, '2026-03-10T10:30:00', '2026-03-10T12:45:00'],
      [4, '2026-03-11T09:00:00', '2026-03-11T09:30:00'],
    ]);
    expect(c.entries[2].description).toBe('Weekly sync\nwith Bill');
    const early = convert('harvest.csv', 'harvest', { dayStart: '07:30' });
    expect(early.notes[0]).toMatch(/from 07:30/);
    expect(early.entries[0].start).toBe('2026-03-10T07:30:00');
    expect(spans(convert('harvest-semicolon.csv', 'harvest'))).toEqual([[2, '2026-03-12T09:00:00', '2026-03-12T10:45:00']]);
  });

  it('Harvest with the source zone: each entry lasts exactly its hours across a DST change, passed on as instants', () => {
    const harvest = (rows: string[]) => ['Date,Client,Project,Task,Notes,Hours,Billable?', ...rows].join('\n');
    const file = harvest([
      // Berlin: 2025-10-26 has 25 hours (03:00 CEST → 02:00 CET), 2025-03-30 has 23 (02:00 → 03:00).
      '2025-10-26,Acme,Web,Build,a,2,Yes',
      '2025-10-26,Acme,Web,Build,b,1,Yes',
      '2025-03-30,Acme,Web,Build,c,1,Yes',
      '2025-03-30,Acme,Web,Build,d,1,Yes',
      '2025-03-31,Acme,Web,Build,e,"1,25",Yes',
    ]);
    const c = convertTrackerCsv(file, 'harvest', { zoneId: 'Europe/Berlin', dayStart: '01:30' });
    expect(c.issues).toEqual([]);
    expect(c.notes[0]).toMatch(/from 01:30 \(Europe\/Berlin\), in file order, each lasting exactly its hours/);
    expect(spans(c)).toEqual([
      [2, '2025-10-26T01:30:00+02:00', '2025-10-26T02:30:00+01:00'],
      [3, '2025-10-26T02:30:00+01:00', '2025-10-26T03:30:00+01:00'],
      [4, '2025-03-30T01:30:00+01:00', '2025-03-30T03:30:00+02:00'],
      [5, '2025-03-30T03:30:00+02:00', '2025-03-30T04:30:00+02:00'],
      [6, '2025-03-31T01:30:00+02:00', '2025-03-31T02:45:00+02:00'],
    ]);
    const elapsed = (e: { start: string; end: string }) =>
      Temporal.Instant.from(e.start).until(Temporal.Instant.from(e.end)).total('hours');
    expect(c.entries.map(elapsed)).toEqual([2, 1, 1, 1, 1.25]);
    // A start of day inside the spring gap (02:30 does not exist on 2025-03-30) moves later by the gap.
    const gap = convertTrackerCsv(harvest(['2025-03-30,Acme,Web,Build,c,1,Yes']), 'harvest', {
      zoneId: 'Europe/Berlin',
      dayStart: '02:30',
    });
    expect(spans(gap)).toEqual([[2, '2025-03-30T03:30:00+02:00', '2025-03-30T04:30:00+02:00']]);
    // Without a zone: the wall clock, as local times (the server then resolves them).
    expect(spans(convertTrackerCsv(file, 'harvest', { dayStart: '01:30' }))[0]).toEqual([2, '2025-10-26T01:30:00', '2025-10-26T03:30:00']);
  });

  it('Harvest decimal hours are exact to the nanosecond, never through binary fractions', () => {
    const end = (hours: string) =>
      convertTrackerCsv(`Date,Client,Project,Task,Notes,Hours\n2026-03-10,,,,,"${hours}"`, 'harvest', { zoneId: 'UTC', dayStart: '00:00' })
        .entries[0].end;
    expect(end('0.1')).toBe('2026-03-10T00:06:00+00:00');
    expect(end('2,333333')).toBe('2026-03-10T02:19:59.9988+00:00');
    expect(end('0.001')).toBe('2026-03-10T00:00:03.6+00:00');
    expect(end('0.00000000001')).toBe('2026-03-10T00:00:00.000000036+00:00');
    // Beyond a nanosecond: the nearest one (3.6e-13 h = 1.3 ns).
    expect(end('0.00000000000036')).toBe('2026-03-10T00:00:00.000000001+00:00');
    expect(end('1:30')).toBe('2026-03-10T01:30:00+00:00');
  });

  it('Kimai: From equal to To is left zero-length (the server refuses it), not made 24 hours', () => {
    const kimai =
      read('kimai.csv').split('\n')[0] + '\n2025-03-11,09:00,09:00,0:00,EUR,0,0,50,,A,a,a@example.com,1,C,P,T,Zero,1,,timesheet,work,,,,\n';
    expect(spans(convertTrackerCsv(kimai, 'kimai'))).toEqual([[2, '2025-03-11T09:00:00', '2025-03-11T09:00:00']]);
  });

  it('rejects files it does not recognise, naming the expected headers', () => {
    expect(() => convert('unknown.csv', 'toggl')).toThrow(UnrecognizedFileError);
    expect(() => convert('unknown.csv', 'toggl')).toThrow(
      /expected the headers User, Email, Client, Project, Task, Description, Billable, Start date/,
    );
    expect(() => convert('clockify-us.csv', 'toggl')).toThrow(/looks like a clockify export/);
    expect(() => convert('toggl-detailed.csv', 'harvest')).toThrow(/Not a harvest detailed CSV export/);
    expect(() => convertTrackerCsv('', 'kimai')).toThrow(/found an empty file/);
  });

  it('detects each format from its header row', () => {
    const cases: Array<[string, Tracker]> = [
      ['toggl-detailed.csv', 'toggl'],
      ['toggl-quoted.csv', 'toggl'],
      ['clockify-us.csv', 'clockify'],
      ['clockify-invoicing-eu.csv', 'clockify'],
      ['clockify-activity.csv', 'clockify'],
      ['kimai.csv', 'kimai'],
      ['solidtime.csv', 'solidtime'],
      ['harvest.csv', 'harvest'],
      ['harvest-semicolon.csv', 'harvest'],
      ['clockify-no-duration.csv', 'clockify'],
      ['kimai-long.csv', 'kimai'],
      ['kimai-de-legacy.csv', 'kimai'],
    ];
    for (const [file, tracker] of cases) expect([file, detectTracker(readCsv(read(file)).header)]).toEqual([file, tracker]);
    expect(detectTracker(readCsv(read('unknown.csv')).header)).toBeNull();
    for (const [file, tracker] of cases) expect([file, identifyTracker(read(file))]).toEqual([file, tracker]);
    expect(() => identifyTracker(read('unknown.csv'))).toThrow(
      /Not a recognised tracker export: expected the headers of a detailed CSV export/,
    );
  });

  it('tells Clockify from Toggl by the columns only each writes, also with the duration columns hidden', () => {
    const text = read('clockify-no-duration.csv');
    expect(detectTrackers(readCsv(text).header)).toEqual(['clockify']);
    const c = convert('clockify-no-duration.csv', 'clockify');
    expect(c.issues).toEqual([]);
    expect(spans(c)).toEqual([
      [2, '2026-04-13T09:00:00', '2026-04-13T10:30:00'],
      [3, '2026-04-14T23:30:00', '2026-04-15T00:45:00'],
    ]);
    expect(c.entries.map((e) => [e.client, e.task, e.billable])).toEqual([
      ['Acme Inc.', 'Planning', true],
      ['Acme Inc.', null, false],
    ]);
    expect(() => convert('clockify-no-duration.csv', 'toggl')).toThrow(/It looks like a clockify export: use --source clockify\./);
  });

  it('does not guess between trackers whose columns a file fits equally: the error names them, and the choice made reads it', () => {
    const text = 'project,description,start date,start time,end date,end time\nWeb,Call,2026-04-13,09:00,2026-04-13,10:00\n';
    expect(detectTrackers(readCsv(text).header)).toEqual(['toggl', 'clockify']);
    expect(detectTracker(readCsv(text).header)).toBeNull();
    expect(() => identifyTracker(text)).toThrow(
      /^Cannot tell which tracker wrote this file: its headers fit a toggl or clockify export equally \(found .*\)\. Say which with --source toggl or --source clockify\.$/,
    );
    const error = (() => {
      try {
        identifyTracker(text);
      } catch (e) {
        return e as UnrecognizedFileError;
      }
    })();
    expect(error?.candidates).toEqual(['toggl', 'clockify']);
    for (const source of ['toggl', 'clockify'] as const)
      expect(spans(convertTrackerCsv(text, source))).toEqual([[2, '2026-04-13T09:00:00', '2026-04-13T10:00:00']]);
  });

  it('Kimai: an entry of 24 hours or more ends on the day its Duration says (h:mm, decimal hours, or seconds before 2.28)', () => {
    const expected = [
      [2, '2026-04-06T09:00:00', '2026-04-07T10:30:00'],
      [3, '2026-04-08T09:00:00', '2026-04-09T09:00:00'],
      [4, '2026-04-09T22:00:00', '2026-04-10T06:00:00'],
    ];
    const c = convert('kimai-long.csv', 'kimai');
    expect(c.issues).toEqual([]);
    expect(spans(c)).toEqual(expected);
    expect(c.entries.map((e) => e.billable)).toEqual([true, false, true]);
    expect(c.entries[0]).toMatchObject({ client: 'Café Zürich', task: 'Entwicklung', tags: ['backend', 'release'] });
    const withDurations = (durations: string[]) => {
      const [header, ...rows] = read('kimai-long.csv').trim().split('\n');
      const text = [header, ...rows.map((r, i) => r.replace(/^([^;]*;[^;]*;[^;]*;)[^;]*/, `$1${durations[i]}`))].join('\n');
      return spans(convertTrackerCsv(text, 'kimai'));
    };
    // Decimal hours (the user's setting; a decimal comma from a spreadsheet), whole hours, seconds.
    expect(withDurations(['25.5', '24', '8'])).toEqual(expected);
    expect(withDurations(['25,5', '24', '8'])).toEqual(expected);
    expect(withDurations(['26', '24', '8'])).toEqual(expected);
    expect(withDurations(['91800', '86400', '28800'])).toEqual(expected);
    expect(withDurations(['25:30:00', '24:00:00', '8:00:00'])).toEqual(expected);
    // Without a readable duration: the wall clock alone (To before From: the next day).
    expect(withDurations(['', '', ''])).toEqual([
      [2, '2026-04-06T09:00:00', '2026-04-06T10:30:00'],
      [3, '2026-04-08T09:00:00', '2026-04-08T09:00:00'],
      [4, '2026-04-09T22:00:00', '2026-04-10T06:00:00'],
    ]);
    // 24 hours of elapsed time over the night the clocks go forward show as 09:00 to 10:00 the next day.
    const header = read('kimai-long.csv').split('\n')[0];
    const dst = `${header}\n2026-03-28;09:00;10:00;24:00;EUR;0;0;0;;A;a;a@example.com;1;C;P;T;Spring;1;;timesheet;work;;;;\n`;
    expect(spans(convertTrackerCsv(dst, 'kimai'))).toEqual([[2, '2026-03-28T09:00:00', '2026-03-29T10:00:00']]);
  });

  it("Kimai in the user's language (2.27 and earlier: every field quoted, seconds, translated yes and no; Exported is not Billable)", () => {
    const c = convert('kimai-de-legacy.csv', 'kimai');
    expect(c.issues).toEqual([]);
    expect(c.notes).toEqual([]);
    expect(spans(c)).toEqual([
      [2, '2026-03-10T09:00:00', '2026-03-11T10:30:00'],
      [3, '2026-03-12T22:00:00', '2026-03-13T02:00:00'],
      [4, '2026-03-14T08:00:00', '2026-03-15T08:00:00'],
      [5, '2026-03-17T09:00:00', '2026-03-17T17:00:00'],
    ]);
    expect(c.entries[0]).toMatchObject({
      client: 'Café Zürich',
      project: 'Kassensystem',
      task: 'Entwicklung',
      description: 'Migration über Nacht',
      tags: ['backend', 'urgent'],
    });
    expect(c.entries.map((e) => e.billable)).toEqual([true, false, true, false]);
  });

  it('passes times with Z or an offset on as instants', () => {
    const c = convertTrackerCsv(
      'Description,Task,Project,Client,User,Start,End,Duration,Duration (decimal),Billable,Tags\nX,,P,,U,2026-04-06 08:00:00Z,2026-04-06T09:00:00+02:00,,,No,\n',
      'solidtime',
    );
    expect(c.entries).toEqual([
      {
        row: 2,
        sourceId: null,
        start: '2026-04-06T08:00:00Z',
        end: '2026-04-06T09:00:00+02:00',
        client: null,
        project: 'P',
        task: null,
        description: 'X',
        tags: [],
        occurrence: 1,
        billable: false,
      },
    ]);
  });

  it('decodes UTF-8 with or without BOM, UTF-16 with BOM, and Windows-1252 as a fallback', () => {
    const text = 'Project,Description\nCafé,Überblick\n';
    expect(decodeExport(new TextEncoder().encode(text))).toBe(text);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeExport(utf16)).toBe(text);
    expect(decodeExport(Buffer.from(text, 'latin1'))).toBe(text);
    const table = readCsv(decodeExport(Buffer.from(`\ufeff${text}`, 'utf8')));
    expect(table.header).toEqual(['Project', 'Description']);
  });

  it('reads every row whatever mix of line breaks the file has (a CRLF header over LF rows, and the reverse)', () => {
    const header = 'Description,Task,Project,Client,User,Start,End,Duration,Duration (decimal),Billable,Tags';
    const rows = [
      'A,,P,,U,2026-04-06 08:00:00,2026-04-06 09:00:00,,,No,',
      '"B\r\nsecond line",,P,,U,2026-04-06 09:00:00,2026-04-06 10:00:00,,,No,',
      'C,,P,,U,2026-04-06 10:00:00,2026-04-06 11:00:00,,,No,',
    ];
    for (const text of [`${header}\r\n${rows.join('\n')}\n`, `${header}\n${rows.join('\r\n')}\r\n`, `${header}\r${rows.join('\r')}\r`]) {
      const c = convertTrackerCsv(text, 'solidtime');
      expect(c.issues).toEqual([]);
      expect(c.entries.map((e) => [e.row, e.description])).toEqual([
        [2, 'A'],
        [3, 'B\nsecond line'],
        [5, 'C'],
      ]);
    }
  });

  it('Clockify MM-DD-YYYY and DD-MM-YYYY dates: the order the values reveal, else day first or the order chosen', () => {
    const header =
      '"Project","Client","Description","Task","User","Group","Email","Tags","Billable","Start Date","Start Time","End Date","End Time","Duration (h)","Duration (decimal)"';
    const row = (date: string) => `"P","C","d","","U","","e","","Yes","${date}","09:00 AM","${date}","10:00 AM","01:00:00","1.00"`;
    const days = (text: string, options = {}) => {
      const c = convertTrackerCsv(text, 'clockify', options);
      return { days: c.entries.map((e) => e.start.slice(0, 10)), issues: c.issues.length, notes: c.notes.length };
    };
    // MM-DD-YYYY (a Clockify date setting): 03-13 reveals month first, so 03-02 is the 2nd of March.
    expect(days(`${header}\n${row('03-02-2026')}\n${row('03-13-2026')}\n`)).toEqual({
      days: ['2026-03-02', '2026-03-13'],
      issues: 0,
      notes: 0,
    });
    expect(days(`${header}\n${row('13-03-2026')}\n${row('02-03-2026')}\n`)).toEqual({
      days: ['2026-03-13', '2026-03-02'],
      issues: 0,
      notes: 0,
    });
    // Nothing over 12: day first, said in a note, unless the user chose the order.
    expect(days(`${header}\n${row('03-02-2026')}\n`)).toEqual({ days: ['2026-02-03'], issues: 0, notes: 1 });
    expect(days(`${header}\n${row('03-02-2026')}\n`, { slashOrder: 'MDY' })).toEqual({ days: ['2026-03-02'], issues: 0, notes: 0 });
    // The order chosen serves where the file does not reveal one, never against what it shows.
    expect(days(`${header}\n${row('13/03/2026')}\n${row('02/03/2026')}\n`, { slashOrder: 'MDY' })).toEqual({
      days: ['2026-03-13', '2026-03-02'],
      issues: 0,
      notes: 0,
    });
  });

  it('skips the all-blank records a spreadsheet leaves below the data (",,,,"), keeping line numbers', () => {
    const header = 'Description,Task,Project,Client,User,Start,End,Duration,Duration (decimal),Billable,Tags';
    const text = `${header}\n,,,,,,,,,,\nA,,P,,U,2026-04-06 08:00:00,2026-04-06 09:00:00,,,No,\n,,,,,,,,,,\n" ",,,,,,,,,,\n\n`;
    const c = convertTrackerCsv(text, 'solidtime');
    expect(c.issues).toEqual([]);
    expect(c.entries.map((e) => [e.row, e.description])).toEqual([[3, 'A']]);
  });

  it('reports rows it cannot read instead of guessing', () => {
    const c = convertTrackerCsv(
      'Date,Client,Project,Project Code,Task,Notes,Hours\n2026-13-40,A,B,,C,D,1\n2026-03-01,A,B,,C,D,lots\n',
      'harvest',
    );
    expect(c.entries).toEqual([]);
    expect(c.issues.map((i) => i.row)).toEqual([2, 3]);
  });
});
