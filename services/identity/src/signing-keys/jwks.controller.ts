import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { JWKS_PATH, Public } from '@ihe/platform';
import { SIGNING_KEYS, type SigningKeys } from './signing-keys.js';

/** GET /.well-known/jwks.json: the public keys every service and the gateway verify access tokens with. */
@ApiExcludeController()
@Controller()
export class JwksController {
  constructor(@Inject(SIGNING_KEYS) private readonly keys: SigningKeys) {}

  @Get(JWKS_PATH.slice(1))
  @Public()
  // Verifiers fetch again on an unknown key id, so a short shared-cache life is enough.
  @Header('Cache-Control', 'public, max-age=300')
  jwks() {
    return { keys: this.keys.published };
  }
}
