import { describeDatabase } from './describe-database';

describe('describeDatabase', () => {
  it('names host, port and database of a PostgreSQL URL, never its credentials', () => {
    const text = describeDatabase({
      databaseUrl: 'postgresql://app:s3cret-pw@db.example.com:6543/tracking?sslmode=require',
      dataDir: '/data',
    });
    expect(text).toBe('PostgreSQL at db.example.com:6543/tracking');
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('app:');
  });

  it('defaults the port and says where the embedded database lives', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://u:p@localhost/x', dataDir: '/d' })).toBe('PostgreSQL at localhost:5432/x');
    expect(describeDatabase({ databaseUrl: null, dataDir: '/var/lib/tt' })).toBe('embedded PostgreSQL (PGlite) in /var/lib/tt');
  });

  it('does not echo a URL it cannot parse (it may hold a password)', () => {
    expect(describeDatabase({ databaseUrl: 'not a url with password hunter2', dataDir: '/d' })).toBe('PostgreSQL (DATABASE_URL)');
  });
});
