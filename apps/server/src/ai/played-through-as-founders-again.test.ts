import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { ideaTitle } from './writer.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

describe('"I have this idea," and the idea after the comma (2026-12-07, played through as founders again)', () => {
  it.each([
    ['so i have this idea, tractor sharing for small farmers in kenya', 'Tractor sharing', 'Small farmers in kenya'],
    ['hey! so i have this idea, tractor sharing for small farmers in kenya', 'Tractor sharing', 'Small farmers in kenya'],
    ['got an idea, a ferry booking app for island commuters', 'A ferry booking app', 'Island commuters'],
    ['I had an idea - a stock app for small chemists', 'A stock app', 'Small chemists'],
    ['we have an idea — an invoicing tool for freelance designers', 'An invoicing tool', 'Freelance designers'],
    ['hey, i have an idea: tractor sharing for small farmers', 'Tractor sharing', 'Small farmers'],
    ['ok i have an idea: a ferry booking app for island commuters', 'A ferry booking app', 'Island commuters'],
  ])('"%s"', (message, idea, who) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO).toEqual([who]);
  });

  it.each([
    'i have an idea, but i am not sure it is any good',
    'I have an idea, what do you think?',
    'got an idea, not sure yet',
    'hey, i have an idea: uber for dog walking?',
  ])('what follows the comma that is no idea stays none: "%s"', (message) => {
    expect(read(founder(message)).idea).toBeNull();
  });

  it('"I have an idea:" reads as before', () => {
    expect(read(founder('i have an idea: tractor sharing for small farmers')).idea).toBe('Tractor sharing');
  });
});

describe('a place said after the customers, set off by a comma (2026-12-07, played through as founders again)', () => {
  it.each([
    ['snow shoveling marketplace for seniors, canada', 'Snow shoveling marketplace', 'Seniors, canada', 'Snow shoveling marketplace for seniors, canada'],
    ['a booking app for hairdressers, london', 'A booking app', 'Hairdressers, london', 'Booking app for hairdressers, london'],
    ['a tutoring app for nursing students, Mexico City', 'A tutoring app', 'Nursing students, Mexico City', 'Tutoring app for nursing students, Mexico City'],
  ])('goes with them, not into the idea: "%s"', (message, idea, who, title) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO).toEqual([who]);
    expect(ideaTitle(state, 80)).toBe(title);
  });

  it.each([
    ['a booking app for hairdressers, cheap and simple', 'A booking app, cheap and simple'],
    ['a booking app for hairdressers in london', 'A booking app'],
  ])('what is no place stays as it was read: "%s"', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
  });
});

describe('a first message naming a thing made for someone, the people first (2026-12-07, played through as founders again)', () => {
  it.each([
    ['kids ski gear rental subscription in sweden', 'Kids ski gear rental subscription in sweden'],
    ['kids ski gear rental', 'Kids ski gear rental'],
    ['baby clothes subscription', 'Baby clothes subscription'],
    ['dog food subscription in sweden', 'Dog food subscription in sweden'],
  ])('is the idea: "%s"', (message, idea) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(state.blocks['YOUR PROFIT']).toEqual([]);
  });

  it.each([
    ['a ski gear rental', 'parents pay 990 kr per season', 'YOUR PROFIT'],
  ])('once the idea is known, "%s" then "%s" is read as before', (first, message, block) => {
    expect(changesOf(read(founder(first)), message, 'WHO').map(([, b]) => b)).toContain(block);
  });

  it.each(['baby clothes are expensive', 'kids outgrow their ski boots every winter'])('a sentence about the people is no idea: "%s"', (message) => {
    expect(read(founder(message)).idea).toBeNull();
  });
});

describe('an idea that says whom it helps takes no "for …" in its title (2026-12-07, played through as founders again)', () => {
  it.each([
    [['i want to help small ryokans in japan get more foreign guests', 'ryokan owners, usually older couples in the countryside'], 'Helping small ryokans in japan get more foreign guests'],
    [['a service that helps family farms sell direct to restaurants', 'farm owners in Ontario'], 'Service that helps family farms sell direct to restaurants'],
  ])('%j', (messages, title) => {
    expect(ideaTitle(read(founder(...messages)), 80)).toBe(title);
  });

  it.each([
    [['an app that helps with meal planning', 'busy parents'], 'App for busy parents'],
    [['an app that helps reduce food waste', 'restaurant owners'], 'App that helps reduce food waste for restaurant owners'],
  ])('one that helps with something, or to do something, still does: %j', (messages, title) => {
    expect(ideaTitle(read(founder(...messages)), 80)).toBe(title);
  });
});

describe('a fine the customers pay, said with its amount (2026-12-07, played through as founders again)', () => {
  const hauliers = () => read(founder('a fleet compliance tool for trucking companies'));
  it.each([
    ['small haulers with 5-50 trucks get fined like 2000 euros per violation', 'Small haulers with 5-50 trucks get fined like 2000 euros per violation'],
    ['truck owners get penalised 1000 euros a time', 'Truck owners get penalised 1000 euros a time'],
    ['many small firms get fined 300 pounds a month', 'Many small firms get fined 300 pounds a month'],
    ['restaurants get fined 2000 dollars per inspection', 'Restaurants get fined 2000 dollars per inspection'],
    ['drivers are fined 500 euros per missing record', 'Drivers are fined 500 euros per missing record'],
  ])('is their pain, not our price: "%s"', (message, note) => {
    expect(changesOf(hauliers(), message, 'WHO')).toEqual([['added', 'PAIN', note]]);
  });

  it.each([
    ['we charge 49 zł per truck per month', 'YOUR PROFIT'],
    ['with our tool they never get fined again', 'USERS BENEFIT'],
    ['they get fined 2000 euros per violation', 'PAIN'],
  ])('what is no fine of theirs reads as before: "%s"', (message, block) => {
    expect(changesOf(hauliers(), message, 'WHO').map(([, b]) => b)).toEqual([block]);
  });
});
