import { Pool, escapeLiteral } from 'pg';
import fc from 'fast-check';
import { CommitWrite, Database, StatementNames, quoteLiteral, sqlLiteral, withLiterals } from './database';

describe('withLiterals (the opening read sent as literals)', () => {
  const quote = (text: string) => escapeLiteral(text);

  it('replaces each $n by its parameter, quoted, and $10 is not $1 followed by 0', () => {
    const params = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(withLiterals({ sql: 'SELECT $1, $10::uuid, $2', params }, quote)).toBe("SELECT 'a', 'j'::uuid, 'b'");
  });

  it('quotes what would break out of the literal', () => {
    expect(withLiterals({ sql: 'WHERE k = $1', params: ["x'; DROP TABLE owners; --"] }, quote)).toBe(
      "WHERE k = 'x''; DROP TABLE owners; --'",
    );
    // pg's escapeLiteral writes a backslash as E'…\\…' (with a leading space).
    expect(withLiterals({ sql: 'WHERE k = $1', params: ['back\\slash'] }, quote)).toBe("WHERE k =  E'back\\\\slash'");
  });

  it('writes null as NULL and finite numbers as numbers, and refuses anything else', () => {
    expect(withLiterals({ sql: 'SELECT $1, $2', params: [null, 42] }, quote)).toBe('SELECT NULL, 42');
    expect(() => withLiterals({ sql: 'SELECT $1', params: [Number.NaN] }, quote)).toThrow(TypeError);
    expect(() => withLiterals({ sql: 'SELECT $1', params: [true as unknown as string] }, quote)).toThrow(TypeError);
  });
});

describe('StatementNames', () => {
  it('names each statement text once, the same name every time', () => {
    const names = new StatementNames(10);
    const a = names.nameOf('SELECT 1 WHERE $1');
    expect(names.nameOf('SELECT 2 WHERE $1')).not.toBe(a);
    expect(names.nameOf('SELECT 1 WHERE $1')).toBe(a);
  });

  it('leaves statements past its capacity unnamed (text built from data must not grow it forever)', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('a')).toBeDefined();
    expect(names.nameOf('b')).toBeDefined();
    expect(names.nameOf('c')).toBeUndefined();
    expect(names.nameOf('a')).toBeDefined();
  });

  it('leaves a result list of * unnamed: a migration adding a column must not break prepared statements', () => {
    const names = new StatementNames(10);
    expect(names.nameOf('SELECT * FROM clients WHERE owner_id = $1')).toBeUndefined();
    expect(names.nameOf('SELECT a.* FROM activities a WHERE a.owner_id = $1')).toBeUndefined();
    expect(names.nameOf('INSERT INTO clients (id) VALUES ($1) RETURNING *')).toBeUndefined();
    expect(names.nameOf('SELECT count(*)::int AS n FROM labels WHERE owner_id = $1')).toBeDefined();
    expect(names.nameOf('SELECT 2 * $1 AS doubled')).toBeDefined();
  });

  it('names nothing with capacity 0 (the embedded database shares one backend between connections)', () => {
    expect(new StatementNames(0).nameOf('a')).toBeUndefined();
  });
});

describe('Database commit writes', () => {
  /** A pool of one fake connection that records each statement and fails the combined commit write. */
  function failingCommitPool(error: Error) {
    const sent: string[] = [];
    const client = {
      query: async (statement: string | { text: string }) => {
        const text = typeof statement === 'string' ? statement : statement.text;
        sent.push(text.split(/\s/)[0]);
        if (text.startsWith('WITH ')) throw error;
        return { rows: [{}], rowCount: 0 };
      },
      release: () => undefined,
    };
    return { sent, pool: { connect: async () => client } as unknown as Pool };
  }
  const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'one_open' });
  const write = (translate?: CommitWrite['translate']): CommitWrite => ({
    sql: (_bind, name) => ({ ctes: [`${name('x')} AS (SELECT 1)`] }),
    translate,
  });

  it('a write answers the constraint it broke, and the transaction rolls back instead of committing', async () => {
    const { sent, pool } = failingCommitPool(uniqueViolation);
    const db = new Database(pool);
    const answer = new Error('409 translated');
    const translate = (error: unknown) => ((error as { constraint?: string }).constraint === 'one_open' ? answer : undefined);
    await expect(
      db.transaction(async () => {
        db.atCommit(write());
        db.atCommit(write(translate));
      }),
    ).rejects.toBe(answer);
    expect(sent).toEqual(['BEGIN', 'WITH', 'ROLLBACK']);
  });

  it('an error no write claims comes out as it is', async () => {
    const { sent, pool } = failingCommitPool(uniqueViolation);
    const db = new Database(pool);
    await expect(db.transaction(async () => db.atCommit(write(() => undefined)))).rejects.toBe(uniqueViolation);
    expect(sent).toEqual(['BEGIN', 'WITH', 'ROLLBACK']);
  });
});

describe('sqlLiteral (a commit write parameter in an EXECUTE)', () => {
  const quote = (text: string) => escapeLiteral(text);

  it('quotes scalars as literals of unknown type, and null as NULL', () => {
    expect(sqlLiteral("it's", quote)).toBe("'it''s'");
    expect(sqlLiteral(201, quote)).toBe("'201'");
    expect(sqlLiteral(false, quote)).toBe("'false'");
    expect(sqlLiteral(null, quote)).toBe('NULL');
  });

  it('writes arrays in PostgreSQL array syntax: every element quoted, backslash and double quote escaped, null as NULL', () => {
    expect(sqlLiteral(['a', 'NULL', null, '', 'x,y', '{z}'], quote)).toBe(`'{"a","NULL",NULL,"","x,y","{z}"}'`);
    // The element's backslash and quote are escaped for the array, then the backslashes for the literal (E'…').
    expect(sqlLiteral(['a"b\\c'], quote)).toBe(` E'{"a\\\\"b\\\\\\\\c"}'`);
    expect(sqlLiteral([true, 1], quote)).toBe(`'{"true","1"}'`);
    expect(sqlLiteral([], quote)).toBe(`'{}'`);
  });

  it("quotes text as pg's escapeLiteral does, without escaping text that has no quote or backslash", () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom("'", '\\', 'a', '"', ' ', 'é') }));
    fc.assert(
      fc.property(text, (t) => expect(quoteLiteral(t, escapeLiteral)).toBe(escapeLiteral(t))),
      { numRuns: 2000 },
    );
    expect(quoteLiteral("a'b", () => 'escaped')).toBe('escaped');
    expect(quoteLiteral('a\\b', () => 'escaped')).toBe('escaped');
    expect(quoteLiteral('ab', () => 'escaped')).toBe("'ab'");
  });

  it('refuses what it cannot write exactly', () => {
    expect(() => sqlLiteral(Number.NaN, quote)).toThrow(TypeError);
    expect(() => sqlLiteral([['nested']], quote)).toThrow(TypeError);
    expect(() => sqlLiteral({ an: 'object' }, quote)).toThrow(TypeError);
  });
});

describe('Database re-planning', () => {
  it("drops the connection's cached plans whenever its count of transactions doubles, from 16 on", async () => {
    const sent: string[] = [];
    const client = { query: async (text: string) => (sent.push(text), { rows: [], rowCount: 0 }), release: () => undefined };
    const db = new Database({ connect: async () => client } as unknown as Pool);
    const replannedAt: number[] = [];
    for (let i = 1; i <= 130; i++) {
      await db.transaction(async () => undefined);
      if (sent.some((text) => /^BEGIN ISOLATION LEVEL [A-Z ]+; DISCARD PLANS$/.test(text))) replannedAt.push(i);
      sent.length = 0;
    }
    expect(replannedAt).toEqual([16, 32, 64, 128]);
  });

  it('never behind the embedded database (it prepares nothing)', async () => {
    const sent: string[] = [];
    const client = { query: async (text: string) => (sent.push(text), { rows: [], rowCount: 0 }), release: () => undefined };
    const db = new Database({ connect: async () => client } as unknown as Pool, true);
    for (let i = 0; i < 40; i++) await db.transaction(async () => undefined);
    expect(sent.filter((text) => text.includes('DISCARD'))).toEqual([]);
  });
});

describe('Database behind a transaction-mode pooler (named statements off)', () => {
  it('names no statement, prepares nothing by SQL and never re-plans: the opening reads travel as literals', async () => {
    const sent: Array<string | { text: string; name?: string }> = [];
    const client = {
      query: async (statement: string | { text: string; name?: string }) => {
        sent.push(statement);
        const text = typeof statement === 'string' ? statement : statement.text;
        // The opening round trip answers one result per statement.
        return text.includes('; ') ? text.split('; ').map(() => ({ rows: [{ zone_id: 'UTC' }] })) : { rows: [{}], rowCount: 1 };
      },
      escapeLiteral,
      release: () => undefined,
    };
    const db = new Database({ connect: async () => client, query: client.query } as unknown as Pool, false, false);
    for (let i = 0; i < 40; i++) {
      await db.lockedTransactionAfter('owner-1', { sql: 'SELECT id FROM clients WHERE owner_id = $1', params: ['owner-1'] }, async () => {
        await db.query('SELECT 1 FROM clients WHERE owner_id = $1', ['owner-1']);
        db.atCommit({ sql: (bind, name) => ({ ctes: [`${name('x')} AS (SELECT ${bind('v')}::text)`] }) });
      });
    }
    await db.query('SELECT 2 WHERE $1::int = 1', [1]);
    const texts = sent.map((s) => (typeof s === 'string' ? s : s.text));
    expect(sent.filter((s) => typeof s !== 'string' && s.name !== undefined)).toEqual([]);
    expect(texts.filter((t) => /\b(PREPARE|EXECUTE|DISCARD)\b/.test(t))).toEqual([]);
    expect(texts.filter((t) => t.startsWith('BEGIN') && t.includes("hashtextextended('owner-1', 827401)"))).toHaveLength(40);
  });
});

describe('Database reads carried ahead in the opening round trip (prefetch)', () => {
  /** One fake connection: the opening answers one result per statement (the last ones named by `answers`); others record. */
  function recordingDb(answers: unknown[][]) {
    const sent: string[] = [];
    const client = {
      query: async (statement: string | { text: string }) => {
        const text = typeof statement === 'string' ? statement : statement.text;
        sent.push(text);
        if (text.startsWith('BEGIN')) {
          const parts = text.split('; ');
          const head = parts.slice(0, parts.length - answers.length).map(() => ({ rows: [{ zone_id: 'UTC' }] }));
          return [...head, ...answers.map((rows) => ({ rows }))];
        }
        return { rows: [{ sent: true }], rowCount: 1 };
      },
      escapeLiteral,
      release: () => undefined,
    };
    const db = new Database({ connect: async () => client, query: client.query } as unknown as Pool, false, false);
    return { db, sent };
  }
  const receipt = { sql: 'SELECT k FROM receipts WHERE owner_id = $1 AND k = $2', params: ['owner-1', 'key'] };
  const state = { sql: 'SELECT id FROM activities WHERE owner_id = $1 AND task = $2::uuid', params: ['owner-1', 'task-1'] };

  it('answers the first statement with the same text and parameters from the opening, without sending it', async () => {
    const { db, sent } = recordingDb([[], [{ id: 'open-1' }]]);
    const rows = await db.lockedTransactionAfter('owner-1', receipt, async () => (await db.query(state.sql, ['owner-1', 'task-1'])).rows, [
      state,
    ]);
    expect(rows).toEqual([{ id: 'open-1' }]);
    expect(sent.filter((t) => t.includes('FROM activities'))).toHaveLength(1);
    expect(sent[0]).toContain("task = 'task-1'::uuid");
  });

  it('sends the statement when its parameters differ, and once another statement ran (it may have written)', async () => {
    const { db, sent } = recordingDb([[], [{ id: 'open-1' }]]);
    await db.lockedTransactionAfter(
      'owner-1',
      receipt,
      async () => {
        expect((await db.query(state.sql, ['owner-1', 'task-2'])).rows).toEqual([{ sent: true }]);
        expect((await db.query(state.sql, ['owner-1', 'task-1'])).rows).toEqual([{ sent: true }]);
      },
      [state],
    );
    expect(sent.filter((t) => t.includes('FROM activities') && !t.startsWith('BEGIN'))).toHaveLength(2);
  });

  it('answers a prefetched read once: asked again, it is sent', async () => {
    const { db, sent } = recordingDb([[], [{ id: 'open-1' }]]);
    await db.lockedTransactionAfter(
      'owner-1',
      receipt,
      async () => {
        expect((await db.query(state.sql, state.params)).rows).toEqual([{ id: 'open-1' }]);
        expect((await db.query(state.sql, state.params)).rows).toEqual([{ sent: true }]);
      },
      [state],
    );
    expect(sent.filter((t) => t.includes('FROM activities') && !t.startsWith('BEGIN'))).toHaveLength(1);
  });
});
