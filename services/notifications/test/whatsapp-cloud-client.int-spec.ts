import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { textMessage } from '../src/sending/outgoing-message.js';
import { WhatsAppCloudClient } from '../src/sending/whatsapp-cloud.client.js';

describe('Cloud API client against the fake', () => {
  let fake: FakeWhatsAppCloudApi;
  const client = new WhatsAppCloudClient(500);
  const target = () => ({ apiUrl: fake.url, phoneNumberId: '109876543210987', accessToken: 'token' });

  beforeAll(async () => {
    fake = await startFakeWhatsAppCloudApi({ accessToken: 'token' });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it('posts digits only with the Bearer token and reads messages[0].id', async () => {
    const answer = await client.send(target(), '+234 803 111 1111', textMessage('Hello'));
    expect(answer).toEqual({ ok: true, messageId: fake.messages()[0].id });
    expect(fake.messages()[0]).toMatchObject({ to: '2348031111111', text: 'Hello' });
  });

  it('reads error.message, the code and the HTTP status', async () => {
    fake.behave({ answer: 429, times: 1 });
    expect(await client.send(target(), '2348031111111', textMessage('Hello'))).toEqual({
      ok: false,
      kind: 'http',
      status: 429,
      code: 130429,
      error: '(#130429) Rate limit hit: Cloud API message throughput has been reached.',
      retryAfterMs: undefined,
    });
    expect(
      await client.send({ ...target(), accessToken: 'wrong' }, '2348031111111', textMessage('Hi')),
    ).toMatchObject({ ok: false, kind: 'http', status: 401, code: 190 });
  });

  it('tells a timeout (may have gone out) from a refused connection (never sent)', async () => {
    fake.behave({ answer: 'hang', times: 1 });
    expect(await client.send(target(), '2348031111111', textMessage('Hello'))).toEqual({
      ok: false,
      kind: 'timeout',
      status: 0,
      error: 'Failed to send message: no answer from WhatsApp within 1 s (it may still arrive)',
    });
    const closed = `http://127.0.0.1:${await freePort()}/v21.0/`;
    expect(await client.send({ ...target(), apiUrl: closed }, '2348031111111', textMessage('Hi'))).toEqual({
      ok: false,
      kind: 'connect',
      status: 0,
      error: 'Failed to send message: ECONNREFUSED',
    });
  });
});
