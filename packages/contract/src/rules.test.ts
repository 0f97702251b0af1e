import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from './constants.ts';
import {
  countWords,
  isMessageTooLong,
  isValidEmail,
  maskApiKey,
  mobileDateLabel,
  passwordStrength,
  registrationError,
  sessionDateLabel,
  stripMarkdownFence,
  truncateName,
} from './rules.ts';

describe('registration rules', () => {
  const valid = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };
  it('reports the first failing rule in their order', () => {
    expect(registrationError({ ...valid, firstName: ' ', lastName: '' })?.message).toBe('Please enter first name');
    expect(registrationError({ ...valid, lastName: '', email: '' })?.message).toBe('Please enter last name');
    expect(registrationError({ ...valid, email: '  ' })?.message).toBe('Please enter email address');
    expect(registrationError({ ...valid, email: 'a@b' })?.message).toBe('Please enter a valid email address (e.g., name@example.com)');
    expect(registrationError({ ...valid, password: '' })?.message).toBe('Please enter password');
    expect(registrationError({ ...valid, password: '12345', confirmPassword: '12345' })?.message).toBe('Password must be at least 6 characters');
    expect(registrationError({ ...valid, confirmPassword: 'other1' })?.message).toBe('Passwords do not match');
    expect(registrationError(valid)).toBeNull();
  });

  it('accepts only simple e-mail shapes', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    for (const bad of ['a@b.c', 'a b@c.de', 'a@@b.de', 'ab.de', '@b.de']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('scores password strength with capped points and the four labels', () => {
    expect(passwordStrength('abc')).toMatchObject({ score: 0, label: 'Weak password', color: 'red' });
    expect(passwordStrength('abcdef')).toMatchObject({ score: 1, label: 'Weak password' });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 2, label: 'Fair password', color: 'yellow' });
    expect(passwordStrength('abcdeF1')).toMatchObject({ score: 3, label: 'Good password', color: 'blue' });
    expect(passwordStrength('abcdeFg1!')).toMatchObject({ score: 4, label: 'Strong password', color: 'green' });
  });
});

describe('chat rules', () => {
  it('counts words after collapsing newlines and padding punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('hello world')).toBe(2);
    expect(countWords('hello,world')).toBe(3);
    expect(countWords('Hello, world!\nNew line')).toBe(6);
  });

  it('refuses more than 100 words', () => {
    expect(isMessageTooLong(Array(100).fill('word').join(' '))).toBe(false);
    expect(isMessageTooLong(Array(101).fill('word').join(' '))).toBe(true);
  });

  it('refuses more than MAX_MESSAGE_CHARS characters even in few words', () => {
    expect(isMessageTooLong('x'.repeat(MAX_MESSAGE_CHARS))).toBe(false);
    expect(isMessageTooLong('x'.repeat(MAX_MESSAGE_CHARS + 1))).toBe(true);
  });

  it('strips one wrapping md/markdown/plain fence only', () => {
    expect(stripMarkdownFence('```md\n# Title\n```')).toBe('# Title');
    expect(stripMarkdownFence('```markdown\n# T\ntext\n```\n')).toBe('# T\ntext');
    expect(stripMarkdownFence('```\n# T\n```')).toBe('# T');
    expect(stripMarkdownFence('```js\ncode\n```')).toBe('```js\ncode\n```');
    expect(stripMarkdownFence('# Plain')).toBe('# Plain');
  });
});

describe('session names (at most 50 characters)', () => {
  it('keeps a short name, collapsing whitespace', () => {
    expect(truncateName('  Bike repair   marketplace ')).toBe('Bike repair marketplace');
    expect(truncateName('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts a long name at a word boundary, the ellipsis within the limit', () => {
    const name = truncateName('A scheduling app for independent dental clinics in small towns');
    expect(name).toBe('A scheduling app for independent dental clinics…');
    expect(name.length).toBeLessThanOrEqual(50);
    expect(truncateName('Marketplace for used lab equipment, cheap and fast', 40)).toBe('Marketplace for used lab equipment…');
    // The 50th character is a space: the tenth word fits whole, ending at the 49th.
    expect(truncateName(`${'word '.repeat(9)}word extra`)).toBe(`${'word '.repeat(10).trim()}…`);
  });

  it('cuts mid-word when there is no usable word boundary', () => {
    expect(truncateName('y'.repeat(80))).toBe(`${'y'.repeat(49)}…`);
    expect(truncateName('y'.repeat(80)).length).toBe(50);
  });
});

describe('API key mask', () => {
  it('shows four characters, an ellipsis and four characters, or **** for short keys', () => {
    expect(maskApiKey('sk-1234567890abcd')).toBe('sk-1...abcd');
    expect(maskApiKey('12345678')).toBe('****');
    expect(maskApiKey('')).toBe('');
  });
});

describe('date labels', () => {
  const now = new Date(2026, 10, 23, 15, 30);
  it('labels the desktop sidebar with Today, Yesterday, or month and day (+ year)', () => {
    expect(sessionDateLabel(new Date(2026, 10, 23, 9, 5), now)).toBe('Today 09:05');
    expect(sessionDateLabel(new Date(2026, 10, 22, 23, 59), now)).toBe('Yesterday 23:59');
    expect(sessionDateLabel(new Date(2026, 9, 3, 7, 0), now)).toBe('Oct 3 07:00');
    expect(sessionDateLabel(new Date(2025, 11, 31, 18, 45), now)).toBe('Dec 31, 2025 18:45');
  });

  it('labels the mobile list with the time, Yesterday, a weekday, or the date', () => {
    expect(mobileDateLabel(new Date(2026, 10, 23, 9, 5), now)).toBe('09:05');
    expect(mobileDateLabel(new Date(2026, 10, 22, 9, 5), now)).toBe('Yesterday');
    expect(mobileDateLabel(new Date(2026, 10, 19, 9, 5), now)).toBe('Thursday');
    expect(mobileDateLabel(new Date(2026, 10, 2, 9, 5), now)).toBe('Nov 2');
  });
});
