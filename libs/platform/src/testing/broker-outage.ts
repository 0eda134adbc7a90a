import type { EventEnvelope } from '@ihe/contracts';
import { RabbitMqEventBus } from '../messaging/rabbitmq-event-bus.js';
import { prepareServiceTestEnv, TEST_QUEUE_EXPIRY_MS, type ServiceTestEnv } from './service-test-env.js';
import { TcpProxy } from './tcp-proxy.js';

export interface BrokerOutage {
  env: ServiceTestEnv;
  /** Between the services and RabbitMQ: `cut()` and `restore()` it. */
  proxy: TcpProxy;
  /** Every event of the observed names, as a consumer on the real broker received it. */
  seen: EventEnvelope[];
  cleanup(): Promise<void>;
}

/**
 * For outbox tests against a real RabbitMQ (AMQP_URL): a test environment whose services reach the
 * broker through a TCP proxy the test can cut, and an observer that talks to the broker directly and
 * records `events`. Start the services after this; close them before `cleanup`.
 */
export async function prepareBrokerOutage(queue: string, events: string[]): Promise<BrokerOutage> {
  const realAmqpUrl = process.env.AMQP_URL;
  if (!realAmqpUrl) throw new Error('AMQP_URL is not set: this test needs a real RabbitMQ');
  const proxy = new TcpProxy(new URL(realAmqpUrl));
  await proxy.start();
  const env = await prepareServiceTestEnv({ AMQP_URL: proxy.url });
  const observer = new RabbitMqEventBus({
    url: realAmqpUrl,
    namespace: process.env.BUS_NAMESPACE,
    idleQueueExpiryMs: Number(TEST_QUEUE_EXPIRY_MS),
  });
  const seen: EventEnvelope[] = [];
  await observer.subscribe({ queue, events, handler: async (event) => void seen.push(event) });
  return {
    env,
    proxy,
    seen,
    async cleanup() {
      await observer.close();
      await proxy.stop();
      await env.cleanup();
    },
  };
}
