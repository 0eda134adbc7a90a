import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '../src/index.js';

const PHONE_ID = '109876543210987';

describe('fake WhatsApp Cloud API', () => {
  let fake: FakeWhatsAppCloudApi;
  let webhook: Server;
  let webhookUrl: string;
  const received: Array<{ signature?: string; body: string }> = [];

  beforeAll(async () => {
    webhook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ signature: req.headers['x-hub-signature-256'] as string | undefined, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
    fake = await startFakeWhatsAppCloudApi({
      accessToken: 'good-token',
      appSecret: 'app-secret',
      webhookUrl,
    });
  });

  afterEach(() => {
    fake.reset();
    fake.clearBehaviours();
  });

  afterAll(async () => {
    await fake?.close();
    await new Promise<void>((resolve) => webhook?.close(() => resolve()));
  });

  const send = async (to: string, token = 'good-token', body?: unknown) => {
    const response = await fetch(`${fake.url}${PHONE_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        body ?? { messaging_product: 'whatsapp', to, type: 'text', text: { body: `Hi ${to}` } },
      ),
      signal: AbortSignal.timeout(2_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, never> };
  };

  it('accepts a text message with the real success shape and records it', async () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v21\.0\/$/);
    const answer = await send('2348031234567');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '2348031234567', wa_id: '2348031234567' }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    expect(fake.messages()).toEqual([
      expect.objectContaining({
        to: '2348031234567',
        type: 'text',
        text: 'Hi 2348031234567',
        phoneNumberId: PHONE_ID,
      }),
    ]);
  });

  it('refuses a wrong token and a malformed body with Graph API errors', async () => {
    const unauthorized = await send('2348031234567', 'stolen');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({
      error: expect.objectContaining({ code: 190, type: 'OAuthException', fbtrace_id: expect.any(String) }),
    });
    const bad = await send('', 'good-token', {
      messaging_product: 'whatsapp',
      to: '2348031234567',
      type: 'text',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 100, message: "(#100) Param text['body'] is required" });
    expect(fake.messages()).toEqual([]);
    expect(fake.requests().map((request) => request.status)).toEqual([401, 400]);
  });

  it('answers scripted failures for the next N calls, then succeeds', async () => {
    fake.behave({ answer: 429, times: 2 });
    expect((await send('2348031234567')).status).toBe(429);
    const second = await send('2348031234567');
    expect(second.body.error).toMatchObject({ code: 130429, message: '(#130429) Rate limit hit' });
    expect((await send('2348031234567')).status).toBe(200);
  });

  it('fails only the scripted recipient, forever until cleared', async () => {
    fake.behave({ answer: 500, to: '+2348000000001' });
    for (let i = 0; i < 3; i++) expect((await send('2348000000001')).status).toBe(500);
    expect((await send('2348000000002')).status).toBe(200);
    fake.behave({ answer: 400, to: '2348000000003', code: 131056 });
    expect((await send('2348000000003')).body.error).toMatchObject({ code: 131056 });
    fake.clearBehaviours();
    expect((await send('2348000000001')).status).toBe(200);
  });

  it('can hang; close() still ends', async () => {
    fake.behave({ answer: 'hang', times: 1 });
    await expect(send('2348031234567')).rejects.toThrow();
    expect(fake.requests()).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('is scriptable over its control API', async () => {
    const base = fake.url.replace(/v21\.0\/$/, '');
    const scripted = await fetch(`${base}_fake/behaviour`, {
      method: 'POST',
      body: JSON.stringify({ answer: 500, times: 1 }),
    });
    expect(scripted.status).toBe(200);
    expect((await send('2348031234567')).status).toBe(500);
    expect((await send('2348031234567')).status).toBe(200);
    const listed = (await (await fetch(`${base}_fake/messages`)).json()) as { messages: unknown[] };
    expect(listed.messages).toHaveLength(1);
    const refused = await fetch(`${base}_fake/behaviour`, {
      method: 'POST',
      body: JSON.stringify({ answer: 302 }),
    });
    expect(refused.status).toBe(400);
  });

  it('posts signed status callbacks in the Cloud API shape', async () => {
    const sent = await send('2348031234567');
    const id = sent.body.messages[0]['id'];
    expect(await fake.sendStatus(id, 'delivered')).toBe(200);
    const callback = received.at(-1)!;
    expect(callback.signature).toBe(
      `sha256=${createHmac('sha256', 'app-secret').update(callback.body).digest('hex')}`,
    );
    expect(JSON.parse(callback.body)).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id, status: 'delivered', recipient_id: '2348031234567' }] },
            },
          ],
        },
      ],
    });
  });
});
