// Runs a command (the test run) with the services the integration tests need:
//   1. DATABASE_URL / AMQP_URL / REDIS_URL when set (CI sets all three),
//   2. else, for each one missing, a testcontainers container when a container engine answers,
//   3. else nothing: the tests fall back to embedded PostgreSQL and the in-process adapters, and the suites
//      that need a real broker or Redis are left out (the jest preset says so).
// Plain JS so it runs before anything is built.
import { spawn } from 'node:child_process';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-test-services.mjs <command…>');
  process.exit(2);
}

const wanted = {
  DATABASE_URL: {
    image: 'postgres:16',
    port: 5432,
    env: { POSTGRES_PASSWORD: 'postgres' },
    url: (h, p) => `postgres://postgres:postgres@${h}:${p}/postgres`,
  },
  AMQP_URL: { image: 'rabbitmq:3', port: 5672, env: {}, url: (h, p) => `amqp://guest:guest@${h}:${p}` },
  REDIS_URL: { image: 'redis:7', port: 6379, env: {}, url: (h, p) => `redis://${h}:${p}` },
};

const started = [];
const missing = Object.keys(wanted).filter((name) => !process.env[name]);
if (missing.length > 0 && process.env.CI !== 'true') {
  try {
    const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient(); // throws at once when no engine is there
    for (const name of missing) {
      const spec = wanted[name];
      const container = await new GenericContainer(spec.image)
        .withEnvironment(spec.env)
        .withExposedPorts(spec.port)
        .withWaitStrategy(Wait.forListeningPorts())
        .start();
      started.push(container);
      process.env[name] = spec.url(container.getHost(), container.getMappedPort(spec.port));
      console.log(`[test services] ${name} from a ${spec.image} container`);
    }
  } catch (error) {
    const reason = String(error?.message ?? error).split('\n')[0];
    console.log(
      `[test services] no container engine (${reason}); using embedded PostgreSQL and in-process adapters`,
    );
  }
}

const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env });
const code = await new Promise((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await Promise.all(started.map((container) => container.stop().catch(() => undefined)));
process.exit(code);
