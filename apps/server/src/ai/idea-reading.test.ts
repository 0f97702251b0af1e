import { describe, expect, it } from 'vitest';
import { asDoing } from './clauses.ts';
import { askedIn, emptyState, nextAsk, read, readMessage, type Ask } from './reader.ts';
import { coachReply, ideaTitle, renderCanvas } from './writer.ts';
import { founder, turnsOf } from '../../test/coach-conversations.ts';

/** The coach's reply to the last of `messages`, after the others. */
const lastReply = (...messages: string[]) => turnsOf(...messages).at(-1)!.coach;
/** What a first message changes, read on an empty canvas after `asked`. */
const firstChanges = (message: string, asked: Ask) => readMessage(emptyState(), message, asked).changes;

describe('the offline coach, the idea from the first messages', () => {
  describe('people named alone are who it is for, never the idea', () => {
    it.each([
      ['Hi, I need help with my startup.', 'Urban foodies with no garden.'],
      ['Urban foodies with no garden.'],
      ['Hello!', 'Techies who hate commuting.'],
    ])('files the people of "%s" … under WHO, and still asks for the idea', (...messages: string[]) => {
      const state = read(founder(...messages));
      expect(state.idea).toBeNull();
      expect(state.blocks.WHO).toEqual([messages.at(-1)]);
      expect(nextAsk(state)).toBe('IDEA');
      const reply = lastReply(...messages);
      expect(reply).toMatch(/^[^\n]*I added "[^"]+" under \*\*WHO\*\*\.\n\n/);
      expect(askedIn(reply)).toBe('IDEA');
    });

    it('takes no idea from them when nothing was asked either', () => {
      expect(firstChanges('Urban foodies with no garden.', null).filter((c) => c.kind === 'idea')).toEqual([]);
    });
  });

  describe('a thing named with how it is sold, before any idea, is the idea', () => {
    it.each<Ask>(['IDEA', null])('takes "Mushroom grow kits on subscription." as the idea, and the subscription as YOUR PROFIT (asked %s)', (asked) => {
      expect(firstChanges('Mushroom grow kits on subscription.', asked)).toEqual([
        { kind: 'idea', text: 'Mushroom grow kits' },
        { kind: 'added', block: 'YOUR PROFIT', text: 'Subscription' },
      ]);
    });

    it('says so in the reply, and asks who it is for', () => {
      expect(coachReply([], 'Mushroom grow kits on subscription.')).toMatch(/^Your idea as I have it: \*\*mushroom grow kits\*\*, and I noted \*\*YOUR PROFIT\*\* too\.\n\n\*\*Next, WHO:\*\*/);
      expect(read(founder('Hi!', 'Craft beer tasting boxes by monthly subscription.'))).toMatchObject({ idea: 'Craft beer tasting boxes', blocks: { 'YOUR PROFIT': ['By monthly subscription'] } });
    });

    it.each(['Payment by subscription.', 'Premium tier on subscription.', 'Monthly fees by subscription.', 'Busy parents on subscription.'])('leaves "%s" (how money comes in, or people) no idea', (message) => {
      expect(read(founder(message)).idea).toBeNull();
    });

    it('does not take it over an idea already known', () => {
      expect(read(founder('We want to build a booking app for tattoo studios.', 'Mushroom grow kits on subscription.')).idea).toBe('A booking app');
    });
  });

  describe('what the founder says they do reads as a doing, in their words', () => {
    it.each([
      ['We design escape rooms for corporate teams.', 'Design escape rooms', 'designing escape rooms** for corporate teams', 'Designing escape rooms for corporate teams'],
      ['We fix surfboards by post.', 'Fix surfboards by post', 'fixing surfboards by post**', 'Fixing surfboards by post'],
      ['We wash and re-sell used wine bottles to wineries in the Cape.', 'Wash and re-sell used wine bottles to wineries in the Cape', 'washing and re-selling used wine bottles to wineries in the Cape**', 'Washing and re-selling used wine bottles to wineries in the Cape'],
    ])('keeps "%s" as "%s" on the canvas, and says it "… %s" and titles it "%s"', (message, note, said, title) => {
      const state = read(founder(message));
      expect(state.idea).toBe(note);
      expect(coachReply([], message).split('\n')[0]).toBe(`Your idea as I have it: **${said}.`);
      expect(ideaTitle(state, 80)).toBe(title);
      expect(renderCanvas(state)).toContain(title);
    });

    it('says the doing it replaces when an idea is said plainly after it', () => {
      const turns = turnsOf('We design escape rooms for corporate teams.');
      expect(coachReply(turns, 'My idea is a booking platform for escape rooms.').split('\n')[0]).toBe('Updated your idea: **a booking platform for escape rooms**, in place of "designing escape rooms".');
      expect(ideaTitle(read([...turns, { founder: 'My idea is a booking platform for escape rooms.' }]))).toBe('Booking platform for escape rooms');
    });

    it('leaves an idea said as a thing as it was', () => {
      expect(coachReply([], 'We build a booking app for tattoo studios.')).toMatch(/^Your idea as I have it: \*\*a booking app\*\* for tattoo studios\./);
      expect(coachReply([], 'We make candles and sell them at markets.')).toMatch(/^Your idea as I have it: \*\*making candles and selling them at markets\*\*\./);
    });

    it('says as a doing only what opens with a verb of doing', () => {
      expect(asDoing('fix surfboards by post')).toBe('fixing surfboards by post');
      expect(asDoing('Tie flies for anglers')).toBe('tying flies for anglers');
      expect(asDoing('run pottery classes')).toBe('running pottery classes');
      expect(asDoing('at Acme build apps')).toBeNull();
      expect(asDoing('can help farmers')).toBeNull();
    });
  });
});

describe('the offline coach, the idea from the first messages: after a second review', () => {
  it.each([
    ['We dye yarn by hand and sell it online.', 'dyeing yarn by hand and selling it online'],
    ['We mop and clean offices at night.', 'mopping and cleaning offices at night'],
  ])('says every verb of "%s" as a doing, not the first alone ("%s")', (message, said) => {
    expect(coachReply([], message).split('\n')[0]).toBe(`Your idea as I have it: **${said}**.`);
    expect(ideaTitle(read(founder(message)), 80)).toBe(said.charAt(0).toUpperCase() + said.slice(1));
  });

  it('says a list of verbs as doings, and leaves the things listed after a verb as they are', () => {
    expect(asDoing('run, manage and clean holiday lets')).toBe('running, managing and cleaning holiday lets');
    expect(asDoing('bake, decorate and deliver cakes')).toBe('baking, decorating and delivering cakes');
    expect(asDoing('make soap and candles')).toBe('making soap and candles');
    expect(asDoing('sell cakes, cookies and bread')).toBe('selling cakes, cookies and bread');
    expect(asDoing('fix bikes, fast')).toBe('fixing bikes, fast');
  });

  it('reads "sold by monthly subscription" as how the thing is sold, leaving no ", sold" in the idea', () => {
    const state = read(founder('Dog daycare with live webcams, sold by monthly subscription.'));
    expect(state.idea).toBe('Dog daycare with live webcams');
    expect(state.blocks['YOUR PROFIT']).toEqual(['Sold by monthly subscription']);
    expect(coachReply([], 'Dog daycare with live webcams, sold by monthly subscription.').split('\n')[0]).toBe(
      'Your idea as I have it: **dog daycare with live webcams**, and I noted **YOUR PROFIT** too.',
    );
  });

  it('reads "on a monthly subscription" as "on subscription" is read', () => {
    const state = read(founder('Premium dog food on a monthly subscription.'));
    expect(state.idea).toBe('Premium dog food');
    expect(state.blocks['YOUR PROFIT']).toEqual(['A monthly subscription']);
  });
});

describe('the offline coach: first messages as the idea (2026-12-07)', () => {
  /** The idea, and the blocks holding notes, of a first message. */
  const firstReading = (message: string) => {
    const state = read(founder(message));
    return { idea: state.idea, blocks: Object.fromEntries(Object.entries(state.blocks).filter(([, notes]) => notes.length)) };
  };
  const firstLine = (message: string) => coachReply([], message).split('\n')[0];

  describe('a thing named first, without a verb, is the idea', () => {
    it.each([
      ['Pet insurance for reptiles and birds.', 'Pet insurance for reptiles and birds', {}],
      ['Electric boat rentals on lakes.', 'Electric boat rentals on lakes', {}],
      ['Video interpreters for hospitals, on demand.', 'Video interpreters, on demand', { WHO: ['Hospitals'] }],
    ])('takes "%s" as the idea "%s"', (message, idea, blocks) => {
      expect(firstReading(message)).toEqual({ idea, blocks });
      expect(firstLine(message)).toMatch(/^Your idea as I have it: \*\*/);
    });

    it.each([
      ['Dog walkers for busy owners.', 'Dog walkers', { WHO: ['Busy owners'] }],
      ['Language lessons for people into travel.', 'Language lessons', { WHO: ['People into travel'] }],
    ])('takes "%s", people of a trade (or a thing) for other people, as the idea "%s"', (message, idea, blocks) => {
      expect(firstReading(message)).toEqual({ idea, blocks });
    });

    it.each(['Busy parents for families.', 'Urban foodies with no garden.', 'Higher taxes on sugar.', 'Lots of demand for dog walkers.'])('takes no idea from "%s"', (message) => {
      expect(firstReading(message).idea).toBeNull();
    });
  });

  describe('the founder named by their trade is the founder, not the idea', () => {
    it.each([
      ['english teacher here (ESL, middle school, Dallas)', 'English teacher here (ESL, middle school, Dallas)'],
      ['Nurse here, 12 years on night shifts.', 'Nurse here, 12 years on night shifts.'],
      ['Surfer from Bondi, been shaping boards since I was 16.', 'Surfer from Bondi, been shaping boards since I was 16.'],
    ])('files "%s" under WHY YOU, and takes no idea', (message, note) => {
      expect(firstReading(message)).toEqual({ idea: null, blocks: { 'WHY YOU': [note] } });
    });

    it('takes no idea from the trade, nor from what the founder did before, and takes the thing said next', () => {
      const said = ['Hello', 'Licensed journeyman mechanic, Red Seal, 26 years. Ran the service bay at a Ford dealer in Calgary till they cut staff.'];
      expect(read(founder(...said)).idea).toBeNull();
      expect(read(founder('Ran the service bay at a Ford dealer till they cut staff.')).idea).toBeNull();
      expect(read(founder(...said, 'Mobile oil changes. I come to your driveway or your work parking lot.')).idea).toBe('Mobile oil changes');
    });
  });

  describe('what "we" do with any verb, first, is the idea, said as a doing', () => {
    it.each([
      ['We plan weddings abroad.', 'Plan weddings abroad', 'planning weddings abroad**', {}],
      ['We run, manage and clean holiday lets.', 'Run, manage and clean holiday lets', 'running, managing and cleaning holiday lets**', {}],
      ['We tutor kids in maths online.', 'Tutor kids in maths online', 'tutoring kids in maths online**', {}],
      ['We coach junior football teams.', 'Coach junior football teams', 'coaching junior football teams**', {}],
      ['We translate menus for restaurants into 10 languages.', 'Translate menus into 10 languages', 'translating menus into 10 languages** for restaurants', { WHO: ['Restaurants'] }],
    ])('takes "%s" as "%s", said "… %s"', (message, idea, said, blocks) => {
      expect(firstReading(message)).toEqual({ idea, blocks });
      expect(firstLine(message)).toContain(`Your idea as I have it: **${said}`);
    });

    it('titles a doing whose verb the English model reads as a noun as a doing', () => {
      expect(ideaTitle(read(founder('We tutor kids in maths online.')), 80)).toBe('Tutoring kids in maths online');
      expect(asDoing('mentor first-time founders')).toBe('mentoring first-time founders');
    });

    it('takes what "we do" as the thing done', () => {
      expect(firstReading('We do bookkeeping for dentists.')).toEqual({ idea: 'Bookkeeping', blocks: { WHO: ['Dentists'] } });
      expect(firstLine('We do bookkeeping for dentists.')).toBe('Your idea as I have it: **bookkeeping** for dentists.');
    });

    it.each([
      ['We do not have a team yet.', 'YOUR TEAM'],
      ['We do everything by hand.', 'SECRET SAUCE'],
      ['We do it for free.', 'SECRET SAUCE'],
    ])('leaves "%s" no idea', (message, block) => {
      expect(firstReading(message)).toEqual({ idea: null, blocks: { [block]: [message] } });
    });

    it('still reads a plan as a plan', () => {
      expect(firstReading('We plan to open a bakery.').idea).toBe('A bakery');
      expect(firstReading('We plan on launching in May.').idea).toBeNull();
    });
  });

  describe('what the founder sells or teaches online, first, is the idea', () => {
    it.each([
      ['I teach piano online.', 'Teach piano online', 'teaching piano online**'],
      ['I sell candles online.', 'Candles online', 'candles online**'],
    ])('takes "%s" as "%s"', (message, idea, said) => {
      expect(firstReading(message)).toEqual({ idea, blocks: {} });
      expect(firstLine(message)).toContain(`Your idea as I have it: **${said}`);
    });

    it.each(['I teach maths at a secondary school.', 'I do accounting for a living.'])('still files "%s", the founder\'s work, under WHY YOU', (message) => {
      expect(firstReading(message)).toEqual({ idea: null, blocks: { 'WHY YOU': [message] } });
    });
  });

  describe('the company named first is not the idea: what it makes or is', () => {
    it.each([
      ['my startup builds software that schedules nurses', 'Software that schedules nurses'],
      ['Our startup builds apps.', 'Apps'],
      ['My startup is a booking app for vets.', 'A booking app'],
    ])('takes "%s" as "%s"', (message, idea) => {
      expect(firstReading(message).idea).toBe(idea);
    });

    it('leaves "My company is small." no idea', () => {
      expect(firstReading('My company is small.').idea).toBeNull();
    });
  });
});
