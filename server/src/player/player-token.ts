/** The anonymous player's identity (DESIGN §5): a random token, never derived from anything. */
import { createHash, randomBytes } from 'node:crypto';
import { rememberRecent } from './recent-answers';

/** 32 random bytes, base64url: 43 characters, safe in a cookie without encoding. */
export function newPlayerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How many players' keys are remembered (each request of a player hashes the same token). */
export const RECENT_PLAYERS = 10_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A signed value that is not token-shaped is still not trusted (e.g. an old key's format). */
export function isPlayerToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * What the database stores and compares: a SHA-256 of the token, so a copy of the games table
 * does not let anyone act as the players in it. 64 hex characters.
 */
export const playerKeyOf = rememberRecent((token) => createHash('sha256').update(token).digest('hex'), RECENT_PLAYERS);
