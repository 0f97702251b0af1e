import { describe, expect, it } from 'vitest';
import { askedIn, read, type Ask } from './reader.ts';
import { coachReply, ideaTitle } from './writer.ts';
import { changesOf, filledCanvas, founder, turnsOf } from '../../test/coach-conversations.ts';

const splitting = () => read(founder('an app for students to split rent and bills with flatmates', 'students sharing flats'));

describe('a founder who does not know the answer yet (2026-12-07, played through)', () => {
  it.each([
    'i dunno',
    'beats me',
    'not really sure',
    'i have no idea',
    'I really don\'t know yet',
    'nothing comes to mind',
    'no idea about secret sauce tbh',
    'no clue about the pitch',
    'no idea what to put here',
  ])('"%s" files nothing', (message) => {
    for (const asked of ['WHY YOU', 'SECRET SAUCE', 'YOUR TEAM', 'PITCH'] as const) expect(changesOf(splitting(), message, asked)).toEqual([]);
  });

  it('is told the block can wait, and asked the next one', () => {
    const turns = turnsOf('an app for students to split rent and bills with flatmates', 'students sharing flats', 'arguments about who paid what', 'i dunno');
    expect(turns.at(-1)!.coach).toMatch(/^No problem, we can come back to that one\./);
  });

  it.each([
    ['no idea about the price, maybe 10 dollars', ['added', 'YOUR PROFIT', '10 dollars']],
    ["I don't know about the competition, we are first", ['added', 'SECRET SAUCE', 'We are first']],
    ['parents have no idea what their kids eat', ['added', 'PAIN', 'Parents have no idea what their kids eat']],
  ])('an answer after the doubt, or others who do not know, is still filed: "%s"', (message, change) => {
    expect(changesOf(splitting(), message, 'SECRET SAUCE')).toContainEqual(change);
  });
});

describe('how the one just named is, said of them, stays with them (2026-12-07, played through)', () => {
  const tutors = () => read(founder('a marketplace where retired teachers tutor kids online'));
  it.each([
    ["my mom is a retired teacher and she's bored", 'WHY YOU'],
    ["my dad is a farmer and he's 70", 'WHY YOU'],
    ['my cofounder is a designer and she is brilliant', 'YOUR TEAM'],
  ])('"%s" is one note', (message, block) => {
    expect(changesOf(tutors(), message, 'WHY YOU')).toEqual([['added', block, message[0]!.toUpperCase() + message.slice(1)]]);
  });

  it('a pain said of them after "and she" is not joined to the founder\'s story', () => {
    const changes = changesOf(tutors(), "my sister teaches maths and she's paid 30 pounds less than private tutors", 'WHY YOU');
    expect(changes.map(([, , text]) => text)).not.toContain("My sister teaches maths and she's paid 30 pounds less than private tutors");
  });
});

it('the reply to a founder who does not know does not repeat their words on the canvas', () => {
  const turns = turnsOf('an app for students to split rent and bills with flatmates', 'students sharing flats', 'arguments about who paid what', 'beats me');
  expect(coachReply(turns.slice(0, -1), 'beats me')).not.toMatch(/Beats me/);
});

describe('praise after the pitch is offered back keeps the pitch (2026-12-07, played through)', () => {
  it.each(['love it thanks', 'happy with that', 'great job', 'well done, thank you', 'good work so far', 'i like the canvas', "I'm really happy with the pitch", 'happy with the price'])(
    '"%s"',
    (message) => {
      const turns = filledCanvas();
      const reply = coachReply(turns, message);
      expect(reply).not.toMatch(/couldn't place|Corrected|I added/);
      expect(read([...turns, { founder: message, coach: reply }]).blocks.PITCH).toEqual(read(turns).blocks.PITCH);
    },
  );

  it('a new pitch said after the offer still replaces it', () => {
    const turns = filledCanvas();
    const after = read([...turns, { founder: 'Pitch: repairs for landlords in two hours', coach: '' }]);
    expect(after.blocks.PITCH).not.toEqual(read(turns).blocks.PITCH);
  });
});

describe('the first idea said as a question to the coach (2026-12-07, played through)', () => {
  it.each([
    ['What do you think about an app for plant lovers?', 'An app', 'Plant lovers'],
    ['thoughts on a dating app for farmers?', 'A dating app', 'Farmers'],
    ['Is an app for plant lovers a good idea?', 'An app', 'Plant lovers'],
    ['how about a marketplace for used bikes?', 'A marketplace for used bikes', null],
    ['Do you think a subscription box for indie board games could work?', 'A subscription box for indie board games', null],
    ['hi, what do you think about a food truck selling arepas?', 'A food truck selling arepas', null],
  ])('"%s" is the idea', (message, idea, who) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO).toEqual(who ? [who] : []);
  });

  it('is taken, and the question answered', () => {
    const reply = coachReply(founder('Hi'), 'What do you think about an app for plant lovers?');
    expect(reply).toMatch(/^Your idea as I have it: \*\*an app\*\* for plant lovers\. Your customers are the best judges of that;/);
  });

  it.each(['what about the price?', 'how about a free tier?', 'what do you think about a freemium model?'])('once the idea is known, "%s" is no new idea', (message) => {
    const state = read(founder('a booking app for barbers', message));
    expect(state.idea).toBe('A booking app');
  });
});

describe('a note added after the pitch was offered back (2026-12-07, played through)', () => {
  it('says the next step, not the whole offer again', () => {
    const turns = filledCanvas();
    const reply = coachReply(turns, "also, we'd charge 10 pounds for landlords with one flat");
    expect(reply).toMatch(/under \*\*YOUR PROFIT\*\*/);
    expect(reply).not.toMatch(/All nine blocks/);
    expect(reply).toMatch(/Your canvas is complete\./);
  });

  it('offers a changed pitch back', () => {
    const turns = filledCanvas();
    const reply = coachReply(turns, 'Pitch: repairs for landlords in two hours');
    expect(reply).toMatch(/All nine blocks of Stage 1 are filled\. Your pitch, in your words: "Repairs for landlords in two hours"/);
  });
});

describe('an emoji after small talk, a doubt or an introduction (2026-12-07, played through)', () => {
  it.each([
    ['ok 👍', /^(?!I couldn't place)/],
    ['great job 🎉', /^(?!I couldn't place)/],
    ['love it ❤️', /^(?!I couldn't place)/],
    ['👍', /^(?!I couldn't place)/],
    ['i dunno 🤷', /^No problem, we can come back to that one\./],
  ])('"%s" files nothing and is answered as its words are', (message, opening) => {
    const turns = turnsOf('a booking app for barbers');
    const reply = coachReply(turns, message);
    expect(reply).toMatch(opening);
    expect(read([...turns, { founder: message, coach: reply }]).blocks).toEqual(read(turns).blocks);
  });

  it('a flag after the founder\'s name is no note', () => {
    const state = read(turnsOf('Hola! I am Maria from Mexico 🇲🇽', 'I want make app for the small restaurants to do delivery without Uber Eats'));
    expect(Object.values(state.blocks).flat().join(' ')).not.toMatch(/Maria|🇲🇽/);
  });
});

describe('the first idea after what opens the message (2026-12-07, played through)', () => {
  it.each([
    ['Hey, quick one: we run a coffee roastery and want to add a subscription', 'A subscription'],
    ['quick question: we run a bakery and want to add delivery', 'Delivery'],
    ['so, we run a bakery and want to add delivery', 'Delivery'],
  ])('"%s"', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
    expect(read(founder(message)).blocks['YOUR PROFIT']).toEqual([]);
  });

  it('"quick question: …?" is still a question', () => {
    expect(read(founder('quick question: do I need a cofounder?')).idea).toBeNull();
  });
});

describe('an amount said back again, and a count said one of (2026-12-07, played through)', () => {
  const priced = () => turnsOf('AI bookkeeping for freelancers', '12 euros a month', 'sorry, 15 euros a month');
  it.each(['make it 12 again', '12 again', 'back to 12', "let's go back to 12"])('"%s" puts the first price back', (message) => {
    expect(read([...priced(), { founder: message }]).blocks['YOUR PROFIT']).toEqual(['12 euros a month']);
  });

  const bags = () => turnsOf('a coffee subscription for home baristas', '22 euros per bag, 2 bags a month minimum');
  it('"sorry, 3 bags minimum" corrects the bags, not the price per bag', () => {
    expect(read([...bags(), { founder: 'sorry, 3 bags minimum' }]).blocks['YOUR PROFIT']).toEqual(['22 euros per bag, 3 bags a month minimum']);
  });

  it.each(['actually, one bag minimum', 'sorry, 1 bag minimum'])('"%s" does not make the price per bag "1 euros"', (message) => {
    expect(read([...bags(), { founder: message }]).blocks['YOUR PROFIT'].join(' ')).toMatch(/^22 euros per bag/);
  });
});

describe('the company named between commas before what it does (2026-12-07, played through)', () => {
  it.each([
    ['Our company, GreenCrate Ltd, develops reusable packaging for e-commerce.', 'A company that develops reusable packaging for e-commerce'],
    ['Good afternoon. Our startup, Loopy, makes reusable cups for festivals.', 'Reusable cups for festivals'],
  ])('"%s" is the idea, and the name no note', (message, idea) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(Object.values(state.blocks).flat()).toEqual([]);
  });
});

describe('whom it is for, said when the pitch was asked, and "what\'s missing?" (2026-12-07, played through)', () => {
  it('"actually it\'s for clinics too, …" given for the pitch is no pitch', () => {
    const turns = turnsOf(
      'I want to build an app for pet owners to book vet appointments online',
      'they call the clinic and wait on hold for 20 minutes',
      'book in 30 seconds, 24/7',
      'clinics pay 59 a month',
      'I worked 7 years as a vet nurse',
      'since covid, pet ownership went up 30%',
      'me and a developer friend',
      'we already have 5 clinics signed up',
    );
    expect(askedIn(turns.at(-1)!.coach)).toBe('PITCH');
    const state = read([...turns, { founder: "hmm, actually it's for clinics too, they are the ones paying" }]);
    expect(state.blocks.PITCH).toEqual([]);
    expect(state.blocks.WHO.join(' ')).toMatch(/^Pet owners Clinics\b/);
  });

  it('"what\'s missing?" on a full canvas says nothing is', () => {
    expect(coachReply(filledCanvas(), "what's missing?")).toMatch(/^Nothing is missing: all nine blocks are filled\.\n\nYour canvas is complete\./);
  });

  it('"what\'s missing?" before it says how many blocks are empty', () => {
    expect(coachReply(turnsOf('a booking app for barbers'), "what's missing?")).toMatch(/blocks are still empty; here is the next\./);
  });
});

it('a long WHO note is not shortened to "people" in the title (2026-12-07, played through)', () => {
  const state = read(founder('a watering reminder app', 'people who have many houseplants and forget to water them every week'));
  expect(ideaTitle(state, 80)).toBe('Watering reminder app');
  expect(ideaTitle(read(founder('a booking app', 'dog groomers in Leeds')))).toBe('Booking app for dog groomers in Leeds');
});

describe('read again: what the day\'s new patterns must not take (2026-12-07)', () => {
  it.each<[string, string, Ask, [string, string, string]]>([
    ['microloans for small farmers by SMS', "We lend by SMS, small farmers can't get the loans at the bank.", 'SECRET SAUCE', ['added', 'PAIN', "Small farmers can't get the loans at the bank."]],
    ['a booking app for restaurants', '40 restaurants ordered again this month', 'SECRET SAUCE', ['added', 'SECRET SAUCE', '40 restaurants ordered again this month']],
    ['a marketplace where retired teachers tutor kids online', 'my mom is a retired teacher and she’s bored', 'WHY YOU', ['added', 'WHY YOU', 'My mom is a retired teacher and she’s bored']],
    ['a staffing app for care homes', "they can't find staff any more", 'PAIN', ['added', 'PAIN', "They can't find staff any more"]],
  ])('after "%s", "%s" (asked %s)', (first, message, asked, change) => {
    expect(changesOf(read(founder(first)), message, asked)).toContainEqual(change);
  });

  it.each(["a people's lottery app", 'We deliver groceries to 5 districts in Nairobi'])('"%s" names no customers', (message) => {
    expect(read(founder(message)).blocks.WHO).toEqual([]);
  });

  it('"actually for vets , not groomers" (a space before the comma) takes the groomers back', () => {
    const state = read(founder('a booking app for groomers', 'actually for vets , not groomers'));
    expect(state.blocks.WHO.join(' ')).not.toMatch(/groomers/i);
  });
});
