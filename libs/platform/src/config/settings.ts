import { z } from 'zod';
import { SERVICE_PORTS, type ServiceName } from './service-list.js';

/** Raised when the environment is invalid; the process prints it and refuses to start. */
export class InvalidSettingsError extends Error {
  constructor(service: string, issues: string[]) {
    super(`${service}: invalid settings, refusing to start:\n  - ${issues.join('\n  - ')}`);
    this.name = 'InvalidSettingsError';
  }
}

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** Settings every service and the gateway share. */
export const baseSettingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_NAME: z.string().min(1).optional(),
  // Unset: readable lines at a terminal, JSON anywhere else (see chooseLogOutput).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  AMQP_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // Identity's published keys (default: identity's own address, see jwksUrl).
  JWKS_URL: optionalUrl,
  // Proxies in front of this process whose X-Forwarded-For is believed (see trustProxySetting).
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d+|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/, 'a number of hops or a comma-separated list of addresses')
    .optional(),
});

/** A port setting with the service's all-in-one default. */
export const portSetting = (service: ServiceName) => port.default(SERVICE_PORTS[service]);

/** The URL the gateway (or another service) uses to reach `service`. */
export function serviceUrl(service: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env[`${service.toUpperCase()}_URL`];
  if (explicit) return explicit.replace(/\/$/, '');
  const p = env[`${service.toUpperCase()}_PORT`] ?? SERVICE_PORTS[service];
  return `http://127.0.0.1:${p}`;
}

/** Parses the environment with `schema`; throws InvalidSettingsError naming every bad key. */
export function loadSettings<S extends z.ZodTypeAny>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new InvalidSettingsError(service, issues);
}

export type BaseSettings = z.infer<typeof baseSettingsSchema>;
export const loadBaseSettings = (service: string, env: NodeJS.ProcessEnv = process.env): BaseSettings =>
  loadSettings(service, baseSettingsSchema, env);

/**
 * Which proxies' X-Forwarded-For a process believes when it takes a client's address: TRUST_PROXY as a
 * number of hops (e.g. `1` behind one load balancer) or a comma-separated list of addresses, subnets or
 * proxy-addr names (`loopback`, `uniquelocal`…). Default `loopback`: only a proxy on this machine (the
 * gateway in front of the services, a local reverse proxy in front of the gateway).
 */
export function trustProxySetting(env: NodeJS.ProcessEnv = process.env): number | string[] {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return ['loopback'];
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** What a service run on its own (its main.ts) cannot do without: no embedded stand-ins outside `npm start`. */
export type StandaloneDependency = 'DATABASE_URL' | 'AMQP_URL' | 'REDIS_URL';
export const STANDALONE_DEPENDENCIES: readonly StandaloneDependency[] = [
  'DATABASE_URL',
  'AMQP_URL',
  'REDIS_URL',
];

/**
 * Refuses, naming what is missing, when a process started on its own (distributed mode, a container) lacks
 * the address of PostgreSQL, RabbitMQ or Redis: it would otherwise fall back to an embedded database, an
 * in-process bus and a memory store of its own and silently share nothing with the other services. Only the
 * one-command launcher (start-all), which runs every service in one process, chooses those adapters.
 */
export function requireStandaloneDependencies(
  name: string,
  needs: readonly StandaloneDependency[] = STANDALONE_DEPENDENCIES,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const missing = needs.filter((key) => !env[key]?.trim());
  if (!missing.length) return;
  throw new InvalidSettingsError(
    name,
    missing.map(
      (key) =>
        `${key}: required when started on its own (${DEPENDENCY_NAMES[key]}); ` +
        'only the one-command launcher (npm start) runs without it',
    ),
  );
}

const DEPENDENCY_NAMES: Record<StandaloneDependency, string> = {
  DATABASE_URL: 'PostgreSQL',
  AMQP_URL: 'RabbitMQ',
  REDIS_URL: 'Redis',
};
