export { SERVICES } from './launcher/service-registry.js';
