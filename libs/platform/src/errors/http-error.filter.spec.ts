import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  ArgumentsHost,
  BadRequestException,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { HttpErrorFilter } from './http-error.filter.js';

/** Runs the filter on one exception; returns what was answered and what was logged. */
function answer(exception: unknown) {
  const replies: Array<{ body: unknown; status: number }> = [];
  const adapter = {
    isHeadersSent: () => false,
    reply: (_response: unknown, body: unknown, status: number) => replies.push({ body, status }),
  } as unknown as HttpAdapterHost['httpAdapter'];
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => ({}) }),
  } as unknown as ArgumentsHost;
  const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  new HttpErrorFilter(adapter).catch(exception, host);
  return { reply: replies[0], errors: error.mock.calls.map(String), warnings: warn.mock.calls.map(String) };
}

describe('HttpErrorFilter', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers an unexpected error with a plain 500 and logs its stack as an error', () => {
    const { reply, errors, warnings } = answer(new Error('connection reset'));
    expect(reply).toEqual({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Error: connection reset');
    expect(errors[0]).toContain('http-error.filter.spec');
    expect(warnings).toEqual([]);
  });

  it('logs a deliberate 500 as an error too (something is inconsistent)', () => {
    const { reply, errors } = answer(new InternalServerErrorException('Account configuration error'));
    expect(reply).toEqual({ status: 500, body: { statusCode: 500, message: 'Account configuration error' } });
    expect(errors).toHaveLength(1);
  });

  it('logs a deliberate 503 (a dependency down or still starting) as one warning line', () => {
    const { reply, errors, warnings } = answer(
      new ServiceUnavailableException({ status: 'error', details: { database: { status: 'down' } } }),
    );
    expect(reply.status).toBe(503);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      '503 {"statusCode":503,"message":"Service Unavailable Exception","status":"error","details":{"database":{"status":"down"}}}',
    ]);
  });

  it('logs nothing for a 4xx', () => {
    const { reply, errors, warnings } = answer(new BadRequestException('Please enter a delivery address'));
    expect(reply).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Please enter a delivery address' },
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
