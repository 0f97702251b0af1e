import { describe, expect, it } from 'vitest';
import { MAX_PERSON_NAME } from './constants.ts';
import { ProfileFormSchema } from './forms.ts';
import { isBlankName, onOneLine, registrationError, trimName } from './rules.ts';
import { cleanPersonName, personName, UpdateUserRequest } from './users.ts';

/** Names that show nothing: zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen, combining marks alone, a Hangul filler, the blank Braille pattern. */
const INVISIBLE_NAMES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0301', '\u0301\u0308', '\u3164', '\u2800', ' \u200B\u00A0\u2060 ', '\u200E\u034F\uFE0F'];

describe('a name with no visible character', () => {
  it('is blank, as an empty one is', () => {
    for (const name of ['', '   ', ...INVISIBLE_NAMES]) expect(isBlankName(name), JSON.stringify(name)).toBe(true);
    for (const name of ['A', 'Ada', '李', 'é', 'e\u0301', '😀', '-', '\u200BAda']) expect(isBlankName(name), JSON.stringify(name)).toBe(false);
  });

  it('is refused by the registration and Profile forms with the texts of an empty one', () => {
    const valid = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };
    for (const name of INVISIBLE_NAMES) {
      expect(registrationError({ ...valid, firstName: name }), JSON.stringify(name)).toEqual({ field: 'firstName', message: 'Please enter first name' });
      expect(registrationError({ ...valid, lastName: name }), JSON.stringify(name)).toEqual({ field: 'lastName', message: 'Please enter last name' });
      expect(ProfileFormSchema.safeParse({ firstName: name, lastName: 'L' }).error?.issues.map((i) => i.message)).toEqual(['Please enter first name']);
      expect(ProfileFormSchema.safeParse({ firstName: 'Ada', lastName: name }).error?.issues.map((i) => i.message)).toEqual(['Please enter last name']);
    }
  });

  it('is refused by the API with the message of an empty one', () => {
    const empty = UpdateUserRequest.safeParse({ first_name: '' }).error?.issues.map((i) => i.message);
    expect(empty).toHaveLength(1);
    for (const name of INVISIBLE_NAMES) {
      expect(UpdateUserRequest.safeParse({ first_name: name }).error?.issues.map((i) => i.message), JSON.stringify(name)).toEqual(empty);
      expect(UpdateUserRequest.safeParse({ last_name: name }).error?.issues.map((i) => i.message), JSON.stringify(name)).toEqual(empty);
    }
  });

  it('is nothing once cleaned: the Google sign-in chooses what stands in for it', () => {
    for (const name of INVISIBLE_NAMES) expect(cleanPersonName(name), JSON.stringify(name)).toBe('');
  });
});

describe('what shows nothing at the ends of a name', () => {
  it('goes, and what is inside stays', () => {
    expect(trimName('\u200B\u00ADAda\u2060\uFEFF ')).toBe('Ada');
    expect(trimName(' Mary\u200BAnn ')).toBe('Mary\u200BAnn');
    expect(trimName('\u0301Ada')).toBe('Ada');
    expect(personName.parse('\u200BAda Lovelace\u200D')).toBe('Ada Lovelace');
    expect(cleanPersonName('\u00ADMarie\nCurie\u2060')).toBe('Marie Curie');
  });

  it('keeps a combining mark at the end: it belongs to the character before it', () => {
    expect(trimName('Jose\u0301\u200B')).toBe('Jose\u0301');
    expect(trimName('\u2764\uFE0F')).toBe('\u2764\uFE0F');
  });

  it('leaves control characters for the rule that refuses them', () => {
    expect(trimName('Ada\u0007')).toBe('Ada\u0007');
    expect(personName.safeParse('Ada\u0007').error?.issues.map((i) => i.message)).toEqual(['must not contain line breaks or control characters']);
  });

  it('takes time in proportion to the name, however long its runs of invisible characters', () => {
    const long = `${'\u200B'.repeat(300_000)}a${'\u200B'.repeat(300_000)}`;
    const started = Date.now();
    expect(trimName(long)).toBe('a');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is not cut into: a name cut to the limit loses what shows nothing at its new end', () => {
    expect(cleanPersonName(`${'a'.repeat(MAX_PERSON_NAME - 1)}\u200Bb`)).toBe('a'.repeat(MAX_PERSON_NAME - 1));
  });
});

describe('a text on one line', () => {
  it('has each run of line breaks and control characters as one space, and nothing else changed', () => {
    expect(onOneLine('there,\n\nYour account is locked.\r\n')).toBe('there, Your account is locked. ');
    expect(onOneLine('Ada\u2028\u0007 Lovelace  ')).toBe('Ada  Lovelace  ');
  });
});
