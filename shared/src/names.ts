/** Name rules shared by links, titles and avatars (SPEC §2, §9; DESIGN §8). */

/** Route segment for an actor: whitespace to underscores, then only letters, digits, `_` and `-`. */
export function actorSlug(name: string): string {
  return name
    .trim()
    .replace(/\s/gu, '_')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
}

export function actorPath(name: string): string {
  return `/actors/${encodeURIComponent(actorSlug(name))}`;
}

/** The display name of a profile route segment: underscores back to spaces. */
export function nameFromSlug(slug: string): string {
  return slug.replace(/_/g, ' ').trim();
}

/** Two letters: first and last word, or the first two letters of a single word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  const first = Array.from(words[0]!)[0] ?? '';
  const last = Array.from(words[words.length - 1]!)[0] ?? '';
  return (first + last).toUpperCase();
}

/** Lower case, accents folded, punctuation dropped: the form searches and name matches compare. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
