export { IdentityModule } from './identity.module.js';
export { startIdentity } from './start-identity.js';
export { loadIdentitySettings, DEFAULT_ADMIN } from './identity.settings.js';
