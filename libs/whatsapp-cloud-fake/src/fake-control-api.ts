import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAKE_ANSWERS, type FakeBehaviour, type FakeBehaviours } from './fake-behaviours.js';
import type { FakeWhatsAppCloudApi } from './fake-whatsapp-cloud-api.js';
import type { FakeDeliveryStatus } from './status-callbacks.js';
import { json, readBody } from './http-io.js';

type ControlContext = Omit<FakeWhatsAppCloudApi, 'url' | 'port'> & { behaviours: FakeBehaviours };

const STATUSES: FakeDeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  const value: unknown = text ? JSON.parse(text) : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a JSON object');
  return value as Record<string, unknown>;
}

function toBehaviour(body: Record<string, unknown>): FakeBehaviour {
  const answer = body.answer;
  if (!FAKE_ANSWERS.includes(answer as never)) {
    throw new Error(`answer must be one of ${FAKE_ANSWERS.map((a) => JSON.stringify(a)).join(', ')}`);
  }
  const optionalNumber = (key: string) => {
    const value = body[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${key} must be a number`);
    return value;
  };
  if (body.to !== undefined && typeof body.to !== 'string') throw new Error('to must be a string');
  if (body.message !== undefined && typeof body.message !== 'string')
    throw new Error('message must be a string');
  return {
    answer: answer as FakeBehaviour['answer'],
    to: body.to as string | undefined,
    times: optionalNumber('times'),
    delayMs: optionalNumber('delayMs'),
    code: optionalNumber('code'),
    message: body.message as string | undefined,
  };
}

/**
 * The fake's control API (loopback only, like the fake):
 *   GET    /_fake/messages    accepted messages        DELETE /_fake/messages   forget messages and requests
 *   GET    /_fake/requests    every send call and its answer status
 *   GET    /_fake/behaviour   scripted answers         DELETE /_fake/behaviour  clear them
 *   POST   /_fake/behaviour   { answer: "ok"|400|401|429|500|"hang", to?, times?, delayMs?, code?, message? }
 *   POST   /_fake/status      { messageId, status: sent|delivered|read|failed, webhookUrl? } → signed callback
 */
export async function handleControlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  fake: ControlContext,
): Promise<void> {
  const route = `${req.method} ${path.replace(/\/$/, '')}`;
  try {
    switch (route) {
      case 'GET /_fake/messages':
        return json(res, 200, { messages: fake.messages() });
      case 'DELETE /_fake/messages':
        fake.reset();
        return json(res, 200, { messages: [] });
      case 'GET /_fake/requests':
        return json(res, 200, { requests: fake.requests() });
      case 'GET /_fake/behaviour':
        return json(res, 200, { behaviours: fake.behaviours.list() });
      case 'POST /_fake/behaviour': {
        const behaviour = toBehaviour(await readJson(req));
        fake.behave(behaviour);
        return json(res, 200, { behaviours: fake.behaviours.list() });
      }
      case 'DELETE /_fake/behaviour':
        fake.clearBehaviours();
        return json(res, 200, { behaviours: [] });
      case 'POST /_fake/status': {
        const body = await readJson(req);
        if (typeof body.messageId !== 'string') throw new Error('messageId is required');
        if (!STATUSES.includes(body.status as FakeDeliveryStatus)) {
          throw new Error(`status must be one of ${STATUSES.join(', ')}`);
        }
        const webhookUrl = typeof body.webhookUrl === 'string' ? body.webhookUrl : undefined;
        const webhookStatus = await fake.sendStatus(body.messageId, body.status as FakeDeliveryStatus, {
          webhookUrl,
        });
        return json(res, 200, { webhookStatus });
      }
      default:
        return json(res, 404, { message: `No control route ${route}` });
    }
  } catch (error) {
    return json(res, 400, { message: (error as Error).message });
  }
}
