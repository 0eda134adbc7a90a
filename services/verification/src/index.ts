export { VerificationModule } from './verification.module.js';
export { startVerification } from './start-verification.js';
export { loadVerificationSettings } from './verification.settings.js';
