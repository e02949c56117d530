/**
 * The admin password (DESIGN §9): only a salted scrypt hash is kept in memory, and a candidate
 * is compared against it in constant time. Without ADMIN_PASSWORD one is generated at start and
 * printed once, so a fresh install is never open and never locked.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type BinaryLike } from 'node:crypto';

const scryptAsync = (password: BinaryLike, salt: BinaryLike, length: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
  );

const KEY_LENGTH = 32;

export class AdminPassword {
  private readonly salt = randomBytes(16);
  private readonly hash: Buffer;

  private constructor(password: string) {
    this.hash = scryptSync(password, this.salt, KEY_LENGTH);
  }

  /** The configured password, or a generated one that the caller must show once. */
  static fromConfig(configured: string | undefined): { password: AdminPassword; generated: string | null } {
    if (configured) return { password: new AdminPassword(configured), generated: null };
    const generated = randomBytes(18).toString('base64url');
    return { password: new AdminPassword(generated), generated };
  }

  async matches(candidate: string): Promise<boolean> {
    // Every candidate is hashed, whatever its length, so timing says nothing about the password.
    return timingSafeEqual(await scryptAsync(candidate, this.salt, KEY_LENGTH), this.hash);
  }
}
