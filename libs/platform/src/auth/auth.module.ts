import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessTokenGuard } from './access-token.guard.js';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { JWT_PRIVATE_KEY, JWT_PUBLIC_KEY } from './auth.tokens.js';
import { loadJwtKeys } from './jwt-keys.js';
import { SessionRevocations } from './session-revocations.js';

/**
 * Token verification for every service (and signing keys for identity), with the shared session
 * revocation list (needs KEY_VALUE_STORE, which KeyValueModule.forRoot() provides globally).
 */
@Module({})
export class AuthModule {
  static forService(): DynamicModule {
    return {
      module: AuthModule,
      imports: [JwtModule.register({})],
      providers: [
        // Read when the app is created (DATA_DIR / env of that moment), not when this file is imported.
        { provide: JWT_PUBLIC_KEY, useFactory: () => loadJwtKeys().publicKey },
        { provide: JWT_PRIVATE_KEY, useFactory: () => loadJwtKeys().privateKey ?? null },
        AccessTokenVerifier,
        SessionRevocations,
        { provide: APP_GUARD, useClass: AccessTokenGuard },
      ],
      exports: [JwtModule, JWT_PUBLIC_KEY, JWT_PRIVATE_KEY, AccessTokenVerifier, SessionRevocations],
    };
  }
}
