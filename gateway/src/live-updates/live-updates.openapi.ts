import type { OpenAPIObject } from '@nestjs/swagger';

type PathItemObject = OpenAPIObject['paths'][string];
import { LIVE_EVENTS } from '@ihe/contracts';

/** GET /api/v1/events/stream in the merged /api/docs (the gateway's own route; services describe theirs). */
export const LIVE_UPDATES_PATH = '/api/v1/events/stream';

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

export const liveUpdatesPathItem: PathItemObject = {
  get: {
    tags: ['live-updates'],
    summary: 'Live updates of the signed-in consumer’s or vendor’s orders (server-sent events)',
    description:
      'A text/event-stream that stays open. Each message has `event:` one of ' +
      `${Object.values(LIVE_EVENTS).join(', ')} and \`data:\` its JSON: ` +
      `${LIVE_EVENTS.orderStatusChanged} {orderId, from, to, occurredAt, fulfilment: {vendorId, from, to} | null}; ` +
      `${LIVE_EVENTS.notificationOutcome} {orderId, sent, total, disabled}; ` +
      `${LIVE_EVENTS.ready} once live; ${LIVE_EVENTS.sessionExpired} when the access token expires ` +
      '(reopen with a fresh one). A consumer gets only their own orders’ events; a vendor the changes of ' +
      'its own part of an order and new orders containing its products. Consumers and vendors only. ' +
      'The access token goes in the Authorization header (browsers open the stream with fetch, not ' +
      'EventSource); a token in the URL is refused.',
    security: [{ bearer: [] }],
    responses: {
      '200': {
        description: 'The event stream',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      '400': {
        description: 'An access_token query parameter: the token belongs in the header',
        content: errorBody,
      },
      '401': { description: 'No valid access token, or its session has ended', content: errorBody },
      '403': { description: 'Not a consumer or vendor', content: errorBody },
    },
  },
};
