export * from './auth.decorators.js';
export * from './access-token.guard.js';
export * from './access-token-keys.js';
export * from './access-token.verifier.js';
export * from './access-token.strategy.js';
export * from './auth.module.js';
export * from './jwt-keys.js';
export * from './session-revocations.js';
