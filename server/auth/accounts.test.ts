/**
 * The accounts service on SQLite and PostgreSQL: the accounts tables (migration 0011), password
 * hashes, case-insensitive e-mails, sessions and bearer tokens that expire, are revoked and end
 * with a password change, and the demo admin of a first start.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { Migrator } from 'kysely';
import { accountEmailKey } from '../../domain/account-email.js';
import { migrateToLatest } from '../migrations/migrate.js';
import { migrationProvider } from '../migrations/index.js';
import { openTestDatabase, testDialects } from '../db/test-db.js';
import { authenticate, createAccount, findAccountByEmail } from './accounts.js';
import { createDemoAdminIfNoUsers, DEMO_ADMIN_EMAIL } from './demo-admin.js';
import { createAuthService, type AuthService } from './index.js';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { roleAllows } from './roles.js';

describe('passwords and roles', () => {
  it('hashes with argon2id (salted: two hashes of one password differ) and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('refuses short passwords, common ones and ones made of the account or the brand, with a reason key', () => {
    const reason = (password: string, email?: string) => passwordProblem(password, { email })?.reason;
    expect(passwordProblem('short-pass1')).toEqual({ reason: 'too_short', message: 'The password must have at least 12 characters.' });
    expect(reason(' '.repeat(12))).toBe('only_spaces');
    expect(reason('x'.repeat(257))).toBe('too_long');
    // Long enough, and still among the first guesses of any attacker.
    expect(reason('password1234')).toBe('common_password');
    expect(reason('123456789012')).toBe('common_password');
    expect(reason('qwertyuiopas')).toBe('common_password');
    expect(reason('abcdefghijkl')).toBe('sequence');
    expect(reason('jaguarjaguar')).toBe('repeated');
    // The account's own e-mail, its local part inside, the brand's words.
    expect(reason('rezan@example.com', 'rezan@example.com')).toBe('personal_data');
    expect(reason('Rezan1990!!!', 'rezan@example.com')).toBe('personal_data');
    expect(reason('landrover2024', 'rezan@example.com')).toBe('personal_data');
    expect(reason('Defender2024!', 'rezan@example.com')).toBeDefined();
    // The same local part is fine for another account; passphrases pass.
    expect(reason('Rezan1990!!!', 'dana@example.com')).toBeUndefined();
    expect(reason('copper kettle orbit 1', 'editor@example.com')).toBeUndefined();
    expect(reason('correct horse battery staple')).toBeUndefined();
  });

  it('generates passwords that pass the rule for the account they are for', () => {
    for (let i = 0; i < 20; i += 1) {
      const password = generatePassword({ email: DEMO_ADMIN_EMAIL });
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(passwordProblem(password, { email: DEMO_ADMIN_EMAIL })).toBeUndefined();
    }
  });

  it('skips only the strength estimate for a password the server generated, never the length rules', () => {
    expect(passwordProblem('password1234', {}, 'chosen')?.reason).toBe('common_password');
    expect(passwordProblem('password1234', {}, 'generated')).toBeUndefined();
    expect(passwordProblem('short-pass1', {}, 'generated')?.reason).toBe('too_short');
    expect(passwordProblem('x'.repeat(257), {}, 'generated')?.reason).toBe('too_long');
  });

  it('lets an admin do what an editor may, not the other way round, and a role-less user nothing', () => {
    expect(roleAllows('admin', 'editor')).toBe(true);
    expect(roleAllows('admin', 'admin')).toBe(true);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('editor', 'admin')).toBe(false);
    expect(roleAllows(null, 'editor')).toBe(false);
  });
});

describe.each(testDialects())('accounts (%s)', (dialect) => {
  let auth: AuthService;
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };

  const database = suiteFixture(
    () => openTestDatabase(dialect),
    async (database) => {
      await migrateToLatest(database.db);
      auth = createAuthService(database.db, { sessionHours: 12, apiTokenDays: 30 }, () => clock.now);
    },
  );

  it('creates the demo admin on an empty table only, with a generated password that signs in', async () => {
    const created = await createDemoAdminIfNoUsers(database().db);
    expect(created?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(created?.password.length).toBeGreaterThanOrEqual(24);
    expect(await createDemoAdminIfNoUsers(database().db)).toBeUndefined();
    expect((await authenticate(database().db, DEMO_ADMIN_EMAIL, created!.password))?.role).toBe('admin');
  });

  it('keeps e-mails unique whatever their case, in the service and in the database itself', async () => {
    await createAccount(database().db, { email: 'Rezan@Example.com', password: 'a long password 1', role: 'editor' });
    await expect(
      createAccount(database().db, { email: 'rezan@example.COM', password: 'a long password 2', role: null }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'email_taken',
    });
    const now = new Date().toISOString();
    await expect(
      database()
        .db.insertInto('users')
        .values({
          email: 'REZAN@example.com',
          email_key: accountEmailKey('REZAN@example.com'),
          password_hash: 'x',
          role: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    expect((await findAccountByEmail(database().db, ' rezan@EXAMPLE.com '))?.email).toBe('Rezan@Example.com');
  });

  it('compares addresses by the one rule of domain/account-email.ts, beyond ASCII, and refuses look-alikes', async () => {
    const dilan = await createAccount(database().db, { email: 'Dîlan@Hewlêr.example', password: 'a long password 1', role: 'editor' });
    // Lower case in every script: SQLite's lower() would have left Î and Ê alone.
    expect((await findAccountByEmail(database().db, 'dÎlan@hewlÊr.example'))?.id).toBe(dilan.id);
    expect((await authenticate(database().db, 'DÎLAN@HEWLÊR.EXAMPLE', 'a long password 1'))?.id).toBe(dilan.id);
    await expect(
      createAccount(database().db, { email: 'DÎLAN@hewlêr.example', password: 'a long password 2', role: null }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'email_taken' });
    // Full-width letters, a zero-width space, a Kelvin sign: not addresses, so no twin of an account.
    for (const lookAlike of ['ｄîlan@hewlêr.example', 'dîlan\u200b@hewlêr.example', 'admin@lrdx.local\u202e', 'ad\u212Amin@lrdx.local'])
      await expect(
        createAccount(database().db, { email: lookAlike, password: 'a long password 3', role: null }),
        lookAlike,
      ).rejects.toMatchObject({
        code: 'invalid_request',
        field: 'email',
      });
  });

  it('refuses a role other than editor or admin in the database', async () => {
    const now = new Date().toISOString();
    await expect(
      database()
        .db.insertInto('users')
        // @ts-expect-error the schema allows only editor | admin | null: the database must refuse it too
        .values({ email: 'x@example.com', password_hash: 'x', role: 'owner', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a malformed e-mail and a weak password with the field named', async () => {
    await expect(createAccount(database().db, { email: 'no-at-sign', password: 'a long password 1', role: null })).rejects.toMatchObject({
      code: 'invalid_request',
      field: 'email',
    });
    await expect(createAccount(database().db, { email: 'weak@example.com', password: 'short', role: null })).rejects.toMatchObject({
      code: 'weak_password',
      field: 'password',
    });
  });

  it('signs in with the right password only; a disabled account cannot sign in and its sessions stop working', async () => {
    const account = await createAccount(database().db, { email: 'dana@example.com', password: 'quiet harbour lamp 1', role: 'editor' });
    expect(await auth.signIn('dana@example.com', 'wrong password 1')).toBeUndefined();
    expect(await auth.signIn('nobody@example.com', 'quiet harbour lamp 1')).toBeUndefined();
    const signedIn = await auth.signIn('DANA@example.com', 'quiet harbour lamp 1');
    expect(signedIn?.account).toEqual({ id: account.id, email: 'dana@example.com', role: 'editor', disabled: false });
    const credential = { kind: 'session', token: signedIn!.session.token } as const;
    expect((await auth.identify(credential))?.id).toBe(account.id);
    // Only the hash is stored.
    const stored = await database().db.selectFrom('sessions').select('id_hash').where('user_id', '=', account.id).execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(signedIn!.session.token);
    await database().db.updateTable('users').set({ disabled: 1 }).where('id', '=', account.id).execute();
    expect(await auth.identify(credential)).toBeUndefined();
    expect(await auth.signIn('dana@example.com', 'quiet harbour lamp 1')).toBeUndefined();
  });

  it('ends a session at its expiry and at sign-out', async () => {
    await createAccount(database().db, { email: 'sara@example.com', password: 'golden thistle lamp 1', role: 'admin' });
    const first = await auth.signIn('sara@example.com', 'golden thistle lamp 1');
    const second = await auth.signIn('sara@example.com', 'golden thistle lamp 1');
    await auth.signOut({ kind: 'session', token: first!.session.token });
    expect(await auth.identify({ kind: 'session', token: first!.session.token })).toBeUndefined();
    expect(await auth.identify({ kind: 'session', token: second!.session.token })).toBeDefined();
    clock.now += 12 * 3_600_000;
    expect(await auth.identify({ kind: 'session', token: second!.session.token })).toBeUndefined();
    expect(await auth.deleteExpired()).toBeGreaterThanOrEqual(1);
  });

  it('issues bearer tokens that expire and can be revoked', async () => {
    await createAccount(database().db, { email: 'azad@example.com', password: 'amber river lamp 1', role: 'editor' });
    expect(await auth.issueToken('azad@example.com', 'wrong password 1')).toBeUndefined();
    const issued = await auth.issueToken('azad@example.com', 'amber river lamp 1');
    const credential = { kind: 'bearer', token: issued!.token.token } as const;
    expect(issued!.token.expiresAt).toBe(clock.now + 30 * 86_400_000);
    expect((await auth.identify(credential))?.email).toBe('azad@example.com');
    // A bearer token is not a session and the other way round.
    expect(await auth.identify({ kind: 'session', token: issued!.token.token })).toBeUndefined();
    await auth.signOut(credential);
    expect(await auth.identify(credential)).toBeUndefined();
    const later = await auth.issueToken('azad@example.com', 'amber river lamp 1');
    clock.now += 30 * 86_400_000;
    expect(await auth.identify({ kind: 'bearer', token: later!.token.token })).toBeUndefined();
  });

  it('changes a password only with the current one, and ends every other session and token of the account', async () => {
    await createAccount(database().db, { email: 'hemin@example.com', password: 'violet canyon lamp 1', role: 'editor' });
    const here = await auth.signIn('hemin@example.com', 'violet canyon lamp 1');
    const elsewhere = await auth.signIn('hemin@example.com', 'violet canyon lamp 1');
    const script = await auth.issueToken('hemin@example.com', 'violet canyon lamp 1');
    const identity = { account: here!.account, credential: { kind: 'session', token: here!.session.token } } as const;
    await expect(auth.changePassword(identity, 'not the password', 'violet canyon lamp 2')).rejects.toMatchObject({
      statusCode: 403,
      code: 'wrong_password',
    });
    await expect(auth.changePassword(identity, 'violet canyon lamp 1', 'short')).rejects.toMatchObject({
      statusCode: 400,
      code: 'weak_password',
    });
    await auth.changePassword(identity, 'violet canyon lamp 1', 'violet canyon lamp 2');
    expect(await auth.identify(identity.credential)).toBeDefined();
    expect(await auth.identify({ kind: 'session', token: elsewhere!.session.token })).toBeUndefined();
    expect(await auth.identify({ kind: 'bearer', token: script!.token.token })).toBeUndefined();
    expect(await auth.signIn('hemin@example.com', 'violet canyon lamp 1')).toBeUndefined();
    expect(await auth.signIn('hemin@example.com', 'violet canyon lamp 2')).toBeDefined();
  });

  it('drops accounts tables on the way down', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await migrateToLatest(other.db);
      // Down to the migration before accounts, the way the migrator runs it (as 0009's test does).
      const down = await new Migrator({ db: other.db, provider: migrationProvider }).migrateTo('0010-currency-rates');
      expect(down.error).toBeUndefined();
      const names = (await other.db.introspection.getTables()).map((t) => t.name);
      expect(names).not.toEqual(expect.arrayContaining(['users']));
      expect(names).not.toContain('sessions');
      expect(names).not.toContain('api_tokens');
    } finally {
      await other.cleanup();
    }
  });
});
