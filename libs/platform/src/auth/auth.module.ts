import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessTokenGuard } from './access-token.guard.js';
import { ACCESS_TOKEN_KEYS, JwksAccessTokenKeys } from './access-token-keys.js';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { SessionRevocations } from './session-revocations.js';

/**
 * Token verification for every service and the gateway (against identity's JWKS: no private key here;
 * identity alone loads its signing keys), with the shared session revocation list (needs
 * KEY_VALUE_STORE, which KeyValueModule.forRoot() provides globally).
 */
@Module({})
export class AuthModule {
  static forService(): DynamicModule {
    return {
      module: AuthModule,
      imports: [JwtModule.register({})],
      providers: [
        { provide: ACCESS_TOKEN_KEYS, useClass: JwksAccessTokenKeys },
        AccessTokenVerifier,
        SessionRevocations,
        AccessTokenStrategy,
        { provide: APP_GUARD, useClass: AccessTokenGuard },
      ],
      exports: [JwtModule, AccessTokenVerifier, SessionRevocations],
    };
  }
}
