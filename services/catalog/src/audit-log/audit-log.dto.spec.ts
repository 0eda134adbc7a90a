import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AuditLogQueryDto } from './audit-log.dto.js';

const messagesFor = async (query: Record<string, string>) =>
  (await validate(plainToInstance(AuditLogQueryDto, query))).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );

describe('the audit log query', () => {
  it('refuses a page past the exact whole numbers (1e21 reached SQL as "1e+22")', async () => {
    for (const page of ['1e21', '9007199254740992', '1e308'])
      expect({ page, messages: await messagesFor({ page }) }).toEqual({
        page,
        messages: ['Page must be a whole number'],
      });
    expect(await messagesFor({ page: '9007199254740991' })).toEqual([]);
  });
});
