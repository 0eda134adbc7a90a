import type { INestApplication } from '@nestjs/common';
import { BACKEND_SERVICES, exportedName, type BackendServiceName } from '@ihe/platform';

export interface RunnableService {
  name: BackendServiceName;
  /** Starts the service's Nest app inside this process (all-in-one mode). */
  start: () => Promise<INestApplication>;
  /** Its own entry point as a separate process (distributed mode), relative to the repo root. */
  main: string;
}

/** What a service's package exports for the launchers and the API document (see BACKEND_SERVICES). */
export async function servicePackage(name: BackendServiceName): Promise<{
  start: () => Promise<INestApplication>;
  rootModule: unknown;
}> {
  const exports = (await import(`@ihe/${name}`)) as Record<string, unknown>;
  const start = exports[`start${exportedName(name)}`];
  const rootModule = exports[`${exportedName(name)}Module`];
  if (typeof start !== 'function' || typeof rootModule !== 'function')
    throw new Error(`@ihe/${name} must export start${exportedName(name)} and ${exportedName(name)}Module`);
  return { start: start as () => Promise<INestApplication>, rootModule };
}

/** Every back-end service, in start order (libs/platform/src/config/service-list.ts, the one list). */
export const SERVICES: RunnableService[] = BACKEND_SERVICES.map(({ name }) => ({
  name,
  start: async () => (await servicePackage(name)).start(),
  main: `services/${name}/dist/main.js`,
}));
