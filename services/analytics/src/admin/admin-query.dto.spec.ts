import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ADMIN_QUERY_MESSAGES, UsersQueryDto } from './admin-query.dto.js';

const messagesFor = async (query: Record<string, string>) =>
  (await validate(plainToInstance(UsersQueryDto, query))).flatMap((e) => Object.values(e.constraints ?? {}));

describe('the admin users query', () => {
  it('refuses an offset past the exact whole numbers (1e21 reached SQL as "1e+21")', async () => {
    for (const offset of ['1e21', '9007199254740992', '1e308'])
      expect({ offset, messages: await messagesFor({ offset }) }).toEqual({
        offset,
        messages: [ADMIN_QUERY_MESSAGES.offset],
      });
    expect(await messagesFor({ offset: '9007199254740991' })).toEqual([]);
  });
});
