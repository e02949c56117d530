import { TRANSFER_CODE_ALPHABET } from '@cinema/shared';
import { describe, expect, it } from 'vitest';
import { newTransferCode, normalizeTransferCode } from './transfer-codes';

describe('transfer codes', () => {
  it('are 10 symbols of a 32-symbol alphabet without I, L, O or U: 50 bits', () => {
    expect(TRANSFER_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(TRANSFER_CODE_ALPHABET).size).toBe(32);
    expect(TRANSFER_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = Array.from({ length: 200 }, newTransferCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it('read as typed: any case, spaces and dashes ignored, O as 0, I and L as 1', () => {
    expect(normalizeTransferCode('ab3de-fg7hk')).toBe('AB3DEFG7HK');
    expect(normalizeTransferCode(' 0O1IL 23456 ')).toBe('0011123456');
  });

  it('anything else cannot be a code', () => {
    expect(normalizeTransferCode('')).toBeNull();
    expect(normalizeTransferCode('AB3DEFG7H')).toBeNull();
    expect(normalizeTransferCode('AB3DEFG7HKM')).toBeNull();
    expect(normalizeTransferCode('AB3DEFG7HU')).toBeNull();
    expect(normalizeTransferCode('AB3DEFG7H!')).toBeNull();
  });
});
