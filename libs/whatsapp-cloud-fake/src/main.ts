import { startFakeWhatsAppCloudApi } from './fake-whatsapp-cloud-api.js';

/**
 * Runs the fake on its own (browser tests, docker compose, trying the flow by hand):
 *   FAKE_WHATSAPP_PORT=4010 WHATSAPP_APP_SECRET=… FAKE_WHATSAPP_WEBHOOK_URL=http://127.0.0.1:3106/api/v1/webhooks/whatsapp node dist/main.js
 */
const env = process.env;
const fake = await startFakeWhatsAppCloudApi({
  port: Number(env.FAKE_WHATSAPP_PORT ?? 4010),
  host: env.FAKE_WHATSAPP_HOST ?? '127.0.0.1',
  appSecret: env.WHATSAPP_APP_SECRET,
  webhookUrl: env.FAKE_WHATSAPP_WEBHOOK_URL,
  autoDeliverAfterMs: env.FAKE_WHATSAPP_WEBHOOK_URL
    ? Number(env.FAKE_WHATSAPP_DELIVER_AFTER_MS ?? 1000)
    : undefined,
});
console.log(
  `Fake WhatsApp Cloud API at ${fake.url} (control: ${fake.url.replace(/v\d+\.\d+\/$/, '')}_fake/messages)`,
);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
