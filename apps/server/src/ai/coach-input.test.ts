import { describe, expect, it } from 'vitest';
import { coachInput, MAX_READ_RUN } from './coach-input.ts';

describe('coachInput', () => {
  it('leaves an ordinary message as it is', () => {
    const message = 'Physios pay 49 euros a month.\nPhysio at home, tracked: https://physio.example.com/plans?from=newsletter';
    expect(coachInput(message)).toBe(message);
  });

  it('cuts a run of non-space characters longer than MAX_READ_RUN to its first MAX_READ_RUN', () => {
    expect(coachInput(`Physios pay ${'9'.repeat(1900)} euros.`)).toBe(`Physios pay ${'9'.repeat(MAX_READ_RUN)} euros.`);
    expect(coachInput('x'.repeat(MAX_READ_RUN))).toBe('x'.repeat(MAX_READ_RUN));
    expect(coachInput(`${'a.'.repeat(60)} b`)).toBe(`${'a.'.repeat(50)} b`);
  });

  it('reads a run of spaces or tabs as one space, and keeps the line breaks', () => {
    expect(coachInput(`Nurses${' '.repeat(1900)}at night.\t\t Paper rotas.\n\nPhysio at home, tracked.`)).toBe('Nurses at night. Paper rotas.\n\nPhysio at home, tracked.');
  });

  it('reads a run of white space with line breaks in it as one line break, or one blank line', () => {
    expect(coachInput(`Nurses at night.${' \n'.repeat(900)}Paper rotas.`)).toBe('Nurses at night.\n\nPaper rotas.');
    expect(coachInput('Nurses at night. \n Paper rotas.\r\nPhysio at home.')).toBe('Nurses at night.\nPaper rotas.\nPhysio at home.');
    expect(coachInput(`Nurses at night.${'\n'.repeat(1900)}`)).toBe('Nurses at night.\n\n');
  });
});
