import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessTokenGuard } from './access-token.guard.js';
import { JWT_PRIVATE_KEY, JWT_PUBLIC_KEY } from './auth.tokens.js';
import { loadJwtKeys } from './jwt-keys.js';

/** Token verification for every service (and signing keys for identity). */
@Module({})
export class AuthModule {
  static forService(): DynamicModule {
    const keys = loadJwtKeys();
    return {
      module: AuthModule,
      imports: [JwtModule.register({})],
      providers: [
        { provide: JWT_PUBLIC_KEY, useValue: keys.publicKey },
        { provide: JWT_PRIVATE_KEY, useValue: keys.privateKey ?? null },
        { provide: APP_GUARD, useClass: AccessTokenGuard },
      ],
      exports: [JwtModule, JWT_PUBLIC_KEY, JWT_PRIVATE_KEY],
    };
  }
}
