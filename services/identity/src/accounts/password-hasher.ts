import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
import { Injectable } from '@nestjs/common';

/** argon2id with the library's recommended cost (~0.1 s a hash here). */
@Injectable()
export class PasswordHasher {
  /** A real hash to verify against when the email is unknown, so timing does not reveal which emails exist. */
  private readonly decoy = hash('decoy-password-for-unknown-emails', { algorithm: ARGON2ID });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }

  async verifyDecoy(password: string): Promise<false> {
    await verify(await this.decoy, password).catch(() => false);
    return false;
  }
}
