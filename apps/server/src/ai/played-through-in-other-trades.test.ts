import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { ideaTitle } from './writer.ts';
import { tidy } from './note-text.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

describe('what the trouble costs, said on after it, is the pain (2026-12-07, played through in other trades)', () => {
  const brokers = () => read(founder('software for customs brokers that checks import documents'));
  it.each([
    ['one mistake and the container stay in port 3 days, it cost 400 EUR per day', 'One mistake and the container stay in port 3 days, it cost 400 EUR per day'],
    ['fines are huge, up to £1,500 per infringement', 'Fines are huge, up to £1,500 per infringement'],
    ['a declaration gets rejected, this costs about 200 euros each time', 'A declaration gets rejected, this costs about 200 euros each time'],
  ])('"%s"', (message, note) => {
    expect(changesOf(brokers(), message, 'PAIN')).toEqual([['added', 'PAIN', note]]);
  });

  it.each([
    ['we charge 299 zł per month per user', [['added', 'YOUR PROFIT', 'We charge 299 zł per month per user']]],
    ['up to £1,500 per infringement', null],
    ['they check everything by hand, we charge 50 euros per month', null],
  ])('a price of ours stays the price: "%s"', (message, changes) => {
    const read = changesOf(brokers(), message, 'PAIN');
    if (changes) expect(read).toEqual(changes);
    else expect(read.map(([, block]) => block)).toContain('YOUR PROFIT');
  });
});

describe('"my startup:" names the idea after it (2026-12-07, played through in other trades)', () => {
  it.each([
    ['my startup: AI that reads public tender documents and tells construction companies if they should bid', 'AI that reads public tender documents and tells construction companies if they should bid'],
    ['our startup: an app that books dialysis chairs', 'An app that books dialysis chairs'],
    ['My company: a portal where small towns process building permits', 'A portal where small towns process building permits'],
  ])('"%s"', (message, idea) => {
    expect(changesOf(read([]), message, 'IDEA')[0]).toEqual(['idea', 'IDEA', idea]);
  });

  it.each([
    ['my startup is a booking app for vets', 'Booking app for vets'],
    ['my project: a portal for building permits', 'Portal for building permits'],
  ])('the forms read before read as before: "%s"', (message, title) => {
    expect(ideaTitle(read(founder(message)))).toBe(title);
  });
});

describe('a note does not end on a dash (2026-12-07, played through in other trades)', () => {
  it.each([
    ['IRA tax credits of up to $2000 for heat pumps —', 'IRA tax credits of up to $2000 for heat pumps'],
    ['— demand went crazy', 'Demand went crazy'],
    ['heat loss calculation –', 'Heat loss calculation'],
  ])('"%s"', (fragment, note) => {
    expect(tidy(fragment)).toBe(note);
  });

  it.each([
    ['2-8 degrees', '2-8 degrees'],
    ['ex-Tesla energy', 'Ex-Tesla energy'],
    ['CBAM definitive period starts 2026 - thats the deadline', 'CBAM definitive period starts 2026 - thats the deadline'],
  ])('a dash inside a note stays: "%s"', (fragment, note) => {
    expect(tidy(fragment)).toBe(note);
  });
});

describe('not knowing yet, with the question said back (2026-12-07, played through in other trades)', () => {
  const clinics = () => read(founder('a scheduling tool for dialysis centers'));
  it.each(['dont know yet what is our secret sauce honestly', "i don't know yet what our secret sauce is", 'we dont know yet who would pay'])('"%s" files nothing', (message) => {
    for (const asked of ['SECRET SAUCE', 'YOUR PROFIT', 'PITCH'] as const) expect(changesOf(clinics(), message, asked)).toEqual([]);
  });

  it.each([
    ['patients dont know yet what time their slot is, so they miss it', 'PAIN'],
    ['we know what our secret sauce is: 3000 real schedules', 'SECRET SAUCE'],
  ])('a fact with not knowing in it is still read: "%s"', (message, block) => {
    expect(changesOf(clinics(), message, block as 'PAIN').map(([, b]) => b)).toContain(block);
  });
});

describe('two words ending on people, given for another block, say who it is for (2026-12-07, played through in other trades)', () => {
  const hauliers = () => read(founder('an app that checks truck drivers driving hours'));
  it.each([
    ['transport managers', 'USERS BENEFIT'],
    ['the clinic nurses', 'USERS BENEFIT'],
    ['transport managers', 'PAIN'],
  ])('"%s", asked %s', (message, asked) => {
    expect(changesOf(hauliers(), message, asked as 'PAIN')).toEqual([['added', 'WHO', message.charAt(0).toUpperCase() + message.slice(1)]]);
  });

  it.each([
    ['nurses complain', 'PAIN'],
    ['managers decide', 'PAIN'],
    ['parents pay', 'YOUR PROFIT'],
  ])('people and what they do answer the block asked: "%s"', (message, asked) => {
    expect(changesOf(hauliers(), message, asked as 'PAIN').map(([, block]) => block)).toEqual([asked]);
  });
});

describe('a reason for the moment, said with "because" when the pitch was asked, is why now (2026-12-07, played through in other trades)', () => {
  const fridges = () => read(founder('sensors that monitor vaccine fridges in rural clinics'));
  it.each([
    ['Now because Kenya government moved vaccine budget to counties this year', 'Kenya government moved vaccine budget to counties this year'],
    ['now because the budget moved to counties', 'The budget moved to counties'],
    ['because the law changed this year', 'The law changed this year'],
  ])('"%s"', (message, note) => {
    expect(changesOf(fridges(), message, 'PITCH')).toEqual([['added', 'WHY NOW', note]]);
  });

  it.each(['Because every vaccine counts', 'Because cold chains break at night'])('a slogan that opens on "because" stays the pitch: "%s"', (message) => {
    expect(changesOf(fridges(), message, 'PITCH')).toEqual([['added', 'PITCH', message]]);
  });
});

it('"idk what secret sauce is" still asks what the block means (2026-12-07, played through in other trades)', () => {
  expect(changesOf(read(founder('a scheduling tool for dialysis centers')), 'i dont know what secret sauce is', 'SECRET SAUCE')).toEqual([]);
});
