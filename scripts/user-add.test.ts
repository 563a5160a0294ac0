/** `npm run user:add`: flags, prompts for what is missing, clear refusals, and the account it makes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../server/auth/accounts.js';
import type { TestDatabase } from '../server/db/test-db.js';
import { openMigratedTestDatabase } from '../server/migrations/testing/migrated-test-database.js';
import { parseUserAddArgs, runUserAdd, UserAddError, weakPasswordText, type Prompter } from './user-add-cli.js';

/** Answers questions in order and records them; fails the test when asked more than scripted. */
function scripted(...answers: string[]): Prompter & { asked: string[] } {
  const asked: string[] = [];
  const next = async (question: string) => {
    asked.push(question);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected question: ${question}`);
    return answer;
  };
  return { asked, ask: next, askSecret: next };
}

describe('user:add', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedTestDatabase('sqlite');
  });
  afterAll(async () => database.cleanup());

  it('creates the account from flags alone, asking nothing', async () => {
    const prompt = scripted();
    const message = await runUserAdd(
      database.db,
      ['--email', 'Shno@Example.com', '--password', 'a good long password', '--role', 'admin'],
      prompt,
    );
    expect(message).toMatch(/^Created admin Shno@Example\.com \(id \d+\)$/);
    expect(prompt.asked).toEqual([]);
    expect((await authenticate(database.db, 'shno@example.com', 'a good long password'))?.role).toBe('admin');
  });

  it('asks for what is missing: e-mail, the password without echo, the role', async () => {
    const prompt = scripted('karwan@example.com', 'another long password', 'editor');
    expect(await runUserAdd(database.db, [], prompt)).toMatch(/^Created editor karwan@example\.com/);
    expect(prompt.asked).toEqual(['E-mail: ', 'Password (at least 12 characters): ', 'Role (editor or admin): ']);
    const onlyRole = scripted('editor');
    await runUserAdd(database.db, ['--email', 'lana@example.com', '--password', 'quiet lantern field'], onlyRole);
    expect(onlyRole.asked).toEqual(['Role (editor or admin): ']);
  });

  it('refuses weak passwords, bad e-mails, unknown roles and flags, and existing accounts, in a sentence', async () => {
    const run = (argv: string[], prompt = scripted()) => runUserAdd(database.db, argv, prompt);
    await expect(run(['--email', 'a@example.com', '--password', 'short', '--role', 'editor'])).rejects.toThrow(
      new UserAddError(weakPasswordText('too_short')),
    );
    for (const [password, reason] of [
      ['password1234', 'common_password'],
      ['123456789012', 'common_password'],
      ['rezan@example.com', 'personal_data'],
      ['Rezan-2030-pw', 'personal_data'],
    ] as const)
      await expect(run(['--email', 'rezan@example.com', '--password', password, '--role', 'editor'])).rejects.toThrow(
        new UserAddError(weakPasswordText(reason)),
      );
    // Said in every language of the site.
    expect(weakPasswordText('common_password').split('\n')).toEqual([
      'Password refused:',
      '  [ku] ئەمە وشەیەکی نهێنیی باو یان نزیکی وشەیەکی باوە؛ هێرشبەران یەکەم جار ئەمانە تاقی دەکەنەوە.',
      '  [en] This is a common password, or close to one; attackers try these first.',
      '  [ar] هذه كلمة مرور شائعة أو قريبة من كلمة شائعة؛ يجرّبها المهاجمون أولاً.',
    ]);
    await expect(run(['--email', 'not-an-email', '--password', 'a good long password', '--role', 'editor'])).rejects.toThrow(
      /e-mail address/,
    );
    await expect(run(['--email', 'a@example.com', '--password', 'a good long password', '--role', 'owner'])).rejects.toThrow(
      '--role must be editor or admin, got owner',
    );
    await expect(run(['--email', 'a@example.com', '--password', 'a good long password'], scripted('viewer'))).rejects.toThrow(
      'The role must be editor or admin, got "viewer"',
    );
    await expect(run(['--name', 'x'])).rejects.toThrow(/Unknown option '--name'[\s\S]*Usage: npm run user:add/);
    await expect(run(['--email', 'SHNO@example.com', '--password', 'a good long password', '--role', 'editor'])).rejects.toThrow(
      new UserAddError('An account with this e-mail address exists'),
    );
    expect(parseUserAddArgs(['--role', 'editor'])).toEqual({ email: undefined, password: undefined, role: 'editor' });
  });
});
