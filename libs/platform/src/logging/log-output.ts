import type { IncomingMessage, ServerResponse } from 'node:http';
import pinoPretty from 'pino-pretty';

/**
 * How a process logs. `json`: one JSON object a line, for machines (containers, CI, log files).
 * `pretty`: one readable line a message, for a person at a terminal.
 * `quiet`: leave out what a person at a terminal does not need: Nest's start-up chatter (a line per module
 * and per route, ~120 lines for the all-in-one process) and the line of every request that did not fail.
 */
export interface LogOutput {
  format: 'json' | 'pretty';
  level: string;
  quiet: boolean;
}

/**
 * The choice, from the environment and whether stdout is a terminal:
 * - LOG_FORMAT (`json` | `pretty`) when set, otherwise `pretty` at a terminal and `json` anywhere else;
 * - LOG_LEVEL when set, and then nothing at or above it is left out (not quiet); otherwise `info`, quiet
 *   unless LOG_FORMAT=json was asked for.
 * Quiet keeps our own info lines (the admin and demo account hints, email verification links, WhatsApp
 * sends) and every warning and error.
 */
export function chooseLogOutput(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTTY: boolean = Boolean(process.stdout.isTTY),
): LogOutput {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  const format = asked === 'json' || asked === 'pretty' ? asked : stdoutIsTTY ? 'pretty' : 'json';
  const level = env.LOG_LEVEL?.trim();
  if (level) return { format, level, quiet: false };
  // JSON that nobody asked for (`npm start` piped or redirected) is quiet too: Nest's ~300 start-up lines
  // would bury "Ihe Market is running at …". LOG_FORMAT=json (production) keeps every line.
  return { format, level: 'info', quiet: format === 'pretty' || asked !== 'json' };
}

/** Nest's own start-up lines: which module loaded, which route mapped, that an app started. */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestMicroservice',
]);

const INFO = 30;

/** Whether a quiet logger leaves this call out: Nest's start-up chatter below warning level. */
export function isFrameworkChatter(firstArg: unknown, level: number): boolean {
  if (level > INFO || typeof firstArg !== 'object' || firstArg === null) return false;
  const context = (firstArg as { context?: unknown }).context;
  return typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context);
}

interface LoggedRequest {
  method?: string;
  url?: string;
}

/** The readable message of a line: `[Context] message`, or `GET /url → 500 (12 ms)` for a request. */
export function prettyMessage(log: Record<string, unknown>, messageKey = 'msg'): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as LoggedRequest | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (req?.method && res?.statusCode !== undefined) {
    const time = typeof log.responseTime === 'number' ? ` (${log.responseTime} ms)` : '';
    return `${req.method} ${req.url ?? ''} → ${res.statusCode}${time}`;
  }
  return typeof log.context === 'string' ? `[${log.context}] ${message}` : message;
}

/**
 * Turns one JSON log line into one readable line, e.g. `18:14:40 WARN  [AdminAccount] Using the default…`
 * (an error's stack follows on its own lines).
 */
export function prettyFormatter(colorize: boolean): (line: string) => string {
  return pinoPretty.prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,context,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => prettyMessage(log, messageKey),
    customPrettifiers: { time: (time) => String(time) },
  });
}

let prettyStdout: { write(line: string): void } | undefined;

/**
 * One pretty destination for the process (every logger of the all-in-one process writes through it).
 * Formatted in this thread and written straight to stdout, so lines keep their order with console output.
 */
export function prettyDestination(): { write(line: string): void } {
  if (!prettyStdout) {
    const format = prettyFormatter(Boolean(process.stdout.isTTY) && pinoPretty.isColorSupported);
    prettyStdout = { write: (line) => void process.stdout.write(format(line)) };
  }
  return prettyStdout;
}

/** The pino / pino-http options that make a logger follow `output`. */
export function logOutputOptions(output: LogOutput) {
  return {
    level: output.level,
    ...(output.format === 'pretty' ? { stream: prettyDestination() } : {}),
    ...(output.quiet
      ? {
          hooks: {
            logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) {
              if (!isFrameworkChatter(args[0], level)) method.apply(this, args);
            },
          },
          // Failed requests only (a 5xx): the rest is the app working.
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? ('error' as const) : ('silent' as const),
        }
      : {}),
  };
}
