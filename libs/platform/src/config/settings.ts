import { z } from 'zod';

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
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
});

/** Internal service addresses and ports; defaults serve the all-in-one mode. */
export const SERVICE_PORTS = {
  gateway: 3000,
  identity: 3101,
  catalog: 3102,
  orders: 3103,
  verification: 3104,
  analytics: 3105,
  notifications: 3106,
} as const;
export type ServiceName = keyof typeof SERVICE_PORTS;

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
