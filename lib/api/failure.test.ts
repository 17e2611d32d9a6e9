import { ContentError } from '@/lib/content/problems';
import { DatabaseUnavailableError, classifyFailure, commandProblem, describeFailure, failureStatus, logFailure, problemLine } from './failure';

/** What Drizzle throws when a query fails: its message repeats every parameter of the query. */
function drizzleError(cause: object) {
  return new Error('Failed query: insert into "contact_messages" ("full_name", "email") values ($1, $2)\nparams: Maria Lopez,maria@example.com', { cause });
}

describe('classifyFailure', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection reset, wrapped by Drizzle', drizzleError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['the server shutting down (57P01)', drizzleError({ code: '57P01', message: 'terminating connection due to administrator command' })],
    ['too many connections (53300)', { code: '53300' }],
    ['a serialization failure to retry (40001)', { code: '40001' }],
    ['a statement cancelled past its time limit (57014)', drizzleError({ code: '57014', message: 'canceling statement due to statement timeout' })],
    ['a write to a database that only reads for now (25006)', drizzleError({ code: '25006', message: 'cannot execute INSERT in a read-only transaction' })],
    ['our own marker', new DatabaseUnavailableError('no durable database')],
    // Another bundle's copy of the class (the proxy's, a page's) is not this one's: its code says it.
    ['our own marker from another bundle', Object.assign(new (class DatabaseUnavailableError extends Error {})('the folder is in use'), { code: 'DB_UNAVAILABLE' })],
  ])('%s: the database is unavailable', (_name, error) => {
    expect(classifyFailure(error)).toBe('unavailable');
  });

  it.each([
    ['a TypeError in our code', new TypeError("Cannot read properties of undefined (reading 'slug')")],
    ['a unique violation (23505)', drizzleError({ code: '23505', constraint: 'contact_messages_client_idem_idx' })],
    ['a missing column (42703)', drizzleError({ code: '42703' })],
    ['a thrown string', 'oops'],
    ['nothing at all', undefined],
  ])('%s: a bug', (_name, error) => {
    expect(classifyFailure(error)).toBe('bug');
  });
});

describe('describeFailure and logFailure', () => {
  it('name codes, constraint and table, and where, never a value', () => {
    const error = drizzleError({ code: '23505', constraint: 'contact_messages_client_idem_idx', table: 'contact_messages', detail: 'Key (email)=(maria@example.com) already exists.' });
    const text = describeFailure(error);
    expect(text).toMatch(/^code 23505 constraint contact_messages_client_idem_idx table contact_messages at /);
    expect(text).not.toMatch(/maria|Maria|params|Failed query|Key \(/);
  });

  it('names the content files and rules a ContentError holds, wrapped or not: the business\'s words, never a visitor\'s', () => {
    const error = new ContentError(['content/holidays.json: holidays[0] "Closed for Remodel" > label: Name the day only.', 'content/shops/x.json: zip: ZIP code must be five digits.']);
    for (const thrown of [error, new Error('opening the database', { cause: error })]) {
      const text = describeFailure(thrown);
      expect(text).toContain('content/holidays.json: holidays[0] "Closed for Remodel" > label: Name the day only.; content/shops/x.json: zip: ZIP code must be five digits.');
      expect(text).not.toContain('\n');
    }
  });

  it('logs one line without the message of the error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(logFailure('forms', drizzleError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe('unavailable');
      expect(logFailure('pages', new TypeError('reading maria@example.com'))).toBe('bug');
      const lines = log.mock.calls.map((c) => c.join(' '));
      expect(lines[0]).toMatch(/^\[forms\] database unavailable: code ECONNREFUSED/);
      expect(lines[1]).toMatch(/^\[pages\] failed: TypeError at /);
      expect(lines.join('\n')).not.toMatch(/maria|Maria/i);
      expect(log.mock.calls.every((c) => c.length === 1)).toBe(true);
    } finally {
      log.mockRestore();
    }
  });
});

describe('commandProblem', () => {
  it("is problemLine's one line whenever the database failed, and the whole error otherwise", () => {
    const refused = drizzleError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(commandProblem(refused)).toBe(problemLine(refused));
    const folder = new DatabaseUnavailableError('The embedded database /data/pglite is in use by process 12.');
    expect(commandProblem(folder)).toBe(folder.message);
    // A migration over the stored submissions: the database's own words repeat a customer's address.
    const duplicate = Object.assign(new Error('could not create unique index "contact_email"'), { code: '23505', table: 'contact_messages', detail: 'Key (email)=(maria@example.com) is duplicated.' });
    expect(commandProblem(duplicate)).toBe('The database refused the command (code 23505 table contact_messages).');
    // A content file the seed cannot read is the developer's to see whole.
    const content = new Error('content/shops/concord.json: phone must be (NNN) NNN-NNNN');
    expect(commandProblem(content)).toBe(content);
    const permission = Object.assign(new Error("EPERM: operation not permitted, open 'content/site/business.json'"), { code: 'EPERM' });
    expect(commandProblem(permission)).toBe(permission);
  });

  it('says what to check for a refused sign-in, a missing database and an untrusted certificate', () => {
    expect(commandProblem(Object.assign(new Error('password authentication failed for user "op"'), { code: '28P01' }))).toBe('The database refused the sign-in (code 28P01): check the user name and password in DATABASE_URL.');
    expect(commandProblem(Object.assign(new Error('database "bbq" does not exist'), { code: '3D000' }))).toBe('The database named in DATABASE_URL does not exist on that server (code 3D000).');
    expect(commandProblem(Object.assign(new Error('self-signed certificate in certificate chain'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' }))).toMatch(/^Cannot trust the database server's certificate \(SELF_SIGNED_CERT_IN_CHAIN\): check sslmode/);
  });
});

describe('problemLine', () => {
  it('says the database cannot be reached, with the code found along the chain, and nothing of the query', () => {
    const refused = drizzleError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(problemLine(refused)).toMatch(/^Cannot reach the database \(ECONNREFUSED\): check DATABASE_URL/);
    expect(problemLine(drizzleError(new Error('timeout exceeded when trying to connect')))).toMatch(/^Cannot reach the database \(no connection\)/);
  });

  it('names the codes of a query the database refused, never its values', () => {
    const line = problemLine(drizzleError({ code: '42P01', table: 'contact_messages', message: 'relation "contact_messages" does not exist' }));
    expect(line).toBe('The database refused the command (code 42P01 table contact_messages).');
  });

  it("gives one of our own errors' words as they are", () => {
    expect(problemLine(new Error('No embedded database at /tmp/x.'))).toBe('No embedded database at /tmp/x.');
    // Our own reason the embedded database cannot be opened names the folder, not DATABASE_URL.
    const folder = 'The embedded database /data/pglite cannot be opened (EACCES).';
    expect(problemLine(new DatabaseUnavailableError(folder))).toBe(folder);
    expect(problemLine(drizzleError(new DatabaseUnavailableError(folder)))).toBe(folder);
    // Reached, but not now: no talk of addresses.
    for (const code of ['57014', '25006']) expect(problemLine(drizzleError({ code }))).toBe(`The database cannot do this right now (code ${code}); try again later.`);
    for (const error of [new Error('x'), drizzleError({ code: '23505' })]) expect(problemLine(error)).not.toMatch(/\n|maria|Failed query| at /i);
  });
});

describe('failureStatus', () => {
  it('is 503 with Retry-After for an unavailable database, 500 for a bug', () => {
    expect(failureStatus('unavailable')).toEqual({ status: 503, message: 'The service is temporarily unavailable. Please try again shortly.', headers: { 'Retry-After': '5' } });
    expect(failureStatus('bug')).toEqual({ status: 500, message: 'Something went wrong on our side. Please try again later.' });
  });
});
