import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import {
  chooseLogOutput,
  isFrameworkChatter,
  logOutputOptions,
  prettyFormatter,
  type LogOutput,
} from './log-output.js';

describe('chooseLogOutput', () => {
  it('is readable and quiet at a terminal', () => {
    expect(chooseLogOutput({}, true)).toEqual({ format: 'pretty', level: 'info', quiet: true });
  });

  it('writes JSON when stdout is not a terminal (containers, CI, files); every info line once LOG_FORMAT=json asks', () => {
    expect(chooseLogOutput({}, false).format).toBe('json');
    expect(chooseLogOutput({ LOG_FORMAT: 'json' }, false)).toEqual({
      format: 'json',
      level: 'info',
      quiet: false,
    });
  });

  it('lets an explicit LOG_LEVEL win, at a terminal too: nothing at or above it is left out', () => {
    expect(chooseLogOutput({ LOG_LEVEL: 'debug' }, true)).toEqual({
      format: 'pretty',
      level: 'debug',
      quiet: false,
    });
    expect(chooseLogOutput({ LOG_LEVEL: 'info' }, true).quiet).toBe(false);
    expect(chooseLogOutput({ LOG_LEVEL: 'warn' }, false)).toEqual({
      format: 'json',
      level: 'warn',
      quiet: false,
    });
  });

  it('lets LOG_FORMAT choose the format whatever stdout is', () => {
    expect(chooseLogOutput({ LOG_FORMAT: 'json' }, true)).toEqual({
      format: 'json',
      level: 'info',
      quiet: false,
    });
    expect(chooseLogOutput({ LOG_FORMAT: 'pretty' }, false).format).toBe('pretty');
    // An unknown value is ignored, not an error.
    expect(chooseLogOutput({ LOG_FORMAT: 'fancy' }, false).format).toBe('json');
  });

  it('keeps JSON nobody asked for (output piped, not a terminal) quiet, so the start-up summary stands out', () => {
    expect(chooseLogOutput({}, false)).toEqual({ format: 'json', level: 'info', quiet: true });
    expect(chooseLogOutput({ LOG_FORMAT: 'json' }, false).quiet).toBe(false);
    expect(chooseLogOutput({ LOG_LEVEL: 'info' }, false).quiet).toBe(false);
  });
});

describe('isFrameworkChatter', () => {
  it("is Nest's start-up lines below warning level, not our own lines nor Nest's warnings", () => {
    expect(isFrameworkChatter({ context: 'InstanceLoader' }, 30)).toBe(true);
    expect(isFrameworkChatter({ context: 'RouterExplorer' }, 30)).toBe(true);
    expect(isFrameworkChatter({ context: 'InstanceLoader' }, 40)).toBe(false);
    expect(isFrameworkChatter({ context: 'AdminAccount' }, 30)).toBe(false);
    expect(isFrameworkChatter('a plain message', 30)).toBe(false);
  });
});

/** A pino logger with the options of `output`, writing to an array instead of stdout. */
function capturingLogger(output: LogOutput) {
  const lines: Record<string, unknown>[] = [];
  const {
    stream: _stdout,
    customLogLevel: _requests,
    ...options
  } = logOutputOptions(output) as ReturnType<typeof logOutputOptions> & {
    stream?: unknown;
    customLogLevel?: unknown;
  };
  const logger = pino(options, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('logOutputOptions', () => {
  it('quiet: leaves out Nest start-up chatter, keeps our info lines and every warning', () => {
    const { logger, lines } = capturingLogger({ format: 'json', level: 'info', quiet: true });
    logger.info({ context: 'InstanceLoader' }, 'AuthModule dependencies initialized');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/health, GET} route');
    logger.info({ context: 'DemoVendors' }, 'Created 6 demo vendor accounts');
    logger.warn({ context: 'AdminAccount' }, 'Using the default admin account');
    expect(lines.map((line) => line.msg)).toEqual([
      'Created 6 demo vendor accounts',
      'Using the default admin account',
    ]);
  });

  it('not quiet (JSON, or LOG_LEVEL set): every line at the level', () => {
    const { logger, lines } = capturingLogger({ format: 'json', level: 'info', quiet: false });
    logger.info({ context: 'InstanceLoader' }, 'AuthModule dependencies initialized');
    expect(lines).toHaveLength(1);
    expect(logOutputOptions({ format: 'json', level: 'info', quiet: false })).not.toHaveProperty('stream');
  });

  it('quiet: a request is logged only when it fails', () => {
    const { customLogLevel } = logOutputOptions({ format: 'pretty', level: 'info', quiet: true }) as {
      customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => string;
    };
    const request = {} as IncomingMessage;
    const answered = (statusCode: number) => ({ statusCode }) as ServerResponse;
    expect(customLogLevel(request, answered(200))).toBe('silent');
    expect(customLogLevel(request, answered(404))).toBe('silent');
    expect(customLogLevel(request, answered(503))).toBe('error');
    expect(customLogLevel(request, answered(200), new Error('reset'))).toBe('error');
  });
});

describe('prettyFormatter', () => {
  const format = prettyFormatter(false);
  const line = (fields: Record<string, unknown>) =>
    `${JSON.stringify({ time: Date.UTC(2026, 10, 24, 17, 14, 40), pid: 1, hostname: 'vm', name: 'ihe-market', ...fields })}\n`;

  it('makes one readable line: time, level, [context], message', () => {
    const out = format(
      line({ level: 40, context: 'AdminAccount', msg: 'Using the default admin account admin@ihemarket.ng' }),
    );
    expect(out).toMatch(
      /^\d\d:\d\d:\d\d WARN: \[AdminAccount\] Using the default admin account admin@ihemarket\.ng\s*\n$/,
    );
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).not.toMatch(/[{}]|ihe-market"|hostname|pid/);
  });

  it('keeps a line one line when it carries extra fields', () => {
    const out = format(
      line({ level: 30, context: 'Orders', msg: 'placed', order: { id: 'o1', lines: [1, 2] } }),
    );
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).toContain('INFO: [Orders] placed');
  });

  it('shows a failed request as method, url, status and time', () => {
    const out = format(
      line({
        level: 50,
        req: { id: 'r1', method: 'GET', url: '/api/v1/products' },
        res: { statusCode: 503 },
        responseTime: 12,
        msg: 'request errored',
      }),
    );
    expect(out).toMatch(/^\d\d:\d\d:\d\d ERROR: GET \/api\/v1\/products → 503 \(12 ms\)\s*\n$/);
  });
});
