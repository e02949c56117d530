import { createConnection } from 'mysql2';
import { CannotExecuteNotConnectedError, QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './errors';

const unavailable = {
  status: 503,
  body: { message: 'The database is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' },
};
/**
 * The error mysql2 gives a query asked for after its connection was closed (no server needed:
 * after `end`, the driver refuses every command at once).
 */
function closedConnectionError(): Promise<Error> {
  const connection = createConnection({ host: '127.0.0.1', port: 1, connectTimeout: 1_000 });
  connection.on('error', () => {});
  connection.end(() => {});
  return new Promise((resolve) =>
    connection.query('SELECT 1', (error) => {
      connection.destroy();
      resolve(error!);
    }),
  );
}

const internal = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };

describe('errorBody', () => {
  it.each([
    ['a closed data source', new CannotExecuteNotConnectedError()],
    [
      'a closed SQLite connection under TypeORM',
      new QueryFailedError('INSERT INTO games …', [], new TypeError('The database connection is not open')),
    ],
    [
      'a refused MySQL connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a MySQL connection reset under a query, as TypeORM wraps it',
      new QueryFailedError(
        'COMMIT',
        [],
        Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', fatal: true }),
      ),
    ],
    ['a SQLite lock past the busy timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    [
      'a SQLite snapshot another connection wrote past',
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' }),
    ],
  ])('answers 503 for %s', (_, error) => {
    expect(errorBody(error)).toEqual(unavailable);
  });

  it('answers 503 for a query on a MySQL connection already closed: the error mysql2 itself gives, which has no code', async () => {
    const error = await closedConnectionError();
    expect(error.message).toBe("Can't add new command when connection is in closed state");
    expect((error as { code?: string }).code).toBeUndefined();
    expect(errorBody(error)).toEqual(unavailable);
    // As the MySQL writer and TypeORM pass it on.
    expect(errorBody(new QueryFailedError('INSERT INTO games …', [], error))).toEqual(unavailable);
  });

  it('answers 500 for what mysql2 marks fatal but is no outage: a handshake it cannot complete, an exception while reading', () => {
    const ssl = Object.assign(new Error('Server does not support secure connection'), {
      code: 'HANDSHAKE_NO_SSL_SUPPORT',
      fatal: true,
    });
    const parsing = Object.assign(new TypeError("Cannot read properties of undefined (reading 'length')"), {
      fatal: true,
    });
    expect(errorBody(ssl)).toEqual(internal);
    expect(errorBody(parsing)).toEqual(internal);
    expect(errorBody(new QueryFailedError('SELECT 1', [], parsing))).toEqual(internal);
  });

  it('answers 500 without the query or the driver message for any other database failure', () => {
    const error = new QueryFailedError(
      'INSERT INTO games (player_key) VALUES (?)',
      ['secret'],
      Object.assign(new Error('UNIQUE constraint failed: games.id'), { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }),
    );
    expect(errorBody(error)).toEqual(internal);
    expect(errorBody(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual(internal);
  });

  it('answers an AppError with its own status, message and code', () => {
    expect(errorBody(new AppError('CONFLICT', 'Actor already used in chain'))).toEqual({
      status: 409,
      body: { message: 'Actor already used in chain', code: 'CONFLICT' },
    });
  });
});

describe('AppError', () => {
  it('is a plain error of the domain: no transport type behind it', () => {
    const error = new AppError('NOT_FOUND', 'Game not found');
    expect(error).toBeInstanceOf(Error);
    expect(Object.getPrototypeOf(AppError.prototype)).toBe(Error.prototype);
    expect(error).toMatchObject({ name: 'AppError', message: 'Game not found', appCode: 'NOT_FOUND' });
  });
});
