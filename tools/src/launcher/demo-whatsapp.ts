import { loadNotificationsSettings, loadWebhookSecrets, WEBHOOK_PATH } from '@ihe/notifications';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';

/**
 * The embedded mode's stand-in for the WhatsApp Cloud API, so an operator can try the messaging flow without
 * a Meta account: on a fixed loopback port (FAKE_WHATSAPP_PORT, default 3190), it accepts any phone id and
 * token, answers like the Cloud API, and reports deliveries back to our webhook. Messages it received:
 * GET http://127.0.0.1:3190/_fake/messages. It becomes the default API URL of a new database only.
 */
export async function startDemoWhatsApp(): Promise<FakeWhatsAppCloudApi> {
  const options = {
    appSecret: loadWebhookSecrets(loadNotificationsSettings()).appSecret,
    webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3000}${WEBHOOK_PATH}`,
    autoDeliverAfterMs: 1500,
  };
  const fake = await startFakeWhatsAppCloudApi({
    ...options,
    port: Number(process.env.FAKE_WHATSAPP_PORT ?? 3190),
  }).catch(
    // Another instance holds the port (tests run several): any free port will do for this run.
    () => startFakeWhatsAppCloudApi({ ...options, port: 0 }),
  );
  process.env.WHATSAPP_API_URL ??= fake.url;
  console.log(
    `Fake WhatsApp Cloud API (demo) at ${fake.url} — received messages: ${fake.url.replace(/v[\d.]+\/$/, '')}_fake/messages`,
  );
  return fake;
}
