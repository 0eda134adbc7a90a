import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, HttpCode, Module, Post, Req } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { IsString } from 'class-validator';
import { createServiceApp, MAX_BODY_BYTES } from '../src/index.js';
import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH } from '../src/app/json-bodies.js';
import { loggingModule } from '../src/logging/logging.module.js';
import { findFreePort } from '../src/net/free-port.js';
import { jsonRequest } from '../src/testing/json-request.js';

class NoteDto {
  @IsString({ message: 'Text is required' })
  text!: string;
}

@Controller('api/v1')
class EchoController {
  @Post('notes')
  @HttpCode(200)
  note(@Body() body: NoteDto): { text: string } {
    return { text: body.text };
  }

  @Post('signed')
  @HttpCode(200)
  signed(@Req() req: { rawBody?: Buffer; body?: unknown }): { raw: string | null; parsed: boolean } {
    return { raw: req.rawBody?.toString('utf8') ?? null, parsed: req.body !== undefined };
  }
}

@Module({ imports: [loggingModule('json-bodies-test')], controllers: [EchoController] })
class EchoModule {}

describe('a service app (Fastify): JSON request bodies', () => {
  let app: INestApplication;
  let base: string;
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    jsonRequest(base, 'POST', path, { body, headers });

  beforeAll(async () => {
    const port = await findFreePort();
    app = await createServiceApp(EchoModule, {
      service: 'json-bodies-test',
      port,
      describeApi: false,
      rawBodyPaths: ['/api/v1/signed'],
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('parses a JSON object and validates it with the DTO', async () => {
    expect(await post('/api/v1/notes', { text: 'yam' })).toMatchObject({
      status: 200,
      body: { text: 'yam' },
    });
    expect(await post('/api/v1/notes', { text: 5 })).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Text is required' },
    });
  });

  it('reads an empty JSON body as {} so the DTO rules answer', async () => {
    const answer = await post('/api/v1/notes', '');
    expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Text is required' } });
  });

  it('refuses broken JSON and bare JSON values with "Malformed JSON body"', async () => {
    for (const body of ['{"text": ', 'null', '"yam"', '42'])
      expect({ body, answer: (await post('/api/v1/notes', body)).body }).toEqual({
        body,
        answer: { statusCode: 400, message: 'Malformed JSON body' },
      });
  });

  it('refuses a body nested deeper than the limit with 400, before validation walks it', async () => {
    const nested = (depth: number, open: string, close: string) =>
      `${open.repeat(depth - 1)}{"text":"yam"}${close.repeat(depth - 1)}`;
    for (const body of [
      nested(5_000, '{"a":', '}'),
      nested(5_000, '[', ']'),
      nested(MAX_BODY_DEPTH + 1, '[', ']'),
    ])
      expect((await post('/api/v1/notes', body)).body).toEqual({
        statusCode: 400,
        message: BODY_TOO_DEEP_MESSAGE,
      });
    // At the limit it is still an ordinary body (here one the DTO refuses).
    const atLimit = await post('/api/v1/notes', { text: 'yam', extra: nested(MAX_BODY_DEPTH - 1, '[', ']') });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toBe(BODY_TOO_DEEP_MESSAGE);
  });

  it('ignores a body that is not JSON, as if none was sent', async () => {
    const answer = await post('/api/v1/notes', 'text=yam', { 'content-type': 'text/plain' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Text is required' } });
  });

  it('refuses a body over the limit with 413', async () => {
    const answer = await post('/api/v1/notes', { text: 'x'.repeat(MAX_BODY_BYTES) });
    expect(answer).toMatchObject({
      status: 413,
      body: { statusCode: 413, message: 'Request body is too large' },
    });
  });

  it('keeps the exact bytes of a raw-body path, unparsed', async () => {
    const bytes = '{"entry": [ "not parsed"';
    expect((await post('/api/v1/signed', bytes)).body).toEqual({ raw: bytes, parsed: false });
  });
});
