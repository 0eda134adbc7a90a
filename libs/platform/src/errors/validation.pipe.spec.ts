import { describe, expect, it } from '@jest/globals';
import { IsOptional, IsString } from 'class-validator';
import { createValidationPipe, NUL_CHARACTER_MESSAGE } from './validation.pipe.js';

class SearchQuery {
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  search?: string;
}

describe('the validation pipe', () => {
  const pipe = createValidationPipe();
  const refusal = (value: unknown, type: 'body' | 'query' | 'param', metatype?: new () => unknown) =>
    pipe.transform(value, { type, metatype }).then(
      () => null,
      (error: { getStatus(): number; message: string }) => [error.getStatus(), error.message],
    );

  it('refuses the NUL character in a query, a body (keys too, at any depth) or a path parameter', async () => {
    expect(await refusal({ search: 'yam\u0000' }, 'query', SearchQuery)).toEqual([
      400,
      NUL_CHARACTER_MESSAGE,
    ]);
    expect(await refusal({ a: [{ b: 'x\u0000y' }] }, 'body')).toEqual([400, NUL_CHARACTER_MESSAGE]);
    expect(await refusal({ 'k\u0000': 1 }, 'body')).toEqual([400, NUL_CHARACTER_MESSAGE]);
    expect(await refusal('id\u0000', 'param', String)).toEqual([400, NUL_CHARACTER_MESSAGE]);
  });

  it('lets other text through to the DTO rules', async () => {
    expect(await refusal({ search: 'Ẁ̴ yam 😀 \u0001' }, 'query', SearchQuery)).toBeNull();
    expect(await refusal({ search: 5 }, 'query', SearchQuery)).toEqual([400, 'Search must be text']);
  });
});
