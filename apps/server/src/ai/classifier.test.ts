import { CANVAS_BLOCKS } from '@ideapilot/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { blockOdds, examplesOf, guessBlock, savedWordModel, surelyNotTheIdea } from './classifier.ts';
import { say } from './corpus/corpus.ts';
import { read } from './reader.ts';

describe('the word model of the offline coach', () => {
  it('learns from the clauses that hold a labelled fact, and from messages about one block', () => {
    const examples = examplesOf([
      {
        idea: 'tattoo bookings',
        messages: [
          say('Artists lose deposits, and we charge 20 dollars a month.', 'PAIN: lose deposits', 'YOUR PROFIT: 20 dollars'),
          say('I have tattooed for ten years.', 'WHY YOU: ten years'),
          say('We build a booking app for tattoo studios.', 'IDEA: booking app', 'WHO: tattoo studios'),
          say('Hi!'),
          say('γεια σας. I was a nurse in Larissa.', 'WHY YOU: nurse in larissa'),
        ],
      },
    ]);
    expect(examples).toEqual([
      { text: 'Artists lose deposits', message: 'Artists lose deposits, and we charge 20 dollars a month.', block: 'PAIN' },
      { text: 'and we charge 20 dollars a month', message: 'Artists lose deposits, and we charge 20 dollars a month.', block: 'YOUR PROFIT' },
      { text: 'I have tattooed for ten years', message: 'I have tattooed for ten years.', block: 'WHY YOU' },
      { text: 'I was a nurse in Larissa', message: 'γεια σας. I was a nurse in Larissa.', block: 'WHY YOU' },
    ]);
  });

  it('gives every block a probability, and money we charge to YOUR PROFIT', () => {
    const odds = blockOdds('We charge studios 20 dollars a month.')!;
    expect([...odds.keys()].sort()).toEqual([...CANVAS_BLOCKS].sort());
    expect([...odds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(guessBlock('We charge studios 20 dollars a month.')?.block).toBe('YOUR PROFIT');
    expect(blockOdds('zzz qqq')).toBeNull();
  });

  it('tips a clause whose cues point the wrong way', () => {
    // Cues alone read "the national tattoo guild" as people, the customer.
    const state = read([{ founder: 'We are building a booking app for tattoo studios.' }, { founder: 'Our booking form was drawn up with the national tattoo guild.' }]);
    expect(state.blocks['SECRET SAUCE']).toEqual(['Our booking form was drawn up with the national tattoo guild.']);
    expect(state.blocks.WHO).toEqual(['Tattoo studios']);
  });

  it('is sure that a greeting with a background or the market is not the idea, and keeps it from being taken for one', () => {
    expect(surelyNotTheIdea('hey, founder from Tel Aviv')).toBe(true);
    expect(surelyNotTheIdea('Grocery prices went up 20 percent this year.')).toBe(true);
    expect(surelyNotTheIdea('A booking app for tattoo studios.')).toBe(false);
    const state = read([{ founder: 'hey, founder from Tel Aviv' }, { founder: 'We build a booking app for tattoo studios.' }]);
    expect(state.idea).toBe('A booking app');
    expect(state.blocks.WHO).toEqual(['Tattoo studios']);
  });

  it('reads a clause with the rest of its message, and a clause alone on its own words', () => {
    const photos = 'Drones fly the blades and take 2,000 photos per turbine.';
    const byEye = `${photos} Then an engineer looks at all of them by eye.`;
    expect(blockOdds(photos, byEye)!.get('PAIN')!).toBeGreaterThan(blockOdds(photos)!.get('PAIN')! + 0.1);
    const tourists = 'mostly tourists ask for English tours.';
    const winery = `I worked in a winery for 5 years, ${tourists}`;
    expect(blockOdds(tourists, winery)!.get('WHY YOU')!).toBeGreaterThan(blockOdds(tourists)!.get('WHY YOU')! + 0.1);
    expect(blockOdds(tourists, tourists)).toEqual(blockOdds(tourists));
    // A greeting said with the idea is still no idea.
    const state = read([{ founder: 'hey, founder from Tel Aviv. We build a booking app for tattoo studios.' }]);
    expect(state.idea).toBe('A booking app');
    expect(state.blocks.WHO).toEqual(['Tattoo studios']);
  });

  it('is built with the server as it is trained from the corpus, to the last bit', () => {
    const built = readFileSync(join(inject('serverBuildDir'), 'corpus/word-model.json'), 'utf8');
    expect(built).toBe(savedWordModel());
  });
});
