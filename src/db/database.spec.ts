import { escapeLiteral } from 'pg';
import { StatementNames, withLiterals } from './database';

describe('withLiterals (the opening read sent as literals)', () => {
  const quote = (text: string) => escapeLiteral(text);

  it('replaces each $n by its parameter, quoted, and $10 is not $1 followed by 0', () => {
    const params = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(withLiterals({ sql: 'SELECT $1, $10::uuid, $2', params }, quote)).toBe("SELECT 'a', 'j'::uuid, 'b'");
  });

  it('quotes what would break out of the literal', () => {
    expect(withLiterals({ sql: 'WHERE k = $1', params: ["x'; DROP TABLE owners; --"] }, quote)).toBe("WHERE k = 'x''; DROP TABLE owners; --'");
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
