/**
 * The automatic daily pair (DESIGN §7, beyond the spec): chosen from the date alone, so every
 * instance that computes it gets the same pair, among well-known actors, at a fair distance
 * (a shortest chain of 2 to 4 connections), with nobody shown in the last 30 days.
 */
import { createHash } from 'node:crypto';
import type { ActorPair } from './pair-rules';

/** How many of the most-credited actors count as well known. */
export const AUTO_PAIR_CANDIDATES = 150;
/** No actor of the pair appeared in a pair of the previous this-many days. */
export const AUTO_PAIR_REPEAT_DAYS = 30;
const AUTO_PAIR_MIN_CONNECTIONS = 2;
export const AUTO_PAIR_MAX_CONNECTIONS = 4;
/** Pairs tried before giving up (the caller then falls back to the default pair). */
const MAX_ATTEMPTS = 500;

export interface AutoPairRequest {
  /** The UTC game day, yyyy-MM-dd. */
  day: string;
  /** Well-known actors that may appear today. */
  candidateIds: readonly number[];
  connectionsBetween: (startActorId: number, endActorId: number) => Promise<number | null>;
}

export async function pickAutoPair({
  day,
  candidateIds,
  connectionsBetween,
}: AutoPairRequest): Promise<ActorPair | null> {
  // Sorted first, so the order the candidates arrive in does not matter; then shuffled by the date.
  const order = shuffled(
    [...new Set(candidateIds)].sort((a, b) => a - b),
    randomFrom(day),
  );
  let attempts = 0;
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      if (++attempts > MAX_ATTEMPTS) return null;
      const [startActorId, endActorId] = [order[i]!, order[j]!];
      const connections = await connectionsBetween(startActorId, endActorId);
      if (
        connections !== null &&
        connections >= AUTO_PAIR_MIN_CONNECTIONS &&
        connections <= AUTO_PAIR_MAX_CONNECTIONS
      ) {
        return { startActorId, endActorId };
      }
    }
  }
  return null;
}

/** A small fast generator (sfc32) seeded from the day's SHA-256: the same day, the same sequence. */
function randomFrom(day: string): () => number {
  const seed = createHash('sha256').update(`cinema-chain daily pair ${day}`).digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((at) => seed.readUInt32LE(at)) as [number, number, number, number];
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
