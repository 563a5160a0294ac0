/** The stock alert sign-up's paths: checked locally, sent, refused address, failure and retry, closing. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { looksLikeEmail, stockAlertMachine } from './index.js';
import type { SignUpInput } from './index.js';

function start(answer: (input: SignUpInput) => Promise<void>) {
  const calls: SignUpInput[] = [];
  const machine = stockAlertMachine.provide({
    actors: {
      signUp: fromPromise<void, SignUpInput>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { listKey: 'iraq', language: 'ku' } }).start();
  return { actor, calls };
}

describe('stock alert sign-up machine', () => {
  it('tells an address from a non-address', () => {
    expect(looksLikeEmail(' shirin@example.com ')).toBe(true);
    for (const bad of ['', 'shirin', 'a@b', 'a b@example.com', '@example.com']) expect(looksLikeEmail(bad), bad).toBe(false);
  });

  it('checks the address and the consent before sending, then sends the view query in the page language', async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'open', query: 'filter[models_in][]=Defender 110' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toBe('email');
    actor.send({ type: 'email.change', value: 'shirin@example.com' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toBe('consent');
    actor.send({ type: 'consent.change', value: true });
    actor.send({ type: 'language.change', language: 'ar' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ email: 'shirin@example.com', language: 'ar', listing: 'iraq', query: 'filter[models_in][]=Defender 110' }]);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it("goes back to the address on the server's invalid_email, and waits for retry on other failures", async () => {
    let fail: 'email' | 'down' | null = 'email';
    const { actor, calls } = start(async () => {
      if (fail === 'email') throw Object.assign(new Error('Enter an e-mail address'), { code: 'invalid_email', status: 400 });
      if (fail === 'down') throw Object.assign(new Error('Try later'), { code: 'unavailable', status: 503 });
    });
    actor.send({ type: 'open', query: '' });
    actor.send({ type: 'email.change', value: 'x@example.com' });
    actor.send({ type: 'consent.change', value: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.invalid === 'email');
    fail = 'down';
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('unavailable');
    fail = null;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toHaveLength(3);
  });
});
