import { describe, expect, it } from 'vitest';
import { playerNameSchema } from './inputs';
import { actorPath, actorSlug, initials, nameFromSlug, normalizeText } from './names';
import { hasVisibleLetterOrDigit, playerNameCharacterProblem } from './player-names';

describe('actor slug', () => {
  it('turns whitespace into underscores and drops other punctuation', () => {
    expect(actorSlug('Samuel L. Jackson')).toBe('Samuel_L_Jackson');
    expect(actorSlug("Lupita Nyong'o")).toBe('Lupita_Nyongo');
    expect(actorSlug('Jean-Claude Van Damme')).toBe('Jean-Claude_Van_Damme');
  });

  it('keeps Unicode letters and digits', () => {
    expect(actorSlug('Penélope Cruz')).toBe('Penélope_Cruz');
    expect(actorSlug('50 Cent')).toBe('50_Cent');
  });

  it('builds the profile path and reads the name back', () => {
    expect(actorPath('Tom Hanks')).toBe('/actors/Tom_Hanks');
    expect(nameFromSlug('Tom_Hanks')).toBe('Tom Hanks');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Samuel L. Jackson')).toBe('SJ');
  });
  it('takes two letters of a single word', () => {
    expect(initials('Cher')).toBe('CH');
  });
});

describe('normalizeText', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalizeText('  Penélope   CRUZ! ')).toBe('penelope cruz');
    expect(normalizeText('Amélie')).toBe('amelie');
  });
});

describe('player name characters', () => {
  it.each([
    ['NUL', 'Ada\u0000Lovelace', 'Player name cannot contain control characters (U+0000)'],
    ['a terminal escape', '\u001b[31mAda', 'Player name cannot contain control characters (U+001B)'],
    ['a tab', 'Ada\tL', 'Player name cannot contain control characters (U+0009)'],
    ['a newline', 'Ada\nL', 'Player name cannot contain control characters (U+000A)'],
    ['DEL', 'Ada\u007f', 'Player name cannot contain control characters (U+007F)'],
    ['a C1 control (CSI)', 'Ada\u009b31m', 'Player name cannot contain control characters (U+009B)'],
    ['a line separator', 'Ada\u2028L', 'Player name cannot contain control characters (U+2028)'],
    ['a lone surrogate', 'Ada\ud800', 'Player name must be valid Unicode text (U+D800)'],
    ['a zero-width space', 'Ad\u200ba', 'Player name cannot contain zero-width characters (U+200B)'],
    ['a zero-width non-joiner', 'Ad\u200ca', 'Player name cannot contain zero-width characters (U+200C)'],
    ['a zero-width joiner between letters', 'Ad\u200da', 'Player name cannot contain zero-width characters (U+200D)'],
    ['a word joiner', 'Ad\u2060a', 'Player name cannot contain zero-width characters (U+2060)'],
    ['a byte order mark', '\ufeffAda', 'Player name cannot contain zero-width characters (U+FEFF)'],
    ['a right-to-left override', 'Ada\u202eecalevoL', 'Player name cannot contain text-direction controls (U+202E)'],
    ['a left-to-right embedding', '\u202aAda', 'Player name cannot contain text-direction controls (U+202A)'],
    ['a right-to-left isolate', 'Ada\u2067x', 'Player name cannot contain text-direction controls (U+2067)'],
    ['a pop directional isolate', 'Ada\u2069', 'Player name cannot contain text-direction controls (U+2069)'],
    ['a soft hyphen', 'Ada\u00adLove', 'Player name cannot contain invisible formatting characters (U+00AD)'],
    ['a left-to-right mark', 'Ada\u200e', 'Player name cannot contain invisible formatting characters (U+200E)'],
    [
      'an invisible tag character',
      'Ada\u{e0041}',
      'Player name cannot contain invisible formatting characters (U+E0041)',
    ],
  ])('refuses %s, naming it', (_, name, message) => {
    expect(playerNameCharacterProblem(name)).toBe(message);
  });

  it('names the first rule broken when several are', () => {
    expect(playerNameCharacterProblem('\u202eAda\u0000')).toBe(
      'Player name cannot contain control characters (U+0000)',
    );
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['accents', 'Zoë Saldaña'],
    ['CJK', '黒澤明'],
    ['Arabic', 'عمر الشريف'],
    ['an emoji', 'Ada 🎬'],
    ['an emoji with a skin tone', 'Ada 👍🏽'],
    ['an emoji joined by zero-width joiners', 'Ada 👩\u200d🚀 👨\u200d👩\u200d👧'],
    ['a flag of tag characters', 'Ada 🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}'],
    ['a rainbow flag', 'Ada 🏳\ufe0f\u200d🌈'],
    ['joined emoji with skin tones', 'Ada 👩🏽\u200d👩🏽\u200d👦 👩🏽\u200d🚀'],
  ])('accepts %s', (_, name) => {
    expect(playerNameCharacterProblem(name)).toBeNull();
  });
});

describe('player name schema', () => {
  it('normalises to NFC: a decomposed accent becomes one character', () => {
    const decomposed = 'Zoe\u0308';
    expect(decomposed).toHaveLength(4);
    expect(playerNameSchema.parse(decomposed)).toBe('Zo\u00eb');
  });

  it('checks characters before trimming, so a byte order mark at the edge is refused, not dropped', () => {
    const result = playerNameSchema.safeParse('\ufeffAda');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Player name cannot contain zero-width characters (U+FEFF)',
    ]);
  });

  it('then trims and applies the 1–40 rule, counted after normalisation', () => {
    expect(playerNameSchema.parse('  Ada  ')).toBe('Ada');
    expect(playerNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Player name cannot be blank');
    // 40 decomposed "ë" are 80 code units but 40 characters in NFC
    expect(playerNameSchema.parse('e\u0308'.repeat(40))).toBe('\u00eb'.repeat(40));
    expect(playerNameSchema.safeParse('x'.repeat(41)).error?.issues[0]?.message).toBe(
      'Player name must be at most 40 characters',
    );
  });

  it('reports one problem for a hostile name, not the length rule as well', () => {
    const result = playerNameSchema.safeParse(`${'x'.repeat(50)}\u0000`);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Player name cannot contain control characters (U+0000)',
    ]);
  });
});

describe('a player name needs a visible letter or digit', () => {
  it.each([
    ['Hangul fillers only', '\u3164\u3164\u3164'],
    ['the Hangul choseong and jungseong fillers', '\u115f\u1160'],
    ['a halfwidth Hangul filler', '\uffa0'],
    ['a braille blank', '\u2800\u2800'],
    ['a lone emoji variation selector', '\ufe0f'],
    ['combining marks on nothing', '\u0301\u0308\u0327'],
    ['a combining grapheme joiner', '\u034f'],
    ['punctuation only', '...!?'],
    ['an emoji only', '🎬'],
  ])('refuses %s', (_, name) => {
    expect(hasVisibleLetterOrDigit(name)).toBe(false);
    const result = playerNameSchema.safeParse(name);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Player name must contain at least one visible letter or digit',
    ]);
  });

  it.each([
    ['one Latin letter', 'A'],
    ['one digit', '7'],
    ['a CJK name', '黒澤明'],
    ['a Hangul name', '김민지'],
    ['a letter beside a filler', '\u3164A'],
    ['a letter beside an emoji', '🎬 x'],
    ['a decomposed accented letter', 'e\u0301'],
  ])('accepts %s', (_, name) => {
    expect(hasVisibleLetterOrDigit(name)).toBe(true);
    expect(playerNameSchema.safeParse(name).success).toBe(true);
  });

  it('says a blank name is blank, and an overlong invisible one too long, one problem each', () => {
    expect(playerNameSchema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual([
      'Player name cannot be blank',
    ]);
    expect(playerNameSchema.safeParse('\u3164'.repeat(41)).error?.issues.map((i) => i.message)).toEqual([
      'Player name must be at most 40 characters',
    ]);
  });
});
