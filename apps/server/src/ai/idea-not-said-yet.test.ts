import { describe, expect, it } from 'vitest';
import { askedIn, emptyState, read } from './reader.ts';
import { coachReply, ideaTitle, renderCanvas } from './writer.ts';
import { changesOf, filledCanvas, founder, turnsOf } from '../../test/coach-conversations.ts';

/** What each of the coach's replies asked, in order. */
const asksOf = (...messages: string[]) => turnsOf(...messages).map((t) => askedIn(t.coach));

describe('the offline coach while the founder has not said what they build (2026-12-07)', () => {
  it('asks for the idea twice in a row at most, then for a block, then for the idea again', () => {
    const asks = asksOf(
      "so I've noticed people near stadiums struggle to find parking on match days",
      'homeowners near the ground have empty driveways',
      'they could earn 20 pounds a match',
      'I used to work at a football club for 5 years',
      'we are two friends from uni',
      'we want to launch before the new season',
    );
    for (let i = 2; i < asks.length; i++) expect(asks.slice(i - 2, i + 1)).not.toEqual(['IDEA', 'IDEA', 'IDEA']);
    expect(asks.filter((a) => a === 'IDEA').length).toBeGreaterThanOrEqual(3);
  });

  it('takes the idea when it comes after the coach moved on to a block', () => {
    const turns = turnsOf(
      'parking near stadiums is a nightmare on match days',
      'homeowners near the ground have empty driveways',
      'they could earn 20 pounds a match',
    );
    expect(askedIn(turns.at(-1)!.coach)).not.toBe('IDEA');
    const after = read([...turns, { founder: 'An app where fans book a driveway near the stadium' }]);
    expect(after.idea).toMatch(/^An app\b/);
  });

  it('still asks for the idea first in a conversation that only greets', () => {
    expect(asksOf('hello', 'how are you?', 'hm')).toEqual(['IDEA', 'IDEA', 'IDEA']);
  });
});

describe('the title and the drafted pitch join customers, not a sentence under WHO (2026-12-07)', () => {
  it.each([
    ['i want to help small bakeries', 'we would match them with people who want cheap bread'],
    ['a booking app', 'they would find it through their gym'],
    ['an app for dog walks', 'I think it would be mostly used by students'],
  ])('"%s", then "%s" given for who: no "for we …" in the title', (idea, who) => {
    const state = read([...turnsOf(idea), { founder: who }]);
    expect(ideaTitle(state)).not.toMatch(/\bfor (?:we|they|i|it)\b/i);
    expect(renderCanvas(state)).not.toMatch(/\bfor (?:we|they|i|it)\b/i);
  });

  it('joins customers named as people, as before', () => {
    expect(ideaTitle(read(founder('a booking app', 'dog groomers in Leeds')))).toBe('Booking app for dog groomers in Leeds');
  });
});

describe('an idea said as helping people: they are its customers (2026-12-07)', () => {
  it.each([
    ['i want to help small bakeries', 'Helping small bakeries', 'Small bakeries'],
    ['helping small businesses', 'Helping small businesses', 'Small businesses'],
    ['we help dentists.', 'Help dentists', 'Dentists'],
    ['an app that connects farmers', 'An app that connects farmers', 'Farmers'],
  ])('reads "%s" as the idea and its customers', (message, idea, who) => {
    expect(changesOf(emptyState(), message, 'IDEA')).toEqual([
      ['idea', 'IDEA', idea],
      ['added', 'WHO', who],
    ]);
  });

  it.each(['helping reduce costs', 'I want to help with taxes'])('finds no customers in "%s"', (message) => {
    expect(changesOf(emptyState(), message, 'IDEA').filter(([, block]) => block === 'WHO')).toEqual([]);
  });
});

describe('"what next?" on a full canvas (2026-12-07)', () => {
  it('says once that the canvas is complete', () => {
    const turns = filledCanvas();
    expect(turns.at(-1)!.coach).toContain('All nine blocks of Stage 1 are filled.');
    const next = coachReply(turns, 'what next?');
    expect(next).toMatch(/^Here is the next step\.\n\nYour canvas is complete\./);
    expect(next.match(/filled|complete/g)).toHaveLength(1);
  });
});

describe('a thing named and then asked about is a question, not a note (2026-12-07)', () => {
  const beer = read(founder('my idea: subscription boxes of local craft beer'));

  it.each([
    'ok and the vibe thing, how does it work?',
    'the vibe thing, how does it work?',
    'and the canvas, what is it for?',
    'the pitch part, how do I do that?',
    'the secret sauce, what does it mean?',
    'the landing page thing, how does it work',
  ])('files nothing of "%s"', (message) => {
    expect(changesOf(beer, message, 'USERS BENEFIT')).toEqual([]);
  });

  it.each([
    ['the price, what should it be? maybe 25 pounds', 'YOUR PROFIT'],
    ['the box, it has 6 beers', 'USERS BENEFIT'],
  ])('still files what "%s" says besides', (message, block) => {
    expect(changesOf(beer, message, 'USERS BENEFIT').map(([, b]) => b)).toEqual([block]);
  });

  it('answers "ok and the vibe thing, how does it work?" with what Vibe Code is', () => {
    const turns = turnsOf('my idea: subscription boxes of local craft beer', 'beer fans in the UK');
    expect(coachReply(turns, 'ok and the vibe thing, how does it work?')).toMatch(/^The \*\*Vibe Code\*\* button/);
  });
});

describe('money the customers get with the product is their benefit (2026-12-07)', () => {
  const milk = read(founder('I want to make app for farmers to sell milk direct to people in town'));

  it.each([
    'with app farmer get 50 shillings',
    'with it drivers get 10 dollars more per trip',
    'with our platform a cleaner makes 15 pounds an hour',
    'using it tutors earn 30 dollars a lesson',
  ])('files "%s" under USERS BENEFIT', (message) => {
    expect(changesOf(milk, message, 'USERS BENEFIT').map(([, b]) => b)).toEqual(['USERS BENEFIT']);
  });

  it.each(['with the app we get 10% of each sale', 'with the app we make 2 dollars per order'])('keeps "%s", what the founders get, under YOUR PROFIT', (message) => {
    expect(changesOf(milk, message, 'USERS BENEFIT').map(([, b]) => b)).toEqual(['YOUR PROFIT']);
  });
});

describe('"not sure what secret sauce is" asks what the block is (2026-12-07)', () => {
  it.each([
    ['not sure what secret sauce is', 'SECRET SAUCE'],
    ['im not sure what why now is', 'WHY NOW'],
    ["I'm not sure what the pitch is", 'PITCH'],
  ])('explains the block named in "%s"', (message, block) => {
    const turns = turnsOf('dog walking app but only for big dogs', 'big dog owners');
    expect(coachReply(turns, message)).toMatch(new RegExp(`^Here is what \\*\\*${block}\\*\\* asks for`));
  });
});

describe('what it takes with the product, said after it, is the benefit (2026-12-07)', () => {
  const invoices = read(founder('We are building an AI tool that reads invoices for small accounting firms.'));

  it.each([
    ['With our tool it takes 1 hour.', 'PAIN'],
    ['with the app the same job takes 5 minutes', 'PAIN'],
    ['with us it takes 2 days', 'PAIN'],
    ['using our software, month-end close only takes a day', 'WHY YOU'],
    ['With the app, parents know where the bus is', 'WHY YOU'],
    ['with us, small shops keep 95% of each sale', 'WHY YOU'],
  ])('files "%s" as one USERS BENEFIT note (asked %s)', (message, asked) => {
    expect(changesOf(invoices, message, asked as never)).toEqual([['added', 'USERS BENEFIT', expect.stringMatching(/^(?:With|Using)\b/)]]);
  });

  it('reads the pain and then the benefit of "… which takes 10 hours a week. With our tool it takes 1 hour."', () => {
    expect(changesOf(invoices, 'Today their juniors type every invoice by hand, which takes 10 hours a week. With our tool it takes 1 hour.', 'PAIN').map(([, block]) => block)).toEqual(['PAIN', 'USERS BENEFIT']);
  });

  it('keeps what "we" do with it as ours: "with our tool, we charge 10 euros a month"', () => {
    expect(changesOf(invoices, 'with our tool, we charge 10 euros a month', 'YOUR PROFIT')).toEqual([['added', 'YOUR PROFIT', 'With our tool, we charge 10 euros a month']]);
  });
});

describe('what the customers get no more of is their pain (2026-12-07)', () => {
  const knees = read(founder('I want to build an app for people recovering from knee surgery'));

  it.each(['they get no feedback', 'they get no help at night', 'patients receive no reminders after they leave'])('files "%s" under PAIN, asked for the benefit', (message) => {
    expect(changesOf(knees, message, 'USERS BENEFIT').map(([, block]) => block)).toEqual(['PAIN']);
  });

  it.each(['users get no ads', 'with the app they get no surprise bills'])('keeps "%s" a benefit', (message) => {
    expect(changesOf(knees, message, 'USERS BENEFIT').map(([, block]) => block)).toEqual(['USERS BENEFIT']);
  });
});

describe('money the customers earn from what they have is their benefit (2026-12-07)', () => {
  const vans = read(founder('Airbnb for camper vans'));

  it.each(['owners earn money from an idle van', 'owners make some money from their van'])('files "%s" under USERS BENEFIT, asked for the pain', (message) => {
    expect(changesOf(vans, message, 'PAIN').map(([, block]) => block)).toEqual(['USERS BENEFIT']);
  });

  it('keeps "farmers make money only at harvest" a pain', () => {
    expect(changesOf(vans, 'farmers make money only at harvest', 'PAIN').map(([, block]) => block)).toEqual(['PAIN']);
  });
});
