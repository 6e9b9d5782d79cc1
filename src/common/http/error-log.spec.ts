import { QueryFailedError } from 'typeorm';
import { loggableError } from './error-log';

describe('loggableError', () => {
  it('keeps only the SQLSTATE and message of a database error, never the statement or its parameters', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (lower(email))=(secret@example.com) already exists.',
    });
    const error = new QueryFailedError(
      'INSERT INTO accounts (email, password_hash) VALUES ($1, $2)',
      ['secret@example.com', '$argon2id$hash'],
      driverError,
    );
    const logged = loggableError(error);
    expect(logged).toEqual({ sqlState: '23505', message: 'duplicate key value violates unique constraint "accounts_email_key"' });
    expect(JSON.stringify(logged)).not.toMatch(/secret@example\.com|argon2id|INSERT/);
  });

  it('keeps name, message and stack of other errors', () => {
    const logged = loggableError(new TypeError('boom'));
    expect(logged).toMatchObject({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') });
  });
});
