import { describe, expect, it } from 'vitest';
import { actorPath, actorSlug, initials, nameFromSlug, normalizeText } from './names';

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
