export { IdentityModule } from './identity.module.js';
export { startIdentity } from './start-identity.js';
export { loadIdentitySettings, DEFAULT_ADMIN } from './identity.settings.js';
export { loadSigningKeys, type SigningKeys } from './signing-keys/signing-keys.js';
