export {
  startFakeWhatsAppCloudApi,
  type FakeWhatsAppCloudApi,
  type FakeWhatsAppCloudApiOptions,
} from './fake-whatsapp-cloud-api.js';
export { FAKE_ANSWERS, type FakeAnswer, type FakeBehaviour } from './fake-behaviours.js';
export type { FakeMessage, FakeRequest } from './cloud-api-request.js';
export {
  postStatusCallback,
  signWebhookBody,
  statusCallbackBody,
  type FakeDeliveryStatus,
  type StatusCallback,
} from './status-callbacks.js';
export { graphApiError, type GraphApiErrorBody } from './graph-api-errors.js';
