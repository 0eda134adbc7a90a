import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimiter } from './concurrency-limiter.js';
import { textMessage } from './outgoing-message.js';
import type { SendAttempt, WhatsAppCloudClient } from './whatsapp-cloud.client.js';
import { WhatsAppSender } from './whatsapp-sender.js';

const target = { apiUrl: 'http://127.0.0.1:1/v21.0/', phoneNumberId: '1', accessToken: 't' };
const rateLimited: SendAttempt = {
  ok: false,
  kind: 'http',
  status: 429,
  code: 130429,
  error: 'Rate limit hit',
};

/** A client answering the scripted attempts in order, then success. */
function scriptedClient(answers: SendAttempt[]) {
  const calls: string[] = [];
  const client = {
    send: async (_target: unknown, to: string) => {
      calls.push(to);
      return answers.shift() ?? ({ ok: true, messageId: `wamid.${calls.length}` } as SendAttempt);
    },
  } as unknown as WhatsAppCloudClient;
  return { client, calls };
}

const senderWith = (client: WhatsAppCloudClient, maxAttempts = 3) =>
  new WhatsAppSender(client, new ConcurrencyLimiter(2), { maxAttempts, baseMs: 1, maxMs: 5 });

describe('WhatsApp sender', () => {
  it('retries a rate limit and reports the attempts', async () => {
    const { client, calls } = scriptedClient([rateLimited]);
    expect(await senderWith(client).send(target, '234', textMessage('hi'))).toEqual({
      ok: true,
      messageId: 'wamid.2',
      attempts: 2,
    });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the bounded attempts, saying so', async () => {
    const { client, calls } = scriptedClient([rateLimited, rateLimited, rateLimited, rateLimited]);
    expect(await senderWith(client).send(target, '234', textMessage('hi'))).toEqual({
      ok: false,
      error: 'Rate limit hit (gave up after 3 attempts)',
      attempts: 3,
    });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a plain 400, nor a timeout', async () => {
    const bad: SendAttempt = { ok: false, kind: 'http', status: 400, code: 100, error: 'Invalid parameter' };
    const timeout: SendAttempt = { ok: false, kind: 'timeout', status: 0, error: 'no answer' };
    for (const answer of [bad, timeout]) {
      const { client, calls } = scriptedClient([answer]);
      expect(await senderWith(client).send(target, '234', textMessage('hi'))).toMatchObject({
        ok: false,
        attempts: 1,
      });
      expect(calls).toHaveLength(1);
    }
  });

  it('stops without calling when the claim is lost or the service is stopping', async () => {
    const { client, calls } = scriptedClient([rateLimited]);
    const lost = await senderWith(client).send(target, '234', textMessage('hi'), {
      beforeAttempt: async () => false,
    });
    expect(lost).toEqual({ ok: false, aborted: true, attempts: 0 });
    const stopping = new AbortController();
    const during = senderWith(client, 5).send(target, '234', textMessage('hi'), {
      signal: stopping.signal,
      beforeAttempt: async () => {
        stopping.abort();
        return true;
      },
    });
    expect(await during).toEqual({ ok: false, aborted: true, attempts: 1 });
    expect(calls).toHaveLength(1);
  });

  it('one attempt only when asked (the admin test message)', async () => {
    const { client, calls } = scriptedClient([rateLimited]);
    expect(await senderWith(client).send(target, '234', textMessage('hi'), { maxAttempts: 1 })).toMatchObject(
      {
        ok: false,
        attempts: 1,
      },
    );
    expect(calls).toHaveLength(1);
  });

  it('reports how each send ended: sent, failed, aborted', async () => {
    const outcomes: string[] = [];
    const { client } = scriptedClient([rateLimited, rateLimited]);
    const sender = new WhatsAppSender(
      client,
      new ConcurrencyLimiter(2),
      { maxAttempts: 1, baseMs: 1, maxMs: 5 },
      (o) => outcomes.push(o),
    );
    await sender.send(target, '234', textMessage('hi'));
    await sender.send(target, '234', textMessage('hi'), { beforeAttempt: async () => false });
    await sender.send(target, '234', textMessage('hi'));
    await sender.send(target, '234', textMessage('hi'));
    expect(outcomes).toEqual(['failed', 'aborted', 'failed', 'sent']);
  });
});
