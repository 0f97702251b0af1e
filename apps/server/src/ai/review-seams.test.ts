import type { CanvasBlock } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { emptyState, read, readMessage, type Ask } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { afterGreeting } from './guard.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';


describe('the offline coach: the seams of the forty-seventh review (2026-12-07)', () => {
  const sweeps = () => read(founder('A booking app for chimney sweeps in Yorkshire.'));

  it.each<[string, Ask]>([
    ['want to hire 2 more sweeps next year', 'YOUR TEAM'],
    ['We will hire two more sweeps next year.', null],
    ['we look for 2 more for Leeds', 'YOUR TEAM'],
    ["We're looking for another sweep this spring.", 'YOUR TEAM'],
    ['we need to take on three more sweeps by winter', 'YOUR TEAM'],
  ])('files a plan to hire, "%s", under YOUR TEAM, not WHY NOW for its time word', (message, asked) => {
    expect(changesOf(sweeps(), message, asked).map(([kind, block]) => [kind, block])).toEqual([['added', 'YOUR TEAM']]);
  });

  it.each<[string, Ask]>([
    ['Chimney fires went up 30% since people started burning wood again.', 'WHY NOW'],
    ['Insurers are hiring 20% more inspectors this year.', 'WHY NOW'],
  ])('still files "%s", a change of the times, under WHY NOW, not YOUR TEAM', (message, asked) => {
    const blocks = changesOf(sweeps(), message, asked).map(([, block]) => block);
    expect(blocks).toContain('WHY NOW');
    expect(blocks).not.toContain('YOUR TEAM');
  });

  it.each([
    ['4 inspectors now, we look for 2 more for Leeds', ['YOUR TEAM']],
    ['12 staff so far, 3 in the office', ['YOUR TEAM']],
    ['two of us today', ['YOUR TEAM']],
  ])('files how many the founders are now, "%s", given for the team, under YOUR TEAM', (message, blocks) => {
    expect(changesOf(sweeps(), message, 'YOUR TEAM').map(([, block]) => block)).toEqual(blocks);
  });

  it('still files a count said now, given for why now, under WHY NOW', () => {
    expect(changesOf(sweeps(), '30,000 chimney fires a year now', 'WHY NOW').map(([, block]) => block)).toEqual(['WHY NOW']);
  });

  it('files no hiring the customers do today as a plan to hire', () => {
    const hotels = read(founder('Seasonal staff onboarding for ski hotels.'));
    expect(changesOf(hotels, 'Every winter season we hire 200 people in two weeks, all on paper.', 'PAIN').map(([, block]) => block)).not.toContain('YOUR TEAM');
  });

  it.each([
    'Piano tuning on subscription for schools and churches.',
    'piano tuning on subscription for schools and churches',
  ])('reads the first message sent again, "%s", as a repeat, and changes nothing', (message) => {
    const before = read(founder('Piano tuning on subscription for schools and churches.'));
    const { state, changes } = readMessage(before, message, null);
    expect(changes.map((c) => c.kind)).not.toContain('added');
    expect(changes.length).toBeGreaterThan(0);
    expect(state).toEqual(before);
  });

  it('still reads what a message that names the idea again adds', () => {
    const before = read(founder('Piano tuning on subscription for schools and churches.'));
    const added = readMessage(before, 'Piano tuning on subscription costs schools 300 pounds a year.', 'YOUR PROFIT').changes.filter((c) => c.kind === 'added');
    expect(added.map((c) => c.kind === 'added' && c.block)).toEqual(['YOUR PROFIT']);
  });

  const physio = () => read(founder('Physio at home for people over 70.'));
  it.each([
    ['Private insurers reimburse most of it.', 'Private insurers reimburse most of it.'],
    ['Etsy takes about 9%.', 'Etsy takes about 9%.'],
  ])('files how the money comes in, "%s", given for the profit, under YOUR PROFIT', (message, note) => {
    expect(changesOf(physio(), message, 'YOUR PROFIT')).toEqual([['added', 'YOUR PROFIT', note]]);
  });

  it("still files what insurers don't pay for, given for the pain, as no profit", () => {
    expect(changesOf(physio(), "Insurers don't reimburse home visits.", 'PAIN').map(([, block]) => block)).not.toContain('YOUR PROFIT');
  });

  it.each(['whatever you think', 'Up to you.', 'you decide', 'your call!', 'Whatever you think is best'])('files nothing for "%s", said back to the coach', (message) => {
    expect(changesOf(sweeps(), message, 'PAIN')).toEqual([]);
    expect(changesOf(sweeps(), message, 'PITCH')).toEqual([]);
  });

  it('still files a pitch that opens with "whatever"', () => {
    expect(changesOf(sweeps(), 'Whatever the weather, your chimney is safe.', 'PITCH').map(([, block]) => block)).toEqual(['PITCH']);
  });

  it.each([
    'Hi! We do bookkeeping for dentists.',
    'Hello, we plan weddings abroad.',
    'Hi, we tutor kids in maths online',
    'Hi! Pet insurance for reptiles and birds.',
    'Hey, electric boat rentals on lakes.',
  ])('reads "%s", a greeting that goes on to say the idea, as the idea', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('allow');
  });

  it.each(['Hello hello from Grenada, the Spice Isle', 'Hello! Long time no see.', 'Hi, we do not have much time today.'])(
    'still answers "%s" as a greeting',
    (message) => {
      expect(offlineVerdict(message, emptyState)).toBe('chitchat');
    },
  );

  it.each<[string, string, string]>([
    ['Wedding dress rentals in Lagos.', 'and bridesmaids too', 'Bridesmaids'],
    ['Insulin delivery by motorbike in Kenya.', 'the rural health centres', 'The rural health centres'],
    ['Physio at home for people over 70.', 'Community centers for seniors', 'Community centers for seniors'],
  ])('after "%s", files "%s", given for who, under WHO', (idea, message, note) => {
    expect(changesOf(read(founder(idea)), message, 'WHO')).toEqual([['added', 'WHO', note]]);
  });

  it.each<[string, string]>([
    ['hey there :) thinking about a website where you can rent camping gear', 'A website where you can rent camping gear'],
    ['A booking app for dentists :)', 'A booking app'],
    ['Hi :-) We do bookkeeping for dentists.', 'Bookkeeping'],
  ])('reads a face typed in marks in "%s" as no word, as an emoji is', (message, idea) => {
    expect(offlineVerdict(message, emptyState)).toBe('allow');
    expect(read(founder(message)).idea).toBe(idea);
  });

  it.each<[string, string]>([
    ['Hi :) we make tortillas', 'we make tortillas'],
    ['Hi, the ratio is 3:1', 'the ratio is 3:1'],
    ['Hello! Open 10:30 to 18:00 :D', 'Open 10:30 to 18:00 :D'],
  ])('reads after the greeting of "%s" "%s" (a face closes a greeting; times and ratios are words)', (message, rest) => {
    expect(afterGreeting(message)).toBe(rest);
  });

  it.each(['you want the price per hour or per month?', 'you mean the price?', 'Do you need the price per seat?'])('files nothing for "%s", a question to the coach', (message) => {
    expect(changesOf(sweeps(), message, 'YOUR PROFIT')).toEqual([]);
  });

  const gyms = () => read(founder('Route-setting software for climbing gyms.'));
  it.each(['freelance developer', 'climber and developer', 'Nurse, midwife.'])('files "%s", the whole answer given for why you, under WHY YOU', (message) => {
    expect(changesOf(gyms(), message, 'WHY YOU').map(([kind, block]) => [kind, block])).toEqual([['added', 'WHY YOU']]);
  });

  it.each<[string, Ask, CanvasBlock]>([
    ['my cofounder', 'WHY YOU', 'YOUR TEAM'],
    ['freelance developer', 'YOUR TEAM', 'YOUR TEAM'],
  ])('still files "%s", given for %s, under %s', (message, asked, block) => {
    expect(changesOf(gyms(), message, asked).map(([, b]) => b)).toEqual([block]);
  });
});
