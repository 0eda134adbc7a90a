import { describe, expect, it } from '@jest/globals';
import { parseStatusUpdates } from './status-callback.parser.js';

const callback = (statuses: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses } }] }],
});

describe('status callbacks', () => {
  it('reads delivered, read (as delivered) and failed; ignores sent and incoming messages', () => {
    const updates = parseStatusUpdates({
      ...callback([
        { id: 'wamid.A', status: 'delivered', timestamp: '1795000000', recipient_id: '234' },
        { id: 'wamid.B', status: 'read', timestamp: '1795000001' },
        { id: 'wamid.C', status: 'sent', timestamp: '1795000002' },
        {
          id: 'wamid.D',
          status: 'failed',
          timestamp: '1795000003',
          errors: [
            { code: 131047, title: 'Re-engagement message', error_data: { details: 'More than 24 hours' } },
          ],
        },
      ]),
    });
    expect(updates).toEqual([
      {
        providerMessageId: 'wamid.A',
        status: 'delivered',
        errorMessage: null,
        occurredAt: new Date(1795000000_000),
      },
      {
        providerMessageId: 'wamid.B',
        status: 'delivered',
        errorMessage: null,
        occurredAt: new Date(1795000001_000),
      },
      {
        providerMessageId: 'wamid.D',
        status: 'failed',
        errorMessage: 'Re-engagement message: More than 24 hours (code 131047)',
        occurredAt: new Date(1795000003_000),
      },
    ]);
  });

  it('survives bodies of any shape', () => {
    for (const body of [
      null,
      'x',
      [],
      {},
      { entry: 'x' },
      { entry: [{ changes: [{ value: { messages: [{}] } }] }] },
    ]) {
      expect(parseStatusUpdates(body)).toEqual([]);
    }
  });
});
