import { describe, expect, it } from 'vitest';
import { classifyMessage } from './guard.ts';
import { read } from './reader.ts';
import { coachReply, ideaTitle, renderCanvas } from './writer.ts';

const founder = (...messages: string[]) => messages.map((m) => ({ founder: m }));

describe('the offline coach', () => {
  it('waits for the idea when the first message only announces one', () => {
    const reply = coachReply([], 'Hello, I have an idea for a startup.');
    expect(reply).toMatch(/couldn't find the idea itself/);
    const state = read(founder('Hello, I have an idea for a startup.', 'A marketplace for used lab equipment.'));
    expect(state.idea).toBe('A marketplace for used lab equipment');
    expect(ideaTitle(state)).toBe('Marketplace for used lab equipment');
  });

  it('takes "for …" as the customer only when it names people or organisations', () => {
    expect(read(founder('I want to build a meal planner for busy parents.')).blocks.WHO).toEqual(['Busy parents']);
    expect(read(founder('We are building a marketplace for used lab equipment.')).blocks.WHO).toEqual([]);
  });

  it('files an answer that fits no cue under the block it asked for', () => {
    const first = 'I want to build a scheduling app for dental clinics.';
    const state = read(founder(first, 'Receptionists double-book chairs twice a week.'));
    expect(coachReply([], first)).toContain('**Next, PAIN:**');
    expect(state.blocks.PAIN).toEqual(['Receptionists double-book chairs twice a week']);
  });

  it('never puts words in the canvas that the founder did not say', () => {
    const messages = ['I want to build a bike repair marketplace for commuters.', 'Commuters lose an hour every time a tyre goes flat.'];
    const canvas = renderCanvas(read(founder(...messages)));
    const bullets = [...canvas.matchAll(/^- (.+)$/gm)].map((m) => m[1]!.replace(/\.$/, '').toLowerCase());
    expect(bullets.length).toBeGreaterThan(0);
    for (const bullet of bullets) expect(messages.join(' ').toLowerCase()).toContain(bullet);
  });

  it('declines politics, personal matters, chit-chat and off-topic requests, but not business ideas touching them', () => {
    expect(classifyMessage('What do you think about the president?')).toBe('restricted');
    expect(classifyMessage('My girlfriend broke up with me')).toBe('restricted');
    expect(classifyMessage('hey, how are you?')).toBe('chitchat');
    expect(classifyMessage('write me a poem about spring')).toBe('offtopic');
    expect(classifyMessage('An app that helps political campaigns find volunteers')).toBe('allow');
    expect(classifyMessage('My wife is my co-founder')).toBe('allow');
    expect(classifyMessage('Florists in small towns.')).toBe('allow');
  });
});
