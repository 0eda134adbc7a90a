import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeBehaviours, type FakeBehaviour } from './fake-behaviours.js';
import { fbtraceId, graphApiError } from './graph-api-errors.js';
import { parseSendBody, type FakeMessage, type FakeRequest } from './cloud-api-request.js';
import { postStatusCallback, type FakeDeliveryStatus, type StatusCallback } from './status-callbacks.js';
import { handleControlRequest } from './fake-control-api.js';
import { json, readBody } from './http-io.js';

export interface FakeWhatsAppCloudApiOptions {
  /** 0 or unset: a free port. */
  port?: number;
  /** Loopback by default; the fake is never meant to face a network. */
  host?: string;
  /** The Graph API version in its URL (any vN.N is accepted in requests). Default v21.0. */
  apiVersion?: string;
  /** Accept only this Bearer token (default: any non-empty one). */
  accessToken?: string;
  /** Signs status callbacks (X-Hub-Signature-256). */
  appSecret?: string;
  /** Where status callbacks go. */
  webhookUrl?: string;
  /** With a webhookUrl: post `delivered` for every accepted message after this many ms. */
  autoDeliverAfterMs?: number;
}

export interface FakeWhatsAppCloudApi {
  /** The base URL to configure as the API URL, e.g. http://127.0.0.1:4010/v21.0/ */
  readonly url: string;
  readonly port: number;
  /** Accepted messages, oldest first. */
  messages(): FakeMessage[];
  /** Every call to the messages endpoint, oldest first, whatever it was answered. */
  requests(): FakeRequest[];
  /** Forgets recorded messages and requests. */
  reset(): void;
  /** Scripts an answer (for one recipient and/or the next N calls). */
  behave(behaviour: FakeBehaviour): void;
  clearBehaviours(): void;
  /** Points status callbacks elsewhere (e.g. once the service's port is known). */
  setWebhook(webhook: { url?: string; appSecret?: string }): void;
  /** POSTs a signed status callback for one of its messages; resolves with the webhook's HTTP status. */
  sendStatus(
    messageId: string,
    status: FakeDeliveryStatus,
    options?: { error?: StatusCallback['error']; webhookUrl?: string; appSecret?: string | null },
  ): Promise<number>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

/**
 * A small HTTP server speaking the Cloud API's send endpoint (`POST /{version}/{phone-number-id}/messages`)
 * with Bearer auth, its success and error bodies, plus a control API under `/_fake/` (see
 * fake-control-api.ts). Used by integration and browser tests, and in the embedded mode so the flow can
 * be tried without a Meta account.
 */
export async function startFakeWhatsAppCloudApi(
  options: FakeWhatsAppCloudApiOptions = {},
): Promise<FakeWhatsAppCloudApi> {
  const apiVersion = options.apiVersion ?? 'v21.0';
  const behaviours = new FakeBehaviours();
  let messages: FakeMessage[] = [];
  let requests: FakeRequest[] = [];
  let webhook = { url: options.webhookUrl, appSecret: options.appSecret };
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;

  const sendStatus: FakeWhatsAppCloudApi['sendStatus'] = async (messageId, status, extra = {}) => {
    const target = extra.webhookUrl ?? webhook.url;
    if (!target) throw new Error('No webhook URL: pass one or set it with setWebhook');
    const message = messages.find((candidate) => candidate.id === messageId);
    const secret = extra.appSecret === null ? undefined : (extra.appSecret ?? webhook.appSecret);
    return postStatusCallback(
      target,
      secret,
      [{ messageId, status, recipientId: (message?.to ?? '').replace(/\D/g, ''), error: extra.error }],
      message?.phoneNumberId,
    );
  };

  const handleSend = async (req: IncomingMessage, res: ServerResponse, phoneNumberId: string) => {
    const receivedAt = new Date().toISOString();
    const record = (to: string | null, status: number, body: unknown) =>
      requests.push({ phoneNumberId, to, status, receivedAt, body });
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (
      scheme !== 'Bearer' ||
      !token ||
      (options.accessToken !== undefined && token !== options.accessToken)
    ) {
      record(null, 401, null);
      return json(res, 401, graphApiError(401));
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      record(null, 400, null);
      return json(res, 400, graphApiError(400));
    }
    const parsed = parseSendBody(body);
    if (!parsed.ok) {
      record(null, 400, body);
      return json(res, 400, graphApiError(400, { message: parsed.message }));
    }
    const behaviour = behaviours.take(parsed.message.to);
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.answer === 'hang') {
      record(parsed.message.to, 0, body);
      return; // left open until the client gives up or the fake closes
    }
    if (behaviour.answer !== 'ok') {
      record(parsed.message.to, behaviour.answer, body);
      return json(res, behaviour.answer, graphApiError(behaviour.answer, behaviour));
    }
    const id = newWamid();
    messages.push({ id, phoneNumberId, receivedAt, ...parsed.message });
    record(parsed.message.to, 200, body);
    json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.message.to, wa_id: parsed.message.to.replace(/\D/g, '') }],
      messages: [{ id, ...(parsed.message.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
    if (options.autoDeliverAfterMs !== undefined && webhook.url) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!closing) void sendStatus(id, 'delivered').catch(() => undefined);
      }, options.autoDeliverAfterMs);
      timers.add(timer);
    }
  };

  const fake: Omit<FakeWhatsAppCloudApi, 'url' | 'port'> = {
    messages: () => [...messages],
    requests: () => [...requests],
    reset: () => {
      messages = [];
      requests = [];
    },
    behave: (behaviour) => behaviours.add(behaviour),
    clearBehaviours: () => behaviours.clear(),
    setWebhook: (next) => {
      webhook = { url: next.url ?? webhook.url, appSecret: next.appSecret ?? webhook.appSecret };
    },
    sendStatus,
    close: async () => undefined,
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const send = /^\/(v\d+\.\d+)\/(\d+)\/messages\/?$/.exec(path);
    const work =
      req.method === 'POST' && send
        ? handleSend(req, res, send[2])
        : path.startsWith('/_fake/')
          ? handleControlRequest(req, res, path, { ...fake, behaviours })
          : Promise.resolve(
              json(res, 404, {
                error: {
                  message: `Unknown path components: ${path}`,
                  type: 'OAuthException',
                  code: 2500,
                  fbtrace_id: fbtraceId(),
                },
              }),
            );
    work.catch((error: unknown) => {
      if (!res.headersSent)
        json(res, 500, {
          error: { message: String(error), type: 'FakeError', code: 1, fbtrace_id: fbtraceId() },
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    ...fake,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/${apiVersion}/`,
    port,
    close: async () => {
      closing = true;
      timers.forEach((timer) => clearTimeout(timer));
      // Hanging answers would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
