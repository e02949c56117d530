/**
 * Words a player name may not contain (issue 8, moderation): configured by REFUSED_NAME_WORDS,
 * with a short default. Compared on folded text (case, accents and punctuation ignored), as
 * whole words, and against the whole name run together so "S.H.I.T" or "s h i t" is caught,
 * while names that merely contain the letters ("Scunthorpe") are not.
 */
import { normalizeText } from '@cinema/shared';
import { badRequest } from '../errors';

export const DEFAULT_REFUSED_NAME_WORDS = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'nazi',
  'hitler',
];

export const refusedNameMessage = 'This name is not allowed on the leaderboard. Please choose another name.';

/** The configured list, comma-separated; blank entries are ignored. */
export function parseRefusedWords(list: string | undefined): string[] {
  if (list === undefined) return DEFAULT_REFUSED_NAME_WORDS;
  return list
    .split(',')
    .map((word) => normalizeText(word))
    .filter(Boolean);
}

export function refusedWordIn(name: string, refusedWords: readonly string[]): string | null {
  const folded = normalizeText(name);
  const words = new Set(folded.split(' '));
  const runTogether = folded.replace(/ /g, '');
  for (const refused of refusedWords) {
    const word = normalizeText(refused);
    if (!word) continue;
    if (word.includes(' ') ? ` ${folded} `.includes(` ${word} `) : words.has(word)) return refused;
    if (runTogether === word.replace(/ /g, '')) return refused;
  }
  return null;
}

/** 400 with a clear message, before anything is stored; `null` (anonymous) is always allowed. */
export function assertNameNotRefused(name: string | null, refusedWords: readonly string[]): void {
  if (name !== null && refusedWordIn(name, refusedWords) !== null) throw badRequest(refusedNameMessage);
}
