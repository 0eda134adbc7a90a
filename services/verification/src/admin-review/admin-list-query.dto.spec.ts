import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VERIFICATION_MESSAGES } from '@ihe/contracts';
import { AdminListQueryDto } from './admin-list-query.dto.js';

const messagesFor = async (query: Record<string, string>) =>
  (await validate(plainToInstance(AdminListQueryDto, query))).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );

describe('the admin verification list query', () => {
  it('refuses a page past the exact whole numbers (1e21 reached SQL as "1e+23")', async () => {
    for (const page of ['1e21', '9007199254740992', '1e308'])
      expect({ page, messages: await messagesFor({ page }) }).toEqual({
        page,
        messages: [VERIFICATION_MESSAGES.invalidPage],
      });
    expect(await messagesFor({ page: '9007199254740991', pageSize: '100' })).toEqual([]);
  });
});
