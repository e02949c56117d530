/**
 * The characters a player name may hold (DESIGN §9). Apart from the other name rules: only the
 * name input's schema reads these, and the game page's first load would carry their tables.
 */

/**
 * Characters a player name may not hold (DESIGN §5, §9): a name is shown to every visitor of the
 * leaderboard, so nothing in it may be invisible, reorder the text around it, or drive a terminal.
 * Each rule names its characters; they are checked in this order, on the NFC form, before the
 * name is trimmed (trimming would silently drop some of them, U+FEFF among them).
 */
const playerNameCharacterRules = [
  {
    // C0 (NUL … US), DEL, C1 (ESC-like controls of 8-bit terminals), and the line and paragraph separators.
    pattern: /[\p{Cc}\u2028\u2029]/u,
    message: 'Player name cannot contain control characters',
  },
  {
    // Half of a surrogate pair: not a character at all, and refused by the database.
    pattern: /\p{Cs}/u,
    message: 'Player name must be valid Unicode text',
  },
  {
    pattern: /[\u200B-\u200D\u2060\uFEFF]/u,
    message: 'Player name cannot contain zero-width characters',
  },
  {
    pattern: /[\u202A-\u202E\u2066-\u2069]/u,
    message: 'Player name cannot contain text-direction controls',
  },
  {
    pattern: /\p{Cf}/u,
    message: 'Player name cannot contain invisible formatting characters',
  },
] as const;

/**
 * Emoji written with invisible joiners, which are the emoji themselves and not hidden text:
 * a zero-width joiner between two pictographs (👩‍🚀, 🏳️‍🌈) and a flag's tag sequence (🏴 + tags + cancel tag).
 */
const emojiZwjSequence =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)+/gu;
const emojiTagSequence = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** The code point of a character as U+XXXX. */
function codePointLabel(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why the characters of a player name are refused, naming the first offending one
 * ("Player name cannot contain control characters (U+001B)"), or null when they are all fine.
 */
export function playerNameCharacterProblem(name: string): string | null {
  const text = name.replace(emojiZwjSequence, 'x').replace(emojiTagSequence, 'x');
  for (const rule of playerNameCharacterRules) {
    const found = rule.pattern.exec(text);
    if (found) return `${rule.message} (${codePointLabel(found[0])})`;
  }
  return null;
}

/**
 * Letters and digits that draw something. The Hangul fillers (U+3164, U+115F, U+1160, U+FFA0)
 * are letters to Unicode yet draw nothing, like every default-ignorable code point, so they do
 * not count; nor do marks, symbols or punctuation, which alone (a lone U+FE0F, a braille blank
 * U+2800, combining accents on nothing) make a name nobody can read or tell apart.
 */
const visibleLetterOrDigit = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

export const playerNameInvisibleMessage = 'Player name must contain at least one visible letter or digit';

/** Whether a player name holds at least one visible letter or digit (DESIGN §9). */
export function hasVisibleLetterOrDigit(name: string): boolean {
  return visibleLetterOrDigit.test(name);
}
