import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { marketSize, scoreClause, strongest } from './cues.ts';
import { classifyMessage } from './guard.ts';
import { plainText } from './plain-text.ts';
import { sentencesOf } from './clauses.ts';
import { askedIn, emptyState, nextAsk, read, readMessage, readStep, remarkKind, type Ask, type Change } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { ASKS, IDEA_QUESTION, coachDecline, coachReply, ideaTitle, renderCanvas } from './writer.ts';
import { RecentMap } from './recent-map.ts';
import type { Conversation } from './corpus/corpus.ts';
import { founder, turnsOf } from '../../test/coach-conversations.ts';

/** The blocks that hold notes, with their notes. */
const filled = (state: ReturnType<typeof read>) => Object.fromEntries(CANVAS_BLOCKS.filter((b) => state.blocks[b].length).map((b) => [b, state.blocks[b]]));
/** The notes a message adds, as [block, note]. */
const addedNotes = (before: ReturnType<typeof read>, message: string, asked: Ask) => readMessage(before, message, asked).changes.filter((c) => c.kind === 'added').map((c) => [c.block, c.text]);
/** The blocks a message adds notes to. */
const blocksOf = (before: ReturnType<typeof read>, message: string, asked: Ask) => addedNotes(before, message, asked).map(([block]) => block);
/** The blocks a message adds notes to, after one of `ideas` (each read when it is asked for). */
const blocksAddedAfter =
  <I extends string>(ideas: Record<I, () => ReturnType<typeof read>>) =>
  (idea: I, message: string, asked: Ask) =>
    blocksOf(ideas[idea](), message, asked);
/** The coach's answer to a message after `turns`: its reply, or its decline of small talk and of what is off the subject. */
const replyTo = (turns: { founder: string; coach: string }[], message: string) => {
  const verdict = offlineVerdict(message, () => read(turns));
  return verdict === 'allow' ? coachReply(turns, message) : coachDecline(verdict, turns, message);
};
/** The block each reply of a conversation asks for next ('none' when it asks none). */
const asksOf = (...messages: string[]) => {
  const turns: { founder: string; coach: string }[] = [];
  for (const message of messages) turns.push({ founder: message, coach: replyTo(turns, message) });
  return turns.map((t) => /\*\*Next, ([A-Z ]+):\*\*/.exec(t.coach)?.[1] ?? 'none');
};

describe('the offline coach', () => {
  it('waits for the idea when the first message only announces one', () => {
    const reply = coachReply([], 'Hello, I have an idea for a startup.');
    expect(reply).toMatch(/^Please go ahead\.\n\nTell me about your idea/);
    const state = read(founder('Hello, I have an idea for a startup.', 'A marketplace for used lab equipment.'));
    expect(state.idea).toBe('A marketplace for used lab equipment');
    expect(ideaTitle(state)).toBe('Marketplace for used lab equipment');
  });

  it('takes the first thing a founder says they do as the idea, whatever the verb, but not an announcement', () => {
    const state = read(founder('Hi!', 'We tend graves for families who live far away.'));
    expect(state.idea).toBe('Tend graves');
    expect(state.blocks.WHO).toEqual(['Families who live far away']);
    const parking = read(founder('Hi!', "We're parking coffee vans outside big offices for early commuters."));
    expect(parking.idea).toBe('Parking coffee vans outside big offices');
    expect(parking.blocks.WHO).toEqual(['Early commuters']);
    expect(read(founder('We are losing customers to the big chains.')).idea).toBeNull();
    expect(read(founder('Hi, I run a small agency and have a new product idea.')).idea).toBeNull();
    expect(read(founder('We lose a lot of money on returns.')).idea).toBeNull();
    // What "we" do today, after the problem it belongs to, is not the idea.
    expect(read(founder('Parents pay fees in cash at the school office, in instalments, and we record them in a big ledger.')).idea).toBeNull();
    // Nor what "we" do in a later clause of a sentence about the problem.
    const crews = read(founder('crews go over on hours, materials get used on the wrong job, and we find out months later'));
    expect(crews.idea).toBeNull();
    expect(crews.blocks.PAIN).toEqual(['Crews go over on hours, materials get used on the wrong job, and we find out months later']);
  });

  it('files what doing it yourself costs, and guilt, as the pain; "we rent out" keeps its object as the idea', () => {
    const state = read(founder('We rent out a shared bakery to small food brands.', 'Setting up your own bakery takes 60,000 euros.', 'Their parents feel guilty that they never visit.'));
    expect(state.idea).toBe('A shared bakery');
    expect(state.blocks.PAIN).toEqual(['Setting up your own bakery takes 60,000 euros.', 'Their parents feel guilty that they never visit.']);
    expect(state.blocks['YOUR PROFIT']).toEqual([]);
  });

  it('takes what "we build" or "we sell" as the idea without the verb, and names the customer once', () => {
    const studios = coachReply([], 'We build a booking app for tattoo studios.');
    expect(read(founder('We build a booking app for tattoo studios.'))).toMatchObject({ idea: 'A booking app', blocks: { WHO: ['Tattoo studios'] } });
    expect(studios).toMatch(/^Your idea as I have it: \*\*a booking app\*\* for tattoo studios\./);
    expect(studios).not.toContain('WHO');
    const laptops = coachReply([], 'We sell refurbished laptops to students.');
    expect(laptops).toMatch(/^Your idea as I have it: \*\*refurbished laptops\*\* for students\./);
    expect(coachReply([], 'We tend graves for families who live far away.')).toMatch(/^Your idea as I have it: \*\*tending graves\*\* for families who live far away\./);
  });

  it('takes "for …" as the customer only when it names people or organisations', () => {
    expect(read(founder('I want to build a meal planner for busy parents.')).blocks.WHO).toEqual(['Busy parents']);
    expect(read(founder('We are building a marketplace for used lab equipment.')).blocks.WHO).toEqual([]);
    const homes = read(founder('So a letting platform only for pet-friendly homes, for renters with dogs and cats.'));
    expect(homes.idea).toBe('A letting platform only for pet-friendly homes');
    expect(homes.blocks.WHO).toEqual(['Renters with dogs and cats']);
    // A later "for" inside what the product does is not the customer.
    const sites = read(founder('I want to build software for clinics that searches their records for matching patients.'));
    expect(sites.blocks.WHO).toEqual(['Clinics']);
  });

  it('files an answer that fits no cue under the block it asked for', () => {
    const first = 'I want to build a scheduling app for dental clinics.';
    const state = read(founder(first, 'Receptionists double-book chairs twice a week.'));
    expect(coachReply([], first)).toContain('**Next, PAIN:**');
    expect(state.blocks.PAIN).toEqual(['Receptionists double-book chairs twice a week.']);
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
    expect(classifyMessage('Great, thanks so much!')).toBe('chitchat');
    expect(classifyMessage('write me a poem about spring')).toBe('offtopic');
    expect(classifyMessage('An app that helps political campaigns find volunteers')).toBe('allow');
    expect(classifyMessage('The housing shortage is now the top political topic in the Netherlands.')).toBe('allow');
    expect(classifyMessage('Who should I vote for in the election?')).toBe('restricted');
    expect(classifyMessage('My wife is my co-founder')).toBe('allow');
    // A partner named as part of the team is not a personal matter; trouble with one is.
    expect(classifyMessage("I'm a kindergarten teacher and my husband runs a cafe")).toBe('allow');
    expect(classifyMessage('my girlfriend will do the design')).toBe('allow');
    expect(classifyMessage('My husband and I fight about money all the time')).toBe('restricted');
    // What the founder says about their own product is not an off-topic request.
    expect(classifyMessage('our gochujang sauce recipe is from his grandmother, people go crazy for it')).toBe('allow');
    expect(classifyMessage('give me a recipe for kimchi')).toBe('offtopic');
    expect(classifyMessage('Florists in small towns.')).toBe('allow');
  });
});

describe('the offline coach as a note-taker', () => {
  it('does not take a first message without an idea as the idea', () => {
    const reply = coachReply([], 'we also sell a premium analytics add-on for 10 dollars');
    expect(reply).not.toMatch(/Your idea as I have it/);
    expect(reply).toContain(IDEA_QUESTION);
    const state = read(founder('we also sell a premium analytics add-on for 10 dollars'));
    expect(state.idea).toBeNull();
    expect(state.blocks['YOUR PROFIT']).toEqual(['We also sell a premium analytics add-on for 10 dollars']);
  });

  it('files the parts of a sentence, not the sentence, and each fact under one block', () => {
    const state = read(founder('I want to build a meal planning app for busy parents that solves weeknight dinner stress.', 'Grocery prices went up 20 percent this year.'));
    expect(state.idea).toBe('A meal planning app');
    expect(state.blocks.WHO).toEqual(['Busy parents']);
    expect(state.blocks.PAIN).toEqual(['Weeknight dinner stress']);
    expect(state.blocks['WHY NOW']).toEqual(['Grocery prices went up 20 percent this year.']);
    expect(CANVAS_BLOCKS.flatMap((b) => state.blocks[b])).toHaveLength(3);
  });

  it('files a clear answer to its own question, and a repeated one only once', () => {
    const idea = 'I want to build a meal planning app for busy parents.';
    const asked = { founder: idea, coach: 'Got it. **Next, PITCH:** How would you pitch the idea in one sentence?' };
    const answer = 'Parents with two kids and full-time jobs.';
    const reply = coachReply([asked], answer);
    expect(reply).not.toMatch(/couldn't place/);
    expect(reply).toContain('**WHO**');
    const again = coachReply([asked, { founder: answer, coach: reply }], answer);
    expect(again).toMatch(/already on your canvas/);
    // The same parents, said more of, are one note (2026-12-03, fifth round).
    expect(read([asked, { founder: answer, coach: reply }, { founder: answer }]).blocks.WHO).toEqual(['Busy parents with two kids and full-time jobs']);
  });

  it('replaces a corrected fact instead of adding a second one', () => {
    const turns = founder('We are building a booking tool for dog groomers.');
    const reply = coachReply(turns, "Actually it's for vets, not groomers.");
    expect(reply).toMatch(/replaced "Dog groomers" with "Vets"/);
    expect(read([...turns, { founder: "Actually it's for vets, not groomers." }]).blocks.WHO).toEqual(['Vets']);
    // Read as a customer wherever its words would have filed it.
    const children = read(founder('I want to build an app that helps elderly people order groceries by voice.', "Actually, it's more for their adult children who worry about them, not the elderly themselves."));
    expect(children.blocks.WHO).toEqual(['Their adult children who worry about them']);
    // A relative's life is not the team.
    expect(scoreClause('My mum lives alone 400 km from me.')['YOUR TEAM']).toBe(0);
  });

  it('recognises every way it asks for a block as asking for that block', () => {
    for (const block of CANVAS_BLOCKS) for (const question of ASKS[block]) expect([question, askedIn(question)]).toEqual([question, block]);
    expect(askedIn(IDEA_QUESTION.replace(/, for example.*/, '?'))).toBe('IDEA');
  });

  it('reads which block a model-written question asks for', () => {
    expect(askedIn('Nice. Who is it for, exactly: which customers would pay first?')).toBe('WHO');
    expect(askedIn('How will you make money with it?')).toBe('YOUR PROFIT');
    expect(askedIn('What do you want to build?')).toBe('IDEA');
    expect(askedIn('That is all for now.')).toBeNull();
  });

  it('acknowledges in one sentence, varies its wording and asks one question', () => {
    const turns = founder('I want to build a scheduling app for dental clinics.', 'Receptionists double-book chairs twice a week.');
    const second = coachReply(turns.slice(0, 1), turns[1]!.founder);
    const third = coachReply(turns, 'It saves the front desk five hours a week.');
    expect(second.split('\n\n')[0]).toMatch(/^[^.?!]+[.!] I added "Receptionists double-book chairs twice a week" under \*\*PAIN\*\*\.$/);
    expect(second.split('\n\n')[0]!.split(' I added')[0]).not.toBe(third.split('\n\n')[0]!.split(' I added')[0]);
    expect(third.match(/\?/g)).toHaveLength(1);
  });

  it('asks for an empty block twice in a row at most, then for the next one, then comes back to it', () => {
    const idea = 'It is a platform connecting farmers directly with restaurants, cutting out wholesalers.';
    expect(read(founder(idea)).blocks.WHO).toEqual(['Farmers and restaurants']);
    const turns: { founder: string; coach: string }[] = [];
    const asks: string[] = [];
    for (const message of ['I want to build a booking app.', 'Clinics lose 15% of appointments to no-shows.', 'It saves five hours a week.', 'We charge 49 euros a month.', 'I ran a clinic for 8 years.']) {
      const reply = coachReply(turns, message);
      turns.push({ founder: message, coach: reply });
      asks.push(/\*\*Next, ([A-Z ]+):\*\*/.exec(reply)?.[1] ?? 'none');
    }
    expect(asks).toEqual(['WHO', 'WHO', 'YOUR PROFIT', 'WHO', 'WHO']);
  });

  it('takes "the pitch should be: …" as the new pitch, without its frame', () => {
    const state = read(founder('We are building compliance software for crypto exchanges.', 'Compliance on autopilot for crypto exchanges.', 'actually the pitch should be: MiCA compliance in a box.'));
    expect(state.blocks.PITCH).toEqual(['MiCA compliance in a box.']);
  });

  it('offers the pitch back and the Vibe Coding step once all nine blocks are filled', () => {
    const turns = founder(
      'I want to build a scheduling app for independent dental clinics that solves no-shows.',
      'It saves the front desk five hours a week.',
      'Clinics pay 49 euros per month per location.',
      'I was a dental practice manager for 8 years.',
      'A new regulation requires digital patient records from 2026.',
      'My co-founder is a backend developer.',
      'We have exclusive partnerships with two clinic software vendors.',
    );
    const reply = coachReply(turns, 'Dentflow is the autopilot for dental front desks.');
    expect(reply).toContain('Your pitch, in your words: "Dentflow is the autopilot for dental front desks"');
    expect(reply).toContain('**Vibe Code**');
  });

  it('answers greetings and thanks briefly, with the next question', () => {
    expect(coachDecline('chitchat', [], 'Hi!')).toMatch(/^Hello! .+\n\nTell me about your idea/);
    const turns = founder('I want to build a meal planning app for busy parents.');
    const thanks = coachDecline('chitchat', turns, 'Thanks so much!');
    expect(thanks).toMatch(/^You're welcome!\n\n\*\*Next, PAIN:\*\* .+\n\n_For example: /);
  });

  it('keeps markup a founder typed out of the idea, the title and the canvas', () => {
    const state = read(founder('I want to build <b>a tool</b> for <script>alert(1)</script> <i>wiki editors</i> that solves [broken links](javascript:alert(1)).'));
    expect(ideaTitle(state)).toBe('Tool for wiki editors');
    const canvas = renderCanvas(state);
    expect(canvas).not.toMatch(/[<>]|javascript:|alert/);
    expect(state.blocks.PAIN).toEqual(['Broken links']);
  });

  it('drafts a pitch and a title from notes that end as sentences, without doubling their full stops', () => {
    const state = read(founder('I want to create a honey box.', 'For people in cities.', 'Supermarket honey is mixed with syrup.'));
    expect(ideaTitle(state)).toBe('Honey box for people in cities');
    expect(renderCanvas(state)).toContain('A draft from your own words: "Honey box for people in cities."');
    // The reply that names the idea says whom it is for the same way.
    const reply = coachReply([{ founder: 'For people in cities.', coach: 'What do you want to build?' }], 'I want to create a honey box.');
    expect(reply.split('\n\n')[0]).toBe('Your idea as I have it: **a honey box** for people in cities.');
  });
});

describe('plain text of a message', () => {
  it('drops tags, script bodies, markdown links, images and emphasis but keeps the words', () => {
    expect(plainText('<p>Hello <b>world</b></p><script>steal()</script>')).toBe('Hello world');
    expect(plainText('See **[our site](https://x.test)** and ![logo](https://x.test/a.png) _now_')).toBe('See our site and logo now');
    expect(plainText('Tom & Jerry: 5 < 6, snake_case stays')).toBe('Tom & Jerry: 5 6, snake_case stays');
  });
});

describe('the offline coach reads the structure of a clause', () => {
  const after = (...messages: string[]) => read(founder('I want to build a buying club for independent cafés.', ...messages));

  it('reads a message without words, or with emoji, without failing and without a note', () => {
    for (const message of ['<b></b>', '👍']) expect(() => coachReply([], message)).not.toThrow();
    const state = read(founder('<b></b>', '👍', 'OMG hi!! ok so I have this idea 🧗‍♀️', 'An app for climbing gyms 🚀 to plan route setting!!'));
    expect(state.idea).toBe('An app to plan route setting');
    expect(filled(state)).toEqual({ WHO: ['Climbing gyms'] });
  });

  it('files no fact from an apology for the founder’s English, a long story announced, or thanks with a term of endearment', () => {
    expect(read(founder('Hello, sorry my english is not perfect')).idea).toBeNull();
    const state = read(founder('Ok so long story but bear with me.', 'My idea is a marketplace for second hand school uniforms.', 'thank you love'));
    expect(state.idea).toBe('A marketplace for second hand school uniforms');
    expect(filled(state)).toEqual({});
  });

  it('hears people who cannot do something as the pain, a price per unit as the price, a role said without its article as background, and a nephew as the team', () => {
    expect(filled(read(founder('So I want to start a home foot care service for older diabetics.', "I keep seeing diabetic patients who can't reach their own feet")))).toEqual({
      PAIN: ["I keep seeing diabetic patients who can't reach their own feet"],
    });
    expect(filled(read(founder('api for invoice OCR. b2b.', '0.05 per invoice, min 20/mo')))).toEqual({ 'YOUR PROFIT': ['0.05 per invoice, min 20/mo'] });
    expect(filled(read(founder('My idea is a marketplace for second hand school uniforms.', 'I am mother of three')))).toEqual({ 'WHY YOU': ['I am mother of three'] });
    expect(scoreClause('my nephew will do the deliveries')['YOUR TEAM']).toBeGreaterThan(0);
  });

  it('hears "I want an app where …" as the idea, and what the founder throws away today as the pain', () => {
    const state = read(founder('i run a small bakery in porto, 3 employees', 'we throw away like 15 kilos of bread every evening', 'i want an app where people reserve the leftover bread at half price and pick it up before close'));
    expect(state.idea).toBe('An app where people reserve the leftover bread at half price and pick it up before close');
    expect(state.blocks.PAIN).toEqual(['We throw away like 15 kilos of bread every evening']);
  });

  it('reads a bulleted list of labels, the canvas’s own block names among them, as one note each', () => {
    const state = read(founder('- idea: a marketplace for used tractors\n- who: small farmers in Andalusia\n- price: 5% commission on each sale\n- why now: diesel prices doubled'));
    expect(state.idea).toBe('A marketplace for used tractors');
    expect(filled(state)).toEqual({ WHO: ['Small farmers in Andalusia'], 'YOUR PROFIT': ['5% commission on each sale'], 'WHY NOW': ['Diesel prices doubled'] });
  });

  it('files no fact from "ok here goes" or a question in Spanish, and two founders’ shared years as background', () => {
    const state = read(founder('ok here goes. we want to build a triage app for pet owners at night', '¿Puedo escribir en español?', 'we both work nights at the emergency clinic in Lyon for 8 years'));
    expect(state.idea).toBe('A triage app at night');
    expect(filled(state)).toEqual({ WHO: ['Pet owners'], 'WHY YOU': ['We both work nights at the emergency clinic in Lyon for 8 years'] });
  });

  it('reads a pitch deck pasted as labelled lines: the solution is the idea, the market the customers, the traction the secret sauce', () => {
    const deck = [
      'Hi, pasting from my deck:',
      'Problem: independent pharmacies lose 8% of revenue to expired stock',
      'Solution: an inventory app that predicts expiry and swaps stock between nearby pharmacies',
      'Market: 19,000 independent pharmacies in the US',
      'Traction: 12 pharmacies in a paid pilot in Ohio',
    ].join('\n');
    const state = read(founder(deck));
    expect(state.idea).toBe('An inventory app that predicts expiry and swaps stock between nearby pharmacies');
    expect(filled(state)).toEqual({
      WHO: ['19,000 independent pharmacies in the US'],
      PAIN: ['Independent pharmacies lose 8% of revenue to expired stock'],
      'SECRET SAUCE': ['12 pharmacies in a paid pilot in Ohio'],
    });
  });

  it('reads chat shorthand ("me n my friend r making …"), and "wait no make it …" or "scratch that" as corrections', () => {
    const state = read(
      founder(
        'so basically me n my friend r making an app 4 students to split rent and bills',
        'we charge 1.99/mo per flat, first month free',
        'im 19 and i literally live in a 6 person flat so i kno the pain',
        'wait no make it 2.49',
      ),
    );
    expect(state.idea).toBe('An app 4 students to split rent and bills');
    expect(state.blocks['YOUR TEAM']).toEqual(['Me n my friend']);
    expect(state.blocks['YOUR PROFIT']).toEqual(['We charge 2.49/mo per flat, first month free']);
    expect(state.blocks.WHO).toEqual([]);
    const scratched = read(founder('an app for students to split rent', 'we charge 1.99/mo per flat', 'scratch that, landlords pay 5 bucks per flat'));
    expect(scratched.blocks['YOUR PROFIT']).toEqual(['Landlords pay 5 bucks per flat']);
  });

  it('does not take "I want to make money online" for the idea', () => {
    const state = read(founder('I need help', 'I want to make money online', 'maybe something with dogs?', "ok I'm thinking of a dog walking app for busy people in Manchester"));
    expect(state.idea).toBe('A dog walking app');
    expect(state.blocks.WHO).toEqual(['Busy people in Manchester']);
  });

  it('files a price said after the idea, or with "probably", as the price, and "Hello coach" or "idk about the price yet" as nothing', () => {
    const gst = read(founder('Hello coach. I want to build a WhatsApp bot that files GST for small shops for ₹499 a month.'));
    expect(gst.idea).toBe('A WhatsApp bot that files GST');
    expect(filled(gst)).toEqual({ WHO: ['Small shops'], 'YOUR PROFIT': ['₹499 a month'] });
    const groomers = read(founder("I'm building a booking tool for cat groomers", 'idk about the price yet', 'probably 29 a month'));
    expect(filled(groomers)).toEqual({ WHO: ['Cat groomers'], 'YOUR PROFIT': ['Probably 29 a month'] });
  });

  it('reads "is not" as a negation, not as a correction, and someone’s role as no idea', () => {
    const freezers = read(founder('We make solar freezers for fish sellers in the market, because NEPA light is not stable and fish spoil every day.'));
    expect(freezers.idea).toBe('Solar freezers');
    expect(filled(freezers)).toEqual({ WHO: ['Fish sellers in the market'], PAIN: ['NEPA light is not stable and fish spoil every day.'] });
    expect(read(founder('me I am electrical engineer, my partner is doing sales, and Tunde is technician')).idea).toBeNull();
  });

  it('files "solo" as the team and "nothing yet" as nothing', () => {
    const state = read(founder('chemistry app for high school', 'students', 'solo', 'nothing yet'));
    expect(filled(state)).toEqual({ WHO: ['Students'], 'YOUR TEAM': ['Solo'] });
  });

  it('names a session after an idea that already names its customer without naming them twice', () => {
    const state = read(founder('So we want to sell the sensor kit to other beekeepers, £60 a hive.'));
    expect(state.blocks.WHO).toEqual(['Other beekeepers']);
    expect(ideaTitle(state)).toBe('Selling the sensor kit to other beekeepers');
    expect(renderCanvas(state)).toMatch(/^# Selling the sensor kit to other beekeepers\n/);
  });

  it('changes nothing on the canvas for greetings, thanks, agreement, farewells or questions to the coach', () => {
    const state = after('Hi!', 'Thanks so much!', 'that sounds right', 'ok cool', 'Can you help me with my pitch?', 'Thanks, bye!', 'hey, first time here', "I'm new here!");
    expect(filled(state)).toEqual({ WHO: ['Independent cafés'] });
    expect(renderCanvas(read(founder('Hello there', 'Thank you, this is useful.')))).toBe(renderCanvas(read([])));
  });

  it('hears what it means for the customer as a benefit', () => {
    const idea = 'I want to build a booking app for dental clinics.';
    for (const benefit of ['For patients it is pain gone the same day.', "We'd respond in half the time."]) {
      expect(read(founder(idea, benefit)).blocks['USERS BENEFIT']).toEqual([benefit]);
    }
  });

  it('tells money earned, money saved, money others charge and money the customer loses apart', () => {
    expect(filled(after('We charge 29 euros a month per café.'))['YOUR PROFIT']).toEqual(['We charge 29 euros a month per café.']);
    expect(filled(after('Cafés lose about 15% of their pastries, around 600 euros a month.')).PAIN).toEqual(['Cafés lose about 15% of their pastries, around 600 euros a month.']);
    expect(filled(after('Most owners throw away 200 euros of milk a week.')).PAIN).toEqual(['Most owners throw away 200 euros of milk a week.']);
    expect(filled(after('Independent café supplies cost 2,000 euros a month.')).PAIN).toEqual(['Independent café supplies cost 2,000 euros a month.']);
    expect(filled(after('Our boxes cost 9 euros a week.'))['YOUR PROFIT']).toEqual(['Our boxes cost 9 euros a week.']);
    expect(filled(after('Members save around 400 euros a month on supplies.'))['USERS BENEFIT']).toEqual(['Members save around 400 euros a month on supplies.']);
    expect(filled(after('Wholesalers charge small cafés 30% more than chains.')).PAIN).toEqual(['Wholesalers charge small cafés 30% more than chains.']);
    expect(filled(after('Dairy prices jumped 15% in the last twelve months.'))['WHY NOW']).toEqual(['Dairy prices jumped 15% in the last twelve months.']);
    // An amount said without a verb is a price.
    expect(read(founder('We are making a horror game for two players.', '$14.99 on Steam.')).blocks['YOUR PROFIT']).toEqual(['$14.99 on Steam.']);
  });

  it('files the people a founder can bring, and who backs them, as the secret sauce', () => {
    const scores = scoreClause("I know 60 tuners in the Piano Technicians Guild who'd sign up tomorrow");
    expect(scores['SECRET SAUCE']).toBeGreaterThan(scores['WHY YOU']);
    for (const backing of ['I have the support of the French Bridge Federation', 'We are one of only 3 certified in the state']) {
      const { 'SECRET SAUCE': sauce, ...others } = scoreClause(backing);
      expect(sauce, backing).toBeGreaterThan(Math.max(...Object.values(others)));
    }
  });

  it('files the founder’s own past as background and their people as the team', () => {
    const state = after('I managed purchasing for a chain of 40 coffee shops, and my sister runs a dairy farm.');
    expect(filled(state)).toMatchObject({ 'WHY YOU': ['I managed purchasing for a chain of 40 coffee shops'], 'YOUR TEAM': ['My sister runs a dairy farm.'] });
    // "I'm a …" is a whole clause, not the first half of "my husband and I …".
    expect(filled(after("I'm a barista and my husband runs a roastery already."))).toMatchObject({ 'WHY YOU': ["I'm a barista"], 'YOUR TEAM': ['My husband runs a roastery already.'] });
    expect(filled(after('We are the only club with a contract straight from a dairy cooperative.'))['SECRET SAUCE']).toHaveLength(1);
  });

  it('files nothing from the reason given after a corrected slip', () => {
    const state = after('Membership is 30 euros a month.', 'Sorry, 25 euros a month. 30 euros is too much for the juniors, they earn nothing.');
    expect(filled(state)).toEqual({ WHO: ['Independent cafés'], 'YOUR PROFIT': ['Membership is 25 euros a month.'] });
    // An apology for how they write is not a correction: what follows it is read.
    expect(after('Sorry for the slow typing. Owners spend two hours a week comparing supplier prices.').blocks.PAIN).toHaveLength(1);
  });

  it('replaces a corrected number in its note and keeps one note per fact', () => {
    const state = after('Membership is 29 euros a month.', 'Sorry, 25 euros a month, not 29.', 'Membership is 25 euros a month.');
    expect(state.blocks['YOUR PROFIT']).toEqual(['Membership is 25 euros a month.']);
    // A correction that says more than the new amount is the note.
    expect(after('Membership is 29 euros a month.', 'Sorry, 25 euros a month for the first year.').blocks['YOUR PROFIT']).toEqual(['25 euros a month for the first year.']);
  });

  it('takes a short line as the pitch only when it asked for the pitch, and people as the customer even then', () => {
    const asked = { founder: 'I want to build a buying club for independent cafés.', coach: 'Noted. **Next, PITCH:** What would your one-sentence pitch be?' };
    expect(read([asked, { founder: 'Chain prices for independent cafés.' }]).blocks.PITCH).toEqual(['Chain prices for independent cafés.']);
    expect(read([asked, { founder: 'Owners of cafés with one or two shops.' }]).blocks.WHO).toEqual(['Independent cafés', 'Owners of cafés with one or two shops.']);
    expect(read(founder('I want to build a buying club for independent cafés.', 'Chain prices for independent cafés.')).blocks.PITCH).toEqual([]);
  });

  it('finds the idea in a reply without a verb, and never in the founder’s past', () => {
    const state = read(founder('I have a business idea.', 'I repaired phones in my parents’ shop for years.', 'Mail-in repair for cracked phone screens.'));
    expect(state.idea).toBe('Mail-in repair for cracked phone screens');
    expect(state.blocks['WHY YOU']).toEqual(['I repaired phones in my parents’ shop for years.']);
  });
});

describe('the offline coach correcting a note', () => {
  it('puts a corrected price where the last price was', () => {
    const state = read(founder('I want to build a booking app for dog groomers.', 'Groomers pay $14.99 a month.', 'no $12.99.'));
    expect(state.blocks['YOUR PROFIT']).toEqual(['Groomers pay $12.99 a month.']);
    expect(state.blocks.PAIN).toEqual([]);
  });

  it('hears a new amount said without "sorry" as a correction of the one on the canvas', () => {
    const idea = 'I want to build a laundry service for restaurants.';
    const pain = 'Restaurants lose 3,000 euro a year on stained linen.';
    const price = 'They pay 0,45 € per napkin.';
    for (const [correction, note] of [
      ['Make that 0,50 € per napkin.', 'They pay 0,50 € per napkin.'],
      // What follows says why, and files nothing.
      ['Make that 0,50 € per napkin. Washing costs went up, restaurants lose money on it.', 'They pay 0,50 € per napkin.'],
      ['Better 0,50 €.', 'They pay 0,50 € per napkin.'],
      ["Let's say 0,50 € per napkin.", 'They pay 0,50 € per napkin.'],
      ['0,50 € per napkin, not 0,45.', 'They pay 0,50 € per napkin.'],
      ['Wait, 0,50 € per napkin, we calculated again', '0,50 € per napkin'],
    ]) {
      const state = read(founder(idea, pain, price, correction!));
      expect(state.blocks['YOUR PROFIT'], correction).toEqual([note]);
      expect(state.blocks.PAIN, correction).toEqual([pain]);
      expect(state.blocks.PITCH, correction).toEqual([]);
    }
    const rate = read(founder('I want to build a payroll app for cleaners.', 'We charge 6% of each payout.', 'Sorry 7%, the 6 was the test rate.'));
    expect(rate.blocks['YOUR PROFIT']).toEqual(['We charge 7% of each payout.']);
  });

  it('puts a corrected count where the old count was, whatever it asked for meanwhile', () => {
    for (const coach of [undefined, 'Can you give me your pitch in one sentence?', 'What problem do they have today?']) {
      const state = read([
        { founder: 'I want to build a booking app for dog groomers.' },
        { founder: 'We already have 40 groomers on our waiting list.', coach },
        { founder: 'Sorry, 45 groomers.' },
      ]);
      expect(state.blocks['SECRET SAUCE'], coach).toEqual(['We already have 45 groomers on our waiting list.']);
      expect(state.blocks.WHO).toEqual(['Dog groomers']);
      expect(state.blocks.PITCH).toEqual([]);
      expect(state.blocks.PAIN).toEqual([]);
    }
  });

  it('finds the count a slip corrects with words between, or in words, and rewrites only the count in its note', () => {
    const groups = read(founder('I want to build a booking service for hen parties.', 'We did 9 hen groups last summer, all 5 stars.', 'sorry, 11 groups, forgot the two in October'));
    expect(groups.blocks['SECRET SAUCE']).toEqual(['We did 11 hen groups last summer, all 5 stars.']);
    expect(groups.blocks['WHY NOW']).toEqual([]);
    const states = read(founder('I want to build a payroll app for farm co-ops.', 'We already run it in two states.', 'Sorry, three states, Kansas joined this week.'));
    expect(states.blocks['SECRET SAUCE']).toEqual(['We already run it in three states.']);
    expect(states.blocks['YOUR TEAM']).toEqual([]);
    const families = read(founder('I want to build a gold savings app for families.', 'Our shop has 30,000 families as customers already.', "sorry, 30,000 was wrong, it's around 18,000 families, my father exaggerated"));
    expect(families.blocks['SECRET SAUCE']).toEqual(['Our shop has around 18,000 families as customers already.']);
    const schools = read(founder('I want to build rainwater tanks for government schools.', 'We already installed tanks in 63 schools.', 'Small correction, 68 schools, not 63, I forgot the last batch.'));
    expect(schools.blocks['SECRET SAUCE']).toEqual(['We already installed tanks in 68 schools.']);
    expect(schools.blocks.WHO).toEqual(['Government schools']);
    expect(families.blocks.PAIN).toEqual([]);
  });

  it('rewrites the count of "N things, not M" in the note that counted them, keeping the note\'s other facts', () => {
    const bakers = read(founder('I want to build an app for bakeries to sell leftover bread.', 'I have run my bakery for 12 years and know 40 bakers in Lyon personally.', 'sorry, 30 bakers, not 40'));
    expect(bakers.blocks['WHY YOU']).toEqual(['I have run my bakery for 12 years and know 30 bakers in Lyon personally.']);
    // The reply names what changed, not the whole note twice.
    const before = founder('I want to build an app for bakeries to sell leftover bread.', 'I have run my bakery for 12 years and know 40 bakers in Lyon personally.');
    expect(coachReply(before, 'sorry, 30 bakers, not 40').split('\n\n')[0]).toBe('Corrected: under **WHY YOU** I changed "40 bakers" to "30 bakers".');
    const dads = founder('I want to build a subscription box for new dads.', 'I know 40 dads in my local parenting group.');
    expect(coachReply(dads, 'sorry, 30 dads, not 40').split('\n\n')[0]).toBe('Corrected: under **SECRET SAUCE** I changed "40 dads" to "30 dads".');
    expect(coachReply(founder('I want to build a booking app for dog groomers.', 'Groomers pay $14.99 a month.'), 'no $12.99.').split('\n\n')[0]).toBe(
      'Corrected: under **YOUR PROFIT** I changed "$14.99 a month" to "$12.99 a month".',
    );
    // An amount written with spaces in it ("1 500") is not rewritten digit by digit.
    const kroner = read(founder('I want to build a booking tool for dentists in Oslo.', 'Offices pay 1 500 kroner per month.', "Let's say 1 900 kroner, not 1 500."));
    expect(kroner.blocks['YOUR PROFIT'].join(' ')).not.toMatch(/900 500|1 1 900/);
  });

  it('hears a slip after the amount, and takes of it only the new amount', () => {
    const swatches = read(founder('I want to build a shade matching app for Black women.', "My shade database has 3,000 swatches from real clients.", '2,000 swatches sorry, i exaggerate when excited lol'));
    expect(swatches.blocks['SECRET SAUCE']).toEqual(['My shade database has 2,000 swatches from real clients.']);
    expect(Object.values(swatches.blocks).flat()).toHaveLength(2);
    // "too high" says why; it is not "too" as in "as well", which makes a message an addition.
    const price = read(founder('I want to build a therapy app for expats.', 'We charge €45 a session.', 'Sorry, €40 a session, we tested and €45 was too high'));
    expect(price.blocks['YOUR PROFIT']).toEqual(['We charge €40 a session.']);
  });

  it('puts a number said alone into the note of the last message with the nearest count, in that note’s words', () => {
    const idea = 'I want to build a booking site for piano tuners.';
    const members = 'Our guild has 1,600 members who would list.';
    for (const slip of ['sorry - 1,060. typo.', 'Sorry, 1,060.', '1,060 actually']) {
      expect(read(founder(idea, members, slip)).blocks['SECRET SAUCE'], slip).toEqual(['Our guild has 1,060 members who would list.']);
    }
    // What follows the number says why; a note from an earlier message, a price or a year is not what it corrects.
    const tuners = read(founder(idea, 'Tuners are retiring, the average age is over 60.', 'Tuners pay $60 a month.', "I know 60 tuners in the guild who'd sign up tomorrow.", 'Thanks!', 'hmm, 40 actually. 60 is the whole chapter.'));
    expect(Object.values(tuners.blocks).flat()).toEqual(expect.arrayContaining(["I know 40 tuners in the guild who'd sign up tomorrow.", 'Tuners are retiring, the average age is over 60.', 'Tuners pay $60 a month.']));
    expect(Object.values(tuners.blocks).flat().join(' ')).not.toMatch(/whole chapter/);
    const year = read(founder(idea, 'The guild was founded in 2012.', 'sorry, 2021'));
    expect(Object.values(year.blocks).flat().join(' ')).not.toMatch(/founded in 2021/);
  });

  it('hears a leading star and "excuse me" as a correction', () => {
    const starred = read(founder('I want to build a kombucha subscription for offices.', 'Offices pay $14/month per desk.', '*$12/month, we dropped it last week'));
    expect(starred.blocks['YOUR PROFIT']).toEqual(['$12/month, we dropped it last week']);
    // Emphasis, closed, is not a correction.
    expect(read(founder('I want to build a soap shop.', 'We sell *handmade* soap to hotels.')).blocks['YOUR PROFIT']).toEqual(['We sell handmade soap to hotels.']);
    const excused = read(founder('I want to build a bridge app for retirees.', 'I have the support of the French Bridge Federation.', 'Excuse me, the regional committee, not the Federation. For now.'));
    expect(excused.blocks['SECRET SAUCE']).toEqual(['The regional committee']);
    expect(Object.values(excused.blocks).flat()).toEqual(['Retirees', 'The regional committee']);
  });

  it('replaces the note in the block the correction names, not a longer fact that mentions the words', () => {
    const first = 'I want to create a marketplace for handmade furniture. City buyers cannot find rural carpenters online.';
    const state = read(founder(first, "Actually it's for hotels, not city buyers."));
    expect(state.blocks.PAIN).toEqual(['City buyers cannot find rural carpenters online.']);
    expect(state.blocks.WHO).toEqual(['Hotels']);
    expect(read(founder('I want to build a tool for dog groomers.', 'Actually it is for vets, not groomers.')).blocks.WHO).toEqual(['Vets']);
  });

  it('finds the corrected words in any block when the correction does not say which', () => {
    const state = read(founder('I want to build a bookkeeping app for hairdressers.', 'I cut hair for twelve years.', 'Sorry, I meant eleven years, not twelve.'));
    expect(state.blocks['WHY YOU']).toEqual(['I cut hair for eleven years.']);
  });
});

describe('the offline coach answering remarks', () => {
  const turns = founder('I want to build a buying club for independent cafés.');

  it('answers agreement and questions to it in a word, with the next question and no "couldn’t place that"', () => {
    const agreed = coachReply(turns, 'that sounds right');
    expect(agreed).not.toMatch(/couldn't place/);
    expect(agreed.split('\n\n')[0]).toMatch(/^(Glad that fits|Good, on we go|Great)\.$/);
    expect(agreed).toContain('**Next, PAIN:**');
    const asked = coachReply(turns, 'Who would you say is the best first customer?');
    expect(asked).toMatch(/^Good question\./);
    const unsure = coachReply(turns, 'I am not sure yet.');
    // The question passed on waits: the next one is another block.
    expect(unsure).toMatch(/^No problem, we can come back to that one\.\n\n\*\*Next, USERS BENEFIT:\*\*/);
    // "let me think" is no pass: the founder is about to answer the same question (2026-12-03, fourth round).
    expect(coachReply(turns, 'Hmm, let me think about that.')).toMatch(/^Take your time\.\n\n\*\*Next, PAIN:\*\*/);
    expect(read([...turns, { founder: 'Hmm, let me think about that.' }, { founder: 'I am not sure yet.' }]).blocks.PAIN).toEqual([]);
  });
});

describe('the offline coach reading a conversation again', () => {
  /** The conversation read message by message, with nothing kept from an earlier reading. */
  function readAfresh(turns: { founder: string; coach?: string }[]) {
    let state = emptyState();
    let asked: Ask = 'IDEA';
    for (const turn of turns) {
      state = readMessage(state, turn.founder, asked).state;
      asked = turn.coach === undefined ? nextAsk(state) : askedIn(turn.coach);
    }
    return state;
  }

  it('reads a message after another question as a first reading would, though it read it before', () => {
    const idea = 'I want to build a scheduling app for dental clinics.';
    const answer = 'The autopilot for dental front desks.';
    const afterPain = [{ founder: idea, coach: 'What is the pain today: what goes wrong without you?' }, { founder: answer }];
    const afterPitch = [{ founder: idea, coach: 'Can you give me your pitch in one sentence?' }, { founder: answer }];
    for (const turns of [afterPain, afterPitch, afterPain, afterPitch]) expect(read(turns)).toEqual(readAfresh(turns));
    expect(read(afterPain).blocks.PAIN).toEqual([answer]);
    expect(read(afterPitch).blocks.PITCH).toEqual([answer]);
  });

  it('hands out states that no caller can change for the next reading', () => {
    const turns = founder('I want to build a booking app for dog groomers.', 'Groomers pay 30 dollars a month.');
    const state = read(turns);
    expect(() => state.blocks['YOUR PROFIT'].push('free')).toThrow(TypeError);
    expect(() => (state.idea = 'something else')).toThrow(TypeError);
    expect(read(turns)).toEqual(readAfresh(turns));
  });

  it("reads a turn's message once for the reply and the canvas after it, and hands out what it kept unchanged", () => {
    const previous = [{ founder: 'I want to build a booking app for dog groomers.', coach: coachReply([], 'I want to build a booking app for dog groomers.') }];
    const message = 'Groomers pay 30 dollars a month.';
    const step = readStep(read(previous), message, askedIn(previous[0]!.coach));
    expect(step).toEqual(readMessage(readAfresh(previous), message, askedIn(previous[0]!.coach)));
    expect(read([...previous, { founder: message }])).toBe(step.state);
    expect(() => (step.changes as Change[]).push({ kind: 'added', block: 'WHO', text: 'Cats' })).toThrow(TypeError);
  });

  it('goes on from a conversation read before only when each of its earlier messages and replies is the one read', () => {
    const groomers = turnsOf('I want to build a booking app for dog groomers.', 'Independent groomers who work from a van.', 'Ok, next.');
    const bakers = turnsOf('I want to build an ordering app for bakeries.', 'Small family bakeries.', 'Ok, next.');
    const edited = [groomers[0]!, { ...groomers[1]!, founder: 'Groomers who run a salon.' }, groomers[2]!];
    // As the chat service hands them over: the same words in strings of their own.
    const copied = groomers.map((turn) => ({ founder: [...turn.founder].join(''), coach: [...turn.coach].join('') }));
    const more = { founder: 'They pay 30 dollars a month.' };
    for (const turns of [groomers, bakers, edited, copied, [...bakers, more], [...edited, more], [...copied, more], groomers.slice(0, 2), bakers]) expect(read(turns)).toEqual(readAfresh(turns));
  });

  it("looks up nothing of a long session's early turns on a turn late in it", () => {
    const messages = (JSON.parse(readFileSync(new URL('./corpus/training-b.json', import.meta.url), 'utf8')) as Conversation[]).flatMap((c) => c.messages.map((m) => m.text));
    const turns = turnsOf(...messages.slice(0, 60));
    const early = turns.slice(0, 40);
    const lookups = [vi.spyOn(RecentMap.prototype, 'get'), vi.spyOn(RecentMap.prototype, 'remember')];
    try {
      // The coach's work for one turn, as the chat service asks for it.
      const message = messages[60]!;
      const now = [...turns, { founder: message, coach: coachReply(turns, message) }];
      ideaTitle(read(now));
      renderCanvas(read(now));
      const keys = lookups.flatMap((lookup) => lookup.mock.calls.map(([key]) => key as string));
      // (A note may be a message word for word: its own lookups are the canvas's, not the early turn's.)
      expect(keys.filter((key) => early.some((turn) => key === turn.coach || (key !== turn.founder && key.endsWith(turn.founder))))).toEqual([]);
    } finally {
      for (const lookup of lookups) lookup.mockRestore();
    }
  });

  it('does not keep a step from a state it did not hand out: two such states read the same message apart', () => {
    const groomers = readMessage(emptyState(), 'I want to build a booking app for dog groomers.', 'IDEA').state;
    const bakers = readMessage(emptyState(), 'I want to build an ordering app for bakeries.', 'IDEA').state;
    const message = 'They pay 30 dollars a month.';
    expect(readStep(groomers, message, 'YOUR PROFIT').state.idea).toBe(groomers.idea);
    expect(readStep(bakers, message, 'YOUR PROFIT').state.idea).toBe(bakers.idea);
  });
});

describe('the offline coach finding the idea', () => {
  it('takes an idea named with a label, up to where its details begin', () => {
    const linen = read(founder('Idea: linen rental for restaurants. We own the tablecloths and napkins.'));
    expect(linen).toMatchObject({ idea: 'Linen rental', blocks: { WHO: ['Restaurants'] } });
    const bot = read(founder('idea is a WhatsApp hiring bot for factories and warehouses: candidates chat with the bot, book an interview slot, get reminders'));
    expect(bot).toMatchObject({ idea: 'A WhatsApp hiring bot', blocks: { WHO: ['Factories and warehouses'] } });
    // The details after the name are read too, not dropped.
    expect(bot.blocks['USERS BENEFIT']).toEqual(['Candidates chat with the bot, book an interview slot, get reminders']);
    expect(read(founder('Our service is remote repair support, by video.')).idea).toBe('Remote repair support');
  });

  it('hears the idea in "thinking of a …", "wanna build" and "we\'d build"', () => {
    expect(read(founder("I'm thinking of a booking site for piano tuners, New England first."))).toMatchObject({ idea: 'A booking site', blocks: { WHO: ['Piano tuners'] } });
    expect(read(founder('so i wanna build a job costing app for landscapers.')).idea).toBe('A job costing app');
    expect(read(founder("so we'd build insulated garden rooms, flat-pack")).idea).toBe('Insulated garden rooms, flat-pack');
    // "I'm thinking of launching …", after what the founder runs already.
    expect(read(founder("I run a small yoga studio in Bristol and I'm thinking of launching an online membership for people who can't come in person"))).toMatchObject({
      idea: 'An online membership',
      blocks: { WHO: ["People who can't come in person"], 'WHY YOU': ['I run a small yoga studio in Bristol'] },
    });
  });

  it('hears a hedged founder: the idea in "thinking about a …", the answer after "idk", no hedge in the note, nothing from "not sure about …"', () => {
    const dogs = (...messages: string[]) => read(founder('thinking about an uber for dog walking in my city', ...messages));
    expect(dogs().idea).toBe('An uber for dog walking in my city');
    // Once there is an idea, "thinking about a …" is a plan, not a new idea.
    expect(read(founder('We rent solar cold boxes to fishers in Lake Victoria.', 'thinking about a premium tier for big boats')).idea).toBe('Solar cold boxes');
    expect(dogs('idk who exactly, maybe busy professionals with dogs?').blocks.WHO).toEqual(['Busy professionals with dogs']);
    expect(dogs('happier dogs and no guilt i guess').blocks['USERS BENEFIT']).toEqual(['Happier dogs and no guilt']);
    expect(dogs('Maybe 30 dollars a month.').blocks['YOUR PROFIT']).toEqual(['30 dollars a month.']);
    // "Maybe" before an amount still restates the amount on the canvas.
    expect(dogs('We charge 30 dollars a month.', 'Maybe 25 dollars a month.').blocks['YOUR PROFIT']).toEqual(['We charge 25 dollars a month.']);
    expect(Object.values(dogs('not sure about the team yet').blocks).flat()).toEqual([]);
    // "Maybe … ?" stays a question to the coach.
    expect(Object.values(dogs('We are not sure about the name yet. Maybe "Walkies"?').blocks).flat()).toEqual([]);
  });

  it('keeps words in brackets and a name with its description in one clause, and hears "I\'m solo" as the team', () => {
    const trades = read(founder('I want to build an app where tradespeople (plumbers, electricians) get paid on the spot by card.', "I'm solo right now but looking for a CTO."));
    expect(trades).toMatchObject({ idea: 'An app where tradespeople (plumbers, electricians) get paid on the spot by card', blocks: { WHO: ['Tradespeople (plumbers, electricians)'] } });
    expect(trades.blocks['YOUR TEAM']).toEqual(["I'm solo right now but looking for a CTO."]);
    expect(trades.blocks['USERS BENEFIT']).toEqual([]);
    // "Fixly — an on-demand …": a name, then what it is, is one idea.
    const fixly = read(founder("I'm building Fixly — an on-demand bike repair service that comes to your office."));
    expect(fixly.idea).toBe('Fixly — an on-demand bike repair service that comes to your office');
    expect(fixly.blocks.PITCH).toEqual([]);
  });

  it('hears "it\'s like airbnb but for …" as the idea, and a bare answer to its own request for the idea after a greeting', () => {
    expect(read(founder('so basically its like airbnb but for parking spots in residential streets')).idea).toBe('Airbnb for parking spots in residential streets');
    // The request for the idea has no question mark; the answer to it is still read as the idea.
    expect(askedIn(coachDecline('chitchat', [], 'hello'))).toBe('IDEA');
    expect(read([{ founder: 'hello', coach: coachDecline('chitchat', [], 'hello') }, { founder: 'Mail-in repair for cracked phone screens' }]).idea).toBe('Mail-in repair for cracked phone screens');
  });

  it('hears a product named without an article as the first idea, and what the founder has before "and want to sell …"', () => {
    const saas = read(founder('B2B SaaS for HR teams at mid-size companies to automate onboarding paperwork'));
    expect(saas.idea).toMatch(/^B2B SaaS\b/);
    expect(saas.blocks.WHO).toEqual(['HR teams']);
    // With an article it is read as any first message is ("A box for 50 people is 60 pounds a week." is a price).
    expect(read(founder('A box for 50 people is 60 pounds a week.')).idea).toBeNull();
    // Later in a conversation such a phrase is a feature, not a new idea.
    expect(read(founder('I want to build a booking app for vets.', 'Dashboard for clinic owners to see no-shows')).idea).toBe('A booking app');
    expect(read(founder('I have a bakery and want to sell a sourdough starter kit online'))).toMatchObject({ idea: 'A sourdough starter kit online', blocks: { 'WHY YOU': ['I have a bakery'] } });
    // "Me and my cousin want to start …": the idea, and the two of them as the team.
    expect(read(founder('Me and my cousin want to start a food truck selling Korean tacos.'))).toMatchObject({ idea: 'A food truck selling Korean tacos', blocks: { 'YOUR TEAM': ['Me and my cousin'] } });
    expect(read(founder('Tom and me are building an app for plumbers.'))).toMatchObject({ idea: 'An app', blocks: { WHO: ['Plumbers'], 'YOUR TEAM': ['Tom and me'] } });
  });

  it('hears "ok so basically: …" as the idea, and what a thing is for is not a customer', () => {
    const flowers = read([{ founder: 'hi!! so excited to try this', coach: coachDecline('chitchat', [], 'hi') }, { founder: 'ok so basically: a subscription for fresh flowers delivered to offices every monday' }]);
    expect(flowers).toMatchObject({ idea: 'A subscription for fresh flowers delivered every monday', blocks: { WHO: ['Offices'], 'YOUR PROFIT': [] } });
  });

  it('hears what one of something costs today and what customers cannot afford as the pain', () => {
    const grants = (...messages: string[]) => read(founder("It's an AI tool that writes grant applications for small nonprofits.", ...messages));
    expect(grants('A grant writer costs 5000 dollars per application and most apps get rejected').blocks).toMatchObject({ PAIN: ['A grant writer costs 5000 dollars per application and most apps get rejected'], 'YOUR PROFIT': [] });
    expect(grants('Most of them can\'t afford a grant writer.').blocks.PAIN).toEqual(["Most of them can't afford a grant writer."]);
    // A price said plainly is profit ("49 a month …" had been read as what the customer pays today).
    expect(read(founder('We sell flower subscriptions to offices.', '49 a month for a small bouquet, 99 for a big one')).blocks['YOUR PROFIT']).toEqual(['49 a month for a small bouquet, 99 for a big one']);
    // Our own price is still profit, and so is what one of our things costs.
    expect(grants('We charge 99 dollars per application.').blocks['YOUR PROFIT']).toEqual(['We charge 99 dollars per application.']);
    expect(read(founder('We rent ski lockers at resorts.', 'A locker costs 12 francs a day.')).blocks['YOUR PROFIT']).toEqual(['A locker costs 12 francs a day.']);
  });

  it('rewrites a rate in its note ("200 a day not 150") and reads "Pitch - …" as a label', () => {
    const tacos = (...messages: string[]) => read(founder('I want to start a food truck selling Korean tacos.', ...messages));
    expect(tacos('Tacos are $12 each, we think we can sell 150 a day.', 'sorry, 200 a day not 150').blocks['YOUR PROFIT']).toEqual(['Tacos are $12 each, we think we can sell 200 a day.']);
    expect(tacos('Pitch - Seoul food, on wheels, in 5 minutes').blocks).toMatchObject({ PITCH: ['Seoul food, on wheels, in 5 minutes'], 'USERS BENEFIT': [] });
  });

  it('hears the idea in "I have an idea for …", "building a …" and "my startup helps …", but not in an idea only announced', () => {
    expect(read(founder('Hey! So I have this idea for a subscription box for new dads.'))).toMatchObject({ idea: 'A subscription box', blocks: { WHO: ['New dads'], 'YOUR PROFIT': [] } });
    expect(read(founder('I had this idea of a marketplace for used climbing gear.')).idea).toBe('A marketplace for used climbing gear');
    expect(read(founder('I have an idea for an app.')).idea).toBeNull();
    // Later, an idea for something more is not the idea.
    expect(read(founder('We rent solar cold boxes to fishers in Lake Victoria.', 'I have an idea for a loyalty card for regular fishers.')).idea).toBe('Solar cold boxes');
    expect(read(founder('building a tool for wedding planners to track vendors and payments'))).toMatchObject({ idea: 'A tool to track vendors and payments', blocks: { WHO: ['Wedding planners'] } });
    // "My startup helps …" is the product and what it does, not the team.
    expect(read(founder('My startup helps hospitals schedule nurses. Nurse managers spend 10 hours a week on rosters.'))).toMatchObject({
      idea: 'A startup that helps hospitals schedule nurses',
      blocks: { WHO: ['Hospitals'], PAIN: ['Nurse managers spend 10 hours a week on rosters.'], 'YOUR TEAM': [] },
    });
  });

  it('answers a greeting in another language, or from a place, without an idea', () => {
    for (const greeting of ['Hola from sunny Seville!', 'Assalam o alaikum', 'Bonjour !']) {
      expect(read(founder(greeting)).idea).toBeNull();
      expect(coachReply([], greeting)).not.toMatch(/Your idea/);
    }
  });

  it('lets an idea said plainly take the place of one taken from what the founder does, and says so', () => {
    const turns = founder('We restore old tiles for hotels.', 'My idea is a marketplace where hotels book tile restorers.');
    expect(read(turns).idea).toBe('A marketplace where hotels book tile restorers');
    expect(coachReply([{ founder: turns[0]!.founder, coach: 'Who is it for?' }], turns[1]!.founder)).toMatch(
      /^Updated your idea: \*\*a marketplace where hotels book tile restorers\*\*, in place of "restoring old tiles"\./,
    );
    // An idea said plainly ("we build …" too) stays until the founder corrects it.
    expect(read(founder('I want to build a booking app for dog groomers.', 'We want to open a second studio next year.')).idea).toBe('A booking app');
    expect(read(founder('We build a booking app for tattoo studios.', 'We want to open a second studio next year.')).idea).toBe('A booking app');
  });
});

describe('the offline coach and what is said around the facts', () => {
  const idea = 'I want to build a booking app for dog groomers.';

  it('takes a short line after asking for the pitch as the pitch, but not counts, which are traction', () => {
    const asked = { founder: idea, coach: 'Can you give me your pitch in one sentence?' };
    expect(read([asked, { founder: 'Groomers book in two taps' }]).blocks.PITCH).toEqual(['Groomers book in two taps']);
    const traction = read([asked, { founder: '2.1k github stars, 11 design partners' }]);
    expect(traction.blocks.PITCH).toEqual([]);
    expect(traction.blocks['SECRET SAUCE']).toEqual(['2.1k github stars, 11 design partners']);
    expect(traction.blocks['YOUR TEAM']).toEqual([]);
    expect(read(founder(idea, "I've got an agreement with PetSmart for space in 20 stores.")).blocks['SECRET SAUCE']).toHaveLength(1);
  });

  it('keeps what the founder says about their own words, and where they write from, off the canvas', () => {
    const corrected = read(founder(idea, 'Groomers pay 30 dollars a month.', 'Sorry, 35 dollars a month. I forgot VAT.'));
    expect(corrected.blocks['YOUR PROFIT']).toEqual(['Groomers pay 35 dollars a month.']);
    expect(corrected.blocks['WHY YOU']).toEqual([]);
    expect(read(founder(idea, "Good afternoon. I'm writing from Kampala.")).blocks['WHY YOU']).toEqual([]);
    for (const aside of ['Sorry for slow typing', 'Sorry for the essays! Thank you.', 'Typo.', 'My father exaggerated.', 'lol sorry I type fast', "Good evening (it's night here, perfect for this topic haha)"]) {
      expect(read(founder(idea, aside)), aside).toEqual(read(founder(idea)));
    }
  });

  it('takes thanks and goodbyes in other languages as small talk, even after asking for the pitch', () => {
    for (const thanks of ['Kiitos!', 'Terima kasih', 'merci, à bientôt', 'Thank you kindly.', 'Thanks for the help!', 'Thank you for kindness', 'Thanks for your patience.', 'Thanks, muchas gracias', 'Merci beaucoup.', 'Vielen Dank!', 'k thanks', 'hmm thats probably all', 'sweet thanks', 'Brilliant!']) {
      const asked = [{ founder: idea, coach: 'Can you give me your pitch in one sentence?' }];
      expect(read([...asked, { founder: thanks }]).blocks.PITCH).toEqual([]);
      expect(coachReply(asked, thanks)).not.toMatch(/I added/);
    }
  });

  it('hears "no" as a correction only when it stands alone, and "any …?" as a question to it', () => {
    expect(read(founder(idea, 'No, it is for cat groomers.')).blocks.WHO).toEqual(['Cat groomers.']);
    expect(coachReply([{ founder: idea, coach: 'Who is it for?' }], 'Any thoughts on whether we should sell the data or the service?')).toMatch(/^Good question\./);
    const wait = 'wait is the waiting list traction or just a side thing?';
    expect(coachReply([{ founder: idea, coach: 'Who is it for?' }], wait)).toMatch(/^Good question\./);
    expect(read(founder(idea, wait))).toEqual(read(founder(idea)));
    expect(read(founder(idea, "We're not sure about the name yet."))).toEqual(read(founder(idea)));
    // "Pitch?" asks what that block wants: it is asked next (see the twenty-fourth round).
    expect(coachReply([{ founder: idea, coach: 'Who is it for?' }], 'Pitch?')).toMatch(/^Here is what \*\*PITCH\*\* asks for/);
    for (const question of ["so random q before i start - does it matter if i don't have a tech cofounder?", 'Maybe "Groomly"?', 'Or everybody does it?', "I don't know if I'm allowed to count that?"]) {
      expect(coachReply([{ founder: idea, coach: 'Who is it for?' }], question), question).toMatch(/^Good question\./);
      expect(read(founder(idea, question)), question).toEqual(read(founder(idea)));
    }
  });

  it('takes short lines, a quoted line and the answer after the question said back as the pitch, but not traction', () => {
    const asked = { founder: idea, coach: 'Can you give me your pitch in one sentence?' };
    const pitchOf = (message: string) => read([asked, { founder: message }]).blocks.PITCH;
    expect(pitchOf('one books. one grooms. both smile')).toEqual(['One books. one grooms. both smile']);
    expect(pitchOf("in one sentence? 'Groom in two taps'")).toEqual(['Groom in two taps']);
    expect(pitchOf("we say 'Groom in two taps'")).toEqual(['Groom in two taps']);
    expect(pitchOf("the council said 'in principle', nothing is signed yet")).not.toContain('In principle');
    // A count with no cue of its block is not taken for the pitch that was asked for.
    expect(pitchOf('Medora ships 40 kits, all sold.')).toEqual([]);
    for (const thanks of ['madloba', 'Medaase', 'hehe thanks']) expect(pitchOf(thanks), thanks).toEqual([]);
  });

  it('takes a pitch in quotes as the pitch: asked about, said as the tagline, or on its own line', () => {
    expect(read(founder(idea, "Is 'Groom in two taps' a good pitch?")).blocks.PITCH).toEqual(['Groom in two taps']);
    expect(read(founder(idea, 'Is "never miss a trim" too boring as a tagline?')).blocks.PITCH).toEqual(['Never miss a trim']);
    // Said, not asked; and a line in quotes on its own, or with its translation.
    expect(read(founder(idea, "tagline we use at shows: 'Groomer's hours, not owner's hours'")).blocks.PITCH).toEqual(["Groomer's hours, not owner's hours"]);
    expect(read(founder(idea, '"Book the groom, skip the call."')).blocks.PITCH).toEqual(['Book the groom, skip the call']);
    const translated = read(founder(idea, "'Nadie se queda sin corte' - nobody goes uncut"));
    expect(translated.blocks.PITCH).toEqual(['Nadie se queda sin corte']);
    expect(Object.values(translated.blocks).flat()).toHaveLength(2);
  });
});

describe('the offline coach in conversations typed as founders type', () => {

  it('hears the idea said as a thought, a plan, a wish without "I" or a service named by what it does', () => {
    const lockers = read(founder('thinking of lockers with codes so they can pick up washing any time'));
    expect(lockers.idea).toBe('Lockers with codes');
    expect(lockers.blocks['USERS BENEFIT']).toEqual(['They can pick up washing any time']);
    expect(read(founder('My plan is a WhatsApp service where shop owners send photos of their bills.')).idea).toBe('A WhatsApp service where shop owners send photos of their bills');
    expect(read(founder('I make leather bags.', 'want to build my own shop + a small community of makers')).idea).toBe('My own shop + a small community of makers');
    expect(read(founder('hello!!', 'catering for office lunches')).idea).toBe('Catering for office lunches');
    // Announcing an idea is not one.
    for (const announcement of ['ok idea dump incoming', 'I would like to present my idea.']) {
      expect(coachReply([], announcement), announcement).toMatch(/^Please go ahead\./);
      expect(read(founder(announcement)), announcement).toEqual(read([]));
    }
  });

  it('keeps a letter’s salutation and sign-off off the canvas', () => {
    const idea = 'I want to build a home swap service for seniors.';
    expect(remarkKind('Dear coach,')).toBe('small talk');
    expect(read(founder('Dear coach,', idea, 'Kind regards, Marieke'))).toEqual(read(founder(idea)));
  });

  it('goes on with the block before in a sentence that opens with "and", and reads "and we" with what follows', () => {
    expect(filled(read(founder('A laundry locker.', 'students mostly. and nurses on night shifts')))).toEqual({ WHO: ['Students.', 'Nurses on night shifts'] });
    expect(sentencesOf('my mum has dementia and we never know if she took her pills').map((s) => s.map((c) => c.text))).toEqual([['my mum has dementia', 'and we never know if she took her pills']]);
  });

  it('files more of what founders say where a note-taker would', () => {
    const state = read(
      founder(
        'An app for parking.',
        'Parking in my city is terrible',
        'people drive around for 20 minutes looking for a spot',
        "i'm looking for a cofounder who knows marketing",
        'dog walkers get booked through insta dms and its chaos',
        'I work with a notary and a social worker who both want to be part of this.',
        'ageing population',
        'exam season starts in 6 weeks so good time to launch',
        'sell them on Etsy for about 180 dollars each',
        'Farmers would get fair prices.',
      ),
    );
    expect(filled(state)).toEqual({
      PAIN: ['Parking in my city is terrible', 'People drive around for 20 minutes looking for a spot', 'Dog walkers get booked through insta dms and its chaos'],
      'USERS BENEFIT': ['Farmers would get fair prices.'],
      'YOUR PROFIT': ['Sell them on Etsy for about 180 dollars each'],
      'WHY NOW': ['Ageing population', 'Exam season starts in 6 weeks so good time to launch'],
      'YOUR TEAM': ["I'm looking for a cofounder who knows marketing", 'I work with a notary and a social worker who both want to be part of this.'],
    });
  });

  it('corrects the note whose amount a correction names, and a price said per month without a currency', () => {
    const tiles = read(founder('I restore old tiles.', 'from 90 € per m2 restoration. copy tiles 35 € each', 'wait, 110 € per m2, the 90 € was for floors only'));
    expect(tiles.blocks['YOUR PROFIT']).toEqual(['110 € per m2, the 90 € was for floors only', 'Copy tiles 35 € each']);
    expect(read(founder('A pill box that beeps.', 'costs like 15/month', 'sorry 12/month')).blocks['YOUR PROFIT']).toEqual(['Costs like 12/month']);
  });
});

describe('the offline coach in conversations typed as founders type, second part', () => {
  it('asks for the idea in fewer words once the template went unanswered, and still hears the answer as the idea', () => {
    const first = coachReply([], 'Parking in my city is terrible');
    expect(first).toContain(IDEA_QUESTION);
    const turns = [{ founder: 'Parking in my city is terrible', coach: first }];
    const replies = ['people drive around for 20 minutes looking for a spot', 'the city just raised parking prices', 'homeowners have empty driveways all day'].map((message) => {
      const reply = coachReply(turns, message);
      turns.push({ founder: message, coach: reply });
      return reply;
    });
    for (const reply of replies) expect(reply).not.toContain(IDEA_QUESTION);
    // Not a third time running while notes are filed: a block comes between (idea-not-said-yet.test.ts).
    expect(replies.map(askedIn)).toEqual(['IDEA', 'WHO', 'IDEA']);
    expect(new Set([replies[0], replies[2]].map((r) => r!.split('\n\n').at(-1))).size).toBe(2);
    expect(coachReply(turns, 'an app to rent out private driveways by the hour')).toMatch(/^Your idea as I have it: \*\*an app to rent out private driveways by the hour\*\*/);
  });

  it('hears an idea announced with its kind, a name in quotes before what it is, and a price that goes on with "or"', () => {
    expect(coachReply([], 'i have a food truck idea')).toMatch(/^Please go ahead\./);
    const truck = read(founder('i have a food truck idea', 'korean street food at music festivals', 'festival food is overpriced and always the same burgers'));
    expect(truck.idea).toBe('Korean street food at music festivals');
    expect(truck.blocks.PAIN).toEqual(['Festival food is overpriced and always the same burgers']);
    const shelfie = read(founder('we are building "Shelfie" - inventory for small bookshops', "it's me and my partner who's a backend dev"));
    expect(shelfie.idea).toBe('Shelfie - inventory');
    expect(shelfie.blocks.WHO).toEqual(['Small bookshops']);
    expect(shelfie.blocks['YOUR TEAM']).toEqual(["It's me and my partner who's a backend dev"]);
    const licences = read(founder('An app that explains medicines.', 'NHS would pay per patient, around £5 per month', 'Or pharmacies buy licences'));
    expect(licences.blocks['YOUR PROFIT']).toEqual(['NHS would pay per patient, around £5 per month', 'Pharmacies buy licences']);
  });

  it('corrects the customer with "it\'s more for …", and hears "ok what do you think?" as a question, not small talk', () => {
    const state = read(founder('I want to build an app for dog groomers to manage bookings', "Actually it's more for mobile groomers who drive to clients"));
    expect(state.blocks.WHO).toEqual(['Mobile groomers who drive to clients']);
    expect(state.blocks.PAIN).toEqual([]);
    expect(classifyMessage('ok what do you think?')).toBe('allow');
    expect(coachReply(founder('I want to sell indoor plants by subscription.'), 'ok what do you think?')).toMatch(/^Your customers are the best judges of that/);
    expect(classifyMessage('ok!')).toBe('chitchat');
  });

  it('follows a founder who types a line at a time: the idea and what it does, a list that goes on, a label alone', () => {
    const state = read(founder('the problem', 'restaurants throw away so much food at closing time', 'app', 'where they sell leftovers cheap in last hour', 'for students', 'and people on low budget'));
    expect(state.idea).toBe('App where they sell leftovers cheap in last hour');
    // Before the idea, the people a problem opens with are customers too (2026-12-03, fifth round): here the marketplace's sellers.
    expect(state.blocks.WHO).toEqual(['Restaurants', 'Students', 'People on low budget']);
    expect(state.blocks.PAIN).toEqual(['Restaurants throw away so much food at closing time']);
  });

  it('does not take what someone else does for the founder’s idea', () => {
    const turns = founder('many old patients have nobody to help with shopping', 'my cousin in Romania do this service for elderly with students who visit them', 'i think to make same in Italy, app where families book a student for 2 hours visit');
    expect(read(turns).idea).toBe('App where families book a student for 2 hours visit');
  });

  it('reads "Idea =", "target:" and "in one line:" as labels, and a product with what it is for as the idea', () => {
    const runners = read(founder('Idea = an app that adjusts your training plan when you report pain', 'target: amateur runners', 'in one line: your physio in your pocket'));
    expect(runners.idea).toBe('An app that adjusts your training plan when you report pain');
    expect(runners.blocks.WHO).toEqual(['Amateur runners']);
    expect(runners.blocks.PITCH).toEqual(['Your physio in your pocket']);
    expect(read(founder('Kids’ parties are stressful to plan.', 'So a platform to book the whole party in one place')).idea).toBe('A platform to book the whole party in one place');
    expect(read(founder('Solar kits for rent.', 'generator fuel is killing small businesses here')).blocks.PAIN).toEqual(['Generator fuel is killing small businesses here']);
  });
});

describe('the offline coach on the development conversations’ commonest misfiles', () => {
  const known = read(founder('I want to build a marketplace for local makers.'));
  /** The blocks a message adds notes to, read after the question asked. */
  const addedBy = (message: string, asked: Ask) => [...new Set(readMessage(known, message, asked).changes.flatMap((c) => (c.kind === 'added' ? [c.block] : [])))];

  it.each([
    // Traction, backing and what the founders make themselves are what others cannot copy.
    ['A Dutch bike shop chain ordered 300 frames for next year', 'WHO', 'SECRET SAUCE'],
    ['I know 40 family cellars personally', 'WHO', 'SECRET SAUCE'],
    ['i grow my own chillies so the flavour is different every season', 'WHY YOU', 'SECRET SAUCE'],
    ['the landlord of an old print works gave me 6 months half rent to start', 'WHY YOU', 'SECRET SAUCE'],
    // What the customer spends today is the pain.
    ['a kombucha fan spends $100+ a month', 'YOUR PROFIT', 'PAIN'],
    // An amount said first, "at £45" and "Money:" are the price.
    ['€85 with astrophotography you take home', 'PAIN', 'YOUR PROFIT'],
    ['plus taster classes at £45 to fill the quiet mornings', 'PAIN', 'YOUR PROFIT'],
    ['Money: sponsors now, like a bilingual school chain.', 'PITCH', 'YOUR PROFIT'],
    // A record and new places opening, a count that is testing it.
    ['Tourism in Florence is record, 300 new restaurants opened in 3 years', 'WHY YOU', 'WHY NOW'],
    ['two carriers are testing the score on renewals', 'PITCH', 'SECRET SAUCE'],
    // Dying, destroying: the pain.
    ['Bridge clubs in France are dying: members are over 75', 'WHO', 'PAIN'],
    ['Monsoon floods destroy the stock of small shops almost every year.', 'WHO', 'PAIN'],
    // A waiting list the customer is put on is the pain; a risk gone is a benefit.
    ['Families get put on a 4 month waitlist', 'WHO', 'PAIN'],
    ['no theft risk at home', 'WHO', 'USERS BENEFIT'],
  ] as [string, Ask, CanvasBlock][])('files "%s", after asking for %s, under %s', (message, asked, block) => {
    expect(addedBy(message, asked)).toEqual([block]);
  });

  it('hears money in local currencies, "too expensive" as the pain, a count that signed as traction, and a correction after "Ah"', () => {
    for (const money of ['Inspection 350 zł, with report and photos', 'schools pay UGX 200,000 per term', '₦1,500 per day', 'it costs 58 million shillings', 'glass 18 GEL']) {
      expect(sentencesOf(money)[0]![0]!.money, money).toBe(true);
    }
    expect(read(founder('I want to build a car inspection service.', 'Inspection 350 zł, with report and photos, 90 minutes.')).blocks['YOUR PROFIT']).toHaveLength(1);
    expect(read(founder('I want to build audit software for small firms.', 'The big firms use imported software, too expensive for us, around PKR 1.5 million per year.')).blocks.PAIN).toHaveLength(1);
    expect(read(founder('I want to sell rice seed to farmers.', '40 farms signed for next harvest')).blocks['SECRET SAUCE']).toEqual(['40 farms signed for next harvest']);
    const hospitals = read(founder('I want to build a birth-planning app for maternity hospitals.', 'We piloted with 2 maternity hospitals that signed last month.', 'Ah sorry, 1 hospital signed, the other is only talking'));
    expect(hospitals.blocks['SECRET SAUCE']).toEqual(['1 hospital signed, the other is only talking']);
    const pesos = read(founder('I want to sell solar kits in villages.', 'The package is 180k pesos.', 'ay sorry, 150k pesos package, 180k was with the solar panel option'));
    expect(pesos.blocks['YOUR PROFIT']).toEqual(['150k pesos package, 180k was with the solar panel option']);
  });

  it('hears traction, a customer better off and competitors’ prices by their cues', () => {
    for (const traction of ["We're at 40k downloads a month with zero marketing.", 'now it sells out every week', 'I designed it with a university in Douala.']) {
      expect(scoreClause(traction)['SECRET SAUCE'], traction).toBeGreaterThan(0);
    }
    expect(scoreClause('Runners go home fitter, with a real plan.')['USERS BENEFIT']).toBeGreaterThan(0);
    expect(scoreClause('today a pricing analyst checks competitor prices by hand on 200 products')['SECRET SAUCE']).toBe(0);
  });

  it('takes what the founders started or have developed as the first idea, but not what they started years ago', () => {
    expect(read(founder('So we started a ride-hailing service with wheelchair accessible vans, you book in the app')).idea).toBe('A ride-hailing service with wheelchair accessible vans');
    expect(read(founder("Hello. I'm a forest ecologist, and we've developed a method to spot ash dieback from drone images.")).idea).toBe('A method to spot ash dieback from drone images');
    expect(read(founder('I started a bakery 10 years ago.')).idea).toBeNull();
  });

  it('hears an idea announced with what it has done to the founder, and an apology in advance, as no fact', () => {
    for (const remark of ["Hi coach, I've got an idea that's been bugging me for a year.", 'Good morning! Apologies in advance, I ramble.']) {
      expect(read(founder(remark)), remark).toEqual(read([]));
    }
  });

  it('reads "we are me and my co-founder …" as the team, not what the co-founder built as the idea, and chat as no pitch', () => {
    const state = read([{ founder: 'We are me and my co-founder Andrés, he built payment apps for Bancolombia.', coach: 'Who is on your team?' }]);
    expect(state.idea).toBeNull();
    expect(state.blocks['YOUR TEAM']).toEqual(['We are me and my co-founder Andrés, he built payment apps for Bancolombia.']);
    const asked = { founder: 'I want to build a hot sauce brand.', coach: 'Can you give me your pitch in one sentence?' };
    expect(read([asked, { founder: 'ok gotta water the plants lol thx' }]).blocks.PITCH).toEqual([]);
  });

  it('tells partners on the team from design partners, a partner in a firm and a company that wants to partner', () => {
    expect(scoreClause('2.1k github stars, 11 design partners')['YOUR TEAM']).toBe(0);
    const firm = scoreClause("I'm a chartered accountant, partner in a small audit firm in Lahore.");
    expect(firm['WHY YOU']).toBeGreaterThan(firm['YOUR TEAM']);
    const otomoto = scoreClause('Also Otomoto wants to partner, put our button on listings');
    expect(otomoto['YOUR TEAM']).toBe(0);
    expect(otomoto['SECRET SAUCE']).toBeGreaterThan(0);
    expect(scoreClause('so firms bid on more work with the same team')['YOUR TEAM']).toBe(0);
    expect(scoreClause('My co-founder is my business partner from uni')['YOUR TEAM']).toBeGreaterThan(0);
  });

  it('does not take a line with a strong cue of another block for the pitch it asked for', () => {
    const asked = { founder: 'I want to build a migration checker for Postgres teams.', coach: 'Can you give me your pitch in one sentence?' };
    const state = read([asked, { founder: 'competitors only do static rules' }]);
    expect(state.blocks.PITCH).toEqual([]);
    expect(state.blocks['SECRET SAUCE']).toEqual(['Competitors only do static rules']);
    // A slogan may name a pain, a time or a benefit.
    for (const pitch of ['Nobody should grieve a pet alone.', "Last year's books, this year's students.", 'Apprentices who stay, for trades that cannot wait.']) {
      expect(read([asked, { founder: pitch }]).blocks.PITCH, pitch).toEqual([pitch.replace(/\.$/, '') + '.']);
    }
  });

  it('hears a law by its name and a year something starts from as timing, and not feeling prepared as the pain', () => {
    const act = scoreClause("The Renters' Rights Act says landlords can't unreasonably refuse pets any more.");
    expect(act['WHY NOW']).toBeGreaterThan(act.PAIN);
    expect(scoreClause("from 2025 the old diesel can't enter the centre")['WHY NOW']).toBeGreaterThan(0);
    expect(scoreClause("a lot of women want a natural birth but don't feel prepared").PAIN).toBeGreaterThan(0);
    // Money lost or owed.
    expect(scoreClause('Commercial auto insurers have lost money for 10+ years straight.').PAIN).toBeGreaterThanOrEqual(2.5);
    expect(scoreClause('I estimate I have €60k outstanding at any time').PAIN).toBeGreaterThan(0);
  });
});

describe('the offline coach in conversations typed as founders type, third part', () => {
  it('hears what the customer no longer has to do, and staying because they feel heard, as benefits', () => {
    const asked = { founder: 'I want to build an app for renters to report repairs to their landlord.', coach: 'What problem do they have today?' };
    for (const benefit of ["they don't have to chase anyone anymore", 'tenants stay longer because they feel heard']) {
      const state = read([asked, { founder: benefit }]);
      expect(CANVAS_BLOCKS.filter((b) => state.blocks[b].length && b !== 'WHO'), benefit).toEqual(['USERS BENEFIT']);
    }
  });

  it('corrects a hyphenated count in its note, and hears "scrap that" and "make that for … too" as a correction and an addition', () => {
    const groomers = read(founder('I want to build a booking app for dog groomers', 'Groomers lose 10 no-shows a month', "correction: it's 12 no-shows not 10", 'wait no, make that for cat groomers too'));
    expect(groomers.blocks.PAIN).toEqual(['Groomers lose 12 no-shows a month']);
    expect(groomers.blocks.WHO).toEqual(['Dog groomers', 'Cat groomers']);
    const planners = read(founder('I want to build a tool for florists to plan weddings', "actually scrap that, it's for wedding planners, not florists"));
    expect(planners.blocks.WHO).toEqual(['Wedding planners']);
  });

  it('answers a request for a summary with what the canvas holds so far', () => {
    const turns = founder('I want to build a booking app for dog groomers.', 'Groomers lose 10 no-shows a month.', 'They pay 29 dollars a month.');
    const reply = coachReply(turns, 'can you summarise what we have so far?');
    expect(reply).toMatch(/^Here is what I have so far: \*\*Booking app\*\*\.\n\n- \*\*WHO:\*\* Dog groomers\n- \*\*PAIN:\*\* Groomers lose 10 no-shows a month\n- \*\*YOUR PROFIT:\*\* They pay 29 dollars a month\n\n\*\*Next, USERS BENEFIT:\*\*/);
    expect(read([...turns, { founder: 'can you summarise what we have so far?' }])).toEqual(read(turns));
    expect(coachReply([], 'can you summarise what you have?')).toMatch(/^Here is what I have so far: No idea noted yet, and no blocks yet\./);
  });

  it('hears money gone as the pain and a test in the founder’s own clinic as traction', () => {
    const state = read(
      founder(
        'I want to build a waitlist app that fills cancelled slots for small clinics.',
        "That's roughly £400 a week gone",
        'We tested it in my clinic for 2 months and filled 70% of the cancelled slots',
      ),
    );
    expect(state.blocks.PAIN).toEqual(["That's roughly £400 a week gone"]);
    expect(state.blocks['SECRET SAUCE']).toEqual(['We tested it in my clinic for 2 months and filled 70% of the cancelled slots']);
    expect(state.blocks['YOUR PROFIT']).toEqual([]);
  });

  it('hears distance, having nothing to do and slow competitors as the pain, and a council renting to the founders as the secret sauce', () => {
    const gym = read(
      founder(
        'I want to open a climbing gym in my town',
        "young adults and families, there's nothing to do here at night",
        'nearest gym is 90 minutes away',
        'not sure, maybe a small fee per session? like 12 euro',
        'the town council will rent us an old warehouse for cheap',
        'Tailors in the medina are good but slow and you have to go there two or three times.',
      ),
    );
    expect(gym.blocks.WHO).toEqual(['Young adults and families']);
    expect(gym.blocks.PAIN).toEqual(["There's nothing to do here at night", 'Nearest gym is 90 minutes away', 'Tailors in the medina are good but slow and you have to go there two or three times.']);
    expect(gym.blocks['YOUR PROFIT']).toEqual(['A small fee per session', '12 euro']);
    expect(gym.blocks['SECRET SAUCE']).toEqual(['The town council will rent us an old warehouse for cheap']);
  });
});

describe('the offline coach hearing the customer however it is said', () => {
  it.each([
    "it's aimed at accidental landlords, people who inherited a flat",
    'teachers use it in class too',
    'also their partners who do the cooking',
    'the target is the UK first',
    'ideal customer: a mum with a 6 year old who hates reading',
    'B2B: letting agencies too, they manage hundreds of flats',
  ])('files "%s" under WHO', (message) => {
    const idea = 'I want to build an app for busy parents.';
    const before = read(founder(idea));
    const after = read(founder(idea, message));
    expect(CANVAS_BLOCKS.filter((b) => after.blocks[b].length > before.blocks[b].length)).toEqual(['WHO']);
  });

  it('keeps the "to" of a customer who is learning to do something', () => {
    expect(read(founder('we make a game for kids learning to read')).blocks.WHO).toEqual(['Kids learning to read']);
  });
});

describe('the offline guard letting facts through', () => {
  it.each([
    // A place or a community, a colleague, the customers' symptoms: mentions, not the topic.
    'We already ran four pop-up clinics in a church hall, 120 patients seen.',
    "So, I've been running a little strength class in the church hall and I want to turn it into an online programme for women over fifty.",
    'restaurant groups with 3-30 outlets run cash on gut feel. the owner checks the bank balance every morning and prays',
    'Turnout at local elections dropped below 50% for the first time.',
    'Alone for now. Maybe my ex-colleague joins next year.',
    'They finally understand their symptoms and sleep through the night again.',
    // A statement that touches homework, the weather or a recipe is not a request for one.
    'It tells them how much to bake each morning from the weather and past sales.',
    'Kids read their own homework without waiting for an adult.',
    'The recipe is from my grandmother in Minas Gerais, and the dough stay good frozen 6 months, this is hard to do.',
    // A greeting that goes on to say who the founder is.
    "Hi there, I'm an optometrist in Cardiff",
    'hey! so I make hot sauce',
    'hello, dairy farmer from carmarthenshire here, 3rd generation',
  ])('lets "%s" through to the reader', (message) => {
    expect(classifyMessage(message)).toBe('allow');
  });

  it.each([
    ['Do you believe in God?', 'restricted'],
    ['my ex keeps texting me', 'restricted'],
    ['I have symptoms of flu, am I sick?', 'restricted'],
    ["what's the weather like in Paris?", 'offtopic'],
    ['can you translate this to French', 'offtopic'],
    ['tell me a joke', 'offtopic'],
    ['thanks, got to run', 'chitchat'],
    ['hi po, Tita Luz here haha', 'chitchat'],
  ])('still declines "%s" (%s)', (message, verdict) => {
    expect(classifyMessage(message)).toBe(verdict);
  });
});

describe('the offline coach reading the first statement of an idea', () => {
  it('keeps a relative clause about the customers with the customers, not with the idea', () => {
    expect(read(founder('I want to build a dental scheduling app for clinics that lose money on no-shows.'))).toMatchObject({
      idea: 'A dental scheduling app',
      blocks: { WHO: ['Clinics that lose money on no-shows'] },
    });
    expect(read(founder('An app for restaurants that throw away food every night'))).toMatchObject({ idea: 'An app', blocks: { WHO: ['Restaurants that throw away food every night'] } });
    // A verb with its "s" speaks of the product.
    expect(read(founder('an app for dog owners that tracks walks'))).toMatchObject({ idea: 'An app that tracks walks', blocks: { WHO: ['Dog owners'] } });
  });

  it('hears "so they …" after the idea as what it does for them, and "I want to do …" as the idea', () => {
    expect(read(founder('I want to build a scheduling app for dental clinics, so they fill every chair.')).blocks['USERS BENEFIT']).toEqual(['They fill every chair.']);
    expect(read(founder('I want to do home eye tests for people in care homes.'))).toMatchObject({ idea: 'Home eye tests', blocks: { WHO: ['People in care homes'] } });
    expect(read(founder('I want to do something with AI.')).idea).toBeNull();
  });

  it('reads past "hi there" to what the founder says of themselves', () => {
    expect(read(founder("Hi there, I'm an optometrist in Cardiff")).blocks['WHY YOU']).toEqual(["I'm an optometrist in Cardiff"]);
  });
});

describe('the offline coach waiting for the idea', () => {
  it.each(["This one's a bit niche", 'ok weird one', 'Bit of an odd one', 'The thing is', 'I should like to discuss a service idea', 'Olá, boa tarde', 'Halo, selamat malam', 'halo kak', 'Hello, good day'])(
    'takes nothing from "%s", and the idea from what follows',
    (opening) => {
      const state = read(founder(opening, 'A remote personal styling service for busy professionals.'));
      expect(state.idea).toBe('A remote personal styling service');
      expect(CANVAS_BLOCKS.flatMap((b) => state.blocks[b])).toEqual(['Busy professionals']);
    },
  );

  it('hears a bare phrase followed by more as the idea', () => {
    expect(read(founder('Podcast editing. Subscription.'))).toMatchObject({ idea: 'Podcast editing', blocks: { 'YOUR PROFIT': ['Subscription.'] } });
    expect(read(founder("Horse sharing. Owners who can't ride every day, matched with riders who can't afford their own horse.")).idea).toBe('Horse sharing');
    expect(read(founder('Cardiac arrest alerts. Volunteers nearby.')).idea).toBe('Cardiac arrest alerts');
    // Not a greeting, a place, nor what someone did.
    expect(read(founder('Hello from Crete! I am writing for my father who has 600 olive trees near Chania.')).idea).toBeNull();
    expect(read(founder('gave bottles to mates, then a local deli asked to stock it. now it sells out every week')).idea).toBeNull();
  });
});

describe('the offline coach keeping the chat about the chat off the canvas', () => {
  it.each([
    'NEPA took light again as I\'m typing this lol',
    'Oops sorry for the double post',
    'oops sent twice',
    'my granddaughter helps me type this',
    'Bonjour, I hope my English is okay.',
    'Good afternoon. My grandson set this up for me, I hope I\'m doing it correctly.',
    'Merhaba. I will write long, sorry.',
    'Good afternoon. I should like to talk through a proposition I\'ve been developing.',
    'Hi there! Ok so this is going to sound silly',
    'ok, danke, that\'s enough for today',
    'díky',
    'Danke vielmal',
    'Murakoze cyane',
    'arigatou~',
    'Merci bien!',
    'Hm.',
    'what do you mean by secret sauce',
    'wait is the law thing why now or pain',
    'ok what\'s next',
    'Tell me if something is missing.',
    'I\'m not sure what to write for the slogan.',
    'ngl i dont know what to say for pitch',
    'no pitch yet',
    'ok thanks, I\'ll think about a pitch and come back',
  ])('files nothing from "%s"', (message) => {
    const idea = 'I want to build a booking app for dog groomers.';
    const before = read(founder(idea));
    const after = read(founder(idea, message));
    expect(CANVAS_BLOCKS.flatMap((b) => after.blocks[b])).toEqual(CANVAS_BLOCKS.flatMap((b) => before.blocks[b]));
    expect(after.idea).toBe(before.idea);
  });
});

describe('the offline coach hearing an acknowledgement before the answer', () => {
  it('files nothing from "Understood.", "Ok good.", "fair question." or "I apologise" themselves', () => {
    const idea = 'I want to build a booking app for dog groomers.';
    expect(CANVAS_BLOCKS.flatMap((b) => read(founder(idea, 'Ok good.')).blocks[b])).toEqual(['Dog groomers']);
    const hotels = read(founder(idea, 'Understood. Then also hotels, the hotel kitchens produce three times more oil.'));
    expect(hotels.blocks.WHO).toEqual(['Dog groomers', 'Hotels']);
    const copied = read(founder(idea, 'fair question. honestly nothing stops a big player copying it except I know every stock agent west of the divide'));
    expect(copied.blocks['SECRET SAUCE']).toEqual(['Nothing stops a big player copying it except I know every stock agent west of the divide']);
    expect(CANVAS_BLOCKS.flatMap((b) => read(founder(idea, 'I apologise, it is 3 hospitals since last Monday.')).blocks[b]).join(' ')).not.toMatch(/apologise/i);
  });
});

describe('the offline coach hearing what the customer gains', () => {
  it.each([
    ['reps ramp up in weeks not months', 'Reps ramp up in weeks not months'],
    ['Farmers earn almost double per kilo of cherry', 'Farmers earn almost double per kilo of cherry'],
    ['and the teacher gets more per day, around £160', 'The teacher gets more per day, around £160'],
  ])('files "%s" under USERS BENEFIT', (message, note) => {
    const state = read(founder('I want to build a booking app for dog groomers.', message));
    expect(state.blocks['USERS BENEFIT']).toEqual([note]);
  });

  it('keeps what we earn as the profit', () => {
    expect(read(founder('I want to build a booking app for dog groomers.', 'We earn a commission on each booking.')).blocks['YOUR PROFIT']).toEqual(['We earn a commission on each booking.']);
  });
});

describe('the offline coach correcting a price however it is said', () => {
  it.each([
    ['We charge 2.5% per month.', 'Sorry, typo. 3% per month, not 2.5.', 'We charge 3% per month.'],
    ['It costs £149 a year.', 'I beg your pardon: £129, not £149.', 'It costs £129 a year.'],
    ['We charge KSh 20 per crate.', 'eh, make it KSh 30, 20 is too thin after M-Pesa charges', 'We charge KSh 30 per crate.'],
    ['We charge $20 per crate.', 'make it $30, 20 is too thin after card fees', 'We charge $30 per crate.'],
    ['Fees are R$ 490 per fair.', 'desculpa, R$ 590, not 490. 490 is the old price', 'Fees are R$ 590 per fair.'],
    ['The price is 1.200 kr per month.', "1.400 kr, sorry. 1.200 was last year's calculation.", 'The price is 1.400 kr per month.'],
    ['It costs A$15 a month.', "A$19 actually. 15 doesn't cover the open banking fees", 'It costs A$19 a month.'],
    ['It costs £129 a year.', 'ugh no, £149 - I forgot we pay the coaches per call', 'It costs £149 a year.'],
  ])('after "%s", reads "%s" as the new price', (price, correction, note) => {
    const state = read(founder('I want to build a booking app for dog groomers.', price, correction));
    expect(state.blocks['YOUR PROFIT']).toEqual([note]);
    expect(CANVAS_BLOCKS.filter((b) => b !== 'WHO' && b !== 'YOUR PROFIT').flatMap((b) => state.blocks[b])).toEqual([]);
  });

  it('reads "Moment, …" as a correction', () => {
    const state = read(founder('I want to build a booking app for dog groomers.', 'I was a nurse for 6 years.', 'Moment, it is 8 years, not 6.'));
    expect(state.blocks['WHY YOU']).toEqual(['I was a nurse for 8 years.']);
  });
});

describe('the offline coach hearing the people a founder knows', () => {
  it.each([
    ['And I know all the hospitaleros from Sarria to Santiago personally, they call me first.', 'I know all the hospitaleros from Sarria to Santiago personally, they call me first.'],
    ['I know all 40 roasters in Czechia personally, some only roast for me outside of their cafe', 'I know all 40 roasters in Czechia personally, some only roast for me outside of their cafe'],
    ['I know all 30 care home managers in Cardiff personally.', 'I know all 30 care home managers in Cardiff personally.'],
  ])('files "%s" under SECRET SAUCE', (message, note) => {
    expect(read(founder('I want to build a booking app for dog groomers.', message)).blocks['SECRET SAUCE']).toEqual([note]);
  });
});

describe('the offline coach reading a message headed by a block', () => {
  it('files what follows "Money:" under that block when its words name no other', () => {
    const money = read(founder('I want to build a storytelling app for kids.', 'Money: sponsors now, like a bilingual school chain. Later a paid app with the stories + activity sheets, $4.99 a month.'));
    expect(money.blocks['YOUR PROFIT']).toEqual(['Sponsors now, like a bilingual school chain.', 'Later a paid app with the stories + activity sheets, $4.99 a month.']);
    expect(money.blocks['WHY NOW']).toEqual([]);
  });
});

describe('the offline coach correcting a word in a longer note', () => {
  it('swaps the words in the note, and answers what a founder says about typing without asking again', () => {
    const idea = 'I want to build home eye tests for people in care homes.';
    const state = read(founder(idea, "They wait months for a visit and fall because they can't see.", 'sorry, typo. weeks not months'));
    expect(state.blocks.PAIN).toEqual(["They wait weeks for a visit and fall because they can't see."]);
    expect(coachReply(founder(idea), 'my granddaughter helps me type this')).not.toMatch(/couldn't place/);
  });
});

describe('the offline coach, fifteenth round', () => {
  it.each([
    ['What I want to build: an online permit portal that a town clerk can set up in a day.', 'An online permit portal that a town clerk can set up in a day'],
    ['What I want to build is an audio drama app, like Netflix but audio, in Yoruba, Hausa and Igbo.', 'An audio drama app'],
    ["So what we're doing: a charity that puts gaming consoles on wheeled carts.", 'A charity that puts gaming consoles on wheeled carts'],
  ])('hears "%s" as the idea', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
  });

  it('puts a number said after "not" back into the note that held it, keeping the note\'s words', () => {
    const subsidy = read(founder('I want to build crop insurance for farmer co-ops.', 'We take 15% as distributor fee.', 'The government now subsidises 50% of premiums.', 'sorry, the subsidy is 40%, not 50.'));
    expect(subsidy.blocks['WHY NOW']).toEqual(['The government now subsidises 40% of premiums.']);
    expect(subsidy.blocks['YOUR PROFIT']).toEqual(['We take 15% as distributor fee.']);
    const teachers = read(founder('I want to build a platform where schools book supply teachers.', 'We have 85 supply teachers in Leeds signed up already.', 'sorry, 58 not 85! typo'));
    expect(teachers.blocks['SECRET SAUCE']).toEqual(['We have 58 supply teachers in Leeds signed up already.']);
    expect(teachers.blocks.PITCH).toEqual([]);
    // Of two prices, the one "not" names.
    const techs = read(founder('I want to build a scheduling tool for HVAC companies.', 'It costs $149 a month per company plus $30 per tech.', 'actually make it $39 per tech, not 30'));
    expect(techs.blocks['YOUR PROFIT']).toEqual(['It costs $149 a month per company', '$39 per tech.']);
  });

  it('finds words a correction names as they stand in a note of any block, and says the word before them once', () => {
    const idea = 'I want to build a salad farm on rooftops in Singapore.';
    const lease = read(founder(idea, 'Restaurants get lettuce flown in, 3-5 days old.', 'We have a 3+3 year lease on the rooftop.', "Correction on the lease: it's 5+5, not 3+3."));
    expect(Object.values(lease.blocks).flat()).toEqual(expect.arrayContaining(['Restaurants get lettuce flown in, 3-5 days old.', 'We have a 5+5 year lease on the rooftop.']));
    const saunas = read(founder('I want to build a booking app for saunas.', 'They are booked every weekend until August.', 'Sorry, until June, not August.'));
    expect(Object.values(saunas.blocks).flat()).toEqual(['They are booked every weekend until June.']);
  });

  it('hears "perdón" as a slip and an idea said in a correction as the new idea', () => {
    const groomers = read(founder('I want to build a booking app for dog groomers.', 'We already have 40 groomers on our waiting list.', 'perdón, 45 groomers'));
    expect(groomers.blocks['SECRET SAUCE']).toEqual(['We already have 45 groomers on our waiting list.']);
    expect(read(founder('I want to build a booking app for clinics.', "actually it's a WhatsApp bot, not an app.")).idea).toBe('A WhatsApp bot');
  });

  it('files "lmao ok keeping that" and "ok let\'s go with that" as nothing', () => {
    const state = read(founder('I want to build a booking app for dog groomers.', 'lmao ok keeping that', "ok let's go with that", 'hahaha yes'));
    expect(Object.values(state.blocks).flat()).toEqual(['Dog groomers']);
  });

  it('keeps what is in brackets whole when it takes an idea apart, and hears fishermen as people', () => {
    const scanner = read(founder('We make a scanner for data warehouses (Snowflake, BigQuery) that finds personal data that should not be there.'));
    expect(scanner.idea).toBe('A scanner that finds personal data that should not be there');
    expect(scanner.blocks.WHO).toEqual(['Data warehouses (Snowflake, BigQuery)']);
    const boats = read(founder('Our business is mobile repair of boat engines for fishermen in El Nido.'));
    expect([boats.idea, boats.blocks.WHO]).toEqual(['Mobile repair of boat engines', ['Fishermen in El Nido']]);
  });

  it('files two prices said together as two notes', () => {
    expect(read(founder('I want to build a heat pump installer.', '£35 a month, install is £600.')).blocks['YOUR PROFIT']).toEqual(['£35 a month', 'Install is £600.']);
    expect(read(founder('I want to build a payments app for retailers.', 'We charge the retailer 2.5% per cycle and the distributor pays us 1% for guaranteed payment')).blocks['YOUR PROFIT']).toHaveLength(2);
  });
});

describe('the offline coach, fifteenth round, second part', () => {
  const idea = 'I want to build a booking app for dog groomers.';

  it.each([
    'May I ask first whether the coach can help with a research spin-off, or is it intended for consumer start-ups?',
    'Hi, quick question, do you help with non-profits or just businesses?',
    'Hallo, I have a question first: can you help with a shop, not an app?',
    'And roughly how long does a session take?',
    'jaja is that a real secret sauce?',
    "Sorry, what is a 'pitch'?",
    'Too much?',
  ])('hears "%s" as a question to the coach', (question) => {
    expect(Object.values(read(founder(idea, question)).blocks).flat()).toEqual(['Dog groomers']);
  });

  it.each(['no pitch yet', "that's about it!", "Aye that'll do", 'ok that was fast', 'Thank you for your patience with my long messages.'])(
    'takes "%s", given when it asked for the pitch, for no pitch',
    (message) => {
      const state = read([{ founder: idea, coach: 'Can you give me your pitch in one sentence?' }, { founder: message }]);
      expect(state.blocks.PITCH).toEqual([]);
    },
  );

  it.each([
    ['I can\'t think of a slogan. Maybe "Nobody left out of the syllabus."', 'Nobody left out of the syllabus'],
    ["ooh wait is that a pitch? 'Caught Tuesday, on your doorstep Wednesday'", 'Caught Tuesday, on your doorstep Wednesday'],
    ["'Kain tayo!' means let's eat. That could be the pitch", 'Kain tayo.'],
    ["Pitch, hmm. 'Old batteries, new lithium, half the heat.'", 'Old batteries, new lithium, half the heat'],
    ['pitch: ur followers want ur book. here it is', 'Ur followers want ur book.'],
  ])('takes of "%s" the pitch and not what is said about it', (message, pitch) => {
    const state = read([{ founder: idea, coach: 'Can you give me your pitch in one sentence?' }, { founder: message }]);
    expect(state.blocks.PITCH).toEqual([pitch]);
  });

  it('takes an edge over others, given when it asked for the pitch, as the secret sauce', () => {
    const state = read([{ founder: 'I want to build a hot sauce brand.', coach: 'Can you give me your pitch in one sentence?' }, { founder: 'big brands cant do that' }]);
    expect([state.blocks.PITCH, state.blocks['SECRET SAUCE']]).toEqual([[], ['Big brands cant do that']]);
  });

  it('takes what nobody else has, or what other apps do not do, given when it asked for the pitch, as the secret sauce', () => {
    for (const line of ['Nobody else has that data.', "International apps don't have this.", 'Other booking apps never show the real price.']) {
      const state = read([{ founder: 'I want to build a hot sauce brand.', coach: 'Can you give me your pitch in one sentence?' }, { founder: line }]);
      expect([state.blocks.PITCH, state.blocks['SECRET SAUCE']], line).toEqual([[], [line]]);
    }
  });

  it('takes no count for the pitch it asked for', () => {
    const state = read([{ founder: idea, coach: 'Can you give me your pitch in one sentence?' }, { founder: '340 devs on the waitlist, 6 teams paying' }]);
    expect(state.blocks.PITCH).toEqual([]);
  });

  it('still takes the words in quotes of "Is \'…\' a good pitch?" as the pitch', () => {
    expect(read(founder(idea, "Is 'Bridge, the new retirement' a good pitch?")).blocks.PITCH).toEqual(['Bridge, the new retirement']);
  });

  it('hears "I apologise" as a slip, "not 15%, we\'ll do 12%" with the old number first, and "sorry in advance" as no correction', () => {
    const state = read(
      founder(idea, 'sorry in advance for the long message', 'We have 3 hospitals signed.', 'I apologise, it is 4 hospitals since last Monday.', 'We take 15% of each booking.', "sorry not 15%, we'll do 12% for the first year so groomers join", 'We work with 60 pet shops.', 'Not 60, it is 48 pet shops now, sorry, the contract changed.'),
    );
    expect(state.blocks['YOUR PROFIT']).toEqual(['We take 12% of each booking.']);
    expect(state.blocks['SECRET SAUCE']).toEqual(['It is 4 hospitals since last Monday.', 'We work with 48 pet shops.']);
    expect(Object.values(state.blocks).flat().join(' ')).not.toMatch(/advance|long message/);
  });

  it('hears "in 2 hours instead of 3 days" as a benefit, not a correction, and a cost of almost zero as a benefit', () => {
    const state = read(founder('I want to build a repair service for delivery riders.', "They're back working in 2 hours instead of 3 days.", 'The kit charges from solar, so fuel cost almost zero.'));
    expect(state.blocks['USERS BENEFIT']).toEqual(["They're back working in 2 hours instead of 3 days.", 'Fuel cost almost zero.']);
    expect(state.blocks.PAIN).toEqual([]);
  });

  it('hears "My platform is for …" as the platform, for those it names', () => {
    const state = read(founder('My platform is for landlords who rent to students.'));
    expect([state.idea, state.blocks.WHO]).toEqual(['A platform', ['Landlords who rent to students']]);
    expect(read(founder('Our app is for micro-savings for retirement: they save from 2,000 pesos.')).idea).toBe('An app for micro-savings for retirement');
    expect(read(founder('Our tool is for vets who hate paperwork.')).idea).toBe('A tool');
  });

  it('places a clause without cues where the word model is sure it belongs, whatever it asked for', () => {
    const state = read([{ founder: 'I want to build a fees app for private schools.', coach: 'What problem do they have today?' }, { founder: 'I am the bursar of a private basic school in Kumasi for 6 years.' }]);
    expect(state.blocks['WHY YOU']).toEqual(['I am the bursar of a private basic school in Kumasi for 6 years.']);
    expect(state.blocks.PAIN).toEqual([]);
  });
});

describe('the offline coach correcting a number, carefully', () => {
  const idea = 'I want to build a booking app for dog groomers.';
  const notes = (...messages: string[]) => Object.values(read(founder(idea, ...messages)).blocks).flat();

  it('takes the last number before "not" as the new one', () => {
    expect(notes('We charge €35 a month.', 'Sorry, from 2025 we charge 30, not 35.')).toContain('We charge €30 a month.');
    expect(notes('We charge €120 for 3 months.', 'Sorry, 3 months for 99, not 120.')).toContain('We charge €99 for 3 months.');
  });

  it('rewrites only a number that counts what the correction counts, and the occurrence that does', () => {
    const comparison = read(founder(idea, 'Salons with 20 chairs are the best fit.', 'The app books a slot in 2 minutes, not 20.'));
    expect(Object.values(comparison.blocks).flat()).toContain('Salons with 20 chairs are the best fit.');
    expect(comparison.idea).toBe('A booking app');
    expect(notes('We have 100 groomers on the waiting list.', 'Not 100%, but in 2026 most groomers will book online.')).toContain('We have 100 groomers on the waiting list.');
    expect(notes('It costs 5 euros for 5 bookings.', 'sorry, 6 bookings, not 5.')).toContain('It costs 5 euros for 6 bookings.');
  });

  it('keeps what follows thanks when it states a fact, and reads a long laugh at once', () => {
    expect(notes('Thanks for the question we also sell to vet clinics and pet hotels').join(' ')).toMatch(/vet clinics/);
    expect(notes(`cool ${'ha'.repeat(40)} :)`, `cool ${'k'.repeat(40)} :)`)).toEqual(expect.arrayContaining(['Dog groomers']));
  });
});

describe('the offline coach keeping two facts apart', () => {
  const idea = 'I want to build a wine tour app.';

  it('files two facts after one label as two notes, but keeps a pitch whole', () => {
    const state = read(founder(idea, 'Why now: inflation made customers compare prices a lot more, and the Omnibus directive on price reductions came in.'));
    expect(state.blocks['WHY NOW']).toEqual(['Inflation made customers compare prices a lot more', 'The Omnibus directive on price reductions came in.']);
    expect(read(founder(idea, 'Pitch: wine you can taste, and a story you can tell.')).blocks.PITCH).toEqual(['Wine you can taste, and a story you can tell.']);
  });

  it('files a price and another way of earning, after "plus" or "or", as two notes', () => {
    const plus = read(founder('I want to build an energy switching app for tenants.', '£2.50 per person per month, plus energy suppliers pay us a switching commission'));
    expect(plus.blocks['YOUR PROFIT']).toEqual(['£2.50 per person per month', 'Energy suppliers pay us a switching commission']);
    const or = read(founder('I want to build bed bug checks with a dog.', '690 € per room, or annual contract for prevention with a dog inspection every month'));
    expect(or.blocks['YOUR PROFIT']).toEqual(['690 € per room', 'Annual contract for prevention with a dog inspection every month']);
  });

  it('files two reasons for now joined by "and" as two notes', () => {
    const state = read(founder(idea, 'Tourism here doubled since 2022, and natural wine is very fashionable in Europe.'));
    expect(state.blocks['WHY NOW']).toEqual(['Tourism here doubled since 2022', 'Natural wine is very fashionable in Europe.']);
  });
});

describe('the offline coach keeping one fact whole', () => {
  const idea = 'I want to build a wine tour app.';
  const after = (coach: string, message: string) => read([{ founder: idea, coach }, { founder: message }]).blocks;

  it('keeps the people after a label, and "and so on", in one note', () => {
    expect(after('Who is it for?', 'Who: nurses, doctors, and hospital admin staff.').WHO).toEqual(['Nurses, doctors, and hospital admin staff.']);
    expect(after('Who is on your team?', 'Team: me, my cofounder Sam, and a designer from Berlin.')['YOUR TEAM']).toEqual(['Me, my cofounder Sam, and a designer from Berlin.']);
    expect(after('Why is now the right time?', 'Why now: tourism doubled, and so on and so forth.')['WHY NOW']).toEqual(['Tourism doubled, and so on and so forth.']);
  });

  it.each([
    'We charge about €50 plus or minus a few euros.',
    'We sell boxes at £40 each of plus size clothing.',
    'We charge €50 per tour plus 20% VAT.',
    'A tour costs €50 per person plus one free glass.',
    'We charge €50 per tour, or something like that.',
    'We charge €120 a year, or about €10 a month.',
  ])('keeps "%s" as one price', (message) => {
    expect(after('How will you make money?', message)['YOUR PROFIT']).toEqual([message]);
  });

  it.each(['Natural wine got popular recently, but only in big cities so far.', 'Tourism here doubled since 2022, and it is not going to slow down.'])(
    'keeps "%s" as one reason for now',
    (message) => {
      expect(after('Why is now the right time?', message)['WHY NOW']).toEqual([message]);
    },
  );
});

describe('the offline coach, sixteenth round', () => {
  const idea = 'I want to build a wine tour app.';

  it.each(["Hola! I'm Catalina.", 'Assalam o alaikum. I am from Lahore.', 'Hello, I am Rania, I live in Hamburg since 2016.', "Good evening. I'm in Hong Kong.", 'My name is Ana Lucia.'])(
    'takes "%s" for an introduction: no note, a friendly answer',
    (message) => {
      expect(readMessage(emptyState(), message, 'IDEA').changes).toEqual([]);
      expect(remarkKind(message)).toBe('introduction');
      expect(coachReply([], message)).toMatch(/^Nice to meet you\./);
    },
  );

  it('still files a role, a family background or a place with more to it', () => {
    expect(read(founder(idea, "I'm CTO.")).blocks['WHY YOU']).toEqual(["I'm CTO."]);
    expect(read(founder(idea, 'I am from a farming family in Nashik district.')).blocks['WHY YOU']).toEqual(['I am from a farming family in Nashik district.']);
    expect(read(founder("I'm in Hong Kong, 15 years in marine cargo insurance brokerage.")).blocks['WHY YOU'].join(' ')).toMatch(/15 years in marine cargo/);
  });

  it('keeps how long, said on its own, with the sentence before', () => {
    expect(read(founder(idea, 'Paramedic. 11 yrs.')).blocks['WHY YOU']).toEqual(['Paramedic. 11 yrs.']);
    expect(read(founder(idea, 'Housing lawyer. Ten years.')).blocks['WHY YOU']).toEqual(['Housing lawyer. Ten years.']);
  });

  it.each(['gg', 'no worries', 'Ok, no problem.', "Right, I'll let you get on.", 'Mil gracias!'])('answers "%s" as small talk, with no note', (message) => {
    const before = read(founder(idea));
    expect(readMessage(before, message, 'USERS BENEFIT').changes).toEqual([]);
  });

  it.each(["ok so. I'm Wanjiru, from Kirinyaga in Kenya", 'I am Prakash from Ahmednagar district, Maharashtra.', "I am from Soubré, Côte d'Ivoire.", 'So I\'m Abena, Kumasi.'])(
    'takes "%s", a name and where from, for an introduction',
    (message) => {
      expect(readMessage(emptyState(), message, 'IDEA').changes).toEqual([]);
    },
  );

  it('keeps "mostly …" after what the founder did with what they did', () => {
    expect(read(founder(idea, "I'm a licensed contractor in Phoenix, 25 years, mostly kitchens and baths.")).blocks).toMatchObject({
      'WHY YOU': ["I'm a licensed contractor in Phoenix, 25 years, mostly kitchens and baths."],
      WHO: [],
    });
  });

  it.each([
    "I'd like to present our company's idea.",
    'Please allow me to present our initiative.',
    'OK. Let me present.',
    'I want to ask your opinion about an idea.',
    'Now I want to start something of my own.',
  ])('takes no idea from "%s"', (message) => {
    expect(read(founder(message)).idea).toBeNull();
  });

  it('takes the idea said after a preamble', () => {
    expect(read(founder("I'd like to present our company's idea. We install solar mini-grids on fishing islands in Lake Victoria.")).idea).toBe('Install solar mini-grids on fishing islands in Lake Victoria');
  });

  it.each([
    'vinaka vakalevu!',
    'terima kasih banyak',
    'Gracias por la paciencia',
    'Many thanks.',
    'd\'accord',
    'Bonsoir / good evening',
    'okay byee',
    'lol sorry mi phone a dead',
    'haha sorry the signal is bad here',
    'Sorry, I think I sent that twice',
    "Thanks! I'm using a screen reader so excuse the typos",
    'OK, I will try English.',
    'Is it too local? Only Spain?',
    'what you mean by benefit? the patient or the family?',
  ])('files nothing from "%s"', (message) => {
    expect(readMessage(read(founder(idea)), message, 'WHO').changes).toEqual([]);
  });

  it('still files a slow connection that is the customer\'s problem, and a pitch proposed after a question', () => {
    const notes = readMessage(read(founder(idea)), 'The internet is bad in the villages, so farmers cannot check prices.', 'PAIN').changes.map((c) => c.text);
    expect(notes.join(' ')).toMatch(/internet is bad in the villages/);
    expect(readMessage(read(founder(idea)), "How do I say this in one line? 'Wine by the hill'?", 'PITCH').changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Wine by the hill' }]);
  });

  it('files a ministry that started fines as why now', () => {
    expect(read(founder(idea, 'The Ministry of Justice started checks and fines up to 1 million CZK.')).blocks['WHY NOW']).toHaveLength(1);
  });

  it.each(['Hi there! Quick question before I start, do I need a full business plan for this?', 'is that daft cheap', 'Is that clear enough or am I rambling', 'Kindly advise whether this is sufficient.', 'and the team?', 'back. anything else you need?', "just checking, you're a bot right?", 'ok cool ty', 'Good. Slán.', 'ok I will leave it there for now', 'Ahoj. I will start with small story, sorry if long.', 'soz double sent'])(
    'takes "%s" for chat or a question to the coach',
    (message) => {
      expect(readMessage(read(founder(idea)), message, 'PAIN').changes).toEqual([]);
    },
  );

  it('still files a statement that opens like a question, said without its subject', () => {
    expect(read(founder(idea, 'Is very expensive for families.')).blocks.PAIN).toEqual(['Is very expensive for families.']);
  });

  it.each(['My son Arbër has Down syndrome, he is 22.', 'my parents are both deaf, LSM is my first language honestly', 'My grandparents have rose fields, 3 hectares of Rosa Damascena.'])(
    'files "%s", the founder\'s family, as why the founder',
    (message) => {
      const blocks = read(founder(idea, message)).blocks;
      const family = message.split(',')[0]!.replace(/^my/, 'My');
      expect(blocks['WHY YOU'].join(' ')).toContain(family);
      expect(blocks['YOUR TEAM'].join(' ')).not.toContain(family);
    },
  );

  it('still files family who work on it as the team', () => {
    expect(read(founder(idea, 'My son has a degree in computing and will build the app.')).blocks['YOUR TEAM']).toHaveLength(1);
    expect(read(founder(idea, 'My mother runs the workshop, 14 tailors')).blocks['YOUR TEAM']).toHaveLength(1);
  });

  it.each(['Bid less, win more.', 'Tagged, checked, sorted.', 'Your horse, half the bill.', 'The reef in your pocket.', 'Calm baby, calm home', 'Tinder, but smells like hay', 'Fitbit for your machines.'])(
    'takes "%s", a slogan said on its own, for the pitch',
    (message) => {
      expect(readMessage(read(founder(idea)), message, 'USERS BENEFIT').changes).toEqual([{ kind: 'added', block: 'PITCH', text: message }]);
    },
  );

  it.each(['Nurses, doctors, carers.', 'We sell without the middleman.', 'Cheap, fast, reliable.'])('takes "%s" for no slogan', (message) => {
    expect(readMessage(read(founder(idea)), message, 'USERS BENEFIT').changes.map((c) => c.kind === 'added' && c.block)).not.toContain('PITCH');
  });

  it('takes a clause placed by nothing else as the answer only when it can be one', () => {
    const after = (message: string, asked: Ask) => readMessage(read(founder(idea)), message, asked).changes;
    expect(after('The tour ends at a cellar door in the hills.', 'WHO')).toEqual([]);
    expect(after('The gyms are given by the schools in the evenings.', 'YOUR PROFIT')).toEqual([]);
    expect(after('Parents of toddlers.', 'WHO')).toEqual([{ kind: 'added', block: 'WHO', text: 'Parents of toddlers.' }]);
  });

  it.each(['The company avoids a complaint.', 'No noise, no smoke in the kitchen.', "They don't need to drive 2 hours to the office."])(
    'files "%s", a pain that goes away, as the benefit',
    (message) => {
      expect(read(founder(idea, message)).blocks['USERS BENEFIT'].length).toBeGreaterThan(0);
      expect(read(founder(idea, message)).blocks.PAIN).toEqual([]);
    },
  );

  it.each(['Today they pay consultants 80.000 to 150.000 euros for a first report.', 'They pay an agency 90 € per hour.'])(
    'files "%s", what customers pay others today, as the pain',
    (message) => {
      expect(read(founder(idea, message)).blocks).toMatchObject({ PAIN: [message], 'YOUR PROFIT': [] });
    },
  );

  it.each(['petrol price up, dry seasons longer', 'Energy prices through the roof.', 'The kava price is very high now.'])('files "%s", prices that climb, as why now', (message) => {
    expect(read(founder(idea, message)).blocks).toMatchObject({ 'WHY NOW': [expect.any(String)], 'YOUR PROFIT': [] });
  });

  it.each(['dzięki', "Morning. My son set this up, not sure I'm doing it right."])('files nothing from "%s"', (message) => {
    expect(readMessage(read(founder(idea)), message, 'WHO').changes).toEqual([]);
  });

  it('drops the sentence that only explains the old amount, and takes a price correction as one', () => {
    const state = read(founder('I want a text reference check app.', 'We charge £4.50 per reference.', 'Price correction, £3.50 per reference. £4.50 was before we switched SMS provider.'));
    expect(state.blocks['YOUR PROFIT']).toEqual(['£3.50 per reference.']);
  });

  it.each([
    ['PAIN', "Festival-goers' phone is dead by noon and there is nowhere to charge."],
    ['PAIN', 'Neighbours complain when a dog is barking all day while the owners work.'],
    ['PAIN', "In our village the internet is so bad here that farmers can't sell online."],
    ['WHY YOU', 'I write English textbooks for secondary schools.'],
    ['WHY YOU', 'My dad set it up in 1985 and I took over in 2015.'],
    ['WHY YOU', "I'm using a screen reader every day and most booking sites don't work with it."],
    ['WHY YOU', "I'm Deaf."],
    ['WHY YOU', "I'm Head Chef."],
    ['SECRET SAUCE', "We're in Beta."],
    ['YOUR PROFIT', 'Selling tickets to tourists.'],
    ['YOUR PROFIT', 'Wineries cover it.'],
    ['YOUR PROFIT', 'Right now 30 restaurants pay us 49 a month.'],
    ['YOUR PROFIT', 'We pay our tutors 15 an hour and charge 25.'],
    ['WHY YOU', 'Did I mention I was a sommelier for 10 years.'],
    ['YOUR TEAM', 'My son is 19 and codes the app.'],
    ['USERS BENEFIT', 'Our rates are up to 30% lower than agencies.'],
    ['WHO', 'Spas.'],
    ['PAIN', 'Not enough time, not enough staff.'],
    ['PAIN', 'Tired, stressed, and overworked.'],
    ['USERS BENEFIT', 'Their time, and peace of mind.'],
    ['YOUR PROFIT', 'Free, but premium features.'],
  ] as [CanvasBlock, string][])('still files, asked for %s, "%s" whole and there', (asked, message) => {
    expect(readMessage(read(founder(idea)), message, asked).changes).toEqual([{ kind: 'added', block: asked, text: message }]);
  });

  it('keeps an answer or a pitch that follows a question, and a fact after "mostly" with a verb of its own', () => {
    expect(readMessage(read(founder(idea)), 'Is this ok? Tourists from cruise ships?', 'WHO').changes).toEqual([{ kind: 'added', block: 'WHO', text: 'Tourists from cruise ships' }]);
    expect(readMessage(read(founder(idea)), 'Does this work? Wine tours for lazy people?', 'PITCH').changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Wine tours for lazy people' }]);
    const mostly = readMessage(read(founder(idea)), 'I worked in a winery for 5 years, mostly tourists ask for English tours.', 'WHY YOU').changes;
    expect(mostly.map((c) => c.kind === 'added' && c.block)).toEqual(['WHY YOU', 'WHO']);
  });

  it("still takes the idea from a request for advice on it", () => {
    expect(read(founder("I'd like to ask your advice on my idea for a wine tour app in Porto.")).idea).not.toBeNull();
  });

  // Read every way, forty of them took hours: the test would time out.
  it.each(['good morning ', 'gracias muy amable ', 'thank you ', 'ok thanks so much '])('reads "%s" said forty times and then a word', (phrase) => {
    expect(remarkKind(`${phrase.repeat(40)}x`)).toBeNull();
    expect(remarkKind(phrase.repeat(40))).toBe('small talk');
  });

  it.each(['Now tourists only can join big group ceremony in hotel, very crowded.', 'The hotels now using plastic bottles of shampoo from Florida.'])(
    'files "%s", how it is done today, as the pain',
    (message) => {
      expect(readMessage(read(founder(idea)), message, 'PAIN').changes.map((c) => c.kind === 'added' && c.block)).toEqual(['PAIN']);
    },
  );

  it('files a pain that no longer comes as the benefit', () => {
    expect(read(founder(idea, "The pharmacy doesn't get 20 phone calls a day.")).blocks['USERS BENEFIT']).toHaveLength(1);
  });

  it('still files what we have today as what we have', () => {
    expect(read(founder(idea, 'Today we have 300 members and a waiting list.')).blocks.PAIN).toEqual([]);
  });

  it('files a list of prices as prices, whatever was asked', () => {
    const after = (message: string) => readMessage(read(founder('I want to build a retro console shop.')), message, 'PAIN').changes.map((c) => c.kind === 'added' && c.block);
    expect(after('Super Famicom set 28,000 yen. Game Boy 15,000 yen.')).toEqual(['YOUR PROFIT', 'YOUR PROFIT']);
    expect(after('£45 mini valet, £120 full valet, ceramic coating from £400')).toEqual(['YOUR PROFIT', 'YOUR PROFIT', 'YOUR PROFIT']);
    expect(after('We charge €30 a month. Today they pay consultants €80 an hour.')).toEqual(['YOUR PROFIT', 'PAIN']);
  });

  it('takes no idea from "bit of background", and finds the idea after it', () => {
    const state = read(founder("bit of background, I've been a barista in Fitzroy for 9 years", 'a coffee cart for weddings and corporate events'));
    expect(state.idea).toMatch(/^A coffee cart/);
    expect(state.blocks['WHY YOU']).toEqual(["I've been a barista in Fitzroy for 9 years"]);
  });

  it('still reads a fact after "no problem"', () => {
    expect(read(founder(idea, 'Ok, no problem. In Colombia, 6 of every 10 workers are informal.')).blocks.PAIN.join(' ')).not.toMatch(/no problem/i);
  });
});

describe('the offline coach, seventeenth round', () => {
  const idea = 'I want to build a booking app for mobile dog groomers.';

  it.each(['20 litres for 5 Taka.', 'coffee 70 hryvnia', '89 leva a bottle', 'stove is 590,000 đồng', 'S/ 45 per month', '5 JD a month', 'Tk 40 per fish', 'thirty quid a month', '40 meticais a kg', '500 riel'])('hears "%s" as money', (text) => {
    expect(sentencesOf(text)[0]![0]!.money).toBe(true);
  });

  it.each(['The shop is 500 ft from the beach.', 'We rent a 2 bd flat.', 'We won 3 awards last year.'])('hears no money in "%s"', (text) => {
    expect(sentencesOf(text)[0]!.some((c) => c.money)).toBe(false);
  });

  it('takes back a number said after "not", whatever the sentence opens with', () => {
    const state = read(founder('I want to build compliance software for small accounting firms.', 'Price 100 € per user per month.', 'Price 80 € per user, not 100.'));
    expect(state.blocks['YOUR PROFIT']).toEqual(['Price 80 € per user per month.']);
  });

  it('reads the correction after "Sorry I wrote wrong."', () => {
    const state = read(founder('I want to run a mobile audiology van.', 'The health fund pays part of the aid, 900 leva, the rest the patient.', 'Sorry I wrote wrong. The fund pays up to 600 leva, not 900.'));
    expect(state.blocks['YOUR PROFIT']).toEqual(['The health fund pays part of the aid, 600 leva, the rest the patient.']);
  });

  it('corrects the price that shares words with the correction, not the last one', () => {
    const state = read(founder('I want to build a retro console shop.', 'Super Famicom set 28,000 yen. Game Boy 15,000 yen.', 'Sorry. Super Famicom 32,000 yen. Price changed this month.'));
    expect(state.blocks['YOUR PROFIT']).toEqual(['Super Famicom set 32,000 yen.', 'Game Boy 15,000 yen.']);
  });

  it('replaces what "not …" takes back first with what follows it', () => {
    const state = read(founder('I want to build a food traceability app for exporters.', 'The new EU rules on food traceability start next year.', 'Sorry, not next year, they started in January.'));
    expect(state.blocks['WHY NOW']).toEqual(['They started in January.']);
    const site = read(founder(idea, 'We have a pilot with one BHP site in the Pilbara.', "Not the BHP site, it's a Rio Tinto site."));
    expect(site.blocks['SECRET SAUCE']).toEqual(['A Rio Tinto site.']);
  });

  it('takes back "minus 20" for "minus 15%" in the note, with one "%" and no idea', () => {
    const state = read(founder('A roaster in Brunswick gives me their single origin at wholesale minus 20%, exclusive for events', "actually not minus 20, it's minus 15%. Misremembered"));
    expect(state.idea).toBeNull();
    expect(Object.values(state.blocks).flat()).toContain('A roaster in Brunswick gives me their single origin at wholesale minus 15%');
  });

  it.each(['Repayment 97%.', 'Cuts bid time in half.', 'Basic free.', '35 BD.'])('takes "%s", asked who it is for, for no customer', (message) => {
    expect(readMessage(read(founder(idea)), message, 'WHO').changes.filter((c) => c.kind === 'added' && c.block === 'WHO')).toEqual([]);
  });

  it.each(['Busy parents.', 'Small cafés in Lisbon', 'Independents.'])('still takes "%s", asked who it is for, for the customers', (message) => {
    expect(readMessage(read(founder(idea)), message, 'WHO').changes.map((c) => c.kind === 'added' && c.block)).toEqual(['WHO']);
  });

  it('reads "Why now." as a heading, not as a note', () => {
    expect(readMessage(read(founder(idea)), 'Why now. Energy prices through the roof.', 'PAIN').changes).toEqual([{ kind: 'added', block: 'WHY NOW', text: 'Energy prices through the roof.' }]);
  });

  it('keeps what follows a reason for now with that reason, unless "but" turns to a problem', () => {
    const after = (message: string) => readMessage(read(founder(idea)), message, 'PAIN').changes.map((c) => c.kind === 'added' && c.block);
    expect(after('Mass torts and class actions are booming, every case needs five or six experts.')).toEqual(['WHY NOW']);
    expect(after('90% of new cars sold in Norway are electric, but half the people in blocks have no charger at their parking spot')).toEqual(['WHY NOW', 'PAIN']);
  });

  it.each(['Three boat owners agreed to try it.', 'Four firms are using the beta on live matters.', '300 people on the waitlist from a Facebook group.', 'The power plant signed a letter to take 3,000 tonnes per season.'])('hears "%s" as traction', (text) => {
    expect(strongest(scoreClause(text))).toBe('SECRET SAUCE');
  });

  it.each(['So they sell raw at ₹25/kg.', 'So they must sell the fish to him at 20,000 rupiah a kilo.'])('hears "%s", money that goes elsewhere today, as the pain', (text) => {
    expect(strongest(scoreClause(text, sentencesOf(text)[0]![0]))).toBe('PAIN');
  });

  it.each(['I buy raw amber direct from two families, no middleman.', 'Farmers sell to us at ₹30 a kilo.', 'Vets pay 49 dollars a month per clinic.'])('does not take "%s" for the pain', (text) => {
    expect(strongest(scoreClause(text, sentencesOf(text)[0]![0]))).not.toBe('PAIN');
  });

  it('joins a sentence that only says more of the note before it to that note', () => {
    expect(readMessage(read(founder(idea)), 'We have 40 annotated playbooks from firms we worked with. Nobody else has that data.', 'SECRET SAUCE').changes).toEqual([
      { kind: 'added', block: 'SECRET SAUCE', text: 'We have 40 annotated playbooks from firms we worked with. Nobody else has that data.' },
    ]);
    // Another block, or a sentence that opens otherwise, is a note of its own.
    expect(readMessage(read(founder(idea)), 'I ran a grooming salon for 8 years. Groomers pay 30 dollars a month.', 'WHY YOU').changes.map((c) => c.kind === 'added' && c.block)).toEqual(['WHY YOU', 'YOUR PROFIT']);
  });

  it.each(['hm, let me think about the price again', 'ok wait, let me think about the money part', 'Hvala puno'])('files nothing for "%s"', (message) => {
    expect(readMessage(read(founder(idea)), message, 'YOUR PROFIT').changes).toEqual([]);
  });

  it('takes the idea said plainly as "it\'s a …" over one taken from what the founder does', () => {
    const state = read(founder('We send the referee a short form by text, they answer in 3 minutes.', "So yeah, it's a reference checking platform."));
    expect(state.idea).toBe('A reference checking platform');
    // A price said that way is no idea.
    expect(read(founder('We send the referee a short form by text.', 'It is a SaaS licence per employee, 3 euros a year.')).idea).toBe('Send the referee a short form by text');
  });

  // Found by a review of this round's rules: each came out otherwise while they were too wide.
  describe('leaves alone what the new rules were not written for', () => {
    const groomers = (...more: string[]) => read(founder(idea, ...more));
    const added = (state: ReturnType<typeof read>, message: string, asked: Ask) => readMessage(state, message, asked).changes.map((c) => (c.kind === 'added' ? c.block : c.kind));

    it.each([
      ["Not just groomers, it's vets too.", 'WHO', []],
      ["Not me, it's my cofounder who knows grooming.", 'YOUR TEAM', ['Ana is an engineer from Siemens.']],
      ['Groomers work 6 days a week, not 5.', 'PAIN', ['It saves groomers 5 hours a week.']],
    ] as [string, Ask, string[]][])('takes nothing back with "%s"', (message, asked, before) => {
      expect(readMessage(groomers(...before), message, asked).changes.every((c) => c.kind === 'added')).toBe(true);
    });

    it.each([
      ["It's a crowded space with lots of apps.", 'SECRET SAUCE'],
      ["It's a platform our competitors don't have.", 'SECRET SAUCE'],
      ["It's a small community, everyone knows each other.", 'WHO'],
    ] as [string, Ask][])('takes no idea from "%s"', (message, asked) => {
      expect(readMessage(read(founder('We send the referee a short form by text.')), message, asked).state.idea).toBe('Send the referee a short form by text');
    });

    it.each(['Groomers pay 2% in fees on each booking.', 'So you pay 15 euros a month, cancel anytime.', 'Groomers buy SMS credits from the app at 0.05 each.'])('files our price "%s" as the profit', (message) => {
      expect(added(groomers(), message, 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
    });

    it.each(['It saves groomers 5 hours a week. It cuts no-shows by 40%. It brings new clients.', 'Clients book online. They get reminders. They pay upfront.'])('keeps the facts of "%s" apart', (message) => {
      expect(added(groomers(), message, 'USERS BENEFIT').length).toBeGreaterThan(1);
    });

    it('keeps a fact said after "let me check"', () => {
      expect(added(groomers(), 'Let me check, 40 salons.', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
    });

    it.each(['Firms subject to NIS2.', 'Gen Z.', 'Vegans.', 'SMEs', 'Retail chains.', 'Over 65s.', 'Solopreneurs.'])('takes "%s", asked who it is for, for the customers', (message) => {
      expect(added(groomers(), message, 'WHO')).toEqual(['WHO']);
    });

    it.each([
      ['Ana and Luis.', 'YOUR TEAM'],
      ['Two devs.', 'YOUR TEAM'],
      ['SaaS.', 'YOUR PROFIT'],
      ['In-app purchases.', 'YOUR PROFIT'],
      ['White label deals.', 'YOUR PROFIT'],
    ] as [string, Ask][])('takes "%s", asked for %s, as the answer', (message, asked) => {
      expect(added(groomers(), message, asked)).toEqual([asked]);
    });

    it('reads "Team." and "Users." before a sentence as words, not as headings', () => {
      expect(added(groomers(), 'Team. Groomers work in teams of 3 to 5.', 'WHO')).toContain('WHO');
      expect(added(groomers(), 'Users. 300 so far, growing 10% a week.', 'SECRET SAUCE')).toContain('SECRET SAUCE');
    });

    it('hears "are using it to save time" as no traction', () => {
      expect(added(groomers(), 'Groomers are using it to save time.', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    });
  });

  it.each([
    ['So I want to organise a service of daily telephone calls to old people who live alone.', 'A service of daily telephone calls'],
    ['I want to give workshops of personal finance for migrants.', 'Workshops of personal finance'],
    ['so i wanna turn it into a proper ding repair biz with pickup from the beach carparks', 'A proper ding repair biz with pickup from the beach carparks'],
  ])('takes the idea from "%s"', (message, expected) => {
    expect(read(founder('hi', message)).idea).toBe(expected);
  });

  it('takes no idea from "I want to give my kids a better life."', () => {
    expect(read(founder('hi', 'I want to give my kids a better life.')).idea).toBeNull();
  });

  it('takes "Aye." for a yes', () => {
    expect(remarkKind('Aye.')).toBe('small talk');
    expect(readMessage(read(founder(idea)), 'Aye.', 'WHO').changes).toEqual([]);
  });
});

describe('the offline coach, nineteenth round: a clause read with the rest of its message', () => {
  const changes = (idea: string, message: string, asked: CanvasBlock) => readMessage(read(founder(idea)), message, asked).changes.map((c) => (c.kind === 'added' ? [c.block, c.text] : c.kind));

  it('files photos taken by the thousand, before someone looks at each by eye, as the pain', () => {
    expect(changes('I want to build drone inspections for wind farms.', 'Drones fly the blades and take 2,000 photos per turbine. Then an engineer looks at all of them by eye.', 'PAIN')).toEqual([
      ['PAIN', 'Drones fly the blades and take 2,000 photos per turbine.'],
      ['PAIN', 'An engineer looks at all of them by eye.'],
    ]);
  });

  it('files one engineer keeping the data in Excel as the pain, not the team', () => {
    expect(changes('I want to build a road survey tool for municipalities.', 'A small kommun has 300 km of road and one engineer who keeps the condition data in Excel.', 'PAIN')).toEqual([
      ['PAIN', 'A small kommun has 300 km of road and one engineer who keeps the condition data in Excel.'],
    ]);
  });

  it('keeps what customers do and what they get back in one benefit', () => {
    expect(changes('I want to build a translation service for law firms.', 'lawyers upload the docs from their case software, we return certified translations in 24 hours', 'USERS BENEFIT')).toEqual([
      ['USERS BENEFIT', 'Lawyers upload the docs from their case software, we return certified translations in 24 hours'],
    ]);
  });
});

describe('the offline coach, nineteenth round: where the customers are', () => {
  it.each([
    ['We want to sell organic coconut sugar direct to buyers in Europe.', 'Buyers in Europe'],
    ['I want to start a delivery service from Dambulla economic centre to the small vegetable shops in Kandy.', 'The small vegetable shops in Kandy'],
    ['We sell the briquettes to factories and brick kilns in the plains that must replace coal.', 'Factories and brick kilns'],
  ])('files the customer of "%s" as "%s"', (message, who) => {
    expect(read(founder(message)).blocks.WHO).toEqual([who]);
  });
});

describe('the offline coach, nineteenth round: a pitch labelled by another name', () => {
  it.each(['Catchphrase', 'Strapline', 'Motto'])('files "%s: Your childhood, tested in Osaka." as the pitch', (label) => {
    const changes = readMessage(read(founder('I want to build a toy testing lab in Osaka.')), `${label}: Your childhood, tested in Osaka.`, 'USERS BENEFIT').changes;
    expect(changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Your childhood, tested in Osaka.' }]);
  });
});

describe('the offline coach, twentieth round: a correction always changes the canvas', () => {
  const changesOf = (before: string[], message: string, asked: Ask) => readMessage(read(founder(...before)), message, asked).changes;

  it('files a correction placed by nothing else where the note it corrects is, whatever it asked for', () => {
    expect(changesOf(['I want to build an identity tool for IT teams.', 'We have 140 prebuilt connectors, including legacy on-prem apps.'], 'Correction: 150 connectors as of this morning.', 'PITCH')).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: '150 connectors as of this morning.', old: 'We have 140 prebuilt connectors, including legacy on-prem apps.' },
    ]);
    expect(changesOf(['I want to build a prior authorisation tool for clinics.', 'We built a library of payer rules for 140 drugs from real denial letters.'], 'Sorry, 140 drug-payer combinations, not 140 drugs.', 'PITCH')).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: '140 drug-payer combinations', old: 'We built a library of payer rules for 140 drugs from real denial letters.' },
    ]);
  });

  it('reads what follows a take-back said right after the mark of correction as the correction', () => {
    expect(changesOf(['I want to build an interpreter agency in Jalisco.', 'We have 11 certified interpreters under contract.'], 'wait not 11, we have 9 certified, 2 are still in exam', 'YOUR TEAM')).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: 'We have 9 certified, 2 are still in exam', old: 'We have 11 certified interpreters under contract.' },
    ]);
  });

  it('completes a take-back said alone with the sentence after it', () => {
    expect(changesOf(['I want to build a pay-as-you-go solar lamp for farmers.', 'I worked at a solar home system company 4 yrs, in collections.'], 'sorry not collections. I was in the credit team', 'YOUR TEAM')).toEqual([
      { kind: 'replaced', block: 'WHY YOU', text: 'I worked at a solar home system company 4 yrs, in the credit team.', old: 'I worked at a solar home system company 4 yrs, in collections.' },
    ]);
  });

  it.each([
    ['For students, couples on dates.', "Actually scratch the students, they won't pay.", 'WHO', 'Students', ['Couples on dates.']],
    ["Me, my apprentice Kyle, and my old boss who's semi-retired and does the electrics.", "Scratch the old boss - he's pulled out.", 'YOUR TEAM', "my old boss who's semi-retired and does the electrics", ['Me, my apprentice Kyle.']],
    ['The paying customer is the kids, esp NRIs in US, UK, Gulf.', 'actually let me drop the UK', 'WHO', 'UK', ['The paying customer is the kids, esp NRIs in US, Gulf.']],
    ['We add a $5 convenience fee on online payments.', 'Actually, drop the convenience fee.', 'YOUR PROFIT', 'We add a $5 convenience fee on online payments.', []],
  ] as const)('takes back the note, or its part, that "%s" loses to "%s"', (note, message, block, gone, left) => {
    const before = read(founder('I want to build a booking platform.', note));
    const { state, changes } = readMessage(before, message, 'PAIN');
    expect(changes).toEqual([{ kind: 'removed', block, text: gone }]);
    expect(state.blocks[block]).toEqual(left);
  });

  it('reads what is said after a take-back with the block of what was taken back, and says what it took off', () => {
    const { state, changes } = readMessage(read(founder('I want to build a scheduling tool for salons.', '$39 a month per user, first user free.')), 'nah scratch the first user free bit, 14 day trial instead', 'WHO');
    expect(changes).toEqual([
      { kind: 'removed', block: 'YOUR PROFIT', text: 'first user free' },
      { kind: 'added', block: 'YOUR PROFIT', text: '14 day trial' },
    ]);
    expect(state.blocks['YOUR PROFIT']).toEqual(['$39 a month per user.', '14 day trial']);
    const turns = founder('I want to build a cat cafe.', 'For students, couples on dates.').map((t) => ({ ...t, coach: 'Noted.' }));
    expect(coachReply(turns, "Actually scratch the students, they won't pay.")).toMatch(/^Done: I took "Students" off \*\*WHO\*\*\./);
  });

  it.each([
    [['$279 a year as a membership, includes one sweep.', 'Relining a chimney is $1,500-5k.'], 'Sorry, $299. Forgot the video hosting.', 'YOUR PROFIT', 0, '$299 a year as a membership, includes one sweep.'],
    [['Most 4-wheeler drivers here rent their vehicle by the day.', 'We already have 62 drivers paying.'], 'Sorry, 64 drivers, two joined yesterday.', 'SECRET SAUCE', 1, 'We already have 64 drivers paying.'],
    [['Adoption is 89 euro per year.', 'The cooperative pays my father 4 euro per litre.'], "oh wait, it's 99 euro.", 'YOUR PROFIT', 0, 'Adoption is 99 euro per year.'],
    [['Women earn ₹3 per kg collected.', 'The state forest department gives a ₹1 per kg incentive for collection.'], 'Actually the incentive went to ₹2 per kg this year.', 'YOUR PROFIT', 1, 'The incentive went to ₹2 per kg this year.'],
  ] as const)('corrects, of %j, the note "%s" speaks of', (notes, message, block, corrected, text) => {
    const before = read(founder('I want to build a service for small towns.', ...notes));
    expect(readMessage(before, message, 'PITCH').changes).toEqual([{ kind: 'replaced', block, text, old: notes[corrected] }]);
  });

  it.each([
    ['$180 a night.', 'thats $190 not 180 sorry', 'YOUR PROFIT', '$190 a night.'],
    ['Max trip goes down to 45 minutes.', 'hmm max trip 50 minutes, not 45, I was too optimistic', 'USERS BENEFIT', 'Max trip goes down to 50 minutes.'],
    ['€79 per user per month.', 'and she says €69, not €79, brokers are tight', 'YOUR PROFIT', '€69 per user per month.'],
  ] as const)('corrects "%s" when a number is said over it without a mark of correction: "%s"', (note, message, block, text) => {
    const before = read(founder('I want to build a booking platform.', note));
    expect(before.blocks[block]).toEqual([note]);
    expect(readMessage(before, message, 'WHY NOW').changes).toEqual([{ kind: 'replaced', block, text, old: note }]);
  });

  it.each([
    ['KES 90 a day via M-Pesa.', 'KES 120. Checked the sheet.', 'YOUR PROFIT', 'KES 120 a day via M-Pesa.'],
    ['Members pay 40 KD a month.', 'Sorry, 35 KD. I just checked.', 'YOUR PROFIT', 'Members pay 35 KD a month.'],
    ['We charge $150 a year.', '$120, I double-checked.', 'YOUR PROFIT', 'We charge $120 a year.'],
    ['I was a paramedic for 11 yrs.', '9 yrs. Miscounted.', 'WHY YOU', 'I was a paramedic for 9 yrs.'],
    ['We charge $12/mo or $60 one time.', '$15/mo* typo', 'YOUR PROFIT', 'We charge $15/mo or $60 one time.'],
  ] as const)('corrects "%s" with an amount said first and then how the slip came about: "%s"', (note, message, block, text) => {
    const before = read(founder('I want to build a booking platform.', note));
    expect(readMessage(before, message, 'WHO').changes).toEqual([{ kind: 'replaced', block, text, old: note }]);
  });

  it.each(['$15 a month for teams, and we checked the market.', '$15 a month for teams, we checked the market.'])('reads a new amount with an unrelated "checked" as a new amount: "%s"', (message) => {
    const before = read(founder('I want to build a booking platform.', 'We charge $12 a month.'));
    expect(readMessage(before, message, 'WHO').changes).toEqual([{ kind: 'added', block: 'YOUR PROFIT', text: '$15 a month for teams' }]);
  });

  it('corrects no count with a year said alone', () => {
    const before = read(founder('I want to build a booking platform.', 'We have 1,800 users.'));
    expect(readMessage(before, 'Sorry, 2019, I mixed up the years.', 'WHY NOW').changes.map((c) => c.kind)).not.toContain('replaced');
  });

  it('corrects a number said alone before an aside ("46,000, I check now")', () => {
    const before = readMessage(read(founder('I want to build a salary advance app for domestic helpers.', 'I am a domestic helper in Hong Kong, 9 years already.')), 'We have a Facebook group with 48,000 helpers.', 'SECRET SAUCE').state;
    expect(readMessage(before, 'Sorry 46,000, I check now.', 'PITCH').changes).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: 'We have a Facebook group with 46,000 helpers.', old: 'We have a Facebook group with 48,000 helpers.' },
    ]);
  });

  it('corrects a number said alone before why ("nope, 12, two are still thinking about it")', () => {
    const before = read(founder('I want to build a marketplace for mobile cranes.', '14 crane companies signed letters of intent.'));
    expect(readMessage(before, 'nope, 12, two are still thinking about it', 'PITCH').changes).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: '12 crane companies signed letters of intent.', old: '14 crane companies signed letters of intent.' },
    ]);
  });

  it('keeps an earlier note that a correction naming nothing it corrects has nothing to do with', () => {
    const before = read(founder('I want to build street food tours in Hanoi.', 'Tour guide in Hanoi 9 years.', 'We are number 2 on TripAdvisor for food tours in Hanoi.'));
    const { state, changes } = readMessage(before, 'Sorry, number 3 now, I checked', 'PITCH');
    expect(changes).toEqual([{ kind: 'added', block: 'WHY YOU', text: 'Number 3 now, I checked' }]);
    expect(state.blocks['WHY YOU']).toEqual(['Tour guide in Hanoi 9 years.', 'Number 3 now, I checked']);
  });

  it('reads a number said over one no note holds as a fact like any other', () => {
    const { changes } = readMessage(read(founder('I want to build a booking app for dog groomers.', 'They pay $40 a month.')), 'Groomers work 6 days a week, not 5.', 'PAIN');
    expect(changes.map((c) => c.kind)).toEqual(['added']);
  });

  it.each([
    ['Our bike shop fixes it the same day.', 'Drop the bike at our shop, pick it up in the evening.'],
    ['Too much paperwork every month.', 'Forget the paperwork, with us you just scan it.'],
    ['Subscription is 20 euros a month.', "Let's drop the price to 15 euros."],
    ['For students on a budget.', "I'll drop the price for students."],
    ["Residents can't get their bins out on collection day.", "We'll take out the bins on collection day."],
    ['Half the returned laptops are broken.', 'Scrap the broken ones, refurbish the rest.'],
  ])('takes nothing back from "%s" where "%s" says how things work or changes an amount', (before, message) => {
    const { changes } = readMessage(read(founder('I want to build a service for commuters.', before)), message, 'USERS BENEFIT');
    expect(changes.map((c) => c.kind)).not.toContain('removed');
  });

  it('takes out of a note only the parts that hold what is taken back, commas in numbers aside', () => {
    const members = read(founder('I want to build a padel league app.', 'We have 1,200 members, mostly students, and 40 coaches.'));
    const block = CANVAS_BLOCKS.find((b) => members.blocks[b].includes('We have 1,200 members, mostly students, and 40 coaches.'))!;
    expect(readMessage(members, 'Actually scratch the students.', 'PAIN').state.blocks[block]).toEqual(['We have 1,200 members, 40 coaches.']);
    const markets = read(founder('I want to build a tutoring marketplace.', 'The paying customer is the kids, esp NRIs in US, UK, Gulf.'));
    expect(readMessage(markets, 'actually let me drop the UK and Gulf', 'PAIN').state.blocks.WHO).toEqual(['The paying customer is the kids, esp NRIs in US.']);
  });

  it('reads what instead after a take-back, and corrects with it later', () => {
    const before = read(founder('I want to build a booking app for groomers.', 'We charge $39 a month.'));
    expect(readMessage(before, "Actually scratch the $39, it's $49 now.", 'PAIN').changes).toEqual([
      { kind: 'removed', block: 'YOUR PROFIT', text: 'We charge $39 a month.' },
      { kind: 'added', block: expect.any(String), text: "It's $49 now." },
    ]);
    const tours = read(founder('I want to build boat tours.', 'Tours are 45 minutes, max 8 people.'));
    const dropped = readMessage(tours, 'actually scratch the max 8 people bit', 'PAIN').state;
    expect(dropped.latest).toEqual(['Tours are 45 minutes.']);
    expect(readMessage(dropped, 'tours 50 minutes, not 45', 'PAIN').changes).toEqual([{ kind: 'replaced', block: expect.any(String), text: 'Tours are 50 minutes.', old: 'Tours are 45 minutes.' }]);
  });

  it('takes no problem back when the product is set against it ("2 minutes, not 20")', () => {
    const before = read(founder('I want to build a booking app for clinics.', 'Booking by phone takes 20 minutes.'));
    expect(before.blocks.PAIN).toEqual(['Booking by phone takes 20 minutes.']);
    expect(readMessage(before, 'With us it takes 2 minutes, not 20.', 'USERS BENEFIT').state.blocks.PAIN).toEqual(['Booking by phone takes 20 minutes.']);
  });
});

describe('the offline coach, twenty-first round: a thing and the people it is for', () => {
  const first = (...messages: string[]) => read(founder(...messages));

  it.each([
    ['Seed swapping for allotment gardeners.', 'Seed swapping', 'Allotment gardeners'],
    ['overlays for twitch streamers', 'Overlays', 'Twitch streamers'],
    ['Travel insurance built specifically for people with type 1 diabetes.', 'Travel insurance', 'People with type 1 diabetes'],
    ['IT support for small charities. Volunteers.', 'IT support', 'Small charities'],
    ['Driving school for people with disabilities.', 'Driving school', 'People with disabilities'],
  ])('takes "%s", said before any idea, for the idea and its customer', (message, idea, who) => {
    const state = first('Hi!', message);
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO).toEqual([who]);
  });

  it.each([
    'Free for families.',
    'Sport in Moldova for kids, after school, is very poor.',
    'Families want to tune them for children lessons.',
    'Lots of demand for dog walkers.',
    'Thanks for the help',
    // a problem said of the people, a question, a greeting for everyone, a hedge, a remark
    'Childcare for working parents costs a fortune.',
    'Public transport for disabled people sucks.',
    'Respite care for carers who look after a parent is almost impossible to find.',
    'Tips for first-time founders?',
    'Happy new year for everyone!',
    'Congrats for all founders',
    'Probably for students.',
    'Expensive for students.',
    'CHILDCARE FOR PARENTS IS A NIGHTMARE',
    'Prices vary 3x in the same city for the exact same service.',
    // the founder's background
    'Freelance designer for restaurants and cafes.',
    'Social worker for children for 8 years.',
    'Good morning. Logistics consultant for the past 15 years, mostly McKinsey.',
  ])('takes no idea from "%s"', (message) => {
    expect(first(message).idea).toBeNull();
  });

  it('reads the sentence after a greeting as the head of the message, not one after a filler', () => {
    expect(first('Hello there. Seed swapping for allotment gardeners.').idea).toBe('Seed swapping');
    expect(first('ok so. Beitbridge border. Zimbabwe/SA.').idea).toBeNull();
  });

  it('keeps what the customer wants with the customer', () => {
    const state = first('I want to build an app for seniors who want to stay in their own homes.');
    expect(state.idea).toBe('An app');
    expect(state.blocks.WHO).toEqual(['Seniors who want to stay in their own homes']);
  });

  it('keeps an idea said as a thing for people when a plan is named after it', () => {
    expect(first('Seed swapping for allotment gardeners.', 'So the plan: a seed library in every council.').idea).toBe('Seed swapping');
  });

  it.each([
    ["so the idea — short float loans, 24 hours, straight to the agent's till", 'Short float loans'],
    ['The proposal: a housing navigation service that recruits landlords.', 'A housing navigation service that recruits landlords'],
    ['So the plan: a standard heat pump package just for Victorian terraces. Same kit.', 'A standard heat pump package just for Victorian terraces'],
  ])('takes the idea labelled in "%s"', (message, idea) => {
    expect(first(message).idea).toBe(idea);
  });

  it.each(['The plan is to launch in May.', 'Plan: launch in May, then Lisbon.', "The plan's a bit vague still.", 'The plan is a soft launch in May.', 'Idea: hmm, not sure yet.', 'The idea — hmm, let me think.', 'My idea — not sure yet how to say it.'])('takes no idea from a label that names none: "%s"', (message) => {
    expect(first(message).idea).toBeNull();
  });

  it.each([
    ['So I want to hire out marquees, tables and chairs for village fêtes.', 'Hiring out marquees'],
    ['Thinking about setting up domiciliary eye tests, so an optician visits at home.', 'Domiciliary eye tests'],
    ['thinking of doing sneaker cleaning + restoration, pick up from your building lobby via locker', 'Sneaker cleaning + restoration'],
  ])('takes the idea from "%s"', (message, idea) => {
    expect(first(message).idea).toBe(idea);
  });

  it.each(['Thinking of starting next year.', 'Thinking of doing something with AI.', 'thinking of doing a masters first'])('takes no idea from "%s"', (message) => {
    expect(first(message).idea).toBeNull();
  });

  it('takes a thing and its people for the idea only at the head of a message, and only before there is one', () => {
    expect(first('The paperwork is terrible. Work permits for the non-EU staff, uniforms, housing.').idea).toBeNull();
    expect(first('I want to build a payroll app for farms.', 'Seed swapping for allotment gardeners.').idea).toBe('A payroll app');
  });
});

describe('the offline guard and a greeting that goes on to name the idea', () => {
  it.each(['Hi! Meal kits for busy parents.', 'Hello there. Seed swapping for allotment gardeners.'])('reads "%s" for the idea', (message) => {
    expect(classifyMessage(message)).toBe('chitchat');
    expect(offlineVerdict(message, emptyState)).toBe('allow');
    expect(coachReply([], message)).toMatch(/^Your idea as I have it: \*\*/);
  });

  it.each(['Hi!', 'Hi! How are you?', 'Hello! Long time no see.', 'Good evening from Huye, Rwanda.', 'Hello hello from Grenada, the Spice Isle', 'Hello!! Good eve po', 'hi po, Tita Luz here haha'])('still answers "%s" as small talk', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('chitchat');
  });

  it('reads a short greeting for the first idea only', () => {
    expect(offlineVerdict('Hi! Meal kits for busy parents.', () => read(founder('I want to build a payroll app for farms.')))).toBe('chitchat');
  });
});

describe('the offline coach, twenty-second round: things for things, and a place before the idea', () => {
  const first = (...messages: string[]) => read(founder(...messages));

  it.each([
    ['electric outboard motors for small fishing boats, with battery swap at the landing', 'Electric outboard motors for small fishing boats, with battery swap at the landing'],
    ['Solar cold boxes for fishing boats.', 'Solar cold boxes for fishing boats'],
  ])('takes "%s", a thing for things people use, as the idea', (message, idea) => {
    expect(first('hi', message).idea).toBe(idea);
  });

  it('lets a thing said plainly replace an idea taken from what was said before it (a place)', () => {
    expect(first('hi', 'chilika lake odisha', 'electric outboard motors for small fishing boats').idea).toBe('Electric outboard motors for small fishing boats');
  });

  it('changes the idea once when a message takes one and then says one plainly, and its reply names the one kept', () => {
    const message = 'We are a cooperative of 140 palm sugar tappers. We want to sell organic coconut sugar direct to buyers in Europe.';
    const { state, changes } = readMessage(emptyState(), message, 'IDEA');
    expect(state.idea).toBe('Selling organic coconut sugar');
    expect(changes.filter((c) => c.kind === 'idea')).toEqual([{ kind: 'idea', text: 'Selling organic coconut sugar' }]);
    expect(coachReply([], message)).toMatch(/^Your idea as I have it: \*\*selling organic coconut sugar\*\*/);
  });

  it('adds nothing when a message whose sentences grew into one note is sent again', () => {
    const message = "All our reviewers are blind people. We pay them per document. That's quality control no one else can do.";
    const once = readMessage(read(founder('I want to build a Braille translation service for banks.')), message, 'PITCH');
    expect(once.state.blocks['SECRET SAUCE']).toHaveLength(1);
    const twice = readMessage(once.state, message, 'PITCH');
    expect(twice.changes.filter((c) => c.kind !== 'repeat')).toEqual([]);
    expect(twice.state.blocks).toEqual(once.state.blocks);
  });

  it('adds nothing when a message sent again is read as one clause this time, its words already in notes of two blocks', () => {
    const message = 'We heat-treat the wood to the export standard (NIMF-15), we are one of only 3 certified in the state';
    const before = read(founder('We repair broken pallets for factories and sell them back certified.', message));
    expect(readMessage(before, message, 'PITCH').changes.filter((c) => c.kind !== 'repeat')).toEqual([]);
  });

  it.each([
    'I run sewing workshops for teenagers in Melbourne. Want to make it into a proper business with a few studios.',
    'Customer sends height, hand size, position, weight they like. We make it and post it.',
    "Right now it's a volunteer thing in a church basement, I want to make it sustainable.",
  ])('takes no idea from "it" in "%s": what it is was said before', (message) => {
    expect(readMessage(emptyState(), message, 'IDEA').state.idea).toBeNull();
  });

  it('still reads "IT support for small charities." as an idea', () => {
    expect(readMessage(emptyState(), 'IT support for small charities.', 'IDEA').state.idea).toBe('IT support');
  });

  it.each([
    ['Employers would pay.', 'Employers would pay.'],
    ['so families pay, £15 a manicure, billed monthly to them', 'Families pay, £15 a manicure, billed monthly to them'],
    ['Schools pay the screening, 8 € per child.', 'Schools pay the screening, 8 € per child.'],
  ])('files "%s", who pays, under YOUR PROFIT whatever was asked', (message, note) => {
    const before = read(founder('I want to build a mobile manicure service for care homes.'));
    for (const asked of ['WHO', 'PAIN'] as const) expect(readMessage(before, message, asked).changes).toEqual([{ kind: 'added', block: 'YOUR PROFIT', text: note }]);
  });

  it.each(['Buyers pay half the shop price.', 'Insurers pay billions a year to defense firms.', 'Parents pay too much for tutoring.'])('does not read "%s" as who pays us', (message) => {
    const before = read(founder('I want to build a mobile manicure service for care homes.'));
    expect(readMessage(before, message, 'WHO').changes.map((c) => ('block' in c ? c.block : c.kind))).not.toContain('YOUR PROFIT');
  });

  it.each([
    ['The idea would be a swap service: I drop off a sharp set and take their blunt set every two weeks.', 'A swap service'],
    ['So the idea is: a tool library for renters, one shelf per building.', 'A tool library'],
  ])('reads "%s" as a label and the idea after it', (message, idea) => {
    expect(readMessage(emptyState(), message, 'IDEA').state.idea).toBe(idea);
  });

  it.each(['The government just cut free school meals for older pupils.', 'Video calls became normal for older people during the pandemic.'])('replaces no idea with "%s", where something is done', (message) => {
    expect(first('hi', 'chilika lake odisha', message).idea).toBe('Chilika lake odisha');
  });
});

describe('the offline coach, twenty-second round: what a review of the round found', () => {
  const coffee = () => read(founder('hi', 'We sell coffee beans from our farm in Huila.'));

  it.each([
    ['Fair prices for farmers', 'USERS BENEFIT'],
    ['Higher income for farmers.', 'USERS BENEFIT'],
    ['Monthly fee for parents.', 'YOUR PROFIT'],
    ['Lack of safe exercise options for pregnant women.', 'PAIN'],
    ['Higher taxes for diesel cars', 'WHY NOW'],
  ] as const)('keeps the idea when "%s" answers %s', (message, asked) => {
    expect(readMessage(coffee(), message, asked).state.idea).toBe('Coffee beans from our farm in Huila');
  });

  it.each([
    ['I want to build this app for nurses to swap shifts.', 'This app to swap shifts'],
    ['i want to offer it support to small law firms in kenya', 'It support to small law firms in kenya'],
  ])('still takes an idea from "%s"', (message, idea) => {
    expect(readMessage(emptyState(), message, 'IDEA').state.idea).toBe(idea);
  });

  it.each(['Patients pay out of pocket, insurance covers nothing.', 'Farmers pay huge interest to moneylenders.', 'Customers pay attention to reviews.', 'Young people pay with their phone, nobody carries cash anymore.', 'Architects make 3 CAD drawings per client, all by hand.', 'We flag anyone with TSH 4.5 or more.'])(
    'finds no price in "%s"',
    (message) => {
      const before = read(founder('I want to build a booking app for dog groomers.'));
      expect(readMessage(before, message, 'PAIN').changes.map((c) => ('block' in c ? c.block : c.kind))).not.toContain('YOUR PROFIT');
    },
  );

  it('adds a new fact whose words are all in an older note, in another order', () => {
    const before = read(founder('I want to build a scheduling app for dental clinics.', 'Clinics lose about 20% of appointments to no-shows, and receptionists spend 2 hours a day on the phone'));
    expect(readMessage(before, 'Receptionists lose 20% of their day on the phone.', 'PAIN').changes).toEqual([{ kind: 'added', block: 'PAIN', text: 'Receptionists lose 20% of their day on the phone.' }]);
  });

  it('keeps an amount said in the explanation of a slip ("we forgot the $30 setup fee")', () => {
    const before = read(founder('I want to build a booking platform.', 'We charge $150 a year.'));
    const after = readMessage(before, '$120, we forgot the $30 setup fee.', 'WHO').state;
    expect(CANVAS_BLOCKS.flatMap((b) => after.blocks[b]).join(' ')).toContain('$30');
  });
});

describe('the offline coach, twenty-third round: conversations a new user might have', () => {

  it.each([
    ['dog walking app but only for seniors who cant walk their dogs anymore', 'Dog walking app', 'Seniors who cant walk their dogs anymore'],
    ["dog walking app, only for seniors who can't walk their dogs anymore", 'Dog walking app', "Seniors who can't walk their dogs anymore"],
    ['a dog walking app only for seniors', 'A dog walking app', 'Seniors'],
    ['a tutoring service mainly for kids with dyslexia', 'A tutoring service', 'Kids with dyslexia'],
  ])('reads "%s" as the idea and whom it is narrowed to', (message, idea, who) => {
    const state = read(founder('yo', message));
    expect(state.idea).toBe(idea);
    expect(filled(state)).toEqual({ WHO: [who] });
  });

  it('names the customer in the title only when the note names them and says nothing of them', () => {
    const dogs = read(founder('dog walking app', 'old people love their dogs but with bad knees or after a hip op they cant do the daily walks'));
    expect(dogs.blocks.WHO).toEqual(['Old people love their dogs']);
    expect(ideaTitle(dogs)).toBe('Dog walking app');
    expect(renderCanvas(dogs)).not.toContain('for old people love');
    expect(ideaTitle(read(founder('dog walking app', 'seniors with bad knees')))).toBe('Dog walking app for seniors with bad knees');
    expect(ideaTitle(read(founder('We make frozen pierogi.', 'Polish shops in Germany')))).toBe('Frozen pierogi for Polish shops in Germany');
    expect(ideaTitle(read(founder('We sell solar water pumps.', 'Kenyan farmers')))).toBe('Solar water pumps for Kenyan farmers');
  });

  it('files a partnership given for the pitch as the secret sauce, and a time it takes may be in a pitch', () => {
    const dogs = read(founder('Dog walking for seniors', 'Just me for now.'));
    expect(addedNotes(dogs, 'partnership with the local senior centers who refer their members', 'PITCH')).toEqual([['SECRET SAUCE', 'Partnership with the local senior centers who refer their members']]);
    const breaks = read(founder('An app that gives office workers exercise breaks'));
    expect(addedNotes(breaks, 'back pain gone in 5 minutes a day', 'PITCH')).toEqual([['PITCH', 'Back pain gone in 5 minutes a day']]);
    expect(addedNotes(breaks, '2.1k GitHub stars in 5 minutes', 'PITCH').map(([block]) => block)).not.toContain('PITCH');
  });

  it('rewrites the amount of a price corrected with its rate ("450 per season not 500")', () => {
    const before = read(founder('A robotics mentoring platform for schools', 'Schools pay 500 dollars per season'));
    const { state, changes } = readMessage(before, "oh wait, it's 450 per season not 500", 'PITCH');
    expect(changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: 'Schools pay 450 dollars per season', old: 'Schools pay 500 dollars per season' }]);
    expect(state.blocks['YOUR PROFIT']).toEqual(['Schools pay 450 dollars per season']);
  });

  it('takes "I have an idea but not sure it\'s good" as no fact', () => {
    expect(readMessage(emptyState(), "I have an idea but not sure it's good", 'IDEA').changes).toEqual([]);
    expect(coachReply([], "I have an idea but not sure it's good")).toMatch(/couldn't find the idea itself/);
  });

  it('files teams that get stuck and give up as the pain, asked for the benefit', () => {
    const before = read(founder('A platform where retired engineers mentor school robotics teams'));
    expect(addedNotes(before, 'the teachers running them have no engineering background, so teams get stuck and give up', 'USERS BENEFIT').map(([block]) => block)).toEqual(['PAIN']);
  });

  it('reads "we\'re 4: …" as the team, and "we\'re two guys … building" still as the idea', () => {
    const dyes = read(founder('We make natural dyes from food waste for fashion brands.'));
    expect(addedNotes(dyes, "we're 4: me, a chemist, a sales person and a part-time designer", 'USERS BENEFIT')).toEqual([['YOUR TEAM', "We're 4: me, a chemist, a sales person and a part-time designer"]]);
    const haulage = read(founder("We're two guys from Poznań building a marketplace where small haulage firms fill their empty return trips."));
    expect(haulage.idea).toContain('a marketplace where small haulage firms fill their empty return trips');
    expect(haulage.blocks['YOUR TEAM']).toEqual([]);
  });

  it('files a supply collected for free as the secret sauce, not the price', () => {
    const dyes = read(founder('We make natural dyes from food waste for fashion brands.'));
    expect(addedNotes(dyes, 'we collect waste from 30 restaurants in Porto for free, nobody else has that supply', 'PITCH').map(([block]) => block)).toEqual(['SECRET SAUCE']);
  });

  it('keeps "#1" and "C#" and drops the marks of a heading', () => {
    expect(plainText('back pain is the #1 reason for sick days')).toBe('back pain is the #1 reason for sick days');
    expect(plainText('## We need a C# developer')).toBe('We need a C# developer');
    expect(plainText('# Heading\nsee #hashtag _now_')).toBe('Heading\nsee #hashtag now');
  });

  it('drops the "because" that tied a note to its reason, not "because of"', () => {
    const pierogi = readMessage(emptyState(), 'Now we want to sell frozen pierogi to Polish shops in Germany, because Polish people abroad miss real homemade taste.', 'IDEA').state;
    expect(pierogi.blocks.PAIN).toEqual(['Polish people abroad miss real homemade taste.']);
    const campsites = read(founder('An app to book campsites', 'Because of his sister, we have first 5 campsites signed already.'));
    expect(CANVAS_BLOCKS.flatMap((b) => campsites.blocks[b]).join(' ')).toMatch(/^Because of his sister/);
  });

  it('files the founders\' own years at a trade as why them', () => {
    const pierogi = read(founder('Frozen pierogi for Polish shops abroad'));
    expect(addedNotes(pierogi, "We've done catering and weddings for 9 years.", 'PAIN')).toEqual([['WHY YOU', "We've done catering and weddings for 9 years."]]);
    expect(addedNotes(pierogi, 'My brother and I have run a garage for 20 years', 'PAIN').map(([block]) => block)).toEqual(['WHY YOU']);
    expect(scoreClause("We've been losing money for 3 years")['WHY YOU']).toBe(0);
  });

  it.each(['climbers', 'rock climbers', 'developers', 'collectors', 'sailors', 'SMEs', 'B2B'])('files "%s", said when asked who it is for, under WHO', (message) => {
    const gear = read(founder('an online marketplace for used climbing gear'));
    expect(addedNotes(gear, message, 'WHO').map(([block]) => block)).toEqual(['WHO']);
  });

  it.each(["busy professionals who can't be without their phone", 'parents who work night shifts'])('files "%s", said when asked who it is for, under WHO', (message) => {
    const repairs = read(founder('We repair smartphones at your office, same day'));
    expect(addedNotes(repairs, message, 'WHO').map(([block]) => block)).toEqual(['WHO']);
  });

  it('files "2 technicians and me" as the team, whatever was asked', () => {
    const repairs = read(founder('We repair smartphones at your office, same day'));
    expect(addedNotes(repairs, '2 technicians and me', 'WHO')).toEqual([['YOUR TEAM', '2 technicians and me']]);
  });

  it('still reads climbing prices as the moment, and a clause that names people inside a longer message as before', () => {
    expect(strongest(scoreClause('prices keep climbing'))).toBe('WHY NOW');
    expect(strongest(scoreClause('rents climbed 30% in two years'))).toBe('WHY NOW');
    const tours = read(founder('Boat tours around the island for cruise passengers'));
    expect(addedNotes(tours, 'EC$270, that is US$100. Cruise lines take 30% if they sell it as excursion.', 'WHO').map(([block]) => block)).not.toContain('WHO');
  });

  it('keeps "not …" in a labelled pitch, which sets one thing against another', () => {
    const venues = read(founder('A platform that books family farms for weddings'));
    expect(addedNotes(venues, 'the pitch: your wedding at a family farm, not a hotel ballroom', 'USERS BENEFIT')).toEqual([['PITCH', 'Your wedding at a family farm, not a hotel ballroom']]);
  });

  it('files a partner that refers people to us as the secret sauce', () => {
    const jobs = read(founder('A job matching service for refugees in Germany'));
    expect(addedNotes(jobs, 'the job agency (Bundesagentur) refers people to us', 'SECRET SAUCE')).toEqual([['SECRET SAUCE', 'The job agency (Bundesagentur) refers people to us']]);
  });

  it('reads "I want to help …" as no team, and names no one "them" in a plan', () => {
    expect(scoreClause('I want to help refugees find jobs')['YOUR TEAM']).toBe(0);
    expect(strongest(scoreClause('my friend wants to help'))).toBe('YOUR TEAM');
    const jobs = read(founder('hey', 'mostly Ukrainian and Syrian refugees in Germany', 'we match them with employers and handle the paperwork'));
    expect(jobs.blocks.WHO).toEqual(['Ukrainian and Syrian refugees in Germany']);
  });

  it('drafts a pitch with the pain only when the pain reads after "solving"', () => {
    const shops = read(founder('An inventory app for pharmacies', 'they count stock on paper every sunday and still run out of bestsellers'));
    expect(renderCanvas(shops)).toContain('A draft from your own words: "Inventory app for pharmacies."');
  });


  it('keeps the words that open a clause with it ("… on camera and a | vet decides …")', () => {
    const clauses = sentencesOf("they show the animal on camera and a vet decides if a visit is needed.").flat().map((c) => c.text);
    expect(clauses.every((text) => !/\b(?:and a|a)$/.test(text))).toBe(true);
    const vets = read(founder('hi', "So I'm thinking of a video triage app for livestock farmers - they show the animal on camera and a vet decides if a visit is needed."));
    expect(CANVAS_BLOCKS.flatMap((b) => vets.blocks[b])).not.toContain('They show the animal on camera and a');
  });

  it.each(['Good morning! I need help structuring my idea.', "I'd like some help with my business idea", 'hi, I want help to shape the idea'])('takes "%s" as a request, not a fact', (message) => {
    expect(readMessage(emptyState(), message, 'IDEA').changes).toEqual([]);
  });
});

describe('the offline coach, twenty-third round: a greeting and what the founder does', () => {
  it.each(['Hi, we make tortillas for restaurants', 'Hola, we make tortillas for restaurants'])('reads "%s" as the idea, not as a greeting alone', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('allow');
    expect(coachReply([], message)).toMatch(/^Your idea as I have it: \*\*tortillas\*\* for restaurants\./);
  });

  it.each(['Hi from sunny Seville!', 'Hola from sunny Seville!', 'Hola! My english is not perfect sorry'])('answers "%s" as a greeting, with no idea', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('chitchat');
    expect(read(founder(message)).idea).toBeNull();
  });

  it('reads "a subscription for renting kids clothes" as the idea, with no customer in it', () => {
    const clothes = read(founder('hey coach', 'so basically my idea is a subscription for renting kids clothes, because kids outgrow everything in 3 months'));
    expect(clothes.idea).toBe('A subscription for renting kids clothes');
    expect(clothes.blocks.WHO).toEqual([]);
  });

  it('rewrites a count corrected with "now" after it', () => {
    const susu = read(founder('A mobile money app for market women', 'We already have 120 women testing it in Makola.'));
    expect(readMessage(susu, "actually it's 150 women now", 'PITCH').state.blocks['SECRET SAUCE']).toEqual(['We already have 150 women testing it in Makola.']);
  });

  it('takes "an idea for people with celiac disease" as whom the idea is for, and the idea from the next message', () => {
    const first = readMessage(emptyState(), "Hey! I've got an idea for people with celiac disease", 'IDEA');
    expect(first.state.idea).toBeNull();
    expect(first.state.blocks.WHO).toEqual(['People with celiac disease']);
    const celiac = read(founder("Hey! I've got an idea for people with celiac disease", 'An app that scans restaurant menus and shows which dishes are safe'));
    expect(celiac.idea).toBe('An app that scans restaurant menus and shows which dishes are safe');
    expect(ideaTitle(celiac)).toBe('App that scans restaurant menus and shows which…');
  });

  it('rewrites a price corrected "per month" in a note that says "/month"', () => {
    const celiac = read(founder('An app that scans restaurant menus for people with celiac disease', 'Freemium - free for 3 scans a month, €4.99/month unlimited; restaurants pay to be verified'));
    expect(readMessage(celiac, "Actually it's €3.99 per month", 'PITCH').state.blocks['YOUR PROFIT']).toEqual(['Free for 3 scans a month, €3.99/month unlimited; restaurants pay to be verified']);
  });

  it('names taquerias as the customer, and no orders', () => {
    const tacos = read(founder('hi', 'I am from Mexico, I want make app for small taquerias to take orders by whatsapp automatic'));
    expect(tacos.blocks.WHO).toEqual(['Small taquerias']);
  });
});

describe('the offline coach, twenty-third round: what a review of the round found', () => {
  const farm = () => read(founder('We sell solar water pumps to farmers.'));

  it('corrects the amount at the rate said, not another note with the same number', () => {
    const clinics = read(founder('A booking tool for clinics', 'Clinics pay 30 euros per month', 'We have 30 clinics on the waiting list'));
    expect(readMessage(clinics, 'sorry, 25 per month, not 30', 'WHY NOW').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: 'Clinics pay 25 euros per month', old: 'Clinics pay 30 euros per month' }]);
    const lessons = read(founder('A tutoring app', 'Parents pay 20 euros per lesson', 'Kids usually need 20 lessons a year'));
    expect(readMessage(lessons, "actually it's 25 per lesson not 20", 'PITCH').state.blocks['YOUR PROFIT']).toEqual(['Parents pay 25 euros per lesson']);
  });

  it.each([
    ['just for testing', 'PITCH'],
    ['Just for the record, we are two engineers', 'YOUR TEAM'],
    ['specifically for drip irrigation', 'USERS BENEFIT'],
    ['only for Android at first', 'PITCH'],
    ['The first month is free, but only for the first 100 farmers.', 'YOUR PROFIT'],
  ] as const)('finds no customer in "%s" (asked %s)', (message, asked) => {
    expect(blocksOf(farm(), message, asked)).not.toContain('WHO');
  });

  it.each([
    ['We pick up the laundry for free and deliver it folded the next day', 'PITCH'],
    ['We collect your old phone for free at your door', 'PITCH'],
    ['We take the first call for free, then 50 euros an hour', 'PITCH'],
  ] as const)('files "%s" as no secret sauce', (message, asked) => {
    expect(blocksOf(farm(), message, asked)).not.toContain('SECRET SAUCE');
  });

  it.each([
    ["idk, it's students", 'WHO', 'WHO'],
    ["Not sure, it's tenants", 'WHO', 'WHO'],
    ["Not yet, I'm alone", 'YOUR TEAM', 'YOUR TEAM'],
  ] as const)('reads the answer after a hedge in "%s"', (message, asked, block) => {
    expect(blocksOf(farm(), message, asked)).toEqual([block]);
  });

  it.each(['Monthly subscriptions', 'Heart problems', 'Push notifications', 'Facebook groups', 'Emails', 'Always', 'Kudos', 'Campus', 'weekends'])('does not take "%s", said when asked who it is for, as the customer', (message) => {
    expect(blocksOf(farm(), message, 'WHO')).not.toContain('WHO');
  });

  it.each([
    'The app that deals with your tenants so you don\'t have to',
    'Brand partnerships for small creators, made easy',
    'Your rent paid within 24 hours, every month',
  ])('takes "%s", given for the pitch, as the pitch', (message) => {
    expect(blocksOf(farm(), message, 'PITCH')).toEqual(['PITCH']);
  });

  it.each(['Launching in 60 days in Lisbon', 'a first version in 10 days from now', 'Set up in 10 minutes'])('takes "%s", given for the pitch, as no pitch', (message) => {
    expect(blocksOf(farm(), message, 'PITCH')).not.toContain('PITCH');
  });

  it.each([
    ['We give up 30% to the app stores', 'YOUR PROFIT'],
    ['Our users give up smoking in 6 weeks on average', 'USERS BENEFIT'],
  ] as const)('finds no pain in "%s"', (message, asked) => {
    expect(blocksOf(farm(), message, asked)).not.toContain('PAIN');
  });

  it.each([
    ["we're 3.5 km from the port, so tourists walk in", 'SECRET SAUCE'],
    ["we're 2, maybe 3 months from launch", 'WHY NOW'],
  ] as const)('finds no team in "%s"', (message, asked) => {
    expect(blocksOf(farm(), message, asked)).not.toContain('YOUR TEAM');
  });

  it.each([
    ['we do contracts for 2 years with each hotel', 'YOUR PROFIT'],
    ['we had no holiday for 3 years because of the hotel', 'PAIN'],
    ['We sell a licence for 3 years', 'YOUR PROFIT'],
  ] as const)('finds no background in "%s"', (message, asked) => {
    expect(blocksOf(farm(), message, asked)).not.toContain('WHY YOU');
  });

  it('still reads prices that climb as the moment', () => {
    expect(blocksOf(farm(), 'Electricity prices continue to climb', 'YOUR TEAM')).toEqual(['WHY NOW']);
  });

  it('drops a heading\'s marks before a word at the start of a line', () => {
    expect(plainText('###Idea: a booking app for yoga studios')).toBe('Idea: a booking app for yoga studios');
    expect(read(founder('###Idea: a booking app for yoga studios')).idea).toBe('A booking app');
  });

  it('keeps a common word lower-case in a title, and "because" in a pitch', () => {
    expect(ideaTitle(read(founder('We sell meal kits.', 'Obese patients')))).toBe('Meal kits for obese patients');
    expect(ideaTitle(read(founder('We sell meal kits.', 'Families new to Canada')))).toBe('Meal kits for families new to Canada');
    expect(addedNotes(farm(), 'Because farmers deserve better.', 'PITCH')).toEqual([['PITCH', 'Because farmers deserve better.']]);
  });
});

describe('the offline coach, twenty-third round: what a second review found', () => {
  const snacks = () => read(founder('We make Nigerian snacks for supermarkets in London'));

  it.each(['hi we are a small family in Porto', "hey we're a couple of designers", 'hi, we met at university', 'hi we travel a lot'])('answers "%s" as a greeting: who they are is no idea', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('chitchat');
  });

  it.each(['Hi, we grow mushrooms in Kent', "hi, I'm opening a bakery in Leeds"])('reads "%s": what they do is the idea', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('allow');
  });

  it.each([
    ['Ola does the coding', 'YOUR TEAM'],
    ['Moin is our developer', 'YOUR TEAM'],
    ['Aloha shirt shops in Hawaii', 'WHO'],
  ] as const)('reads "%s", which opens with a name, not a greeting', (message, block) => {
    expect(offlineVerdict(message, snacks)).toBe('allow');
    expect(addedNotes(snacks(), message, block).map(([b]) => b)).toContain(block);
  });

  it('keeps a brand that is also a greeting in the idea', () => {
    expect(read(founder('Aloha shirts for tourists')).idea).toBe('Aloha shirts');
  });

  it.each(['Hi again! We charge 20 euros a month', 'Hello, the price is 20 euros', 'Ola, my sister, does the cooking'])('reads "%s" once the idea is known: it goes on to change the canvas', (message) => {
    expect(offlineVerdict(message, snacks)).toBe('allow');
  });

  it('keeps ideas that open with "from", but not a greeting from a place', () => {
    expect(read(founder('From farm to table boxes for offices')).idea).toBe('From farm to table boxes');
    expect(read(founder('Hi from sunny Seville!')).idea).toBeNull();
  });

  it('moves no pronoun to the clause after it', () => {
    const clauses = sentencesOf('Tourists love this but nobody sells it here').flat().map((c) => c.text);
    expect(clauses.join(' | ')).not.toMatch(/\| this but/i);
  });

  it('reads the fact after a request for help in the same sentence', () => {
    expect(read(founder('I need help with my business idea: a laundry app for students')).idea).toBe('A laundry app');
  });

  it('does not rewrite a count tied to a plan with one said of now', () => {
    const walkers = read(founder('Dog walking for seniors', 'We plan to reach 500 customers by December'));
    const after = readMessage(walkers, 'actually 450 customers now', 'PITCH').state;
    expect(CANVAS_BLOCKS.flatMap((b) => after.blocks[b])).not.toContain('We plan to reach 450 customers by December');
  });

  it('files what customers send to us as no secret sauce, and two who want to work on it as the team', () => {
    expect(addedNotes(snacks(), 'Customers send their orders to us by WhatsApp and we lose some', 'PAIN').map(([b]) => b)).not.toContain('SECRET SAUCE');
    expect(strongest(scoreClause('Sarah and I want to work on this together'))).toBe('YOUR TEAM');
  });

  it('takes back the pitch\'s words after "not": "The pitch is fast physio for all athletes, not just runners"', () => {
    const physio = read(founder('Mobile physio for runners in Dublin', 'Pitch: fast physio for runners'));
    expect(readMessage(physio, 'The pitch is fast physio for all athletes, not just runners', 'PITCH').state.blocks.PITCH).toEqual(['Fast physio for all athletes']);
  });

  it('leaves no mark of the greeting on the note after it', () => {
    expect(addedNotes(snacks(), 'Jambo! Taste of home', 'PITCH')).toEqual([['PITCH', 'Taste of home']]);
  });
});

describe('the offline coach, twenty-third round: a last batch of conversations', () => {
  const tags = () => read(founder('thinking about a B2B platform that helps construction companies track their equipment with GPS tags'));

  it('files customers who pay a lot elsewhere as the pain, not the price', () => {
    const tutors = read(founder('An online tutoring marketplace for Filipino teachers to teach English to kids in Japan'));
    expect(addedNotes(tutors, "Japanese parents pay a lot for native-level English but can't find affordable tutors", 'PAIN').map(([b]) => b)).toEqual(['PAIN']);
  });

  it('files hardware sold at cost as the price', () => {
    expect(addedNotes(tags(), '€5 per tag per month, hardware at cost', 'YOUR PROFIT').map(([b]) => b)).toEqual(['YOUR PROFIT']);
  });

  it('files people named without a verb as the customer, whatever was asked', () => {
    expect(addedNotes(tags(), 'Site managers, mostly mid-size contractors with 50-200 machines', 'PAIN').map(([b]) => b)).toEqual(['WHO']);
  });

  it('says which amount a correction changed with what it counts', () => {
    const priced = read(founder('thinking about a B2B platform that helps construction companies track their equipment with GPS tags', '€5 per tag per month, hardware at cost'));
    expect(coachReply([{ founder: priced.idea!, coach: 'PITCH: What would your one-sentence pitch be?' }, { founder: '€5 per tag per month, hardware at cost', coach: 'PITCH: What would your one-sentence pitch be?' }], 'sorry, €6 per tag per month')).toMatch(/^Corrected: under \*\*YOUR PROFIT\*\* I changed "€5 per tag per month/);
  });
});

describe('the offline coach, twenty-fourth round: more conversations a new user might have', () => {
  it('keeps an activity between two groups in the idea, and the two groups as the customer', () => {
    const exchange = read(founder("I'd like to build a platform for language exchange between refugees and locals"));
    expect(exchange).toMatchObject({ idea: 'A platform for language exchange between refugees and locals', blocks: { WHO: ['Refugees and locals'] } });
  });

  it('keeps the customer in the idea when the idea goes on about "their" things', () => {
    const inventory = read(founder('We are building software for dentists to manage their inventory'));
    expect(inventory).toMatchObject({ idea: 'Software for dentists to manage their inventory', blocks: { WHO: ['Dentists'] } });
    expect(coachReply([], 'We are building software for dentists to manage their inventory')).toMatch(/^Your idea as I have it: \*\*software for dentists to manage their inventory\*\*\./);
  });

  it('hears the idea in "there should be a better way to …" and "someone should build …"', () => {
    expect(read(founder('i think there should be a better way to find a reliable babysitter')).idea).toBe('A better way to find a reliable babysitter');
    expect(read(founder('Someone should build an app that tells you when the gym is empty')).idea).toBe('An app that tells you when the gym is empty');
    const rent = read(founder('There must be an easier way for landlords to collect rent'));
    expect(rent).toMatchObject({ idea: 'An easier way to collect rent', blocks: { WHO: ['Landlords'] } });
  });

  it('notes a trade the founder already runs as their background, and asks for the idea', () => {
    const truck = 'I have a food truck that sells arepas in Austin';
    expect(filled(read(founder(truck)))).toEqual({ 'WHY YOU': [truck] });
    expect(coachReply([], truck)).toMatch(/I added "I have a food truck that sells arepas in Austin" under \*\*WHY YOU\*\*\.\n\nTell me about your idea/);
    expect(addedNotes(emptyState(), 'We have a farm in the Emmental with 2,000 free-range hens.', 'IDEA').map(([b]) => b)).toEqual(['WHY YOU']);
  });

  it('answers a request for help as one, and reads the idea it names', () => {
    expect(coachReply([], 'Can you help me with my startup idea?')).toMatch(/^Happy to help: we will fill in your canvas one block at a time\.\n\nTell me about your idea/);
    expect(read(founder('Hi, can you help me with my idea for a vegan bakery?')).idea).toBe('A vegan bakery');
    expect(coachReply([], 'I need help with my idea for an app for dog owners')).toMatch(/^Your idea as I have it: \*\*an app\*\* for dog owners\./);
  });

  const grants = () => read(founder('Idea: AI tool that writes grant applications for small nonprofits', 'they spend weeks on each application and most get rejected'));
  it('keeps what is charged when it does not work out with the price', () => {
    expect(addedNotes(grants(), 'we take 3% of grants won, nothing if they lose', 'USERS BENEFIT')).toEqual([['YOUR PROFIT', 'We take 3% of grants won, nothing if they lose']]);
  });

  const repair = () => read(founder('We want to open a repair café for electronics in Lyon'));
  it('files parts sold at cost as the price', () => {
    expect(addedNotes(repair(), 'membership 10€ a month, you come and fix it with our volunteers, parts at cost', 'YOUR PROFIT').map(([b]) => b)).toEqual(['YOUR PROFIT']);
    expect(addedNotes(repair(), 'Parts at cost', 'YOUR PROFIT').map(([b]) => b)).toEqual(['YOUR PROFIT']);
  });

  it('files "anyone with … who can\'t …", said when asked who, as the customer', () => {
    const who = 'who? students and retired people mostly, anyone with a broken phone or laptop who can\'t afford a new one';
    expect(addedNotes(repair(), who, 'WHO').map(([b]) => b)).toEqual(['WHO']);
  });

  it('keeps more doings of one subject in one note: "We buy …, fix them and sell at 40% of the new price"', () => {
    const chairs = read(founder('My business idea is selling refurbished office chairs online'));
    const said = 'We buy used Herman Miller and Steelcase chairs from offices that close, fix them and sell at 40% of the new price';
    expect(addedNotes(chairs, said, 'USERS BENEFIT')).toEqual([['YOUR PROFIT', said]]);
  });
});

describe('the offline coach, twenty-fourth round: a second batch of conversations', () => {
  const sitters = () => read(founder('im building an app for students to find roommates'));

  it('files people and what they are doing, said when the pain was asked, as the customer', () => {
    // "Students" said more precisely takes the place of the note (2026-12-03, fifth round).
    expect(readMessage(sitters(), 'university students in london looking for a flat share', 'PAIN').changes).toEqual([
      { kind: 'replaced', block: 'WHO', text: 'University students in london looking for a flat share', old: 'Students' },
    ]);
    const photographers = read(founder('I want to build one tool that does contracts, invoices and galleries for freelance photographers.'));
    expect(addedNotes(photographers, 'Photographers doing weddings and portraits, mostly solo', 'PAIN')).toEqual([['WHO', 'Photographers doing weddings and portraits, mostly solo']]);
    // "bring" is no "-ing" of doing: what patients do today is the pain.
    const interpreters = read(founder("I'm launching a phone interpreter service for GP appointments."));
    expect(addedNotes(interpreters, 'Patients bring their children to translate about their own illness.', 'PAIN').map(([b]) => b)).toEqual(['PAIN']);
  });

  it('reads "im" as "I\'m" where it opens a clause', () => {
    expect(sitters()).toMatchObject({ idea: 'An app to find roommates', blocks: { WHO: ['Students'] } });
    expect(read(founder('im opening a cafe for remote workers')).idea).toBe('A cafe');
  });

  it('takes no idea from two offered, and the one the founder then chooses', () => {
    const two = 'So I have two ideas actually. First one is a dog hotel, second one is an app for dog walkers. Which one is better?';
    expect(read(founder(two))).toEqual(read([]));
    expect(coachReply([], two)).toMatch(/^Pick the one you would like to shape first; the other can have a chat of its own\.\n\nTell me about your idea/);
    expect(read(founder(two, "Let's go with the app for dog walkers"))).toMatchObject({ idea: 'An app', blocks: { WHO: ['Dog walkers'] } });
    expect(coachReply([], 'Good evening. I would like to present my business idea.')).toMatch(/^Please go ahead\./);
  });

  it('asks next for the block a question is about, and says what it needs when asked', () => {
    const reading = [{ founder: 'idea: tutoring for adults who want to learn to read', coach: coachReply([], 'idea: tutoring for adults who want to learn to read') }];
    expect(coachReply(reading, 'what should I put as my pitch?')).toMatch(/^Here is what \*\*PITCH\*\* asks for, with an example\.\n\n\*\*Next, PITCH:\*\*/);
    expect(coachReply(reading, 'what do you mean by secret sauce?')).toMatch(/\*\*Next, SECRET SAUCE:\*\*/);
    expect(coachReply([], 'what do you need from me?')).toMatch(/^Just what you know about your idea, in your own words: I ask for one block at a time\./);
  });

  it('leaves out why an old amount was corrected, and tells amounts apart by their figures', () => {
    const photographers = read(founder('I want to build one tool for freelance photographers.', '$19/month'));
    expect(readMessage(photographers, 'Actually $24/month, $19 is too cheap', 'YOUR PROFIT').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: '$24/month', old: '$19/month' }]);
    const receipts = read(founder('The idea is a receipt matching tool for bookkeepers like me.', '£25 a month per practice plus £1 per client file.'));
    expect(readMessage(receipts, "sorry, £2 per client file, not £1. £1 doesn't cover the OCR costs.", 'YOUR PROFIT').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: '£2 per client file.', old: '£1 per client file.' },
    ]);
  });

  const yoga = () => read(founder('I want to start an online platform where yoga teachers can sell their classes'));
  it('keeps the two shares of a split in one note of the price', () => {
    expect(addedNotes(yoga(), 'They keep 85%, we keep 15%', 'USERS BENEFIT')).toEqual([['YOUR PROFIT', 'They keep 85%, we keep 15%']]);
  });

  it('files work done by hand as the pain', () => {
    const said = "ok so here's the thing. I'm a freelance photographer and every client wants a contract, invoice and a gallery link and I do it all by hand. I want to build one tool that does all three for freelance photographers.";
    expect(addedNotes(emptyState(), said, 'IDEA')).toContainEqual(['PAIN', 'I do it all by hand.']);
  });

  it('adds people said the other way round, not as a repeat', () => {
    const tutoring = read(founder('idea: tutoring for adults who want to learn to read'));
    expect(addedNotes(tutoring, 'adults who never learned to read properly, there are millions in the US', 'PAIN')).toEqual([['WHO', 'Adults who never learned to read properly, there are millions in the US']]);
  });

  it('keeps what something costs with how much, and what someone else pays beside it', () => {
    const milk = read(founder('My idea is mobile app for small farmers to sell milk directly to the processors.'));
    const said = 'Middle men buy the milk very cheap, 25 shillings per litre, and processor pays 45';
    expect(addedNotes(milk, said, 'PAIN')).toEqual([['PAIN', said]]);
  });

  it('reads the idea after "I have a business idea:"', () => {
    expect(read(founder('I have a business idea: an app for dog walkers'))).toMatchObject({ idea: 'An app', blocks: { WHO: ['Dog walkers'] } });
    expect(read(founder('I have a small business idea: homemade dog treats')).idea).toBe('Homemade dog treats');
  });
});

describe('the offline coach, twenty-fourth round: what a review of the round found', () => {
  it('takes no idea from what someone should do that is no product, or a better way to do "this"', () => {
    for (const said of ['someone has to make a living', 'Someone should make a complaint to the city about this', 'there has to be a better way to do this', 'can you help me with my idea for a hackathon next week?']) {
      expect(read(founder(said)).idea, said).toBeNull();
    }
  });

  it('keeps a fact about people just named apart from what "we" do for them', () => {
    const salons = read(founder('We want to build a booking app for hair salons'));
    expect(addedNotes(salons, 'We work with 5 salons already, give them the app for free', 'SECRET SAUCE')).toHaveLength(2);
  });

  it('files "everyone on our team …" and "those under 26 get 50% off", said when asked who, by what they say', () => {
    const repair = read(founder('We want to open a repair café for electronics in Lyon'));
    expect(blocksOf(repair, 'everyone on our team has repaired phones for years', 'WHO')).not.toContain('WHO');
    expect(blocksOf(repair, 'those under 26 get 50% off', 'WHO')).not.toContain('WHO');
  });

  it('takes no customers from what is compared, nor from places served', () => {
    expect(filled(read(founder('a tool to compare prices between supermarkets and discounters')))).toEqual({});
    expect(filled(read(founder('a courier service between shops and homes')))).toEqual({});
  });

  it('still reads the idea after a trade the founder has, and keeps the customer before "their" further on', () => {
    expect(read(founder('I have a shop and want an app for my customers to order')).idea).not.toBeNull();
    expect(read(founder('an app for nurses to keep track of their shifts')).idea).toBe('An app for nurses to keep track of their shifts');
  });
});

describe('the offline coach, twenty-fourth round: a third batch, and what a second review found', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));
  const asked = (message: string) => coachReply([{ founder: 'We want to build a booking app for hair salons', coach: coachReply([], 'We want to build a booking app for hair salons') }], message);

  it('replaces the idea the founder drops for a new one', () => {
    const gym = read(founder('i want to make an app that tells you which gym machines are free'));
    const changed = readMessage(gym, "actually forget the app, we'll make a sensor that gyms install on the machines", 'YOUR PROFIT');
    expect(changed.changes).toEqual([{ kind: 'idea', text: 'A sensor that gyms install on the machines' }]);
  });

  it('asks a block named as a bare question, and a term asked about, next', () => {
    expect(asked('why now?')).toMatch(/^Here is what \*\*WHY NOW\*\* asks for, with an example\.\n\n\*\*Next, WHY NOW:\*\*/);
    expect(asked("what's a pitch?")).toMatch(/\*\*Next, PITCH:\*\*/);
    expect(asked('what do you mean by pain?')).toMatch(/\*\*Next, PAIN:\*\*/);
    // Not a question about what a block asks:
    for (const question of ['what is my pitch?', 'how does it work with the deposit?']) expect(asked(question), question).toMatch(/^Good question\./);
    expect(asked('can you help me figure out pricing?')).toMatch(/^Happy to help/);
  });

  it('files a thing and its price as the price when the gain was asked, and an audience of our own as the secret sauce', () => {
    const coworking = read(founder("I'm thinking about opening a coworking space for parents"));
    expect(addedNotes(coworking, 'day pass 25€, monthly 250€ including 10 hours of childcare', 'USERS BENEFIT').map(([b]) => b)).toEqual(['YOUR PROFIT', 'YOUR PROFIT']);
    const ceramics = read(founder('I sell handmade ceramics on Etsy and want to open my own online shop'));
    expect(addedNotes(ceramics, 'I have 8000 followers on instagram', 'YOUR PROFIT')).toEqual([['SECRET SAUCE', 'I have 8000 followers on instagram']]);
  });

  it('keeps when the customers need it out of who they are, and files a parent in the trade as the founder\'s why', () => {
    const calls = read(founder("My startup idea: an AI assistant that answers phone calls for plumbers and electricians while they're on the job"));
    expect(calls).toMatchObject({ idea: "An AI assistant that answers phone calls while they're on the job", blocks: { WHO: ['Plumbers and electricians'] } });
    expect(blocksOf(calls, 'My dad is a plumber and misses half his calls', 'WHY YOU')).toEqual(['WHY YOU']);
  });

  it('files people only by verbs of who they are, not by what goes wrong or right for them', () => {
    expect(blocksOf(salons(), 'Landlords ignoring repair requests for months', 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(salons(), 'Students getting a good dinner for almost nothing', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(salons(), 'Our tutors coming from the top universities', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
  });

  it('keeps "IM" as it is, and reads "what im building is …"', () => {
    expect(addedNotes(salons(), 'Doctors switch between pager, IM, email all day', 'PAIN')).toEqual([['PAIN', 'Doctors switch between pager, IM, email all day']]);
    expect(read(founder('what im building is a marketplace for used lab equipment')).idea).toBe('A marketplace for used lab equipment');
  });

  it('offers a choice only where the founder says they have several ideas, and only before the idea is known', () => {
    expect(read(founder('We tried two other ideas before, now we are building a booking app for physios'))).toMatchObject({ idea: 'A booking app', blocks: { WHO: ['Physios'] } });
    expect(blocksOf(salons(), 'Another option is taking 5% of every booking', 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
  });

  it('keeps a rival\'s cut apart from ours, a price tier, and a customer\'s gain without handwork', () => {
    expect(blocksOf(salons(), 'Uber Eats takes 30%, we take 10%', 'PAIN')).toEqual(['PAIN', 'YOUR PROFIT']);
    const studio = read(founder('We want to build a booking app for yoga studios', '€49 per month per studio'));
    expect(readMessage(studio, '€79 per month for big studios, €49 for small ones', 'YOUR PROFIT').changes.map((c) => c.kind)).not.toContain('replaced');
    expect(addedNotes(studio, '€79 per month for big studios, €49 for small ones', 'YOUR PROFIT').flatMap(([, text]) => text)).toContain('€49 for small ones');
    expect(blocksOf(salons(), 'they dont have to count everything by hand anymore', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(salons(), 'we check them manually before shipping', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
    expect(blocksOf(salons(), 'People can buy good food really cheap', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(salons(), '$15 a month, and therapists charge 120 per session', 'YOUR PROFIT')).toEqual(['YOUR PROFIT', 'PAIN']);
  });

  it('hears a note said the other way only where it starts, and takes no question after a label as the idea', () => {
    const farm = read(founder('An app for farmers to rent cold storage', 'Farmers have no access to cold storage'));
    expect(readMessage(farm, 'Farmers lack access to cold storage', 'PAIN').changes.map((c) => c.kind)).toEqual(['repeat']);
    expect(read(founder('I have an idea: can you help me shape it?')).idea).toBeNull();
    expect(read(founder('I have an idea: I want to open a bakery for gluten free bread')).idea).toBe('A bakery for gluten free bread');
    expect(read(founder('I have an idea for a dog hotel')).idea).toBe('A dog hotel');
    expect(coachReply([], 'Hello, I have an idea for construction.')).toMatch(/^Please go ahead\./);
  });
});

describe('the offline coach, twenty-fourth round: a fourth batch', () => {
  it('takes the idea after a label that only says how simple it is', () => {
    expect(read(founder('So the idea is pretty simple: a marketplace where people rent out their unused garage space for storage.')).idea).toBe(
      'A marketplace where people rent out their unused garage space for storage',
    );
  });

  it('keeps a clause that ends on "to" with whom it goes to', () => {
    const pills = read(founder('our product is a smart pill dispenser for elderly people living alone'));
    const said = 'the dispenser beeps and sends a message to the family if a dose is missed';
    expect(addedNotes(pills, said, 'USERS BENEFIT').map(([, text]) => text)).toEqual(['The dispenser beeps and sends a message to the family if a dose is missed']);
  });

  it('files a sister with a trade on the team, and a cost said with "are" with its amount', () => {
    const hair = read(founder("we're two sisters from Lagos and we want to launch a line of hair care products for natural African hair"));
    expect(blocksOf(hair, "my sister is a chemist and I did marketing at L'Oréal for 6 years", 'USERS BENEFIT')).toEqual(['YOUR TEAM', 'WHY YOU']);
    const garages = read(founder('a marketplace where people rent out their unused garage space for storage'));
    expect(addedNotes(garages, 'Storage units are expensive, 150 a month, and far from the city', 'PAIN')).toEqual([['PAIN', 'Storage units are expensive, 150 a month, and far from the city']]);
  });

  it('files what the founders have shown so far as the secret sauce', () => {
    const rooms = read(founder('we run escape rooms in Prague and want to make a franchise'));
    expect(blocksOf(rooms, 'we have 4 rooms, all rated 4.9 on tripadvisor, 60,000 players so far', 'USERS BENEFIT')).toEqual(['SECRET SAUCE']);
  });
});

describe('the offline coach, twenty-fourth round: what a third review found', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));
  const asked = (message: string) => coachReply([{ founder: 'We want to build a booking app for hair salons', coach: coachReply([], 'We want to build a booking app for hair salons') }], message);

  it('keeps the idea when the founder says what they will do next', () => {
    const lab = read(founder('a marketplace for used lab equipment', 'universities and biotech startups'));
    for (const said of ['we will launch a beta in June', "We'll open a second warehouse next year", 'we will build a website too']) {
      expect(readMessage(lab, said, 'PAIN').state.idea, said).toBe('A marketplace for used lab equipment');
    }
  });

  it('replaces the idea only when what is dropped is the idea, and what comes instead is a product', () => {
    for (const said of ["actually forget the pricing plan, we'll offer a free tier", "actually scrap the website, we'll make an instagram page"]) {
      expect(readMessage(salons(), said, 'PAIN').state.idea, said).toBe('A booking app');
    }
    expect(readMessage(salons(), 'forget the app, we will make a sensor that salons install on their chairs', 'PAIN').state.idea).toBe('A sensor that salons install on their chairs');
  });

  it('answers a question about a block only when it asks what the block is', () => {
    expect(asked("what's a good price for this?")).toMatch(/^That one is yours to set\./);
    expect(asked('team?')).toMatch(/^Here is what \*\*YOUR TEAM\*\* asks for/);
    expect(asked('how does this work exactly?')).toMatch(/^Just what you know about your idea/);
  });

  it('reads "im" before a verb anywhere, offers a choice however the ideas are counted, and hears a field as an announcement', () => {
    expect(read(founder('lol im building a tinder for dogs')).idea).toBe('A tinder for dogs');
    for (const said of ['ive got 2 ideas, a dog hotel and a grooming app', 'Two ideas: a dog hotel, or an app for dog walkers']) {
      expect(coachReply([], said), said).toMatch(/^Pick the one you would like to shape first/);
      expect(read(founder(said)), said).toEqual(read([]));
    }
    expect(coachReply([], 'I have an idea for the construction industry')).toMatch(/^Please go ahead\./);
  });

  it('keeps a split said from the share that goes to them, a gain said in figures, and people expecting a baby', () => {
    expect(addedNotes(salons(), '80% goes to the translator, we keep 20%', 'YOUR PROFIT')).toEqual([['YOUR PROFIT', '80% goes to the translator, we keep 20%']]);
    expect(blocksOf(salons(), 'cheaper by 40', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(salons(), 'Parents expecting their first baby', 'PAIN')).toEqual(['WHO']);
  });

  it('reads what follows "I have an idea:" as a sentence of its own', () => {
    expect(read(founder('I have an idea: I want to open a bakery for gluten free bread')).idea).toBe('A bakery for gluten free bread');
    expect(read(founder('I have an idea: Uber for dog walking?')).idea).toBeNull();
    const restaurants = read(founder('a POS app for small restaurants', 'Small restaurant owners who can afford a POS'));
    expect(readMessage(restaurants, "Small restaurant owners who can't afford a POS", 'WHO').changes.map((c) => c.kind)).toEqual(['added']);
  });
});

describe('the offline coach, twenty-fourth round: a last conversation', () => {
  it('keeps a common word that opens the customer in lower case in the title, and names in capitals', () => {
    expect(ideaTitle(read(founder('We want to start a meal prep service for shift workers')))).toBe('Meal prep service for shift workers');
    expect(ideaTitle(read(founder('We make frozen pierogi.', 'Polish shops in Germany')))).toBe('Frozen pierogi for Polish shops in Germany');
    expect(ideaTitle(read(founder('a cooking class for Lagos moms')))).toMatch(/for Lagos moms/);
  });
});

describe('the offline coach, twenty-fifth round: conversations a new user might have', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));
  const asked = (message: string, previous = founder()) => coachReply(previous, message);

  it('takes whom an idea is aimed at as the customer, and a correction of them replaces them', () => {
    const ocr = read(founder("We're building an API for invoice OCR aimed at mid-size accounting firms."));
    expect(ocr).toMatchObject({ idea: 'An API for invoice OCR', blocks: { WHO: ['Mid-size accounting firms'] } });
    const corrected = readMessage(ocr, 'Actually not mid-size, small firms with under 20 employees.', 'PAIN');
    expect(corrected.state.blocks.WHO).toEqual(['Small firms with under 20 employees.']);
  });

  it('says what it does when asked, and hears "what else do you need?" as asking what to say', () => {
    for (const question of ['what can you do?', 'how does this help me?', 'How can you help us?']) expect(asked(question), question).toMatch(/^I help you shape your idea/);
    expect(asked('what can you do with my data?')).not.toMatch(/^I help you shape your idea/);
    expect(asked('what else do you need?', [{ founder: 'I want to open a bike repair shop for students' }])).toMatch(/^Just what you know about your idea/);
  });

  it('asks for the idea again without speaking of "them" when no customer is known', () => {
    const turns = ['what can you do?', 'how does this help me?', 'what else do you need?', 'what do you need to know?', 'hmm'].reduce<{ founder: string; coach: string }[]>(
      (said, message) => [...said, { founder: message, coach: coachReply(said, message) }],
      [],
    );
    const asks = turns.map((t) => t.coach.split('\n\n')[1]);
    expect(new Set(asks).size).toBeGreaterThan(2);
    for (const ask of asks) expect(ask).not.toMatch(/for them\?/);
  });

  it('hears a price said without a subject or a currency, and what a class will cost each', () => {
    const bin = read(founder('Idea: smart compost bin for apartments'));
    expect(blocksOf(bin, 'sell it for 299 and filters at 19.99 every 3 months', 'PAIN')).toEqual(['YOUR PROFIT']);
    expect(blocksOf(bin, 'classes would cost 1500 KES each', 'USERS BENEFIT')).toEqual(['YOUR PROFIT']);
    expect(blocksOf(bin, 'A repair would cost them 300 dollars', 'USERS BENEFIT')).toEqual(['PAIN']);
  });

  it('takes "uber for lawn mowing" as the idea, but not as a question', () => {
    expect(read(founder('so basically uber for lawn mowing')).idea).toBe('Uber for lawn mowing');
    expect(ideaTitle(read(founder('so basically uber for lawn mowing')))).toBe('Uber for lawn mowing');
    expect(read(founder('Airbnb for boats?')).idea).toBeNull();
  });

  it('keeps what an app lets the founder do in the idea, not under WHY YOU', () => {
    const piano = read(founder('I teach piano. I want an app where my students can record their practice and I can comment.'));
    expect(piano.idea).toBe('An app where my students can record their practice and I can comment');
    expect(piano.blocks['WHY YOU']).toEqual(['I teach piano.']);
  });

  it('keeps the doing in an idea named by a verb of trade, and the thing when it is named with an article', () => {
    expect(read(founder('I want to teach coding to kids in rural Kenya')).idea).toBe('Teaching coding to kids in rural Kenya');
    expect(read(founder('We want to import Italian espresso machines to Vietnam')).idea).toBe('Importing Italian espresso machines to Vietnam');
    expect(read(founder('I plan to rent out e-bikes to tourists in Lisbon')).idea).toBe('Renting out e-bikes');
    expect(read(founder('So I want to organise a service of daily telephone calls to old people who live alone.')).idea).toMatch(/^A service of daily telephone calls/);
  });

  it('reads a relative clause cut off by the English model as part of what it describes', () => {
    const message = "Hi! I'm Aisha, I worked 9 years as a pharmacist in Lagos. I want to build a WhatsApp bot that tells people if a drug is fake by scanning the pack.";
    expect(read(founder(message)).idea).toBe('A WhatsApp bot that tells people if a drug is fake by scanning the pack');
  });

  it('puts a sister with a trade on the team, and takes "how r u" and "help w my business plan" as what they are', () => {
    expect(addedNotes(salons(), 'my sister is a midwife and I am a certified yoga teacher', 'USERS BENEFIT')).toEqual([
      ['YOUR TEAM', 'My sister is a midwife'],
      ['WHY YOU', 'I am a certified yoga teacher'],
    ]);
    expect(classifyMessage('how r u')).toBe('chitchat');
    expect(coachReply(founder('hey'), 'good. i need help w my business plan')).toMatch(/^Please go ahead\./);
  });
});

describe('the offline coach, twenty-fifth round: a second batch of conversations', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));

  it('hears "I would like to discuss my startup idea with you" as an announcement, not as the idea', () => {
    for (const said of ['Hello! I would like to discuss my startup idea with you.', 'I should like to talk about my business idea with you']) {
      expect(read(founder(said)).idea, said).toBeNull();
      expect(coachReply([], said), said).toMatch(/^Please go ahead\./);
    }
  });

  it('takes a thing named plainly after "Ok here goes." as the idea, and an amount with cents as a price', () => {
    const message = 'Ok here goes. Vending machines with fresh salads in office buildings. Employees have no healthy food options nearby. Each salad 7.50. We restock daily from our central kitchen.';
    const state = read(founder(message));
    expect(state.idea).toBe('Vending machines with fresh salads in office buildings');
    expect(state.blocks['YOUR PROFIT']).toEqual(['Each salad 7.50.']);
    expect(read(founder('Long message incoming, sorry.')).idea).toBeNull();
    expect(sentencesOf('it takes 1.25 hours')[0]![0]!.money).toBe(false);
  });

  it('answers a question about the chat after a greeting, and a request for its opinion', () => {
    expect(coachDecline('chitchat', [], 'hi there, what should I write?')).toMatch(/^Just what you know about your idea/);
    expect(coachDecline('chitchat', [], 'hello, what can you do?')).toMatch(/^I help you shape your idea/);
    expect(coachDecline('chitchat', [], 'hi how are you')).toMatch(/^Hello! Good to have you here\./);
    for (const question of ['what do you think?', 'is it a good idea?', 'would this work?']) {
      expect(coachReply(founder('I want to sell indoor plants by subscription.'), question), question).toMatch(/^Your customers are the best judges of that/);
    }
    expect(coachReply(founder('I want to sell indoor plants by subscription.'), 'what do you think about the price?')).toMatch(/^Good question\./);
  });

  it('files what customers buy from the app at a price as the profit, with or without a currency', () => {
    for (const message of ['Groomers buy SMS credits from the app at 0.05 each.', 'Groomers buy SMS credits from the app at $0.05 each.']) {
      expect(blocksOf(salons(), message, 'PAIN'), message).toEqual(['YOUR PROFIT']);
    }
  });
});

describe('the offline coach, twenty-fifth round: what a review of the round found', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));

  it('takes "Uber for …" as the idea only when that is all the sentence says, in the brand\'s own capitals', () => {
    const netflix = read(founder('Netflix for kids is what my daughter watches all day, so I want to build a screen time app for parents'));
    expect(netflix).toMatchObject({ idea: 'A screen time app', blocks: { WHO: ['Parents'] } });
    expect(read(founder('Uber for dog walking already exists, I want to do it for cats')).idea).toBeNull();
    expect(read(founder('Think Uber for tow trucks')).idea).toBe('Uber for tow trucks');
    expect(coachReply([], 'so basically tinder for dog owners')).toMatch(/^Your idea as I have it: \*\*Tinder\*\* for dog owners\./);
  });

  it('joins a clause cut after "that" only when what follows does not open a clause of its own', () => {
    expect(read(founder('I hated that and we built a booking app for padel courts')).idea).toBe('A booking app for padel courts');
    expect(blocksOf(salons(), 'Salons hate that and we charge 20 a month per chair', 'PAIN')).toEqual(['PAIN', 'YOUR PROFIT']);
  });

  it('takes as the customer only people an idea is aimed at, not a purpose, and not when "for" named them already', () => {
    expect(read(founder('an app aimed at improving sleep for shift workers'))).toMatchObject({ idea: 'An app aimed at improving sleep', blocks: { WHO: ['Shift workers'] } });
    expect(read(founder('An AI tool for HR teams that flags job ads targeted at younger applicants')).blocks.WHO).toEqual(['HR teams']);
    expect(read(founder('A kids learning app for parents, with content aimed at toddlers')).blocks.WHO).toEqual(['Parents']);
    expect(read(founder('A budgeting tool primarily aimed at young couples'))).toMatchObject({ idea: 'A budgeting tool', blocks: { WHO: ['Young couples'] } });
    expect(read(founder('A chatbot that answers visa questions, targeted at international students in Canada')).blocks.WHO).toEqual(['International students in Canada']);
  });

  it('leaves advice questions to "Good question", and answers how the coach differs from a general chat', () => {
    for (const question of ['what would you do?', 'Is that what you need?']) {
      expect(coachReply(founder('We want to build a booking app for hair salons'), question), question).toMatch(/^Good question\./);
    }
    for (const question of ['how r u different from chatgpt?', 'how are you different from chatgpt']) {
      expect(coachDecline(classifyMessage(question) as 'chitchat', [], question), question).toMatch(/^Unlike a general chat/);
    }
  });

  it('keeps what someone else would charge, and what the founder pays, out of the profit', () => {
    expect(blocksOf(salons(), "A private tutor would cost 3000 KES an hour, most parents can't pay that", 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(salons(), 'I rent the kitchen for 400 a month already', 'WHY YOU')).toEqual(['WHY YOU']);
    expect(blocksOf(salons(), "my sister is a nurse and can't find anyone to look after our mum during her shifts", 'PAIN')).toEqual(['PAIN']);
  });

  it('keeps both doings, and the doing before "my …"; reads the idea after a request for help, and the reason after "because"', () => {
    expect(read(founder('I want to manufacture and sell bamboo bicycles')).idea).toBe('Manufacturing and selling bamboo bicycles');
    expect(read(founder('We want to sell my handmade jewellery online')).idea).toBe('Selling my handmade jewellery online');
    expect(read(founder("I need help with my business plan, it's a car wash in Accra")).idea).toBe('A car wash in Accra');
    expect(read(founder('I want to build a planner for busy mums because they forget everything'))).toMatchObject({ idea: 'A planner', blocks: { WHO: ['Busy mums'], PAIN: ['They forget everything'] } });
  });
});

describe('the offline coach, twenty-fifth round: a third batch of conversations', () => {
  const bags = () => read(founder('hello, I am from Bangladesh. We want to make jute bags for European supermarkets to replace plastic.'));

  it('keeps what a thing costs us and what we sell it for as one margin, and a credential with what the founder is', () => {
    expect(addedNotes(bags(), 'each bag costs us 0.40 to make and we sell at 1.20', 'PAIN')).toEqual([['YOUR PROFIT', 'Each bag costs us 0.40 to make and we sell at 1.20']]);
    expect(addedNotes(bags(), "I'm a nutritionist, certified in 2019", 'WHY YOU')).toEqual([['WHY YOU', "I'm a nutritionist, certified in 2019"]]);
  });

  it('reads "My proposal is …" as the idea, and people who sell "to each other" as the customers', () => {
    expect(read(founder('Greetings. My proposal is a mobile app to book tuk-tuks in Colombo with fixed prices.')).idea).toBe('A mobile app to book tuk-tuks in Colombo with fixed prices');
    expect(read(founder("It's an app where students can sell their old textbooks to each other on campus")).blocks.WHO).toEqual(['Students']);
  });

  it('notes nothing of "I don\'t know if it\'s good", and answers what the canvas is', () => {
    expect(filled(read(founder("Hi, I'm a 19 year old student. I have an idea but I don't know if it's good.")))).toEqual({ 'WHY YOU': ["I'm a 19 year old student."] });
    expect(coachReply([], 'what is the idea canvas?')).toMatch(/^The idea canvas is the panel beside the chat/);
  });

  it('stops the customer before "about", and puts a new kind of thing in the old one\'s place in the idea', () => {
    const waste = read(founder('I want to do consulting for restaurants about reducing food waste'));
    expect(waste).toMatchObject({ idea: 'Consulting about reducing food waste', blocks: { WHO: ['Restaurants'] } });
    expect(readMessage(waste, 'actually it will be software not consulting', 'PAIN').state.idea).toBe('Software about reducing food waste');
    const quotes = read(founder('I want to build an app for plumbers to send quotes'));
    expect(readMessage(quotes, "actually it's a WhatsApp bot, not an app", 'PAIN').state.idea).toBe('A WhatsApp bot to send quotes');
  });

  it('files a competitor doing something similar under SECRET SAUCE', () => {
    const drones = read(founder('Startup idea: drone deliveries of blood samples between rural clinics and the central lab in Rwanda'));
    expect(blocksOf(drones, 'Zipline does something similar but only for blood products, not samples', 'WHO')).toEqual(['SECRET SAUCE']);
  });
});

describe('the offline coach, twenty-fifth round: a fourth batch of conversations', () => {
  const avocados = () => read(founder('I want to help small farmers in Kenya get fair prices for their avocados'));

  it('takes what the founder wants to help people do as the idea, and them as the customers', () => {
    expect(avocados()).toMatchObject({ idea: 'Helping small farmers in Kenya get fair prices for their avocados', blocks: { WHO: ['Small farmers'] } });
    expect(read(founder('I want to help my mum with her shop')).idea).toBeNull();
    expect(read(founder('We want to teach women in rural India to code.')).blocks.WHO).toEqual(['Women']);
  });

  it('files what middlemen pay the customers as the pain, what mobile money made easy as the moment, and their gain in times', () => {
    expect(blocksOf(avocados(), 'middlemen pay them 5 shillings per fruit and sell for 30 in Nairobi', 'USERS BENEFIT')).toEqual(['PAIN']);
    expect(blocksOf(avocados(), 'mobile money made payments easy', 'YOUR TEAM')).toEqual(['WHY NOW']);
    expect(blocksOf(avocados(), 'Farmers in Kenya earn 6x more selling avocados through us', 'YOUR PROFIT')).toEqual(['USERS BENEFIT']);
  });

  it('files "free for the women, funded by …" as one note of who pays', () => {
    const coding = read(founder('We want to teach women in rural India to code.'));
    expect(addedNotes(coding, "It's free for the women, funded by CSR money from tech companies", 'PAIN')).toEqual([['YOUR PROFIT', "It's free for the women, funded by CSR money from tech companies"]]);
    expect(blocksOf(coding, "Contractors lose weeks to rain, and it's not covered by any normal policy.", 'PAIN')).not.toContain('YOUR PROFIT');
  });

  it('notes nothing of how long the founder has thought about the idea', () => {
    const message = 'So I have been thinking about this for a while and I finally want to do it. I am a physiotherapist. My idea is an app with 10-minute daily exercises personalised by a physio.';
    expect(filled(read(founder(message)))).toEqual({ 'WHY YOU': ['I am a physiotherapist.'] });
  });
});

describe('the offline coach, twenty-fifth round: what a second review found', () => {
  const salons = () => read(founder('We want to build a booking app for hair salons'));

  it('keeps "about" and "about to" with the customer unless a doing follows, and stops the customer before "aimed at"', () => {
    expect(read(founder('Cooking classes for kids about 6 to 10 years old'))).toMatchObject({ idea: 'Cooking classes', blocks: { WHO: ['Kids about 6 to 10 years old'] } });
    expect(read(founder('A budgeting tool for couples about to get married'))).toMatchObject({ idea: 'A budgeting tool', blocks: { WHO: ['Couples about to get married'] } });
    expect(read(founder('An app for parents aimed at toddlers'))).toMatchObject({ idea: 'An app aimed at toddlers', blocks: { WHO: ['Parents'] } });
  });

  it('takes a longer "Uber for …" as the idea, but not one that goes on to say something of it', () => {
    expect(read(founder('Uber for lawn mowing in the suburbs of Melbourne')).idea).toBe('Uber for lawn mowing in the suburbs of Melbourne');
    expect(read(founder('Uber for short trips is too expensive here')).idea).toBeNull();
  });

  it('takes "develop a product" as the idea, and the thing after "Ok here goes. Crazy idea."', () => {
    expect(read(founder('I want to develop a skincare product')).idea).toBe('A skincare product');
    expect(read(founder('Ok here goes. Crazy idea. Drones for rice field spraying in Vietnam.')).idea).toBe('Drones for rice field spraying in Vietnam');
  });

  it('counts an amount with cents as money only where it is priced', () => {
    for (const said of ['We deliver lunch to offices in Riga before 12.30', 'we make a water filter that lasts 1.50 years', 'We build tiny homes of 18.50 m2 for students']) {
      expect(read(founder(said)).idea, said).not.toBeNull();
    }
    expect(blocksOf(salons(), 'Instagram launched a booking button in version 3.10 of its API', 'WHY NOW')).toEqual(['WHY NOW']);
    expect(blocksOf(salons(), 'the average no-show rate is 12.50 per week per salon', 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(salons(), 'People buy water from the shop at 1.50 a bottle, often fake', 'PAIN')).toEqual(['PAIN']);
  });

  it('reads "because …" as the problem only when it speaks of one, and "does something similar" only of a competitor', () => {
    expect(read(founder('I want to open a bakery in my village because people there love fresh bread')).blocks.PAIN).toEqual([]);
    expect(blocksOf(salons(), 'Our current booking system does something similar but badly', 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(salons(), 'We tried something similar last year with paper cards and it flopped', 'WHY YOU')).not.toContain('SECRET SAUCE');
  });

  it('answers "what is the canvas?" only when the canvas itself is asked about, and "how are you different" without a question mark', () => {
    expect(coachReply(founder('We sell art prints on canvas'), 'what is the canvas made of?')).not.toMatch(/^The idea canvas/);
    expect(coachReply([], 'hello, how are you different from chatgpt')).toMatch(/^Unlike a general chat/);
    expect(read(founder('Our proposal is a partnership with the city council to fix potholes')).idea).toBeNull();
  });
});

describe('the offline coach, twenty-fifth round: a fifth batch of conversations', () => {
  it('greets an introduction, answers a question about the price, and keeps both doings of a maker who sells', () => {
    expect(coachReply(founder('Hello there!'), "My name is Carlos, I'm from Bogotá.")).toMatch(/^Nice to meet you\./);
    expect(coachReply(founder('i want to open an online store'), 'what should i charge?')).toMatch(/^That one is yours to set\./);
    expect(read(founder('i make candles at home and sell them at markets')).idea).toBe('Making candles at home and selling them at markets');
    expect(read(founder('We bake sourdough and sell it to cafes')).idea).toBe('Baking sourdough and selling it to cafes');
    expect(read(founder('We make tortillas for restaurants')).idea).toBe('Tortillas');
  });
});

describe('the offline coach, twenty-fifth round: a sixth batch of conversations', () => {
  const tutoring = () => read(founder('im 16 and i want to start a tutoring service for younger kids in maths'));

  it('hears "hii" as a greeting, what parents pay tutors as the pain, and "i would charge 15" as our price', () => {
    expect(classifyMessage('hii')).toBe('chitchat');
    expect(addedNotes(tutoring(), 'parents in my area pay 40 per hour to tutors, i would charge 15', 'PAIN')).toEqual([
      ['PAIN', 'Parents in my area pay 40 per hour to tutors'],
      ['YOUR PROFIT', 'I would charge 15'],
    ]);
  });

  it('keeps what becomes of a deposit with the deposit', () => {
    const salon = read(founder("I run a hair salon in Manchester and I'm thinking about an app for my clients to book and pay deposits"));
    expect(addedNotes(salon, '£5 deposit per booking, it goes towards the haircut', 'WHY NOW')).toEqual([['YOUR PROFIT', '£5 deposit per booking, it goes towards the haircut']]);
  });
});

describe('the offline coach, twenty-fifth round: what a third review found', () => {
  const coding = () => read(founder('I want to teach coding to kids'));

  it('keeps a topic after "about" in the idea, and files the reason after "because" by its words, outside the idea', () => {
    expect(read(founder('A podcast for parents about screen time'))).toMatchObject({ idea: 'A podcast about screen time', blocks: { WHO: ['Parents'] } });
    expect(read(founder('I want to build a booking app for barbers because customers wait two hours on Saturdays'))).toMatchObject({
      idea: 'A booking app',
      blocks: { WHO: ['Barbers'], PAIN: ['Customers wait two hours on Saturdays'] },
    });
    expect(read(founder('I want to open a coffee shop in Tbilisi because people there love coffee')).idea).toBe('A coffee shop in Tbilisi');
  });

  it('hears "I want to develop / validate my idea" as an announcement, and a proposal named with a word of a deal as the idea', () => {
    expect(read(founder('I want to develop my business idea. A bakery in Porto.')).idea).toBe('A bakery in Porto');
    expect(coachReply([], 'I want to validate my startup idea.')).toMatch(/^Please go ahead\./);
    expect(read(founder('My proposal is a loan app for market women'))).toMatchObject({ idea: 'A loan app', blocks: { WHO: ['Market women'] } });
  });

  it('reads "Uber for farmers who have tractors" as an idea, and "… will be huge in Dubai" as no idea', () => {
    expect(read(founder('Uber for farmers who have tractors')).idea).toBe('Uber');
    expect(read(founder('Uber for dog walking will be huge in Dubai')).idea).toBeNull();
  });

  it('hears prices said with "are" and "about", and not a clock time or a pH', () => {
    expect(read(founder('A vegan bakery in Ghent, croissants are 2.80')).blocks['YOUR PROFIT']).toEqual(['Croissants are 2.80']);
    expect(blocksOf(coding(), 'the soil pH is 5.50 on most farms', 'PAIN')).toEqual(['PAIN']);
    expect(read(founder('Kids classes starting at 16.30 in Vilnius')).blocks['YOUR PROFIT']).toEqual([]);
  });

  it('keeps a relative\'s trouble, a carer\'s price and "how are you going to help me?" where they belong', () => {
    expect(blocksOf(coding(), "My wife is a nurse and doesn't have time to cook", 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(coding(), 'A private carer would cost 2000 soles a month', 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(coding(), 'Groomers buy SMS credits from the website at 5 cents each', 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
    expect(coachReply([], 'how are you going to help me?')).toMatch(/^I help you shape your idea/);
    expect(coachDecline('chitchat', [], 'what is the canvas exactly?')).not.toMatch(/^Hello/);
    expect(coachReply(founder('a', 'b', 'c', 'd'), "I'm from Melbourne")).not.toMatch(/^Nice to meet you/);
  });
});

describe('the offline coach, twenty-fifth round: a last batch of conversations', () => {
  const game = () => read(founder("I'd like to build a mobile game that teaches financial literacy to teenagers"));

  it('answers a question about privacy with what the account offers', () => {
    expect(coachReply([], 'Hey, quick question before I start: is my data private?')).toMatch(/^Your chats and your canvas belong to your account/);
  });

  it('takes the people after a second "for" as the customer, and what a startup makes as the idea', () => {
    expect(read(founder('ok good. so my idea is a marketplace for second-hand medical equipment for small clinics in Peru'))).toMatchObject({
      idea: 'A marketplace for second-hand medical equipment',
      blocks: { WHO: ['Small clinics in Peru'] },
    });
    expect(read(founder('Hi. Our startup makes biodegradable phone cases from coffee grounds.')).idea).toBe('Biodegradable phone cases from coffee grounds');
    expect(read(founder('My startup helps hospitals schedule nurses')).idea).toMatch(/^A startup that helps hospitals/);
  });

  it('files "free to play, … premium for 4.99" as one price, and "there are 2 similar apps but they are boring" as the competition', () => {
    expect(addedNotes(game(), 'free to play, parents can buy a premium version for 4.99', 'USERS BENEFIT')).toEqual([['YOUR PROFIT', 'Free to play, parents can buy a premium version for 4.99']]);
    expect(addedNotes(game(), 'there are 2 similar apps but they are boring', 'WHY NOW')).toEqual([['SECRET SAUCE', 'There are 2 similar apps but they are boring']]);
  });
});

describe('the offline coach, twenty-fifth round: what a fourth review found', () => {
  const coding = () => read(founder('I want to teach coding to kids'));

  it('takes what a company makes as the idea only when it is a thing, and keeps "about" with a feeling', () => {
    for (const said of ['our company makes money from ads', 'our startup makes people healthier']) expect(read(founder(said)).idea, said).toMatch(/^A (?:company|startup) that makes/);
    expect(read(founder('I want to build a platform for parents who worry about their kids online')).blocks.WHO).toEqual(['Parents who worry about their kids online']);
    expect(read(founder('an app for dog owners because people love their dogs'))).toMatchObject({ idea: 'An app', blocks: { PAIN: [] } });
  });

  it('keeps a permission, a market, our payout, charging devices, a rating and a clock time out of the new cues', () => {
    expect(blocksOf(coding(), 'users are free to use any bank they like', 'USERS BENEFIT')).not.toContain('YOUR PROFIT');
    expect(blocksOf(coding(), 'there are 200 businesses in my area that need this', 'WHO')).toEqual(['WHO']);
    expect(blocksOf(coding(), 'the platform pays 80% to tutors and keeps 20%', 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
    expect(blocksOf(coding(), 'we can charge 30 phones at the same time', 'PAIN')).toEqual(['PAIN']);
    expect(blocksOf(coding(), 'our app rating is around 4.70', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
    expect(blocksOf(coding(), 'deliveries arrive around 7.30 every morning', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(coding(), 'the kit costs 40 euros, it goes to your home in a box', 'YOUR PROFIT')).toEqual(['YOUR PROFIT', 'USERS BENEFIT']);
  });

  it('does not answer a privacy question the founder reports from customers', () => {
    expect(coachReply(founder('I want to teach coding to kids'), 'customers ask: do you store my data?')).not.toMatch(/^Your chats and your canvas/);
  });
});

describe('the offline coach, 2026-12-03: a switch of idea, a number said over another', () => {
  it("does not give the new idea the old idea's customer in the title or the drafted pitch", () => {
    const state = read(founder('so basically tinder for dog owners', 'I want to teach coding to kids in rural Kenya'));
    expect(state.idea).toBe('Teaching coding to kids in rural Kenya');
    expect(state.blocks.WHO).toEqual(['Dog owners', 'Kids']);
    expect(ideaTitle(state, 80)).toBe('Teaching coding to kids in rural Kenya');
    expect(renderCanvas(state)).toMatch(/^# Teaching coding to kids in rural Kenya\n/);
    expect(renderCanvas(state)).toContain('A draft from your own words: "Teaching coding to kids in rural Kenya."');
  });

  it.each(['Men', 'Children', 'Busy people', 'Mostly men'])('files "%s", given when the pain was asked, as a customer', (answer) => {
    const apartments = read(founder('A tool for managing apartments', 'Small landlords'));
    expect(addedNotes(apartments, answer, 'PAIN')).toEqual([['WHO', answer.replace(/^Mostly m/, 'M')]]);
  });

  it('starts the canvas afresh for an idea announced as new, keeping the founder and the team', () => {
    const said = ['so basically uber for tractors', 'farmers in Ghana', 'I was a mechanic for 10 years', 'they pay 20 cedis an hour'];
    for (const message of ['actually, new idea: tutoring for kids', 'different idea — tutoring for kids', 'I have another idea: tutoring for kids']) {
      const state = read(founder(...said, message));
      expect(state.idea).toBe('Tutoring');
      expect(filled(state)).toEqual({ WHO: ['Kids'], 'WHY YOU': ['I was a mechanic for 10 years'] });
      expect(ideaTitle(state)).toBe('Tutoring for kids');
      expect(coachReply(founder(...said), message)).toMatch(
        /^New idea: \*\*tutoring\*\* for kids\. I cleared the notes of "Uber for tractors", and kept what you told me about you and your team\./,
      );
    }
    // Not an idea: nothing is cleared.
    for (const message of ['new idea: not sure yet', 'I had a new idea for the pricing: 10 dollars a month']) {
      expect(read(founder(...said, message)).blocks.WHO).toEqual(['Farmers in Ghana']);
    }
  });

  it('takes a customer as named by the idea only in words of its own', () => {
    // "men" is in "supplements", "teens" in "canteens": neither names the customer.
    expect(ideaTitle(read(founder('A subscription box of vitamin supplements', 'My customers are busy professionals', 'Mostly men')), 80)).toBe(
      'Subscription box of vitamin supplements for busy professionals',
    );
    expect(ideaTitle(read(founder('I want to run healthy school canteens', 'Teens')), 80)).toBe('Healthy school canteens for teens');
  });

  it('takes the number said over the old one from its value, not from its place before "not"', () => {
    const lockers = read(founder('A parcel locker network for small shops.', 'Shops pay €0.20 per parcel after the first 100 each month.'));
    expect(readMessage(lockers, 'wait, I meant €0.25 per parcel after 100, not 0.20', 'WHY NOW').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Shops pay €0.25 per parcel after the first 100 each month.', old: 'Shops pay €0.20 per parcel after the first 100 each month.' },
    ]);
    // The last number before "not" stays the new one when it is an amount itself, or when no amount comes before it.
    const delivery = read(founder('A delivery app for pharmacies.', 'Delivery costs $15 per order.'));
    expect(readMessage(delivery, 'Our 20-minute delivery costs $5, not 15', 'WHY NOW').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Delivery costs $5 per order.', old: 'Delivery costs $15 per order.' },
    ]);
    const gyms = read(founder('A booking app for gyms.', 'We have 8 gyms signed up.'));
    expect(readMessage(gyms, 'In 7 weeks we signed 3 gyms, not 8', 'WHY NOW').changes).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: 'We have 3 gyms signed up.', old: 'We have 8 gyms signed up.' },
    ]);
  });
});

describe('the offline coach, 2026-12-03, second round: a change of mind, a drafted pitch', () => {
  it.each([
    ['Clinics lose 10% of appointments to no-shows', 'Booking tool for vets.'],
    ['Supermarket honey is mixed with syrup.', 'Booking tool for vets.'],
    ['finding a plumber at night', 'Booking tool for vets.'],
    ['missed appointments', 'Booking tool for vets, solving missed appointments.'],
    ['Long queues at the clinic', 'Booking tool for vets, solving long queues at the clinic.'],
  ])('drafts a pitch with the pain "%s" only if it names the problem: %s', (pain, draft) => {
    expect(renderCanvas(read(founder('A booking tool for vets', pain)))).toContain(`A draft from your own words: "${draft}"`);
  });

  it('says a pain the idea names already once in the drafted pitch', () => {
    const waste = read(founder('an app that helps restaurants reduce food waste', 'food waste'));
    expect(renderCanvas(waste)).toContain('A draft from your own words: "App that helps restaurants reduce food waste."');
    const coffee = read(founder('a coffee shop near the university for students', 'expensive coffee'));
    expect(renderCanvas(coffee)).toContain('A draft from your own words: "Coffee shop near the university for students."');
  });

  it('leaves a pain note that says something of the customers out of the drafted pitch', () => {
    const cooks = read(founder('A meal planner that teaches kids to cook', 'for families', 'Kids aged 8 to 12 use it'));
    expect(renderCanvas(cooks)).toContain('A draft from your own words: "Meal planner that teaches kids to cook."');
  });

  it('takes a plan to build something else, said as a change of mind, as a new idea', () => {
    const said = ['I want to build tinder for dog owners', "they can't find playmates for their dogs", 'I was a vet nurse for 6 years'];
    for (const message of ['Actually I want to build a coding bootcamp in Nairobi', "Actually, I'd rather build a coding bootcamp in Nairobi", 'Forget that, we want to open a coding bootcamp in Nairobi']) {
      const state = read(founder(...said, message));
      expect(ideaTitle(state)).toBe('Coding bootcamp in Nairobi');
      expect(filled(state)).toEqual({ 'WHY YOU': ['I was a vet nurse for 6 years'] });
      expect(coachReply(founder(...said), message)).toMatch(
        /^New idea: \*\*a coding bootcamp in Nairobi\*\*\. I cleared the notes of "Tinder for dog owners", and kept what you told me about you and your team\./,
      );
    }
  });

  it.each([
    'Actually we want to launch in Nairobi first',
    'Actually I want to build a mobile app for it too',
    'Actually, we want to offer a premium tier for breeders',
    'Actually, we want to open a second office in Berlin',
    'Sorry, I want to build a waitlist first',
    'Actually I want to build an app where dog owners meet for walks',
    'I want to build a coding bootcamp in Nairobi',
  ])('keeps the idea and its notes for "%s": a plan for it, a restatement, or no change of mind said', (message) => {
    const state = read(founder('I want to build tinder for dog owners', "they can't find playmates for their dogs", message));
    expect(state.idea).toBe('Tinder');
    expect(state.blocks.PAIN).toEqual(["They can't find playmates for their dogs"]);
  });

  it('files nothing of a plan for another idea said without a change of mind, and says how to start afresh with it', () => {
    const said = ['I want to build tinder for dog owners', "they can't find playmates for their dogs"];
    const before = read(founder(...said));
    expect(readMessage(before, 'I want to build a coding bootcamp in Nairobi', 'USERS BENEFIT').changes).toEqual([{ kind: 'other idea', text: 'A coding bootcamp in Nairobi' }]);
    expect(coachReply(founder(...said), 'I want to build a coding bootcamp in Nairobi')).toMatch(
      /^That sounds like another idea than "Tinder for dog owners", so I left the canvas as it is\. To start afresh with it, write "new idea: a coding bootcamp in Nairobi"\./,
    );
    // An idea taken from what the founder does gives way to the one they then plan, as before.
    expect(read(founder('We grow kava and taro on Taveuni', 'So I want to make a booking platform for cargo space on the inter-island boats.')).idea).toMatch(/^A booking platform for cargo space/i);
  });

  it.each(['ok', 'cool', 'lol'])('answers "%s" in the middle of a conversation as a nod, with the next question as a reply asks it', (message) => {
    const turns = founder('a booking app for dog groomers', 'they miss calls while grooming');
    const reply = coachDecline('chitchat', turns, message);
    expect(reply).not.toMatch(/Hello|assistant/);
    expect(reply).toMatch(/^(?:Glad that fits|Good, on we go|Great)\.\n\n\*\*Next, USERS BENEFIT:\*\* /);
  });

  it.each(['next', 'skip', 'skip this one', "let's skip that", 'move on', 'next question', "I'll answer that later", 'can we skip this question?'])(
    'passes on the question asked for "%s": no note, and the next question is another block',
    (message) => {
      const said = ['I want to build an app that connects Lagos families with trusted nannies', 'families in Lagos where both parents work'];
      expect(readMessage(read(founder(...said)), message, 'PAIN').changes).toEqual([]);
      expect(coachReply(founder(...said), message)).toMatch(/^No problem, we can come back to that one\.\n\n\*\*Next, USERS BENEFIT:\*\*/);
    },
  );

  it.each(['see above', 'as I said before'])('files nothing for "%s", a pointer to what was said', (message) => {
    const said = ['I want to build an app that connects Lagos families with trusted nannies', 'families in Lagos where both parents work'];
    expect(readMessage(read(founder(...said)), message, 'PAIN').changes).toEqual([]);
  });

  it.each(['please remove the excel part', 'can you remove the excel bit'])('takes a note off for "%s", asked as a request', (message) => {
    const gyms = read(founder('I want to build an app for gyms to manage memberships', 'gym owners with 1-3 locations', 'they use excel and lose track of who paid'));
    expect(readMessage(gyms, message, 'USERS BENEFIT').changes).toEqual([{ kind: 'removed', block: 'PAIN', text: 'They use excel and lose track of who paid' }]);
  });

  it.each([
    ['help me with the pitch', 'PITCH'],
    ['explain why now please', 'WHY NOW'],
    ['I dont understand the secret sauce question', 'SECRET SAUCE'],
    ['not sure what secret sauce means', 'SECRET SAUCE'],
    ['what is secret sauce?', 'SECRET SAUCE'],
    ['can you give me an example?', 'USERS BENEFIT'],
    ['what do you mean?', 'USERS BENEFIT'],
  ])('explains the block "%s" asks about (or the one just asked), and files nothing', (message, block) => {
    const said = ['a booking app for dog groomers', 'they miss calls while grooming'];
    expect(readMessage(read(founder(...said)), message, 'USERS BENEFIT').changes).toEqual([]);
    expect(coachReply(founder(...said), message)).toMatch(new RegExp(`^Here is what \\*\\*${block}\\*\\* asks for, with an example\\.\\n\\n\\*\\*Next, ${block}:\\*\\*`));
  });

  it('reads the starter pattern filled in without its square brackets', () => {
    const state = read(founder('I want to build [a mobile app] for [parents of toddlers] that solves [finding babysitters]. Currently they [ask in whatsapp groups]. My background is [I am a nurse].'));
    expect(ideaTitle(state)).toBe('Mobile app for parents of toddlers');
    expect(renderCanvas(state)).not.toMatch(/[[\]]/);
  });

  it.each([
    ['a marketplace for independent designers who sell their own furniture', 'Marketplace for independent designers', 'Independent designers who sell their own furniture'],
    ['a website for tourists who visit Lisbon for the first time', 'Website for tourists', 'Tourists who visit Lisbon for the first time'],
    ['an app for people who want to lose weight by walking more', 'App for people', 'People who want to lose weight by walking more'],
  ])('titles "%s" with the customers named, not with what is said of them: %s', (message, title, who) => {
    const state = read(founder(message));
    expect(ideaTitle(state)).toBe(title);
    expect(state.blocks.WHO).toEqual([who]);
  });

  it.each([
    'Actually I changed my mind, I want to do a marketplace for personal trainers instead',
    'I have a different idea now: a marketplace for personal trainers',
    'Ok new idea: forget the gym app. I want to build a marketplace for personal trainers',
    'Let us pivot. We want to build a marketplace for personal trainers',
  ])('takes "%s" as a new idea', (message) => {
    const state = read(founder('I want to build an app for gyms to manage memberships', 'gym owners with 1-3 locations', 'they use excel and lose track of who paid', message));
    expect(ideaTitle(state)).toBe('Marketplace for personal trainers');
    expect(filled(state)).toEqual({ WHO: ['Personal trainers'] });
  });

  it.each([
    ['a walking service for dog owners', 'dog owners in Berlin', 'Dog owners', 'Dog owners in Berlin'],
    ['a booking app for dentists', 'dentists in Germany', 'Dentists', 'Dentists in Germany'],
    ['AI note taker for therapists', 'therapists in private practice', 'Therapists', 'Therapists in private practice'],
  ])('takes the customers of "%s" said more precisely ("%s") in place of the note they narrow', (idea, sharper, old, text) => {
    const state = read(founder(idea));
    expect(readMessage(state, sharper, 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'WHO', text, old }]);
    expect(coachReply(founder(idea), sharper)).toMatch(new RegExp(`^Sharpened: under \\*\\*WHO\\*\\* "${old}" is now "${text}"\\.`));
    // Said again as it stands, it is a repeat.
    expect(readMessage(state, old.toLowerCase(), 'PAIN').changes).toEqual([{ kind: 'repeat', block: 'WHO', text: old }]);
  });

  it.each([
    ['My idea is called ShiftSwap. It is a mobile app for nurses to swap shifts.', 'A mobile app to swap shifts'],
    ['My startup is called ShiftSwap, a mobile app for nurses to swap shifts.', 'ShiftSwap — a mobile app to swap shifts'],
    ["I'm building ShiftSwap, an app for nurses to swap shifts", 'ShiftSwap — an app to swap shifts'],
  ])('takes the idea of "%s" from what the product is, with its name where it goes with it', (message, idea) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO).toEqual(['Nurses']);
    expect(CANVAS_BLOCKS.flatMap((b) => state.blocks[b]).join(' ')).not.toMatch(/ShiftSwap|called/);
  });

  it('files no note for the name of a product, and says to keep it for the pitch', () => {
    const said = ['a mobile app for nurses to swap shifts'];
    expect(readMessage(read(founder(...said)), "It's called ShiftSwap.", 'PAIN').changes).toEqual([]);
    expect(coachReply(founder(...said), "It's called ShiftSwap.")).toMatch(/^A good name to keep for your pitch: \*\*ShiftSwap\*\*\.\n\n\*\*Next, PAIN:\*\*/);
    expect(coachReply([], 'My app is called ShiftSwap')).toMatch(/^A good name to keep for your pitch: \*\*ShiftSwap\*\*\. What does it do, and for whom\?/);
  });

  it.each([
    ['change the price to 25 euros a month', '25'],
    ['can you change the price to 25 euros', '25'],
    ['let us make it 25', '25'],
    ['no wait, 49 euros a month is better', '49'],
  ])('takes "%s" as a new price in place of the old one', (message, amount) => {
    const groomers = read(founder('a booking app for dog groomers', 'groomers pay 30 euros a month'));
    expect(readMessage(groomers, message, 'USERS BENEFIT').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: `Groomers pay ${amount} euros a month`, old: 'Groomers pay 30 euros a month' },
    ]);
    expect(coachReply(founder('a booking app for dog groomers', 'groomers pay 30 euros a month'), message)).toMatch(new RegExp(`^Corrected: under \\*\\*YOUR PROFIT\\*\\* I changed "30 euros" to "${amount} euros"\\.`));
  });

  it('leaves a price said again as better as it is', () => {
    const groomers = read(founder('a booking app for dog groomers', 'groomers pay 30 euros a month'));
    expect(readMessage(groomers, 'I think 30 euros is better', 'USERS BENEFIT').changes).toEqual([{ kind: 'repeat', block: 'YOUR PROFIT', text: 'Groomers pay 30 euros a month' }]);
  });

  it('adds an amount said with a "maybe" and words of its own beside a note it shares no word with', () => {
    const farm = read(founder('I want to make a platform where farmers sell vegetables directly to consumers in their town', 'farmers get only 20-30% of the supermarket price'));
    expect(readMessage(farm, 'maybe 10% fee on each order, paid by the consumer', 'USERS BENEFIT').changes).toEqual([
      { kind: 'added', block: 'YOUR PROFIT', text: '10% fee on each order, paid by the consumer' },
    ]);
    // With no words of its own, it still amends the amount on the canvas.
    const groomers = read(founder('a booking app for dog groomers', 'groomers pay 30 euros a month'));
    expect(readMessage(groomers, 'maybe 25 euros', 'USERS BENEFIT').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Groomers pay 25 euros a month', old: 'Groomers pay 30 euros a month' },
    ]);
  });

  it('takes the idea said again as the pitch when the pitch is asked', () => {
    const mowing = read(founder('Uber for lawn mowing', 'homeowners in the suburbs'));
    expect(readMessage(mowing, 'Uber for lawn mowing', 'PITCH').changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Uber for lawn mowing' }]);
    // Asked anything else, it is the idea again.
    expect(readMessage(mowing, 'Uber for lawn mowing', 'PAIN').changes).toEqual([{ kind: 'repeat', block: 'IDEA', text: 'Uber for lawn mowing' }]);
  });

  it.each([
    ['an app where workers log hours because right now they use paper', 'App where workers log hours'],
    ['a website for local bakeries since most of them have no online presence', 'Website for local bakeries'],
  ])('keeps the reason out of the idea "%s"', (message, title) => {
    const state = read(founder(message));
    expect(ideaTitle(state)).toBe(title);
    expect(state.blocks.WHO.join(' ')).not.toMatch(/since|because/);
  });

  it.each(['no team yet', 'no team', 'I have no team yet'])('files "%s" under YOUR TEAM, whatever was asked', (message) => {
    const groomers = read(founder('a booking app for dog groomers'));
    for (const asked of ['PAIN', 'YOUR TEAM'] as const) expect(readMessage(groomers, message, asked).changes).toEqual([{ kind: 'added', block: 'YOUR TEAM', text: `${message.charAt(0).toUpperCase()}${message.slice(1)}` }]);
  });
});

describe('the offline coach, 2026-12-03, third round: corrections as founders say them', () => {
  const payroll = () => read(founder('I want to build a payroll app for small shops', 'Shops pay $6 per employee per month'));
  const replacedPrice = (text: string) => [{ kind: 'replaced', block: 'YOUR PROFIT', text, old: 'Shops pay $6 per employee per month' }];

  it.each([
    ['wait no. $8 per employee per month.', 'Shops pay $8 per employee per month'],
    ['No wait. $8 per employee.', 'Shops pay $8 per employee per month'],
    ['No sorry $8 per employee.', 'Shops pay $8 per employee per month'],
    ["oops 6 was before, it's 8 now", 'Shops pay $8 per employee per month'],
    ["$6 was last year, now it's $8.", 'Shops pay $8 per employee per month'],
  ])('reads "%s" as a correction of the price', (message, text) => {
    expect(readMessage(payroll(), message, 'PAIN').changes).toEqual(replacedPrice(text));
  });

  it.each([
    ["$6 a month is too much for some. We're thinking $4.", 'Shops pay $4 per employee per month'],
    ['I think $6 is too much for them. Maybe $4.', 'Shops pay $4 per employee per month'],
  ])('reads a new amount after the old one judged, "%s", as a correction', (message, text) => {
    expect(readMessage(payroll(), message, 'PAIN').changes).toEqual(replacedPrice(text));
  });

  it('takes nothing back with an amount judged that is not on the canvas', () => {
    const other = read(founder('I want to build a payroll app for small shops', 'Shops pay $7 per employee per month'));
    expect(readMessage(other, "$6 a month is too much for some. We're thinking $4.", 'PAIN').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  const team = () => read(founder('I want to build a budgeting app for students', 'My cofounder Marc ran partnerships at Wealthsimple for five years'));
  const marc = (text: string) => [{ kind: 'replaced', block: 'YOUR TEAM', text, old: 'My cofounder Marc ran partnerships at Wealthsimple for five years' }];

  it('files what a co-founder did under YOUR TEAM, whatever it names', () => {
    expect(filled(team())).toEqual({ WHO: ['Students'], 'YOUR TEAM': ['My cofounder Marc ran partnerships at Wealthsimple for five years'] });
  });

  it('says the name it changed, alone', () => {
    expect(coachReply(founder('I want to build a budgeting app for students', 'My cofounder Marc ran partnerships at Wealthsimple for five years'), 'Sorry, Marc was at Shopify.')).toMatch(
      /^Corrected: under \*\*YOUR TEAM\*\* I changed "Wealthsimple" to "Shopify"\./,
    );
  });

  it.each([
    'Marc ran partnerships at Shopify, not Wealthsimple.',
    'Oh, Marc ran partnerships at Shopify, not Wealthsimple, sorry, long day.',
    'Sorry, Marc was at Shopify.',
    'Marc was at Shopify actually',
  ])('swaps the name "%s" takes back in the note that holds it, and keeps the rest of the note', (message) => {
    expect(readMessage(team(), message, 'PAIN').changes).toEqual(marc('My cofounder Marc ran partnerships at Shopify for five years'));
  });

  it('takes back nothing with a name that only sets one thing against another, or an "actually" that names nothing on the canvas', () => {
    const excel = read(founder('I want to build a finance tool for controllers', 'They still do everything in Excel'));
    expect(readMessage(excel, 'Auditors are stricter now, so controllers want a system not Excel.', 'WHY NOW').changes.some((c) => c.kind === 'replaced')).toBe(false);
    expect(readMessage(team(), 'Students overspend in the first week actually', 'PAIN').changes).toEqual([{ kind: 'added', block: 'PAIN', text: 'Students overspend in the first week actually' }]);
  });
});

describe('the offline coach, 2026-12-03, third round: customers, team and pitch said over', () => {
  it('sharpens "Freelancers" with "freelance designers and developers", a word of the same stem', () => {
    const board = read(founder('I want to build a job board for freelancers'));
    expect(readMessage(board, 'freelance designers and developers', 'PAIN').changes).toEqual([
      { kind: 'replaced', block: 'WHO', text: 'Freelance designers and developers', old: 'Freelancers' },
    ]);
    expect(coachReply(founder('I want to build a job board for freelancers'), 'freelance designers and developers')).toMatch(/^Sharpened: under \*\*WHO\*\* "Freelancers" is now "Freelance designers and developers"\./);
  });

  it('says what a message added beside the note it sharpened or corrected', () => {
    expect(coachReply(founder('I want to build a tutoring marketplace for parents'), "Parents who want help with homework and they can't afford a private tutor")).toMatch(
      /^Sharpened: under \*\*WHO\*\* "Parents" is now "Parents who want help with homework", and I added "They can't afford a private tutor" under \*\*PAIN\*\*\./,
    );
  });

  it.each(['no cofounder yet', 'No co-founder yet.', 'no partners'])('files "%s" under YOUR TEAM, whatever was asked', (message) => {
    const tutoring = read(founder('I want to build a tutoring marketplace for parents'));
    for (const asked of ['PAIN', 'YOUR TEAM'] as const) expect(readMessage(tutoring, message, asked).changes.map((c) => c.kind === 'added' && c.block)).toEqual(['YOUR TEAM']);
  });

  it.each([
    'change the pitch to: dinner sorted in five minutes',
    'change the pitch to dinner sorted in five minutes',
    'new pitch: dinner sorted in five minutes',
    'Better slogan - dinner sorted in five minutes',
    "Let's make the pitch 'dinner sorted in five minutes'",
  ])('puts the pitch of "%s" in the place of the one on the canvas', (message) => {
    const meals = read(founder('I want to build a meal planning app for busy parents', 'Pitch: dinner planned in one tap'));
    expect(readMessage(meals, message, 'WHY NOW').changes).toEqual([{ kind: 'replaced', block: 'PITCH', text: 'Dinner sorted in five minutes', old: 'Dinner planned in one tap' }]);
    // With no pitch yet, it is the pitch; "Pitch: …" said again takes the place of the pitch too (2026-12-03, fourth round).
    expect(readMessage(read(founder('I want to build a meal planning app for busy parents')), message, 'WHY NOW').changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Dinner sorted in five minutes' }]);
    expect(readMessage(meals, 'Pitch: dinner sorted in five minutes', 'WHY NOW').changes).toEqual([{ kind: 'replaced', block: 'PITCH', text: 'Dinner sorted in five minutes', old: 'Dinner planned in one tap' }]);
  });
});

describe('the offline coach, 2026-12-03, third round: pleasantries', () => {
  it.each(['I hope you are well.', 'Assalam o Alaikum. I hope you are well.', 'Hei.', 'oi, good evening', 'Sir good evening.', 'lol my father says hi', "I'm confused.", 'dale, gracias', 'Thank you very much, this helps me to organise my thoughts.'])(
    'files nothing from "%s", and answers it as small talk',
    (message) => {
      const groomers = read(founder('a booking app for dog groomers'));
      expect(readMessage(groomers, message, 'PAIN').changes).toEqual([]);
      expect(remarkKind(message)).toBe('small talk');
    },
  );

  it('answers "…? I\'m confused" as the question it follows', () => {
    expect(remarkKind("Is that the benefit or the profit? I'm confused.")).toBe('question');
    expect(readMessage(read(founder('a booking app for dog groomers')), "what's the difference between secret sauce and why you? confused", 'PAIN').changes).toEqual([]);
  });
});

describe('the offline coach, 2026-12-03, third round: non-answers, passing on, and the end of the canvas', () => {
  const yoga = ['I want to build a scheduling tool for yoga studios', 'they manage bookings on whatsapp and paper'];

  it.each(['this is fun', 'one sec, my kid is crying', "wow you're fast", 'no clue', "haven't thought about it", 'dont know', 'sorry, had to take a call', 'not sure, what do you suggest?'])(
    'files nothing from "%s"',
    (message) => {
      expect(readMessage(read(founder(...yoga)), message, 'USERS BENEFIT').changes).toEqual([]);
    },
  );

  it('answers "idk what secret sauce is" with what the block asks for', () => {
    expect(readMessage(read(founder(...yoga)), 'idk what secret sauce is tbh', 'USERS BENEFIT').changes).toEqual([]);
    expect(coachReply(founder(...yoga), 'idk what secret sauce is tbh')).toMatch(/^Here is what \*\*SECRET SAUCE\*\* asks for/);
  });

  it('moves on from a block the founder is not sure of, and asks every other empty block before one passed on', () => {
    expect(coachReply(founder(...yoga), 'not sure yet')).toMatch(/^No problem, we can come back to that one\.\n\n\*\*Next, YOUR PROFIT:\*\*/);
    const turns: { founder: string; coach: string }[] = [];
    const asked: string[] = [];
    for (const message of [...yoga, 'skip', 'skip', 'skip', 'skip', 'skip', 'skip', 'skip', 'skip']) {
      const coach = coachReply(turns, message);
      turns.push({ founder: message, coach });
      asked.push(/\*\*Next, ([A-Z ]+):\*\*/.exec(coach)?.[1] ?? '');
    }
    expect(asked.slice(1)).toEqual(['USERS BENEFIT', 'YOUR PROFIT', 'WHY YOU', 'WHY NOW', 'YOUR TEAM', 'SECRET SAUCE', 'PITCH', 'USERS BENEFIT', 'YOUR PROFIT']);
  });

  it('takes the label off "Pitch: bookings without the chaos"', () => {
    expect(readMessage(read(founder(yoga[0]!)), 'Pitch: bookings without the chaos', 'PITCH').changes).toEqual([{ kind: 'added', block: 'PITCH', text: 'Bookings without the chaos' }]);
  });

  it('offers the pitch back once; after that, with nothing changed, says only what comes next', () => {
    const filledIn = [...yoga, 'they save 5 hours a week', 'studios pay $49 a month', 'I taught yoga for 10 years', 'Mindbody just raised prices by 40%', "it's me and my sister, she codes", 'we have 12 studios on a waitlist'];
    const turns: { founder: string; coach: string }[] = [];
    const reply = (message: string) => {
      const coach = coachReply(turns, message);
      turns.push({ founder: message, coach });
      return coach;
    };
    for (const message of filledIn) reply(message);
    expect(reply('Pitch: bookings without the chaos')).toContain('All nine blocks of Stage 1 are filled. Your pitch, in your words: "Bookings without the chaos".');
    for (const message of ['yes perfect', 'thanks a lot']) {
      const coach = reply(message);
      expect(coach).not.toContain('All nine blocks');
      expect(coach).toMatch(/\n\nYour canvas is complete\. When your pitch says it the way you want, use \*\*Vibe Code\*\*/);
    }
    expect(coachDecline('chitchat', turns, 'ok')).not.toContain('All nine blocks');
    // A change brings the pitch back.
    expect(reply('Pitch: calm bookings for busy studios')).toContain('Your pitch, in your words: "Calm bookings for busy studios"');
  });

  it('replaces a note with the same fact said more fully, and takes a shorter one for a repeat', () => {
    const salons = read(founder('I want to build an AI receptionist for independent hair salons', "salon owners miss 30% of calls because they're cutting hair", '£79 a month'));
    expect(readMessage(salons, '£79 a month per salon', 'WHY YOU').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: '£79 a month per salon', old: '£79 a month' }]);
    expect(readMessage(salons, 'they miss 30% of calls', 'WHY YOU').changes).toEqual([{ kind: 'repeat', block: 'PAIN', text: 'They miss 30% of calls' }]);
  });
});

describe('the offline coach, 2026-12-03, third round: first messages as founders say them', () => {
  it.each([
    ['tinder but for gym buddies', 'Tinder for gym buddies'],
    ['like uber but for lawn mowing', 'Uber for lawn mowing'],
    ['kinda like duolingo but for coding', 'Duolingo for coding'],
    ['we are a startup that helps landlords screen tenants', 'Startup that helps landlords screen tenants'],
    ["We're a small team building a budgeting app for teenagers", 'Budgeting app for teenagers'],
    ['I have idea for cleaning service for old people', 'Cleaning service for old people'],
    ['so basically restaurants waste tons of food and I want to fix that with an app that predicts demand', 'App that predicts demand'],
  ])('names the idea of "%s" "%s"', (message, title) => {
    expect(ideaTitle(read(founder(message)))).toBe(title);
  });

  it('keeps the team said before what it builds', () => {
    expect(filled(read(founder("We're a small team building a budgeting app for teenagers")))).toEqual({ WHO: ['Teenagers'], 'YOUR TEAM': ["We're a small team."] });
  });

  it('leaves "like a gym but for clay", said once the idea is known, in the founder\'s words', () => {
    const state = readMessage(read(founder('I want to open a pottery studio in Leeds')), 'Like a gym but for clay.', 'PITCH').state;
    expect(CANVAS_BLOCKS.flatMap((b) => state.blocks[b]).join(' ')).not.toMatch(/Gym for clay/i);
  });
});

describe('the offline coach, 2026-12-03, third round: customers said over', () => {
  const inventory = () => read(founder('I want to build an inventory app for restaurants', 'they count stock on paper every sunday'));

  it.each([
    ['sorry I meant cafes', 'Cafes'],
    ['I meant cafes', 'Cafes'],
    ['cafes*', 'Cafes'],
    ['more like cafes and bakeries', 'Cafes and bakeries'],
  ])('takes "%s" for the customers, in the place of the old ones', (message, text) => {
    const { state, changes } = readMessage(inventory(), message, 'USERS BENEFIT');
    expect(changes).toEqual([{ kind: 'replaced', block: 'WHO', text, old: 'Restaurants' }]);
    expect(ideaTitle(state)).toBe(`Inventory app for ${text.toLowerCase()}`);
  });

  it('puts the corrected customers in the idea that names them', () => {
    const sitters = read(founder('I want to build an app that helps dog owners find dog sitters nearby', 'actually cat owners, not dog owners'));
    expect(ideaTitle(sitters)).toBe('App that helps cat owners find dog sitters nearby');
  });
});

describe('the offline coach, 2026-12-03, third round: what they get today', () => {
  it.each(['they get bad tenants who dont pay', 'they get lots of no-shows', 'they get overwhelmed with paperwork', 'the plumber never shows up on time'])('files "%s" under PAIN', (message) => {
    const landlords = read(founder('I want to build a tenant screening app for small landlords'));
    for (const asked of ['PAIN', 'USERS BENEFIT'] as const) expect(blocksOf(landlords, message, asked)).toEqual(['PAIN']);
  });

  it('still hears what they gain as the benefit', () => {
    expect(blocksOf(read(founder('I want to build a tenant screening app for small landlords')), 'they get paid faster', 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
  });
});

describe('the offline coach, 2026-12-03, third round: the moment, and a change of mind said shortly', () => {
  it('files a price the incumbents just raised under WHY NOW, and our own under YOUR PROFIT', () => {
    const yoga = read(founder('I want to build a scheduling tool for yoga studios'));
    expect(blocksOf(yoga, 'the old booking software Mindbody just raised prices by 40%', 'WHY NOW')).toEqual(['WHY NOW']);
    expect(blocksOf(yoga, 'we just raised prices to $59', 'WHY NOW')).toEqual(['YOUR PROFIT']);
  });

  it.each(['actually forget that, I think a mobile grooming van is better', 'change of plans: a mobile grooming van', 'on second thought, a mobile grooming van'])('starts a new idea with "%s"', (message) => {
    const groomers = read(founder('I want to build a booking app for dog groomers', 'groomers lose 20% of appointments to no-shows'));
    const { state, changes } = readMessage(groomers, message, 'USERS BENEFIT');
    expect(changes[0]).toEqual({ kind: 'idea', text: 'A mobile grooming van', renewed: true });
    expect(state.blocks.PAIN).toEqual([]);
  });

  it('takes a cheaper plan said after a change of mind for no new idea', () => {
    const groomers = read(founder('I want to build a booking app for dog groomers', 'groomers lose 20% of appointments to no-shows'));
    expect(readMessage(groomers, 'forget that, a cheaper plan for students', 'USERS BENEFIT').changes.some((c) => c.kind === 'idea')).toBe(false);
  });
});

describe('the offline coach, 2026-12-03, third round: what the review of the round found', () => {
  it('keeps the pitch when the founder asks for a change without saying it', () => {
    const meals = read(founder('I want to build a meal planning app for busy parents', 'Pitch: dinner planned in one tap'));
    for (const message of ['can you make the pitch shorter', "let's update the pitch later"]) expect(readMessage(meals, message, 'WHY NOW').state.blocks.PITCH[0]).toBe('Dinner planned in one tap');
  });

  it('takes back only an amount the canvas holds as an amount', () => {
    const payroll = read(founder('I want to build a payroll app for small shops', 'Shops pay $7 per employee per month', 'I ran payroll at a bank for 6 years'));
    expect(readMessage(payroll, "$6 a month is too much for some. We're thinking $4.", 'WHY NOW').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  it('reads "20% was last year, now it\'s 35% of restaurants …" as a trend, not a correction', () => {
    const ordering = read(founder('I want to build an ordering app for restaurants', 'Restaurants pay 20% commission to delivery apps'));
    expect(readMessage(ordering, "20% was last year, now it's 35% of restaurants using online ordering", 'WHY NOW').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  it('files a fact that ends in an apology for the English', () => {
    const groomers = read(founder('I want to build a booking app for dog groomers', 'groomers lose 20% of appointments to no-shows'));
    expect(readMessage(groomers, 'they pay a lot for their software, sorry for the long message', 'USERS BENEFIT').changes.map((c) => c.kind)).toEqual(['added']);
  });

  it.each([
    ['I want to build a booking app for hospitals', 'hospitality businesses'],
    ['I want to build an ordering app for restaurants', 'restaurant suppliers'],
    ['I want to build a booking app for clinics', 'clinicians'],
  ])('does not take other people of a like word for the customers sharpened ("%s", "%s")', (idea, message) => {
    expect(readMessage(read(founder(idea)), message, 'PAIN').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  it('reads the ways of saying a first idea only while there is none', () => {
    const groomers = read(founder('I want to build a booking app for dog groomers', 'groomers lose 20% of appointments to no-shows'));
    const { state } = readMessage(groomers, 'we are a small company that sells grooming supplies already', 'USERS BENEFIT');
    expect(CANVAS_BLOCKS.flatMap((b) => state.blocks[b]).join(' ')).not.toMatch(/We are building/);
  });

  it('keeps our own price rise, and "Pitch-perfect", as said', () => {
    expect(blocksOf(read(founder('I want to build a gym management app for small gyms')), 'We just raised the fees for new members', 'WHY NOW')).not.toContain('WHY NOW');
    expect(addedNotes(read(founder('I want to build a scheduling tool for yoga studios')), 'Pitch-perfect scheduling for busy studios', 'PITCH')).toEqual([['PITCH', 'Pitch-perfect scheduling for busy studios']]);
  });
});

describe('the offline coach, 2026-12-03, fourth round: whom a plan speaks of', () => {
  it('reads "them" in a plan as the people the problem before it is said of', () => {
    const walkers = read(founder("Dog owners can't find a reliable walker on short notice.", 'I want to build an app that helps them find a walker within an hour.'));
    expect(walkers.blocks.WHO).toEqual(['Dog owners']);
    expect(walkers.idea).toBe('An app that helps dog owners find a walker within an hour');
    const farms = read(founder('Small farms waste 30% of their produce every week.', 'We want to build a marketplace for them to sell surplus to restaurants.'));
    expect(farms.blocks.WHO).toEqual(['Small farms']);
    expect(farms.idea).not.toMatch(/\bthem\b/);
  });

  it('reads "them" in a plan as the customers the canvas names, and takes no one else for them', () => {
    const walkers = read(founder('Dog owners', 'I want to build an app for them that matches walkers within an hour.'));
    expect(walkers.blocks.WHO).toEqual(['Dog owners']);
    expect(walkers.idea).toBe('An app that matches walkers within an hour');
  });

  it.each([
    ['i run a food truck in Austin, want to add catering for office lunches', 'Catering for office lunches'],
    ['We own a small bakery. We want to add a bread subscription for neighbours.', 'A bread subscription'],
  ])('takes what is added to a business the founder runs for the idea ("%s")', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
  });

  it('files both sides a marketplace connects under WHO, in one note', () => {
    expect(read(founder('I want to build a marketplace connecting dog owners with local walkers.')).blocks.WHO).toEqual(['Dog owners and local walkers']);
    expect(read(founder('I want to build a marketplace that connects farmers and restaurants.')).blocks.WHO).toEqual(['Farmers and restaurants']);
  });
});

describe('the offline coach, 2026-12-03, fourth round: other customers, and a change weighed', () => {
  const barbers = () => read(founder('I want to build a booking app for barbershops.'));

  it.each(["it's for hair salons instead", "let's make it for hair salons instead", "let's make it for hair salons", "instead, it's for hair salons", 'hair salons instead'])(
    'replaces the customers with the ones said with "%s"',
    (message) => {
      expect(readMessage(barbers(), message, 'PAIN').state.blocks.WHO).toEqual(['Hair salons']);
    },
  );

  it('keeps the customers when something else is done instead', () => {
    for (const message of ["we'll hire freelancers instead", "we'll charge a one-time fee instead"]) expect(readMessage(barbers(), message, 'PAIN').state.blocks.WHO).toEqual(['Barbershops']);
  });

  it('answers a change the founder weighs with how to say it once decided, and changes nothing', () => {
    const turns = [{ founder: 'I want to build a booking app for barbershops.', coach: coachReply([], 'I want to build a booking app for barbershops.') }];
    const reply = coachReply(turns, 'what if instead we make it for hair salons?');
    expect(reply).toMatch(/^That is your call to make\. Once you decide, say it plainly \(for example "make it for hair salons"\) and I will update the canvas\./);
    expect(readMessage(barbers(), 'what if instead we make it for hair salons?', 'PAIN').changes).toEqual([]);
    expect(coachReply(turns, 'should we charge per seat?')).toMatch(/^That is your call to make\. Once you decide, say it plainly and I will update the canvas\./);
  });
});

describe('the offline coach, 2026-12-03, fourth round: asides beside a fact', () => {
  const groomers = () => read(founder('I want to build a booking app for dog groomers.'));

  it.each(['groomers lose many appointments because clients forget, sorry for my english', 'groomers lose many appointments because clients forget, excuse my typos'])('files the fact before an apology for the writing ("%s")', (message) => {
    expect(addedNotes(groomers(), message, 'PAIN')).toEqual([['PAIN', 'Groomers lose many appointments because clients forget']]);
  });

  it('still files nothing for an apology for the writing said first', () => {
    expect(readMessage(groomers(), "Sorry for my english, I'm more french", 'PAIN').changes).toEqual([]);
  });

  it('files a problem gone thanks to the product under USERS BENEFIT, not PAIN', () => {
    expect(blocksOf(groomers(), 'with our texts, patients never show up late anymore', 'PAIN')).toEqual(['USERS BENEFIT']);
  });

  it('takes "let\'s update the pitch later" for a pass, not a pitch', () => {
    expect(readMessage(groomers(), "let's update the pitch later", 'PITCH').changes).toEqual([]);
    expect(remarkKind("let's update the pitch later")).toBe('skip');
  });
});

describe('the offline coach, 2026-12-03, fourth round: money the customers lose to others', () => {
  const exporters = () => read(founder('I want to build a marketplace for small exporters.'));

  it.each([
    'They pay brokers £60 per declaration',
    "And the staffing agencies charge 25-35% on top of the nurse's rate.",
    'in person sign interpreter costs like 90 dollars per hour',
    'Farmers sell their coffee to collectors at harvest',
  ])('files "%s" under PAIN', (message) => {
    expect(blocksOf(exporters(), message, 'WHY NOW')).toEqual(['PAIN']);
  });

  it.each(['we sell to traders at a 5% margin', 'The app costs 8 euros a month'])('keeps "%s" under YOUR PROFIT', (message) => {
    expect(blocksOf(exporters(), message, 'WHY NOW')).toEqual(['YOUR PROFIT']);
  });

  it.each(['each box costs 500 rupees', 'a box costs 2,000 naira'])('files the price of the idea\'s own thing, "%s", under YOUR PROFIT in any currency', (message) => {
    expect(blocksOf(read(founder('I want to build a snack subscription box for office workers.')), message, 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
  });

  it('takes what a thing the idea only serves costs for no price', () => {
    expect(blocksOf(read(founder('I want to build insurance for dairy cows, paid by mobile phone.')), 'One crossbreed cow costs around 80,000 birr now.', 'WHY NOW')).not.toContain('YOUR PROFIT');
  });
});

describe('the offline coach, 2026-12-03, fourth round: a gain said as a problem gone or as a comparison', () => {
  const clinics = () => read(founder('I want to build a planning app for small clinics.'));

  it.each(['They lose weight', 'Drivers don\'t lose a day of work anymore', 'Patients don\'t miss their therapy anymore', 'Payroll is three days faster.', 'the energy bill is lower by 20%', 'refills cost half'])(
    'files "%s" under USERS BENEFIT, against the word model\'s pull towards PAIN',
    (message) => {
      expect(blocksOf(clinics(), message, 'WHY NOW')).toEqual(['USERS BENEFIT']);
    },
  );

  it('keeps a comparison with a rival out of USERS BENEFIT', () => {
    expect(blocksOf(clinics(), 'our engine is 30% cheaper than the market leader', 'WHY NOW')).toEqual(['SECRET SAUCE']);
  });
});

describe('the offline coach, 2026-12-03, fourth round: first messages said as a thought, a doing or a question', () => {
  it.each([
    ['So my friend and I were thinking about opening a coworking space for parents with a daycare inside', 'A coworking space'],
    ["Hey, I need help with my idea. It's a subscription for fresh flowers delivered to offices every Monday", 'A subscription for fresh flowers delivered every Monday'],
    ['Looking to launch a second-hand baby clothes subscription', 'A second-hand baby clothes subscription'],
    ['helping immigrants in Canada with their taxes', 'Helping immigrants in Canada with their taxes'],
    ['Selling refurbished laptops to students', 'Selling refurbished laptops'],
    ["I've been working on a scheduling tool for dog groomers", 'A scheduling tool'],
    ['What if there was an app that matched dog owners with walkers?', 'An app that matched dog owners with walkers'],
  ])('takes "%s" for the idea', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
  });

  it('keeps the team said in a thought, and the customers', () => {
    const state = read(founder('So my friend and I were thinking about opening a coworking space for parents with a daycare inside'));
    expect(state.blocks['YOUR TEAM']).toEqual(['My friend']);
    expect(state.blocks.WHO).toHaveLength(1);
  });

  it('takes a doing said with a number for what the founder does, not the idea', () => {
    expect(read(founder('Selling retro games, Famicom, Super Famicom, Game Boy. 20 years.')).idea).toBeNull();
  });

  it('names a marketplace\'s two sides once in the first reply', () => {
    expect(coachReply([], 'I want to build a platform that connects dog owners with dog sitters').split('\n\n')[0]).toBe('Your idea as I have it: **a platform that connects dog owners with dog sitters**.');
  });
});

describe('the offline coach, 2026-12-03, fourth round: what they do today, given for the pain', () => {
  const barbers = () => read(founder('I want to build a booking app for barbers.'));

  it.each(['they get a lot of no-shows', 'they sleep badly', 'they order takeout 4 nights a week', "they get tenants who don't pay rent", 'they waste hours every week on it'])(
    'files "%s", said when the pain was asked, under PAIN',
    (message) => {
      expect(blocksOf(barbers(), message, 'PAIN')).toEqual(['PAIN']);
    },
  );

  it('keeps a gain said when the pain was asked under USERS BENEFIT', () => {
    expect(blocksOf(barbers(), 'they save 2 hours a day', 'PAIN')).toEqual(['USERS BENEFIT']);
  });
});

describe('the offline coach, 2026-12-03, fourth round: the founder tells the coach what to do with the canvas', () => {
  const saved = () => turnsOf('I want to build a booking app for barbers', 'they save two hours a day');

  it.each(["no that's the pain, not the benefit", 'move that to pain', 'can you put it under PAIN?'])('moves the last message\'s note with "%s"', (message) => {
    const reply = coachReply(saved(), message);
    expect(reply.split('\n\n')[0]).toBe('Moved: "They save two hours a day" is now under **PAIN**, not **USERS BENEFIT**.');
    const state = read([...saved(), { founder: message }]);
    expect(state.blocks.PAIN).toEqual(['They save two hours a day']);
    expect(state.blocks['USERS BENEFIT']).toEqual([]);
  });

  it.each(['delete that', 'can you remove the last note?', 'ignore my last message'])('takes the last message\'s notes off with "%s"', (message) => {
    expect(coachReply(saved(), message).split('\n\n')[0]).toBe('Done: I took "They save two hours a day" off **USERS BENEFIT**.');
    expect(read([...saved(), { founder: message }]).blocks['USERS BENEFIT']).toEqual([]);
  });

  it.each(["that's wrong", 'not exactly', 'you got it wrong', 'no, you misunderstood'])('files nothing for "%s", and asks what is off', (message) => {
    expect(coachReply(saved(), message)).toMatch(/^Sorry about that\. Tell me what is off/);
    expect(readMessage(read(saved()), message, 'PAIN').changes).toEqual([]);
  });

  it('changes the customers when told to change WHO', () => {
    const landlords = read(founder("I'm building a tool that helps landlords screen tenants"));
    expect(readMessage(landlords, 'please change WHO to small property management firms', 'PAIN').state.blocks.WHO).toEqual(['Small property management firms']);
  });
});

describe('the offline coach, 2026-12-03, fourth round: a moment to think, and what is missing', () => {
  const students = () => [{ founder: 'I want to make a budgeting app for students', coach: coachReply([], 'I want to make a budgeting app for students') }];

  it.each(['hmm let me think', 'give me a minute', 'thinking...', 'hold on'])('waits after "%s", files nothing, and asks for the same block', (message) => {
    expect(coachReply(students(), message)).toMatch(/^Take your time\.\n\n\*\*Next, PAIN:\*\*/);
    expect(readMessage(read(students()), message, 'PAIN').changes).toEqual([]);
  });

  it('files the answer after a moment to think under the block asked', () => {
    const turns = [...students(), { founder: 'hmm let me think', coach: coachReply(students(), 'hmm let me think') }];
    expect(read([...turns, { founder: 'they run out of money before the end of the month' }]).blocks.PAIN).toEqual(['They run out of money before the end of the month']);
  });

  it.each([
    ["I want to start a babysitting app for parents. Parents work long hours and there's no daycare.", "Parents work long hours and there's no daycare."],
    ['I want to start a laundry pickup service for students. There is water scarcity in the hostels.', 'There is water scarcity in the hostels.'],
  ])('files what is missing, said after the idea, under PAIN ("%s")', (message, pain) => {
    expect(read(founder(message)).blocks.PAIN).toEqual([pain]);
  });

  it('takes no competition for a pain', () => {
    expect(blocksOf(read(founder('I want to start a laundry pickup service for students.')), "there's no competition in our town", 'WHY NOW')).not.toContain('PAIN');
  });
});

describe('the offline coach, 2026-12-03, fourth round: the pitch offered back', () => {
  const complete = () =>
    [
      'I want to build a booking app for barbers',
      'barbers with their own shop',
      'no-shows cost them 2 clients a day',
      'they fill every slot',
      '29 euros a month',
      'I was a barber for 5 years',
      'everyone books online now since covid',
      'me and my cousin who codes',
      'we know 200 barbers personally',
      'Never lose a chair again',
    ].reduce<{ founder: string; coach: string }[]>((turns, message) => [...turns, { founder: message, coach: coachReply(turns, message) }], []);

  it('asks whether the pitch offered back says it, a question for the pitch', () => {
    expect(askedIn(complete().at(-1)!.coach)).toBe('PITCH');
  });

  it.each(['Cutly: the booking app that fills every chair', 'hmm maybe: Cutly fills every chair', 'Pitch: Cutly fills every chair'])('puts "%s", said after the offer, in the place of the pitch', (message) => {
    const state = read([...complete(), { founder: message }]);
    expect(state.blocks.PITCH).toHaveLength(1);
    expect(state.blocks.PITCH[0]).toMatch(/^Cutly/);
    expect(state.blocks['USERS BENEFIT']).toEqual(['They fill every slot']);
  });

  it('files nothing for a judgement of the pitch, and asks for the founder\'s own line', () => {
    expect(coachReply(complete(), 'no, it sounds too generic')).toMatch(/^Then say it your way, in one short line, and I will put it in place of the pitch\./);
    expect(read([...complete(), { founder: 'no, it sounds too generic' }]).blocks['USERS BENEFIT']).toEqual(['They fill every slot']);
    expect(read([...complete(), { founder: "it's ok I guess" }]).blocks['WHY YOU']).toEqual(['I was a barber for 5 years']);
  });

  it('answers a request to write the pitch with what makes one', () => {
    expect(coachReply(complete(), 'can you suggest a pitch for me?')).toMatch(/^The pitch is yours to word/);
  });
});

describe('the offline coach, 2026-12-03, fourth round: a new price said shortly, and what is left', () => {
  const priced = () => read(founder('I want to build a booking app for barbers', 'barbers with their own shop', 'no-shows cost them 2 clients a day', 'they fill every slot', '29 euros a month'));

  it.each(["let's go with 49 instead", 'make it 49 instead', 'hmm 29 is too cheap, let\'s say 49', "let's go with 49"])('puts the price of "%s" in the place of the one on the canvas', (message) => {
    expect(readMessage(priced(), message, 'WHY YOU').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: '49 euros a month', old: '29 euros a month' }]);
  });

  it('says how many blocks are still empty when asked what is next', () => {
    const turns = [{ founder: 'I want to build a booking app for barbers', coach: coachReply([], 'I want to build a booking app for barbers') }];
    expect(coachReply(turns, "what's next?")).toMatch(/^Eight of the nine blocks are still empty; here is the next\.\n\n\*\*Next, PAIN:\*\*/);
  });
});

describe('the offline coach, 2026-12-03, fifth round: the customers said again in other words', () => {
  const landlords = () => read(founder('I want to build a maintenance app for landlords'));

  it('joins what is said of the same people to their note', () => {
    const parents = read(founder('I want to build a meal planning app for busy parents', 'Busy parents in Toronto'));
    expect(readMessage(parents, 'parents who both work full time and have two kids', 'PAIN').changes).toEqual([
      { kind: 'replaced', block: 'WHO', text: 'Busy parents in Toronto who both work full time and have two kids', old: 'Busy parents in Toronto' },
    ]);
  });

  it('keeps how big the customers are with them', () => {
    const pharmacies = read(founder('I want to build an inventory app for pharmacies'));
    expect(readMessage(pharmacies, 'small pharmacies, 2 or 3 people', 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'WHO', text: 'Small pharmacies, 2 or 3 people', old: 'Pharmacies' }]);
  });

  it.each(['property managers, not landlords', 'the customer should be property managers, not landlords', 'The customers should be property managers.', 'no, property managers, not landlords'])(
    'puts the customers of "%s" in the place of those on the canvas',
    (message) => {
      const state = read([...founder('I want to build a maintenance app for landlords'), { founder: message }]);
      expect(state.blocks.WHO).toEqual(['Property managers']);
      expect(state.blocks.PAIN).toEqual([]);
    },
  );

  it('takes nothing back for a "not" that names no customers on the canvas', () => {
    expect(readMessage(landlords(), 'Small ones, not big ones', 'PAIN').changes).not.toContainEqual(expect.objectContaining({ kind: 'replaced', block: 'WHO' }));
  });

  it.each([
    ['also nail salons could use it', 'Nail salons'],
    ['other customers could be spas', 'Spas'],
    ['it could also work for barbers too', 'Barbers'],
    ['Hotels could use it too', 'Hotels'],
  ])('adds the customers of "%s" beside those on the canvas', (message, added) => {
    const salons = read(founder('I want to build a booking app for hair salons'));
    expect(readMessage(salons, message, 'PAIN').changes).toEqual([{ kind: 'added', block: 'WHO', text: added }]);
  });

  it('still reads what "they" could do as a gain', () => {
    const salons = read(founder('I want to build a booking app for hair salons'));
    expect(addedNotes(salons, 'they could use it every day', 'USERS BENEFIT').map(([b]) => b)).toEqual(['USERS BENEFIT']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: a problem told before the idea, a price asked, a mistyped plan', () => {
  it('takes the people a problem opens with for the customers while no idea is known', () => {
    expect(read(founder('Architects lose a lot of billable hours.')).blocks).toMatchObject({ WHO: ['Architects'], PAIN: ['Architects lose a lot of billable hours.'] });
    expect(read(founder('Small machine shops, 5 to 30 machines, have zero visibility into when a spindle is about to fail.')).blocks.WHO).toEqual(['Small machine shops']);
  });

  it('takes them when the parser took their plural for the verb, or knows them only by the ending of their word', () => {
    expect(read(founder('Small Irish firms never bid for public contracts because finding and reading tenders on eTenders is a nightmare.')).blocks.WHO).toEqual(['Small Irish firms']);
    expect(read(founder('Food distributors in Spain lose a lot of product because the cold chain breaks in the truck.')).blocks.WHO).toEqual(['Food distributors in Spain']);
  });

  it.each([
    ['The nurses were amazing but the days were so long.'],
    ['Competitors charge 50 dollars for a worse service.'],
    ['Most people never get their chimney swept until something goes wrong.'],
  ])('takes no customers from "%s"', (message) => {
    expect(read(founder(message)).blocks.WHO).toEqual([]);
  });

  it('takes no customers from a problem once the idea is known', () => {
    const state = read(founder('I want to build a marketplace for leftover food', 'Restaurants throw away so much food at closing time'));
    expect(state.blocks.WHO).toEqual([]);
  });

  it.each(['would 9 dollars a month work?', 'maybe 9 dollars a month?', 'is 9 dollars a month too much?'])('files the price of "%s" and says how to test it', (message) => {
    const turns = [{ founder: 'I want to build a meal planning app for busy parents', coach: coachReply([], 'I want to build a meal planning app for busy parents') }];
    expect(coachReply(turns, message)).toMatch(/^I put "9 dollars a month" under \*\*YOUR PROFIT\*\* as the price to test\./);
    expect(read([...turns, { founder: message }]).blocks['YOUR PROFIT']).toEqual(['9 dollars a month']);
  });

  it('files no price asked about beside one on the canvas', () => {
    const priced = read(founder('I want to build a meal planning app for busy parents', '9 dollars a month'));
    expect(readMessage(priced, 'would 12 dollars a month work?', 'PAIN').changes).toEqual([]);
  });

  it.each([
    ['Wnat to buld a app for dog owners', 'An app', 'Dog owners'],
    ['i wnat to creat a plaform for tutors', 'A platform', 'Tutors'],
    ['I am having one idea of a laundry service for students', 'A laundry service', 'Students'],
  ])('reads the plan in "%s" through its typing', (message, idea, who) => {
    expect(read(founder(message))).toMatchObject({ idea, blocks: { WHO: [who] } });
  });
});

describe('the offline coach, 2026-12-03, fifth round: the product said anew, a list in one line, laughter, questions beside the canvas', () => {
  it('puts the thing "it is" in the place of the product it takes back', () => {
    const state = read(founder('I want to build an app for office snacks', "it's a vending machine with fresh salads, not an app"));
    expect(state.idea).toBe('A vending machine with fresh salads');
    expect(state.blocks.WHO).toEqual([]);
  });

  it.each([
    ["forget the textbooks, we'll rent out calculators and lab coats", 'Renting out calculators and lab coats'],
    ["forget the app, we'll sell lab coats", 'Selling lab coats'],
  ])('takes "%s" for a change of the idea, and keeps its customers', (message, idea) => {
    const state = read(founder('I want to build a marketplace for used textbooks for students', message));
    expect(state).toMatchObject({ idea, blocks: { WHO: ['Students'], PAIN: [], 'USERS BENEFIT': [] } });
  });

  it('still drops a note the founder scratches, not the idea', () => {
    const state = read(founder('I want to build a marketplace for used textbooks for students', '5 euros per sale', 'scratch the 5 euros per sale'));
    expect(state).toMatchObject({ idea: 'A marketplace for used textbooks', blocks: { 'YOUR PROFIT': [] } });
  });

  it('reads a list numbered in one line as its items', () => {
    const state = read(founder('I want to build a rental service for climbing gear', "1. gear is expensive 2. beginners don't know what to buy 3. it takes space at home"));
    expect(state.blocks.PAIN).toEqual(['Gear is expensive.', "Beginners don't know what to buy.", 'It takes space at home']);
    expect(read(founder('I want to build a rental service for climbing gear', 'It costs 2. 5 people asked')).blocks.PAIN.join(' ')).toMatch(/2/);
  });

  it('leaves laughter out of the notes', () => {
    const state = read(founder('I want to build a rental service for climbing gear', 'competitors are slow and expensive lol, we will kill them lol'));
    expect([...state.blocks.PAIN, ...state.blocks['SECRET SAUCE']]).toEqual(['Competitors are slow and expensive', 'We will kill them']);
  });

  it.each([
    ['do I need a cofounder?', /^Not always\. A co-founder is worth it/],
    ['who are my competitors?', /^Look at what your customers use today instead of you/],
    ['how do I find my first customers?', /^Start with ten of the people under \*\*WHO\*\*/],
    ['how much money do I need to start?', /^That depends on what the first version costs/],
    ['how do I validate the idea?', /^Before you build anything, ask ten of the people/],
    ['do I need to register a company?', /^That depends on your country/],
    ['how do I build the app?', /^Build the smallest thing that takes away the \*\*PAIN\*\*.* Once the canvas is filled, \*\*Vibe Code\*\* turns it into a brief/],
  ])('answers "%s" and asks on', (message, answer) => {
    const turns = [{ founder: 'I want to build a rental service for climbing gear', coach: coachReply([], 'I want to build a rental service for climbing gear') }];
    const reply = coachReply(turns, message);
    expect(reply).toMatch(answer);
    expect(reply).toMatch(/\*\*Next, WHO:\*\*/);
    expect(read([...turns, { founder: message }])).toEqual(read(turns));
  });

  it('still gives the general answer to a question it has no advice for', () => {
    const turns = [{ founder: 'I want to build a rental service for climbing gear', coach: coachReply([], 'I want to build a rental service for climbing gear') }];
    expect(coachReply(turns, 'what time is it in Tokyo?')).toMatch(/^Good question\./);
  });
});

describe('the offline coach, 2026-12-03, fifth round: what no longer happens', () => {
  it('keeps "so there are no …" with the statement it follows', () => {
    const state = read(founder('We make juice dispensers for cafes', 'Our machine doses the concentrate exactly, so there are no spills, which is where others failed'));
    expect(state.blocks.PAIN).toEqual([]);
    expect(state.blocks['SECRET SAUCE']).toEqual(['Our machine doses the concentrate exactly, so there are no spills, which is where others failed']);
  });

  it('still files what is missing where they are as the pain', () => {
    expect(read(founder('We want to open a daycare for shift workers', "there's no daycare open at night in our town")).blocks.PAIN).toEqual(["There's no daycare open at night in our town"]);
  });
});

describe('the offline coach, 2026-12-03, fifth round: what the customers will earn', () => {
  const vanilla = () => read(founder('We want to build a cooperative curing centre for vanilla farmers'));
  it.each(['farmers get 70% of the sale', 'farmers will earn 300 dollars more a season', 'farmer will earn 3 times more from same pond'])('files "%s" as their gain', (message) => {
    expect(addedNotes(vanilla(), message, 'PAIN').map(([b]) => b)).toEqual(['USERS BENEFIT']);
  });

  it('still files what they get today as the pain', () => {
    expect(addedNotes(vanilla(), 'The farmer gets 40 meticais a kg today', 'PAIN').map(([b]) => b)).toEqual(['PAIN']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: an answer to "why now"', () => {
  const boilers = () => read(founder('We want to offer boiler servicing by subscription for homeowners'));
  it('keeps what follows the reason with it when the coach asked why now', () => {
    expect(addedNotes(boilers(), 'Energy prices doubled this year, people are struggling with their bills', 'WHY NOW')).toEqual([['WHY NOW', 'Energy prices doubled this year, people are struggling with their bills']]);
  });

  it('still files a problem after the reason as the pain when the coach asked for something else', () => {
    expect(addedNotes(boilers(), 'Energy prices doubled this year, people are struggling with their bills', 'PAIN').map(([b]) => b)).toEqual(['WHY NOW', 'PAIN']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: a price list, and what already runs', () => {
  const sails = () => read(founder('I make clothes from old sails'));
  it.each(['tees $35, jackets $80-120', 'tees from $35, jackets $80 to $120'])('files the price list "%s" as the price, whatever was asked', (message) => {
    expect(new Set(addedNotes(sails(), message, 'PAIN').map(([b]) => b))).toEqual(new Set(['YOUR PROFIT']));
  });

  it('still files what a thing costs them today as the pain', () => {
    expect(addedNotes(sails(), 'a new jacket costs them $300 at the big brands', 'PAIN').map(([b]) => b)).toEqual(['PAIN']);
  });

  it.each(['Three factories are using it in Golaghat, 900 growers.', 'One processor agreed to a pilot with 50 farms.'])('files "%s" as what sets them apart', (message) => {
    const tea = read(founder('We build a digital leaf-weighing app for small tea growers'));
    expect(addedNotes(tea, message, 'WHY YOU').map(([b]) => b)).toEqual(['SECRET SAUCE']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: prices in złoty', () => {
  const amber = () => read(founder('I want to open an online shop for amber jewellery'));
  it('files a price list in złoty as the price when the pain was asked', () => {
    expect(new Set(addedNotes(amber(), 'Rings from 180 zł, necklaces 400 to 1500 zł.', 'PAIN').map(([b]) => b))).toEqual(new Set(['YOUR PROFIT']));
  });

  it('corrects an amount in złoty where the note has it', () => {
    const priced = read([...founder('I want to open an online shop for amber jewellery'), { founder: 'Rings from 180 zł, necklaces 400 to 1500 zł.', coach: '**Next, PAIN:** What problem do they have?' }]);
    expect(readMessage(priced, 'Sorry, rings from 200 zł, not 180 zł', 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: 'Rings from 200 zł', old: 'Rings from 180 zł' }]);
  });
});

describe('the offline coach, 2026-12-03, fifth round: what founders say to the coach about the chat', () => {
  const barbers = () => turnsOf('a booking app for barbers', 'barbers in Rome');
  const next = (reply: string) => /\*\*Next, ([A-Z ]+):\*\*/.exec(reply)?.[1];

  it.each(['show me my canvas so far', 'you already asked that', 'I already told you that', 'go back to the customer', "let's continue tomorrow", 'this is hard lol', 'can you repeat the question?'])(
    'files nothing for "%s"',
    (message) => {
      expect(read([...barbers(), { founder: message }])).toEqual(read(barbers()));
    },
  );

  it('shows the canvas when asked, and asks the same question again', () => {
    const reply = coachReply(barbers(), 'show me my canvas so far');
    expect(reply).toMatch(/^Here is what I have so far: \*\*Booking app\*\*\.\n\n- \*\*WHO:\*\* Barbers in Rome/);
    expect(next(reply)).toBe('PAIN');
  });

  it('moves on from a question the founder says was asked already', () => {
    const reply = coachReply(barbers(), 'you already asked that');
    expect(reply).toMatch(/^Sorry, I asked that one already\./);
    expect(next(reply)).toBe('USERS BENEFIT');
  });

  it('asks the same question again when asked to repeat it, and the block named when asked to go back', () => {
    expect(next(coachReply(barbers(), 'can you repeat the question?'))).toBe('PAIN');
    const answered = turnsOf('a booking app for barbers', 'barbers in Rome', 'they lose clients to no-shows');
    expect(coachReply(answered, 'go back to the customer')).toMatch(/^Sure, back to that one\.\n\n\*\*Next, WHO:\*\*/);
  });

  it.each([
    ["let's continue tomorrow", /^Of course\. Your canvas is saved/],
    ['this is hard lol', /^It is a lot at first\./],
  ])('answers "%s" kindly', (message, answer) => {
    expect(coachReply(barbers(), message)).toMatch(answer);
  });

  it.each(['that should go under pain', 'it belongs in pain', 'put that under pain'])('moves the last note with "%s"', (message) => {
    const saved = turnsOf('I want to build a booking app for barbers', 'they save two hours a day');
    expect(read([...saved, { founder: message }]).blocks).toMatchObject({ PAIN: ['They save two hours a day'], 'USERS BENEFIT': [] });
  });
});

describe('the offline coach, 2026-12-03, fifth round: questions about the blocks', () => {
  const barbers = () => turnsOf('a booking app for barbers', 'barbers in Rome');

  it.each([
    ["what's the difference between pain and users benefit?", /^\*\*PAIN\*\* is what goes wrong for them today, before your product; \*\*USERS BENEFIT\*\* is what they gain once they use it\./],
    ['why do you ask about timing?', /^I ask for \*\*WHY NOW\*\* because what changed lately/],
    ['why do you need this?', /^I ask for \*\*PAIN\*\* because people pay to make a real problem go away/],
    ['what is secret sauce', /^Here is what \*\*SECRET SAUCE\*\* asks for, with an example\./],
    ['can you suggest what the pain is?', /^Here is what \*\*PAIN\*\* asks for, with an example\./],
    ['how many questions are left?', /^Eight of the nine blocks are still empty; here is the next\./],
  ])('answers "%s"', (message, answer) => {
    expect(coachReply(barbers(), message)).toMatch(answer);
    expect(read([...barbers(), { founder: message }])).toEqual(read(barbers()));
  });

  it('asks the block it came to again after any question, however often it was asked', () => {
    const asked = turnsOf('a booking app for barbers', 'barbers in Rome', 'why do you need this?');
    expect(coachReply(asked, 'what do you mean?')).toMatch(/\*\*Next, PAIN:\*\*/);
  });
});

describe('the offline coach, 2026-12-03, fifth round: blocks named in passing, and the pitch reworded', () => {
  const sites = () => read(founder('a scheduling tool for construction sites', 'general contractors', 'they lose 2-3 days per project waiting on subs'));

  it('files what follows "the benefit is" under the benefit, and nothing for "that\'s the pain"', () => {
    expect(readMessage(sites(), 'yeah thats the pain, and the benefit is they finish on time', 'USERS BENEFIT').changes).toEqual([{ kind: 'added', block: 'USERS BENEFIT', text: 'They finish on time' }]);
  });

  it('reads "Problem is …" as the pain without its label', () => {
    expect(addedNotes(read(founder('a scheduling tool for construction sites')), 'Problem is subs never show up on time', 'WHO')).toEqual([['PAIN', 'Subs never show up on time']]);
  });

  it('leaves "I want to add:" out of the note', () => {
    expect(addedNotes(read(founder('a scheduling tool for construction sites', 'general contractors')), 'I want to add: also small hotels', 'PAIN')).toEqual([['WHO', 'Small hotels']]);
  });

  it.each(['no, make it: the easiest way for dog walkers to get paid', 'Better: the easiest way for dog walkers to get paid', "let's say instead: the easiest way for dog walkers to get paid"])(
    'puts the pitch of "%s" in the place of the one just written',
    (message) => {
      const state = read(founder('an app for dog walkers to get paid', 'Pitch: Stripe for dog walkers', message));
      expect(state.blocks.PITCH).toEqual(['The easiest way for dog walkers to get paid']);
      expect(state.blocks['USERS BENEFIT']).toEqual([]);
    },
  );

  it('still reads "Better:" as a gain when the pitch was not just written', () => {
    expect(read(founder('an app for dog walkers to get paid', 'Better: they get paid the same day')).blocks.PITCH).toEqual([]);
  });
});

describe('the offline coach, 2026-12-03, fifth round: no answer, money that goes nowhere, a free tier', () => {
  const barbers = () => turnsOf('a booking app for barbers', 'barbers in Rome', "they lose clients who can't get through on the phone");

  it.each(['none', 'nothing really', 'n/a', 'there is none', "I don't have one yet", 'nope, nothing'])('files nothing for "%s" and passes on the question', (message) => {
    expect(read([...barbers(), { founder: message }])).toEqual(read(barbers()));
    expect(coachReply(barbers(), message)).toMatch(/^No problem, we can come back to that one\.\n\n\*\*Next, YOUR PROFIT:\*\*/);
  });

  it('still files "nothing works for them today" as the pain', () => {
    expect(addedNotes(read(founder('a booking app for barbers')), 'nothing works for them today', 'PAIN')).toEqual([['PAIN', 'Nothing works for them today']]);
  });

  it.each(["they pay 200 euros a month for ads that don't work", 'farmers get only 30% of the price'])('files "%s" as the pain', (message) => {
    const state = read(founder('an app for freelance photographers to get clients', 'freelance photographers in Spain'));
    expect(addedNotes(state, message, 'PAIN').map(([b]) => b)).toEqual(['PAIN']);
  });

  it('files a free tier beside the premium price as the price', () => {
    const state = read(founder('a language exchange app for immigrants'));
    expect(new Set(addedNotes(state, 'Freemium. Basic matching free, premium 7.99 a month', 'PAIN').map(([b]) => b))).toEqual(new Set(['YOUR PROFIT']));
  });
});

describe('the offline coach, 2026-12-03, fifth round: the idea said again', () => {
  it.each([
    ['I want to start a marketplace', 'basically a marketplace where students sell their old textbooks to other students', 'A marketplace where students sell their old textbooks to other students'],
    ['I want to build a mobile app', "it's an app that reminds older people to take their pills", 'An app that reminds older people to take their pills'],
  ])('takes the idea said in full after "%s"', (first, full, idea) => {
    const state = read(founder(first, full));
    expect(state.idea).toBe(idea);
    expect(state.blocks.WHO.join(' ')).not.toMatch(/^An? /);
  });

  it('keeps an idea said in full when a later message names its kind again', () => {
    const state = read(founder('I want to build a marketplace for used textbooks', 'a marketplace where students sell books to each other'));
    expect(state.idea).toBe('A marketplace for used textbooks');
  });

  it.each([
    ['let me rephrase the idea: a CRM that follows up with leads automatically for real estate agents', 'A CRM that follows up with leads automatically'],
    ['sorry, English: an app for bakers to sell leftover bread', 'An app to sell leftover bread'],
  ])('takes "%s" for the idea said again', (message, idea) => {
    expect(read(founder('une application pour les boulangers', message)).idea).toBe(idea);
  });

  it.each([
    ['wait, actually I changed my mind, I want to build it for mortgage brokers', 'Mortgage brokers'],
    ['our main customer will be hotels now', 'Hotels'],
  ])('puts the customers of "%s" in the place of those on the canvas', (message, who) => {
    const state = read(founder('I want to build a laundry service for real estate agents', message));
    expect(state.blocks.WHO).toEqual([who]);
    expect(state.blocks['WHY YOU']).toEqual([]);
  });
});

describe('the offline coach, 2026-12-03, fifth round: sentences cut in the wrong place', () => {
  it('files who the customers are and what they go through as two notes', () => {
    const state = read(founder('a parking spot sharing app', 'drivers who commute downtown, they circle for 20 min every morning'));
    expect(state.blocks).toMatchObject({ WHO: ['Drivers who commute downtown'], PAIN: ['They circle for 20 min every morning'] });
  });

  it('names both sides of "connect … with …" without the verb', () => {
    expect(read(founder('We are making a platform to connect home bakers with customers who want custom cakes')).blocks.WHO).toEqual(['Home bakers and customers']);
  });

  it('reads "the restaurants also, they …" as said of the restaurants', () => {
    const state = read(founder('I want make a app for farmers to sell vegetables direct to restaurants', 'the restaurants also, they get fresh vegetables cheaper'));
    expect(state.blocks['USERS BENEFIT']).toEqual(['The restaurants also get fresh vegetables cheaper']);
    expect(state.blocks.PAIN).toEqual([]);
  });

  it.each([
    ['a drone service for farmers, to spray crops', 'A drone service to spray crops'],
    ['I want to build an app for nurses, to swap shifts', 'An app to swap shifts'],
  ])('keeps what "%s" is for in the idea', (message, idea) => {
    expect(read(founder(message)).idea).toBe(idea);
  });
});

describe('the offline coach, 2026-12-03, fifth round: corrections that keep the rest of the canvas', () => {
  const firms = () => read(founder('software for small CPA firms to collect tax documents', 'subscription, $99/month per firm'));

  it.each(['Actually make that $79, 99 is too much for tiny firms', "hmm let's say 79 instead"])('rewrites the price in its note for "%s"', (message) => {
    const state = read([...founder('software for small CPA firms to collect tax documents', 'subscription, $99/month per firm'), { founder: message }]);
    expect(state.blocks['YOUR PROFIT']).toEqual(['Subscription, $79/month per firm']);
    expect(CANVAS_BLOCKS.filter((b) => b !== 'YOUR PROFIT' && b !== 'WHO').flatMap((b) => state.blocks[b])).toEqual([]);
    expect(firms().blocks['YOUR PROFIT']).toEqual(['Subscription, $99/month per firm']);
  });

  it('changes the customers, in the idea too, and adds what the message says of them', () => {
    const state = read(founder('an app that helps restaurants reduce food waste', 'restaurants in Warsaw', 'they throw away 20% of food', 'actually our customer is the catering companies, they waste much more'));
    expect(state.idea).toBe('An app that helps catering companies reduce food waste');
    expect(state.blocks.WHO).toEqual(['The catering companies']);
    expect(state.blocks.PAIN).toEqual(['They throw away 20% of food', 'They waste much more']);
  });

  it('changes only the part of a note the correction takes back', () => {
    const state = read(founder('an app for farmers to rent machines to each other', 'farmers in Bavaria', 'I am a farmers son and I know many farmers in Bavaria', 'no, not farmers son, I am farmer myself'));
    expect(state.blocks['WHY YOU']).toEqual(['I am farmer myself and I know many farmers in Bavaria']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: short answers and introductions', () => {
  it('files a problem named in a word or two, given when the pain was asked, as the pain', () => {
    expect(addedNotes(read(founder('a booking app for barbers', 'barbers in Rome')), 'no-shows', 'PAIN')).toEqual([['PAIN', 'No-shows']]);
  });

  it('still files a gain named shortly as the gain', () => {
    expect(addedNotes(read(founder('a booking app for barbers', 'barbers in Rome')), 'fewer no-shows', 'PAIN').map(([b]) => b)).toEqual(['USERS BENEFIT']);
  });

  it('takes people named with what sets them apart for the customers when asked who', () => {
    expect(addedNotes(read(founder('a translation marketplace')), 'freelance translators, especially in rare languages', 'WHO')).toEqual([['WHO', 'Freelance translators, especially in rare languages']]);
  });

  it.each(['Hola! Soy Carlos from Mexico City', 'Bonjour, je suis Amélie', 'I am having one idea regarding agriculture'])('takes no idea from "%s"', (message) => {
    expect(read(founder(message))).toEqual(read([]));
  });
});

describe('the offline coach, 2026-12-03, fifth round: a long first message', () => {
  it('splits "… and subcontractors never show up on time" from the founder\'s background', () => {
    const state = read(founder("I've been a site manager for 12 years and subcontractors never show up on time. So I want to build a scheduling tool for construction sites."));
    expect(state.blocks['WHY YOU']).toEqual(["I've been a site manager for 12 years"]);
    expect(state.blocks.PAIN).toEqual(['Subcontractors never show up on time.']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: "ok" is no answer', () => {
  it('asks the same block again after "ok" and "cool", until it was asked twice running (the forty-third round: "ok" goes on as "yes")', () => {
    const turns = [{ founder: 'a booking app for barbers', coach: coachReply([], 'a booking app for barbers') }];
    const withReply = (said: { founder: string; coach: string }[], message: string) => {
      const verdict = offlineVerdict(message, () => read(said));
      return [...said, { founder: message, coach: verdict === 'allow' ? coachReply(said, message) : coachDecline(verdict, said, message) }];
    };
    const asks = (...messages: string[]) => messages.reduce(withReply, turns).map((t) => /\*\*Next, ([A-Z ]+):\*\*/.exec(t.coach)?.[1]);
    expect(asks('ok', 'cool', 'cool')).toEqual(['PAIN', 'PAIN', 'PAIN', 'PAIN']);
    expect(asks('barbers in Rome', 'ok', 'cool')).toEqual(['PAIN', 'PAIN', 'USERS BENEFIT', 'USERS BENEFIT']);
  });

  it('answers "Kindly tell what is meant by secret sauce?" and files nothing', () => {
    const turns = [{ founder: 'a booking app for barbers', coach: coachReply([], 'a booking app for barbers') }];
    expect(coachReply(turns, 'Kindly tell what is meant by secret sauce?')).toMatch(/^Here is what \*\*SECRET SAUCE\*\* asks for/);
    expect(read([...turns, { founder: 'Kindly tell what is meant by secret sauce?' }])).toEqual(read(turns));
  });
});

describe('the offline coach, 2026-12-03, fifth round: what comes with the product', () => {
  it('keeps "with 15-minute recipes" in the idea, not with the customers', () => {
    expect(read(founder('a meal kit for busy parents with 15-minute recipes'))).toMatchObject({ idea: 'A meal kit with 15-minute recipes', blocks: { WHO: ['Busy parents'] } });
  });

  it('keeps what comes with the people with them', () => {
    expect(read(founder('a meal kit for parents with 2 kids')).blocks.WHO).toEqual(['Parents with 2 kids']);
  });
});

describe('the offline coach, 2026-12-03, fifth round: what a review of the round found', () => {
  const salons = () => read(founder('A booking app for hair salons'));

  it('reads a long price list that ends in something else (a pattern over the whole list took 24 seconds on it)', () => {
    const items = Array.from({ length: 26 }, (_, i) => `item${String.fromCharCode(97 + i)} $${30 + i}`).join(', ');
    expect(readMessage(read(founder('An online shop for streetwear')), `${items}, shipping extra`, 'PAIN').changes.length).toBeGreaterThan(0);
  });

  it.each([
    ['Our customers are losing 20% of bookings to no-shows', 'PAIN'],
    ["It's the price they hate", 'PAIN'],
    ['Nothing works for them', 'PAIN'],
  ])('files "%s" as it did before the round', (message, block) => {
    expect(addedNotes(salons(), message, 'PAIN').map(([b]) => b)).toEqual([block]);
  });

  it('keeps free bookings with the price', () => {
    expect(addedNotes(salons(), 'Salons get just 2 free bookings a day, then $29 a month', 'YOUR PROFIT').map(([b]) => b)).not.toContain('PAIN');
  });

  it('takes a pitch that names the idea for the pitch when the pitch was asked', () => {
    const state = read([...founder('A booking app for hair salons'), { founder: 'A booking app that fills every empty chair', coach: '' }].slice(0, 1));
    expect(readMessage(state, 'A booking app that fills every empty chair', 'PITCH').changes.map((c) => c.kind === 'added' && c.block)).toContain('PITCH');
  });

  it('keeps the size of the customers with them', () => {
    expect(read(founder('A booking app for dental clinics with 2 to 10 chairs'))).toMatchObject({ idea: 'A booking app', blocks: { WHO: ['Dental clinics with 2 to 10 chairs'] } });
  });

  it('takes no customers from whoever causes the problem', () => {
    expect(read(founder('Landlords overcharge students for tiny rooms')).blocks.WHO).toEqual([]);
  });

  it.each([
    ['We make money from ads, is that enough?', /^I put .* as the price to test/],
    ['Could you tell me who my main competitors are?', /^Here is what \*\*WHO\*\*/],
  ])('gives no reply meant for something else to "%s"', (message, wrong) => {
    const turns = [{ founder: 'A booking app for hair salons', coach: coachReply([], 'A booking app for hair salons') }];
    expect(coachReply(turns, message)).not.toMatch(wrong);
  });

  it('keeps "to put it simply" out of the idea, and "Maybe - I\'m not sure yet" out of the pitch', () => {
    expect(read(founder('I want to build an app for dog owners, to put it simply')).idea).toBe('An app');
    const asked = read(founder('A booking app for hair salons'));
    expect(readMessage(asked, "Maybe - I'm not sure yet", 'PITCH').changes).toEqual([]);
  });
});

describe('the offline coach, 2026-12-04: customers that are no people, and amounts taken back in passing', () => {
  it.each([
    ["We're building grant management software for local government.", 'Local government'],
    ['A tachograph compliance platform for trucking fleets', 'Trucking fleets'],
    ['An AI invoice review engine for insurance legal departments', 'Insurance legal departments'],
  ])('files the public body, department or fleet "%s" is for as the customers', (idea, who) => {
    expect(read(founder(idea)).blocks.WHO).toEqual([who]);
  });

  const costumes = () => read(founder('A costume rental marketplace for cosplayers', 'We take 12% commission. Average costume is 60,000 yen so 7,200 yen per order for us'));

  it('corrects the amount said to be wrong, in the note that holds it, with the new one', () => {
    expect(readMessage(costumes(), 'also 7,200 is wrong then, it is 6,000 yen', 'YOUR TEAM').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Average costume is 60,000 yen so 6,000 yen per order for us', old: 'Average costume is 60,000 yen so 7,200 yen per order for us' },
    ]);
  });

  it('corrects an amount said not to be enough beside the new one, and files nothing of why', () => {
    const surf = read(founder('A board repair service for surf schools', 'Surf schools pay a monthly fee, $300 a month, all repairs in'));
    expect(readMessage(surf, "oh nah its $350 for the schools, $300 doesn't cover resin lol", 'USERS BENEFIT').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Surf schools pay a monthly fee, $350 a month, all repairs in', old: 'Surf schools pay a monthly fee, $300 a month, all repairs in' },
    ]);
  });

  it.each([
    ['nah 7,200 is wrong, it is 6,000 yen'],
    ['sorry, 7,200 is wrong, it is 6,000 yen'],
    ['7,200 yen was too high: 6,000 yen'],
  ])('corrects the amount said to be wrong after a mark of correction too ("%s")', (message) => {
    expect(readMessage(costumes(), message, 'YOUR TEAM').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Average costume is 60,000 yen so 6,000 yen per order for us', old: 'Average costume is 60,000 yen so 7,200 yen per order for us' },
    ]);
  });

  const clinics = (price: string) => read(founder('A booking app for clinics', price));

  it.each([
    ['Clinics pay 49 euros a month', "49 is wrong it's 59 euros", 'Clinics pay 59 euros a month'],
    ['Clinics pay 49 euros a month', '49 was a typo: 59 euros a month', 'Clinics pay 59 euros a month'],
    ['Schools pay $1,500 a year per school', 'the $1,500 was too high, we charge $1,200 per school now', 'We charge $1,200 per school now'],
  ])('finds the new amount however the sentence goes on ("%s", "%s")', (price, message, note) => {
    expect(readMessage(clinics(price), message, 'WHO').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: note, old: price }]);
  });

  it.each([
    ['Clinics pay $49 a month', 'The $49 is for one therapist; each extra therapist is $10'],
    ['Setup fee is $200 per shop', "Most of the 200 shops we visited don't pay for software, so we charge $15 a month"],
    ['Clinics pay $20 per month', "20% was last year, now it's 35% of clinics booking online"],
  ])('takes back no amount that is only explained, counted or set beside a trend ("%s", "%s")', (price, message) => {
    const changes = readMessage(clinics(price), message, 'WHO').changes;
    expect(changes.some((c) => c.kind === 'replaced')).toBe(false);
    expect(changes.length).toBeGreaterThan(0);
  });

  it('takes back nothing with an amount said in another sentence', () => {
    const changes = readMessage(costumes(), '7,200 is wrong. Also sellers pay ¥500 to list a costume.', 'YOUR TEAM').changes;
    expect(changes.some((c) => c.kind === 'replaced')).toBe(false);
    expect(changes).toContainEqual({ kind: 'added', block: 'YOUR PROFIT', text: 'Sellers pay ¥500 to list a costume.' });
  });

  it('takes no number for an amount when the note holds it as a count of years', () => {
    const payroll = read(founder('I want to build a payroll app for small shops', 'I ran payroll at a bank for 6 years'));
    expect(readMessage(payroll, 'Shops pay $8 a month, $6 was too low for us', 'YOUR PROFIT').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  it.each(['Laos, Luang Prabang province.', 'Kilifi County, Northern Kenya', 'Kenya, Nairobi', 'Accra, Ghana and Lagos, Nigeria'])('takes no idea from a place named alone ("%s")', (place) => {
    expect(read(founder(place)).idea).toBeNull();
  });

  it.each(['Mobile Clinic, Northern Uganda', 'Coffee & Tea', 'A company in Nairobi that delivers cooking gas to homes'])('still takes "%s" for the idea', (idea) => {
    expect(read(founder(idea)).idea).toBe(idea);
  });

  it.each(['We are a registered company in Musanze District, Rwanda', 'A cooperative in northern Ghana'])('takes no company in a place for the idea ("%s")', (company) => {
    expect(read(founder(company)).idea).toBeNull();
  });

  it('takes what the founder sells as the idea, in place of one taken from a bare phrase', () => {
    const bare = read(founder('Burao livestock market, Somaliland'));
    expect(bare.idea).toBe('Burao livestock market, Somaliland');
    expect(readMessage(bare, 'We sell ferrocement rainwater tanks to families.', 'WHO').state.idea).toBe('Ferrocement rainwater tanks');
  });

  it.each(['We sell the chips at K9 per kg dry to Zambian Breweries', 'I sell on Instagram right now', 'We sell about 40 goats a week', 'I put all my savings into this'])(
    'takes no price, place or amount sold for the idea ("%s")',
    (message) => {
      const bare = read(founder('Burao livestock market, Somaliland'));
      expect(readMessage(bare, message, 'WHO').state.idea).toBe('Burao livestock market, Somaliland');
    },
  );

  it.each(['Cuts bid time in half.', 'The factory gets 15-20% more for the same scrap.', 'Clean teff sells 10% higher in Addis.'])('files a gain by a measure as the benefit, whatever was asked ("%s")', (message) => {
    const state = read(founder('An online auction for industrial scrap'));
    expect(addedNotes(state, message, 'WHO')).toEqual([['USERS BENEFIT', message]]);
  });

  const pitchAsked = () => read(founder('A call-centre training app for new agents'));

  it.each(['Two call centres already asked for offers.', 'Running a pilot at two shops in Springfield right now.'])('files traction given when the pitch was asked as the secret sauce ("%s")', (message) => {
    expect(readMessage(pitchAsked(), message, 'PITCH').changes).toEqual([{ kind: 'added', block: 'SECRET SAUCE', text: message }]);
  });

  it.each(['thanks for the patience, really', 'please be honest about it', 'Honest feedback welcome!'])('takes no thanks or request for the pitch ("%s")', (message) => {
    expect(readMessage(pitchAsked(), message, 'PITCH').changes).toEqual([]);
  });

  it.each(['Training that sticks, from day one', 'Already know what to cook tonight', 'Pilot training for drone farmers', 'Say thanks without the hassle', 'Please your pet, every single day', 'Honest feedback, served fresh'])(
    'still takes a short line given for the pitch ("%s")',
    (line) => {
      expect(readMessage(pitchAsked(), line, 'PITCH').changes).toEqual([{ kind: 'added', block: 'PITCH', text: line }]);
    },
  );

  it('finds the new amount in the sentence after the one that says the old is wrong, unless that one adds something', () => {
    const clinic = () => clinics('Clinics pay 49 euros a month');
    expect(readMessage(clinic(), "49 euros is wrong. It's 59 euros a month.", 'WHO').changes).toEqual([
      { kind: 'replaced', block: 'YOUR PROFIT', text: 'Clinics pay 59 euros a month', old: 'Clinics pay 49 euros a month' },
    ]);
    expect(readMessage(clinic(), '49 is wrong. Also clinics pay 5 euros per SMS.', 'WHO').changes.some((c) => c.kind === 'replaced')).toBe(false);
  });

  it('takes no gain from what cuts a harvest in half', () => {
    const state = read(founder('An online auction for industrial scrap'));
    expect(addedNotes(state, 'The drought cuts harvests in half', 'WHO').map(([block]) => block)).not.toContain('USERS BENEFIT');
  });

  it('corrects a count whose note puts a word between the number and what it counts', () => {
    const vets = read(founder('Vet visits by motorbike for herders in Kenya', 'Our team comprises 3 animal health workers and 5 motorcycle riders.'));
    expect(readMessage(vets, 'Permit me to correct: we have 4 riders at present, not 5.', 'PITCH').changes).toEqual([
      { kind: 'replaced', block: 'YOUR TEAM', text: 'Our team comprises 3 animal health workers and 4 motorcycle riders.', old: 'Our team comprises 3 animal health workers and 5 motorcycle riders.' },
    ]);
  });
});

describe('the offline coach: a request for its view is asked of it, not said about the idea', () => {
  const groomers = () => founder('I want to build a booking app for dog groomers.');
  const noted = (messages: { founder: string }[]) => Object.entries(read(messages).blocks).filter(([, notes]) => notes.length);

  it('notes nothing from "please give me your feedback" and the like, and answers it', () => {
    const before = noted(groomers());
    for (const request of ['please give me your feedback', 'Please give me your feedback on the canvas.', 'Tell me what you think of it', 'I would love your honest opinion', 'Give me some advice on pricing', 'your thoughts please']) {
      expect(noted([...groomers(), { founder: request }]), request).toEqual(before);
      expect(coachReply(groomers(), request), request).not.toMatch(/^Good question/);
    }
    expect(coachReply(groomers(), 'please give me your feedback')).toMatch(/^Your customers are the best judges of that/);
    expect(coachReply(groomers(), 'Give me some advice on pricing')).toMatch(/^That one is yours to set/);
  });

  it('still notes feedback the founder speaks of', () => {
    expect(noted([...groomers(), { founder: 'We need feedback from farmers before we launch.' }]).length).toBeGreaterThan(noted(groomers()).length);
  });
});

describe('the offline coach: people named by a word in "-or" (2026-12-04, sixth session)', () => {
  const who = (message: string) => read(founder(message)).blocks.WHO;

  it('takes translators, inspectors and the like for the customers the idea names', () => {
    expect(who("so I'm thinking about an app that helps freelance translators find clients")).toEqual(['Freelance translators']);
    expect(who('An app that helps inspectors file reports from the site')).toEqual(['Inspectors']);
    expect(who('A booking tool for translators')).toEqual(['Translators']);
  });

  it('asks the next block, not whom it is for, after an idea that named them', () => {
    expect(coachReply(founder('an app that helps freelance translators find clients'), 'They wait 60 days to be paid by agencies.')).not.toMatch(/Next, WHO/);
  });
});

describe('the offline coach: a new founder\'s walkthrough (2026-12-05)', () => {
  const nurses = 'An app that helps nurses swap shifts.';

  it('keeps the other facts of a message that corrects one', () => {
    const state = read(turnsOf(nurses, 'Correction: the customer is the hospital, not the nurse. Hospitals would pay 2000 dollars a month per site.'));
    expect(state.blocks.WHO).toEqual(['The hospital']);
    expect(state.blocks['YOUR PROFIT']).toEqual(['Hospitals would pay 2000 dollars a month per site.']);
    const vets = read(turnsOf('A booking tool for dog groomers.', 'Sorry, it is for vets, not groomers. Vets lose 10% of their bookings to no-shows every month.'));
    expect(vets.blocks.WHO).toEqual(['Vets']);
    expect(vets.blocks.PAIN).toEqual(['Vets lose 10% of their bookings to no-shows every month.']);
  });

  it.each([
    ['Sorry, 35 euros a month. 30 was too low.'],
    ['Sorry, 35 euros a month. I just checked the sheet again.'],
    ['Sorry, 35 euros a month. The price changed this week.'],
    ['Sorry, 35 euros a month. He will be angry if I get it wrong.'],
  ])('still reads no fact in what says why a slip was corrected ("%s")', (message) => {
    const state = read(turnsOf('A booking tool for dog groomers.', 'Groomers pay 30 euros a month.', message));
    expect(filled(state)).toEqual({ WHO: ['Dog groomers'], 'YOUR PROFIT': ['Groomers pay 35 euros a month.'] });
  });

  it.each([
    'There are about 4 million nurses in the US…',
    'The US has about 4 million nurses.',
    'About 4 million nurses work in the US.',
    '4 million nurses in the US alone.',
    'Market size: 4 million nurses in the US.',
  ])('files how many the customers are under WHO, whatever was asked ("%s")', (message) => {
    for (const before of [[nurses, 'Nurses lose hours every week trading shifts by text.'], [nurses, 'Correction: the customer is the hospital, not the nurse.']]) {
      const state = read(turnsOf(...before, message));
      expect(state.blocks.WHO.some((note) => note.includes('4 million nurses')), `${before.at(-1)} / ${message}`).toBe(true);
      expect([...state.blocks['USERS BENEFIT'], ...state.blocks.PAIN, ...state.blocks['WHY NOW']].join(' ')).not.toContain('million');
    }
  });

  it.each(['Germany has 30,000 vet clinics.', 'About 30,000 vet clinics operate in Germany.', 'Kenya has 2 million smallholder farmers.', 'There are over 2M freelancers across the UK and Ireland.'])(
    'files any count of people or organisations and where they are under WHO ("%s")',
    (message) => {
      expect(blocksOf(read(founder('A booking tool for vets.')), message, 'PAIN')).toEqual(['WHO']);
    },
  );

  it.each([
    ['300 hospitals signed up.', 'SECRET SAUCE'],
    ['We have 300 clinics on the waitlist.', 'SECRET SAUCE'],
    ['Hospitals are short of 40,000 nurses.', 'WHY NOW'],
    ['20,000 clinics in Germany lose money on no-shows.', 'PAIN'],
  ])('takes no count of what people do, or of the founder\'s own, for the size of the market ("%s")', (message, block) => {
    expect(blocksOf(read(founder(nurses)), message, 'USERS BENEFIT')).toEqual([block]);
  });

  it.each(['There are 3 developers in our team', '9 staff', '2 people', '40 nurses in our pilot', '4 million containers in the US'])('says "%s" is no size of a market', (text) => {
    expect(marketSize(text)).toBe(false);
  });

  const meals = () => turnsOf('A meal planning service for busy parents.', 'Parents waste hours every week deciding what to cook.');
  const notes = (state: ReturnType<typeof read>) => CANVAS_BLOCKS.flatMap((b) => state.blocks[b]);

  it.each([
    ['We offer (1) meal plans, (2) grocery lists', 'We offer meal plans, grocery lists'],
    ['We offer (a) meal plans, (b) grocery lists', 'We offer meal plans, grocery lists'],
    ['We offer (i) meal plans, (ii) grocery lists', 'We offer meal plans, grocery lists'],
    ['We offer:\n1) meal plans\n2) grocery lists', 'We offer: meal plans, grocery lists'],
  ])('reads a list written inline without its marks ("%s")', (message, note) => {
    const added = notes(read([...meals(), { founder: message }])).slice(2);
    expect(added).toEqual([note]);
  });

  it('reads items that open a sentence as sentences of their own, without their marks', () => {
    const state = read([...meals(), { founder: '(1) they save 3 hours a week (2) they eat healthier' }]);
    expect(state.blocks['USERS BENEFIT']).toEqual(['They save 3 hours a week.', 'They eat healthier']);
    expect(read([...meals(), { founder: 'a) they save time b) they eat healthier' }]).blocks['USERS BENEFIT']).toEqual(['They save time.', 'They eat healthier']);
  });

  it.each(['(1)', '1)', '(a)', 'They save 3 hours a week. (2)', 'They save 3 hours a week (1)'])('never makes a note of a mark alone ("%s")', (message) => {
    const added = notes(read([...meals(), { founder: message }]));
    expect(added.some((note) => /^\(?(?:\d|[a-c])\)/.test(note) || /\(\d\)/.test(note))).toBe(false);
  });

  it.each([
    ['Cash is disappearing, so kids never see money change hands.', 'WHY NOW'],
    ['Only tool that reads the herd records itself, so it knows which cow is due.', 'SECRET SAUCE'],
  ])('keeps what follows from a fact after "so" in its note ("%s")', (message, block) => {
    expect(addedNotes(read(founder('A booking tool for vets.')), message, 'USERS BENEFIT')).toEqual([[block, message]]);
  });

  it('still keeps apart what follows "so" with a strong cue of its own', () => {
    expect(blocksOf(read(founder('A booking tool for vets.')), 'We charge 10 euros a month, so they save 50 euros a month.', 'USERS BENEFIT')).toEqual(['YOUR PROFIT', 'USERS BENEFIT']);
  });

  it.each(['So far 20 clinics use it.', 'So many clinics close every year.'])('keeps "so" that is part of the statement ("%s")', (message) => {
    expect(addedNotes(read(founder('A booking tool for vets.')), message, 'USERS BENEFIT').map(([, note]) => note)).toEqual([message]);
  });

  it('still reads a number before a full stop as it is', () => {
    expect(read(founder('I want to build a rental service for climbing gear', 'It costs 2. 5 people asked')).blocks.PAIN.join(' ')).toMatch(/2/);
    expect(notes(read([...meals(), { founder: 'Plan b) is cheaper than a takeaway' }])).join(' ')).toContain('Plan b)');
  });
});

describe('the offline coach: the customers named the first time, whatever else the sentence says (2026-12-06)', () => {
  const whoOf = (before: ReturnType<typeof read>, message: string, asked: Ask) => addedNotes(before, message, asked).filter(([block]) => block === 'WHO').map(([, note]) => note);
  const dryers = () => read(founder('I want to build solar fish dryers.'));

  it.each([
    ['Pharmacies in Ireland must keep a digital record of every controlled drug from next year.', 'Pharmacies in Ireland'],
    ['Cocoa farmers here grow good beans, but the buyers pay them 900 cedis a bag.', 'Cocoa farmers'],
  ])('names the customers a statement opens with before the idea, whichever block it goes to ("%s")', (message, who) => {
    expect(whoOf(read([]), message, 'IDEA')).toEqual([who]);
  });

  it.each(['Hotels pay 300 euros a month for the laundry service.', '10 years ago many families planted mango trees, now nobody buys the fruit.'])(
    'takes no payer, and no time said before people, for the customers ("%s")',
    (message) => {
      expect(whoOf(read([]), message, 'IDEA')).toEqual([]);
    },
  );

  it('names whom the founder sells to, beside the price', () => {
    expect(addedNotes(dryers(), "We sell the dryer to women's savings groups, 1,500 rupees a month.", 'WHO')).toEqual([
      ['WHO', "Women's savings groups"],
      ['YOUR PROFIT', "We sell the dryer to women's savings groups, 1,500 rupees a month."],
    ]);
  });

  it.each([
    ['a place', 'We sell online to Western Europe, 20 euros a kilo.'],
    ['themselves', 'We sell them to us.'],
  ])('names no customers when the founder sells to %s', (_, message) => {
    expect(whoOf(dryers(), message, 'WHO')).toEqual([]);
  });

  it('still adds no buyers beside the customers on the canvas', () => {
    expect(whoOf(read(founder('I want to build solar fish dryers.', 'Fishermen in Kerala.')), 'We also sell the dried fish to hotels, 8 dollars a kilo.', 'YOUR PROFIT')).toEqual([]);
  });

  it.each([
    ['We want to offer crop insurance, paid by mobile money, for smallholder maize farmers in Malawi.', 'Smallholder maize farmers in Malawi.'],
    ['We want a community solar grid, owned by the residents, with a meter in every house.', 'Residents'],
  ])('names the people the sentence of the idea is for or owned by ("%s")', (message, who) => {
    expect(whoOf(read([]), message, 'IDEA')).toEqual([who]);
  });

  it('still names no people a problem speaks of once the idea is known', () => {
    expect(whoOf(dryers(), 'Fishermen lose half the catch to rot.', 'WHO')).toEqual([]);
  });
});

describe('the offline coach: answers that name no one, a market said to be big, lists and customers corrected (2026-12-06, thirty-fourth round)', () => {
  const whoOf = (before: ReturnType<typeof read>, message: string, asked: Ask) => addedNotes(before, message, asked).filter(([block]) => block === 'WHO').map(([, note]) => note);
  const groomers = () => read(founder("We're building a booking tool for dog groomers."));

  it.each([
    ['a correction that corrects nothing on the canvas', ["Women's fitness app. Workouts at home, 20 minutes.", 'Gyms here are mixed or very expensive, the women-only ones are 40 BD a month.'], 'Sorry, 35 BD. I just checked.'],
    ['hours written "hr"', ['A ding repair service for surfboards, with pickup from the beach car parks.'], '48 hr turnaround.'],
    ['people said of a condition', ['An end-of-tenancy cleaning service.'], 'if the landlord or agent deducts anything for cleaning we go back free, or refund'],
  ])('files no customers from an answer to who it is for that names no one: %s', (_, said, message) => {
    expect(whoOf(read(founder(...said)), message, 'WHO')).toEqual([]);
  });

  it.each([
    ['HR managers', 'HR managers'],
    ['Landlords and letting agents.', 'Landlords and letting agents.'],
  ])('still takes people named as the answer to who it is for ("%s")', (message, who) => {
    expect(whoOf(read(founder('An end-of-tenancy cleaning service.')), message, 'WHO')).toEqual([who]);
  });

  it.each([
    ['The market is huge.', 'PAIN'],
    ["It's a huge market.", 'USERS BENEFIT'],
    ['There is a big market for this.', 'WHY NOW'],
  ])('files nothing for a market said to be big, with no count ("%s", asked %s)', (message, asked) => {
    expect(addedNotes(read(founder('I want to build an app for nurses to swap shifts.')), message, asked as Ask)).toEqual([]);
  });

  it('asks how big after "The market is huge", and keeps a count of the customers and a growing market', () => {
    expect(coachReply(turnsOf('I want to build an app for nurses to swap shifts.'), 'The market is huge.')).toMatch(/^Good to hear, but how big is it\?/);
    const nurses = read(founder('I want to build an app to swap shifts.'));
    expect(addedNotes(nurses, 'There are about 4 million nurses in the US. The market is huge.', 'WHO')).toEqual([['WHO', 'There are about 4 million nurses in the US.']]);
    expect(addedNotes(nurses, 'The market is growing fast.', 'PAIN')).toEqual([['WHY NOW', 'The market is growing fast.']]);
  });

  it('keeps the items of a list in one note, though the English model reads "grocery lists" as a verb', () => {
    expect(addedNotes(read(founder('A meal planning app for busy parents.')), 'We offer meal plans, grocery lists and cooking videos.', 'USERS BENEFIT')).toEqual([['USERS BENEFIT', 'We offer meal plans, grocery lists and cooking videos.']]);
  });

  it.each([
    ['We offer meal plans, parents save hours.', ['We offer meal plans,', 'parents save hours.']],
    ['Prices are rising, demand grows.', ['Prices are rising,', 'demand grows.']],
    ['£45 mini valet, £120 full valet', ['£45 mini valet,', '£120 full valet']],
  ])('still keeps apart clauses that are no items of one list ("%s")', (message, clauses) => {
    expect(sentencesOf(message).flat().map((c) => c.text)).toEqual(clauses);
  });

  it.each(['Correction: the app is for vets, not for groomers.', 'Not groomers, vets.'])('replaces the customers a correction takes back ("%s")', (message) => {
    expect(readMessage(groomers(), message, 'PAIN').state.blocks.WHO.map((note) => note.replace(/\.$/, ''))).toEqual(['Vets']);
  });

  it('still takes nothing back from "Not enough time, not enough staff."', () => {
    expect(readMessage(groomers(), 'Not enough time, not enough staff.', 'PAIN').state.blocks.WHO).toEqual(['Dog groomers']);
  });

  it('puts the corrected customers in the idea that named those taken back, even with no customers on the canvas', () => {
    expect(read(founder('Hi! my idea is an app where groomers can sell their free slots', "Actually it's for vets, not groomers.")).idea).toBe('An app where vets can sell their free slots');
    expect(read(founder('My idea: an app that helps dog groomers fill cancelled slots.', "Actually it's for vets, not groomers.")).idea).toBe('An app that helps vets fill cancelled slots');
  });

  it('leaves the idea as said when it already names the new customers', () => {
    const sitters = read(founder('An app that helps dog owners find sitters.', 'Actually the customer is the sitter, not the dog owners, sitters pay us.'));
    expect(sitters.idea).toBe('An app that helps dog owners find sitters');
    expect(sitters.blocks.WHO).toEqual(['The sitter']);
  });

  it('takes "clinics are our real buyers" for the customers', () => {
    expect(whoOf(read(founder('I want to build an app for wedding guests to share photos.')), 'Clinics are our real buyers.', 'PAIN')).toEqual(['Clinics.']);
  });

  it('corrects a count of a word joined to another ("10 stores" of "12 agro-stores")', () => {
    const stores = read(founder('An app for farmers to order seed and fertilizer by text.', 'We have 12 agro-stores signed in 3 municipalities.'));
    expect(readMessage(stores, "Sorry it's 10 stores. 2 are still deciding.", 'WHO').changes).toEqual([
      { kind: 'replaced', block: 'SECRET SAUCE', text: 'We have 10 agro-stores signed in 3 municipalities.', old: 'We have 12 agro-stores signed in 3 municipalities.' },
    ]);
  });

  it.each([
    ['So i wanna do a mobile manicure service for care homes.', 'Care homes'],
    ['My idea: a tool for call centres that predicts which agents are going to quit.', 'Call centres'],
    ['Now I want to make a payroll app only for small subcontractors.', 'Small subcontractors'],
  ])('names organisations the idea is for ("%s")', (message, who) => {
    expect(read(founder(message)).blocks.WHO).toEqual([who]);
  });

  it('takes fleets named alone for the answer to who it is for', () => {
    expect(whoOf(read(founder('A fuel card with live fraud alerts.')), 'Trucking fleets.', 'WHO')).toEqual(['Trucking fleets.']);
  });
});

describe('the offline coach: a bound of a range corrected, and how big a big market is (2026-12-06, thirty-fifth round)', () => {
  const requests = () => read(founder('We build software that handles GDPR data subject requests for mid-sized companies, 250 to 5000 employees.'));

  it('keeps how big the customers are with them, not in the idea', () => {
    expect(requests()).toMatchObject({ idea: 'Software that handles GDPR data subject requests', blocks: { WHO: ['Mid-sized companies, 250 to 5000 employees'] } });
    expect(read(founder('A CRM for small agencies, 5-20 staff')).blocks.WHO).toEqual(['Small agencies, 5-20 staff']);
  });

  it.each([
    ['Correction on the size: 100 to 5000 employees, not 250.', 'Mid-sized companies, 100 to 5000 employees'],
    ['Correction on the size: 100 to 5000 employees, not 250. Smaller ones get requests too.', 'Mid-sized companies, 100 to 5000 employees'],
    ['Sorry, 250 to 8000 employees, not 5000.', 'Mid-sized companies, 250 to 8000 employees'],
  ])('replaces the bound a correction takes back in the note that holds the range ("%s")', (message, now) => {
    const corrected = readMessage(requests(), message, 'PAIN');
    expect(corrected.changes).toEqual([{ kind: 'replaced', block: 'WHO', text: now, old: 'Mid-sized companies, 250 to 5000 employees' }]);
    expect(corrected.state.blocks.WHO).toEqual([now]);
  });

  it('replaces the lower bound in a range given as an answer, and leaves a number that bounds no range to the rules before', () => {
    const clinics = readMessage(read(founder('A booking app.')), 'Dental clinics with 2 to 10 chairs.', 'WHO').state;
    expect(readMessage(clinics, 'Sorry, 1 to 10 chairs, not 2.', 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'WHO', text: 'Dental clinics with 1 to 10 chairs.', old: 'Dental clinics with 2 to 10 chairs.' }]);
    const groups = read(founder('A savings app for hen groups.', 'We have 9 hen groups signed.'));
    expect(readMessage(groups, 'Sorry, 11 groups, not 9.', 'PAIN').changes.filter((c) => c.kind === 'replaced').map((c) => c.text)).toEqual(['We have 11 hen groups signed.']);
  });

  it('says which bound it changed, and reads the conversation again as it read it turn by turn', () => {
    const turns = turnsOf(
      "Goedemiddag. I'd like feedback on a compliance product.",
      'We build software that handles GDPR data subject requests for mid-sized companies, 250 to 5000 employees.',
    );
    const message = 'Correction on the size: 100 to 5000 employees, not 250.';
    expect(coachReply(turns, message)).toMatch(/^Corrected: under \*\*WHO\*\* I changed "250 to 5000" to "100 to 5000"\./);
    const after = [...turns, { founder: message, coach: coachReply(turns, message) }];
    const afresh = after.reduce((state, turn, i) => readMessage(state, turn.founder, i ? askedIn(after[i - 1]!.coach) : 'IDEA').state, emptyState());
    expect(read(after)).toEqual(afresh);
    expect(JSON.stringify(read(after))).not.toContain('250 to 5000');
  });

  it.each(['The market is huge.', "It's a huge market.", 'There is a big market for this.', 'Honestly the market is massive.'])('asks how many customers there are after "%s"', (message) => {
    const reply = coachReply(turnsOf('I want to build an app for nurses to swap shifts.'), message);
    expect(reply).toMatch(/^Good to hear, but how big is it\? Tell me roughly how many such customers there are/);
    expect(reply).toContain('**Next, PAIN:**');
  });

  it('still asks for something more concrete after a message it cannot place that speaks of no market', () => {
    expect(coachReply(turnsOf('An end-of-tenancy cleaning service.'), '48 hr turnaround.')).toMatch(/^I couldn't place that in your canvas yet\./);
  });

  it('files the count given after that under the customers', () => {
    const turns = turnsOf('I want to build an app for nurses to swap shifts.', 'The market is huge.');
    expect(readStep(read(turns), 'About 4 million nurses in the US.', askedIn(turns[1]!.coach)).state.blocks.WHO).toEqual(['About 4 million nurses in the US.']);
  });
});

describe('the offline coach: a message that says nothing files nothing (2026-12-06, thirty-sixth round)', () => {
  const clinics = () => read(founder('An app that helps dental clinics fill cancelled appointments.'));

  it.each([
    ['asdf', 'PAIN'],
    ['Whatever.', 'PAIN'],
    ['See my website.', 'PAIN'],
    ['sdfsdf', 'PAIN'],
    ['Asdfgh.', 'PAIN'],
    ['Blablabla.', 'WHY YOU'],
    ['jkjkjk', 'USERS BENEFIT'],
    ['qwerty', 'WHY NOW'],
    ['blah blah', 'WHY YOU'],
    ['check out our deck', 'PITCH'],
    ["It's all on the website.", 'SECRET SAUCE'],
    ['www.example.com', 'PAIN'],
    ['See https://example.com/about.', 'USERS BENEFIT'],
    ['hmm ok', 'PAIN'],
    ['lol', 'PAIN'],
    ['test', 'PAIN'],
  ] as const)('files nothing for "%s", asked %s', (message, asked) => {
    expect(readMessage(clinics(), message, asked).changes).toEqual([]);
  });

  it.each([
    ['No-shows.', 'PAIN', 'PAIN'],
    ['They lose 20% of bookings.', 'PAIN', 'PAIN'],
    ['Paperwork.', 'PAIN', 'PAIN'],
    ['8 years as a nurse.', 'WHY YOU', 'WHY YOU'],
    ['GDPR.', 'WHY NOW', 'WHY NOW'],
  ] as const)('still files a real short answer: "%s", asked %s', (message, asked, block) => {
    expect(blocksOf(clinics(), message, asked)).toEqual([block]);
  });

  it('asks for something more concrete, and says it cannot open a website it is pointed to', () => {
    const turns = turnsOf('An app that helps dental clinics fill cancelled appointments.');
    expect(coachReply(turns, 'asdf')).toMatch(/^I couldn't place that in your canvas yet\./);
    expect(coachReply(turns, 'Whatever.')).toMatch(/^I couldn't place that in your canvas yet\./);
    const pointed = coachReply(turns, 'See my website.');
    expect(pointed).toMatch(/^I can't open websites or files from here\. Could you say it in your own words/);
    expect(pointed).toContain('**Next, PAIN:**');
    expect(coachReply(turns, 'www.example.com')).toMatch(/^I can't open websites or files from here\./);
  });
});

describe('the offline coach: how big a market is, a whole range taken back, what the customers earn (2026-12-06, thirty-seventh round)', () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));

  it.each(['The market is huge, trust me.', 'Trust me, the market is huge.', 'The market is massive, believe me!', 'The market is huge, I promise you.', 'The market is huge, no doubt about it.'])('files nothing for "%s" and asks how big the market is', (message) => {
    expect(readMessage(nurses(), message, 'PAIN').changes).toEqual([]);
    expect(coachReply(turnsOf('I want to build an app for nurses to swap shifts.'), message)).toMatch(/^Good to hear, but how big is it\?/);
  });

  it('takes a count said right after the market is big for the customers, not for the block asked', () => {
    const counted = readMessage(nurses(), 'The market is huge, 4 million nurses.', 'PAIN').state;
    expect(counted.blocks.WHO).toEqual(['4 million nurses.']);
    expect(counted.blocks.PAIN).toEqual([]);
  });

  it('keeps how many of the customers there are with them', () => {
    expect(read(founder('A tool for farmers, 3 million of them.')).blocks.WHO).toEqual(['Farmers, 3 million of them']);
    expect(read(founder('A booking app for dog groomers, about 12,000 of them.')).blocks.WHO).toEqual(['Dog groomers, about 12,000 of them']);
    expect(read(founder('A tool for farmers, more than 3 million of them.')).blocks.WHO).toEqual(['Farmers, more than 3 million of them']);
    expect(read(founder('A tool for farmers, 150 million of them in India.')).blocks.WHO).toEqual(['Farmers, 150 million of them in India']);
    expect(read(founder('A tool for farmers, 3 million+ of them.'))).toMatchObject({ idea: 'A tool', blocks: { WHO: ['Farmers, 3 million+ of them'] } });
  });

  it.each([
    ['We build software that handles GDPR data subject requests for mid-sized companies, 250 to 5000 employees.', '100 to 5000, not 250 to 5000.', 'Mid-sized companies, 100 to 5000 employees'],
    ['A CRM for small agencies, 10-50 staff', 'Sorry, 5-20 staff, not 10-50.', 'Small agencies, 5-20 staff'],
  ])('replaces a whole range taken back in the note that holds it ("%s", then "%s")', (idea, message, now) => {
    const before = read(founder(idea));
    const corrected = readMessage(before, message, 'PAIN');
    expect(corrected.changes).toEqual([{ kind: 'replaced', block: 'WHO', text: now, old: before.blocks.WHO[0] }]);
  });

  it.each(['egal', 'Bof.', 'nichts', 'nada'])('files nothing for a filler word of another language: "%s"', (message) => {
    expect(readMessage(nurses(), message, 'PAIN').changes).toEqual([]);
  });

  it.each([
    ['Women earn ₹3 per kg collected.', 'USERS BENEFIT'],
    ['Agents earn 2–3% on a busy day.', 'USERS BENEFIT'],
    ['A family can make ₹6,000–8,000 in a season.', 'USERS BENEFIT'],
    ['Nurses pay 4 euros a month.', 'YOUR PROFIT'],
    ['We earn 2 pounds a booking.', 'YOUR PROFIT'],
  ] as const)('files "%s" under %s: what the customers earn is theirs, what we earn is ours', (message, block) => {
    expect(blocksOf(nurses(), message, 'WHY NOW')).toEqual([block]);
  });

  it.each(['Like a gym but for clay.', "It's like Tinder, but for dog walkers.", 'Basically Airbnb but for pottery wheels.'])('takes a known thing made over for others for the pitch: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'PAIN')).toEqual(['PITCH']);
  });

  it.each([
    ['A lot but for families.', 'PAIN'],
    ['Expensive but for schools worth it.', 'PAIN'],
    ['Freelancers on Upwork, for example.', 'WHO'],
    ['Hosts on Airbnb, of course.', 'WHO'],
    ['They post on LinkedIn, for visibility.', 'PAIN'],
  ] as const)('does not take "%s" for a pitch (asked %s)', (message, asked) => {
    expect(blocksOf(nurses(), message, asked)).not.toContain('PITCH');
  });

  it('reads a long run of letters after "but for" at once', () => {
    // The pitch's pattern once split such a run in every way before it failed: 82 s for 600 letters.
    expect(coachReply(turnsOf('I want to build an app for nurses to swap shifts.'), `Like a gym, but for ${'a'.repeat(1900)}1`)).toMatch(/\*\*Next, /);
  });

  it.each([
    ['They make $2 a day.', 'PAIN', 'PAIN'],
    ['Cleaners make £12 an hour.', 'PAIN', 'PAIN'],
    ['Most nurses make 30% less than doctors think.', 'PAIN', 'PAIN'],
    ['Our nurses earn 25 euros an hour.', 'YOUR PROFIT', 'YOUR PROFIT'],
  ] as const)('leaves what people live on today to the rules before: "%s", asked %s', (message, asked, block) => {
    expect(blocksOf(nurses(), message, asked)).toEqual([block]);
  });

  it('replaces a range only in a note that counts what the correction counts, and a range of money', () => {
    const agencies = read(founder('A CRM for small agencies, 10-50 staff', 'We take 10-50 euros per client.'));
    expect(readMessage(agencies, 'Sorry, 5-20 staff, not 10-50.', 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'WHO', text: 'Small agencies, 5-20 staff', old: 'Small agencies, 10-50 staff' }]);
    const seats = read(founder('A scheduling tool for gyms.', 'We charge $10-20 per seat a month.'));
    expect(readMessage(seats, '$15-25, not $10-20.', 'PAIN').changes).toEqual([{ kind: 'replaced', block: 'YOUR PROFIT', text: 'We charge $15-25 per seat a month.', old: 'We charge $10-20 per seat a month.' }]);
  });
});

describe('the offline coach: a maker selling what they make, "is this saved?", "ok bye" (2026-12-06, thirty-seventh round)', () => {
  it.each([
    ['I make furniture from old pallets and want to sell online', 'Selling furniture from old pallets online', { 'WHY YOU': ['I make furniture from old pallets'] }],
    ['I bake sourdough at home and want to sell it online', 'Selling sourdough online', { 'WHY YOU': ['I bake sourdough at home'] }],
    ['I knit baby blankets and I want to sell them on Etsy', 'Selling baby blankets on Etsy', { 'WHY YOU': ['I knit baby blankets'] }],
    ['We brew kombucha and want to sell to cafes', 'Selling kombucha', { WHO: ['Cafes'] }],
    ['I make candles and want to start selling them', 'Selling candles', { 'WHY YOU': ['I make candles'] }],
  ])('takes what the founder makes for what they want to sell: "%s"', (message, idea, blocks) => {
    const state = read(founder(message));
    expect(state.idea).toBe(idea);
    expect(filled(state)).toEqual(blocks);
  });


  it.each(['is this saved?', 'is this thing saving what I write?', 'will I lose this if I close the tab?', 'does it save automatically?'])('says that everything is saved when asked "%s"', (message) => {
    const turns = turnsOf('I make candles and want to start selling them');
    expect(replyTo(turns, message)).toMatch(/^Everything is saved: each message and your canvas go to your account as you write\./);
    expect(read([...turns, { founder: message }]).blocks).toEqual(read(turns).blocks);
  });

  it('does not take a question about the customers\' time for one about saving', () => {
    expect(replyTo(turnsOf('An app that plans school bus routes.'), 'Is it saving them time? yes, 3 hours a week')).not.toMatch(/^Everything is saved/);
  });

  it.each(['ok cool bye', 'ok bye!', "alright, that's all for today", 'gotta go'])('says goodbye to "%s"', (message) => {
    expect(replyTo(turnsOf('I make candles and want to start selling them'), message)).toMatch(/^See you soon\. Your canvas will be here when you come back\./);
  });

  it.each(['what do you think, is it a good idea?', 'So what do you think? Would it work?'])('answers "%s" as a request for a verdict', (message) => {
    expect(replyTo(turnsOf('I make candles and want to start selling them'), message)).toMatch(/^Your customers are the best judges of that;/);
  });

  it.each(['I have 300 patients already who trust me', "We've got 40 paying customers."])('files customers won already under SECRET SAUCE, asked for the benefit: "%s"', (message) => {
    expect(blocksOf(read(founder('An app where patients do their exercises at home with video.')), message, 'USERS BENEFIT')).toEqual(['SECRET SAUCE']);
  });

  const offices = () => read(founder('Hello! I want to start a bakery subscription for offices'));

  it.each(['Office managers waste hours ordering snacks every week', 'They lose days chasing invoices.'])('files time lost today under PAIN, whatever was asked: "%s"', (message) => {
    expect(blocksOf(offices(), message, 'USERS BENEFIT')).toEqual(['PAIN']);
  });

  it('files what comes without a thought under USERS BENEFIT, asked for the pain, and time no longer lost too', () => {
    expect(blocksOf(offices(), 'they get fresh bread every morning without thinking about it', 'PAIN')).toEqual(['USERS BENEFIT']);
    expect(blocksOf(offices(), 'They no longer waste hours ordering snacks.', 'PAIN')).toEqual(['USERS BENEFIT']);
  });
});

describe('the offline coach: a market counted in a sentence of its own, fillers, a slogan and a law (2026-12-06, thirty-eighth round)', () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));
  const physio = 'I want to make an app where patients do their exercises at home and I can see if they did them';

  it.each(['The market is huge. 4 million nurses.', 'Huge market, 4 million nurses.', 'Huge market. 4 million nurses.'])('takes the count after the market said big for the customers, however it is cut: "%s"', (message) => {
    const counted = readMessage(nurses(), message, 'PAIN').state;
    expect(counted.blocks.WHO).toEqual(['4 million nurses.']);
    expect(counted.blocks.PAIN).toEqual([]);
  });

  it('leaves a count said after another sentence to the rules', () => {
    // The pain stays a note of its own; the count, tens of thousands of people, is the market's size (thirty-ninth round).
    const counted = readMessage(nurses(), 'Nurses are tired. 4 million nurses.', 'PAIN').state;
    expect(counted.blocks.PAIN).toEqual(['Nurses are tired.']);
    expect(counted.blocks.WHO).toEqual(['4 million nurses.']);
  });

  it.each(['Bof, nurses swap shifts by WhatsApp', 'Meh, nurses swap shifts by WhatsApp', 'Egal, nurses swap shifts by WhatsApp', 'Whatever, nurses swap shifts by WhatsApp'])('starts the note at the answer after a filler word: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PAIN')).toEqual([['PAIN', 'Nurses swap shifts by WhatsApp']]);
  });

  it('keeps a word that only looks like a filler when no comma follows it', () => {
    expect(addedNotes(nurses(), 'Whatever shift they want, they get it in a tap.', 'USERS BENEFIT')).toEqual([['USERS BENEFIT', 'Whatever shift they want, they get it in a tap.']]);
  });

  it('files "It\'s cheap but for families it\'s a lot." whole, as the pain, not families as customers', () => {
    expect(addedNotes(nurses(), "It's cheap but for families it's a lot.", 'PAIN')).toEqual([['PAIN', "It's cheap but for families it's a lot."]]);
    expect(blocksOf(nurses(), "It's cheap but for families it's a lot.", 'YOUR PROFIT')).not.toContain('WHO');
  });

  it.each(['SECRET SAUCE', 'WHY NOW', 'PITCH'] as const)('takes a thing and what is done to it, with no verb, for the pitch (asked %s): "Physio at home, tracked."', (asked) => {
    expect(addedNotes(read(founder(physio)), 'Physio at home, tracked.', asked)).toEqual([['PITCH', 'Physio at home, tracked.']]);
    expect(addedNotes(read(founder('An app that pays builders for the days rain stops work.')), 'Rain days, paid.', asked)).toEqual([['PITCH', 'Rain days, paid.']]);
  });

  it.each([
    ['Everything done by hand, stressed.', 'PAIN'],
    ['Nurses at night, exhausted.', 'WHO'],
  ] as const)('does not take "%s" for a pitch (asked %s)', (message, asked) => {
    expect(blocksOf(nurses(), message, asked)).not.toContain('PITCH');
  });

  it('keeps what the app shows the founder in the idea, not under WHY YOU', () => {
    const state = read(founder(physio));
    expect(state.idea).toBe('An app where patients do their exercises at home and I can see if they did them');
    expect(filled(state)).toEqual({ WHO: ['Patients'] });
    // What the founder can do themselves stays theirs.
    expect(read(founder('I want to make an app where patients do their exercises at home and I can build it myself')).blocks['WHY YOU']).toEqual(['I can build it myself']);
  });

  it.each([
    ['Is it saving them time? yes, 3 hours a week', 'Saves them 3 hours a week'],
    ['Does it save them money? Yes, about 400 euros a month', 'Saves them about 400 euros a month'],
  ])('files a question about saving, answered at once, as the benefit, whatever was asked: "%s"', (message, note) => {
    for (const asked of ['WHO', 'PAIN', 'WHY YOU'] as const) expect(addedNotes(read(founder(physio)), message, asked)).toEqual([['USERS BENEFIT', note]]);
  });

  it('takes what a law makes everyone do for the moment, not the pain', () => {
    const clinics = read(founder(physio));
    expect(blocksOf(clinics, 'With Verifactu and the e-invoice law, every small company must change the invoicing software.', 'PAIN')).toEqual(['WHY NOW']);
    expect(blocksOf(clinics, 'Every clinic must keep digital records by law.', 'PAIN')).toEqual(['WHY NOW']);
    expect(blocksOf(clinics, 'From 2027 every clinic must keep digital records', 'PAIN')).toEqual(['WHY NOW']);
    expect(blocksOf(clinics, 'The Title VI rule says schools must communicate in a language parents understand.', 'PAIN')).toEqual(['WHY NOW']);
    expect(blocksOf(clinics, 'Supply chain laws make buyers responsible for their suppliers.', 'PAIN')).toEqual(['WHY NOW']);
    // A "must" of the day's work, with no law, stays the pain.
    expect(blocksOf(clinics, 'Patients must drive 40 minutes to the clinic twice a week.', 'PAIN')).toEqual(['PAIN']);
  });

  it.each(['Outgrown? Sold.', 'Need a plumber? Tap once.'])('takes a short question and its answer, given for the pitch, for the pitch: "%s"', (message) => {
    expect(addedNotes(read(founder('a marketplace for second hand baby clothes in Nairobi')), message, 'PITCH')).toEqual([['PITCH', message]]);
  });

  it.each(['who pays? parents.', 'hello? is it saved'])('does not take a question to the coach, or one answered, for a pitch: "%s"', (message) => {
    expect(blocksOf(read(founder('a marketplace for second hand baby clothes in Nairobi')), message, 'PITCH')).not.toContain('PITCH');
  });

  it.each(['ok thanks bye', 'thanks, gotta go', 'thank you so much, see you'])('says goodbye to thanks with a goodbye: "%s"', (message) => {
    expect(replyTo(turnsOf('I make candles and want to start selling them'), message)).toMatch(/^See you soon\. Your canvas will be here when you come back\./);
  });

  it('still says you are welcome to thanks alone', () => {
    expect(replyTo(turnsOf('I make candles and want to start selling them'), 'ok thanks')).toMatch(/^You're welcome!/);
  });
});

describe('the offline coach: the thirty-eighth round after its review (2026-12-06)', () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));
  const physio = () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them'));

  it.each(['Slogan? No idea.', 'Tagline? Still thinking.', 'Short? Sure.', 'Now? Not sure.', 'Pitch? Later.'])('takes no pitch from a question answered with none: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PITCH')).toEqual([]);
  });

  it.each(['One line? Impossible.', "Seriously? That's hard."])('takes no pitch from a question answered with how hard it is: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'PITCH')).not.toContain('PITCH');
  });

  it.each(['PAIN', 'WHO', 'SECRET SAUCE'] as const)('files nothing for "Pitch? Later." (asked %s)', (asked) => {
    expect(addedNotes(nurses(), 'Pitch? Later.', asked)).toEqual([]);
  });

  it('keeps a pitch of two short lines whole when neither is a question', () => {
    expect(addedNotes(nurses(), 'Do more. Stress less.', 'PITCH')).toEqual([['PITCH', 'Do more. Stress less.']]);
  });

  it.each([
    ['Is it saving them time? yes, definitely', 'definitely'],
    ['Is it saving them time? yes, I think so', 'I think so'],
    ['Does it save them money? Yes, because they drive less', 'because they drive less'],
    ['Will it save people time? Yes but only if they use it daily', 'but only if they use it daily'],
    ['does it save clinics money? yes, clinics told us so', 'clinics told us so'],
  ])('reads an answer to a saving question that names no amount as said: "%s"', (message, answer) => {
    expect(addedNotes(physio(), message, 'PAIN')).toEqual(addedNotes(physio(), answer, 'PAIN'));
  });

  it('files what saves us money as ours, and leaves "yes or no?" alone', () => {
    expect(addedNotes(physio(), 'Will it save us money? yes, 200 a month', 'PAIN')).toEqual([['YOUR PROFIT', '200 a month']]);
    expect(addedNotes(physio(), 'Is it saving them money? yes or no?', 'PAIN')).toEqual([]);
  });

  it.each([
    'Hospital rules say nurses must find their own replacement.',
    'The rules of the ward say you have to ask the head nurse first.',
    'The regulations are so complex that hospitals have to hire consultants.',
    "There's no law that says they must keep records.",
    'By law they must keep records for 10 years, and the paper piles up.',
  ])('takes the everyday weight of rules for the pain, not the moment: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'PAIN')).toEqual(['PAIN']);
  });

  it('keeps what the product spares someone as the benefit, rules or not', () => {
    expect(blocksOf(nurses(), "It checks the rules so landlords don't have to.", 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
  });

  it.each([
    ['Contracts, signed.', 'SECRET SAUCE'],
    ['Prototype, finished.', 'SECRET SAUCE'],
    ['The MVP, built.', 'SECRET SAUCE'],
    ['Data, encrypted.', 'SECRET SAUCE'],
    ['Funding, approved.', 'WHY NOW'],
    ['Per shift, charged.', 'YOUR PROFIT'],
    ['Hospital budget, paid.', 'YOUR PROFIT'],
    ['Weekends, uncovered.', 'PAIN'],
    ['Shift swapped, done.', 'USERS BENEFIT'],
  ] as const)('files a short status reply under the block asked, not as a slogan: "%s" (asked %s)', (message, asked) => {
    expect(blocksOf(nurses(), message, asked)).toEqual([asked]);
  });

  it('keeps where the founder grew up as theirs, not as the idea', () => {
    const state = read(founder('I grew up in Nairobi where parents buy new clothes every 3 months and I can see what they waste.'));
    expect(state.idea).toBeNull();
    expect(state.blocks['WHY YOU']).toEqual(['I grew up in Nairobi where parents buy new clothes every 3 months']);
  });

  it('joins what the founder can see only to a product "where …"', () => {
    expect(addedNotes(nurses(), 'I worked in a clinic where patients skipped their exercises and I can see how much it costs them.', 'WHY YOU')).toContainEqual(['WHY YOU', 'I worked in a clinic where patients skipped their exercises']);
    expect(blocksOf(physio(), 'Patients forget where they put the sheet and we can see how it hurts their recovery.', 'PAIN')).toEqual(['PAIN']);
  });

  it('joins "for <people> it\'s …" to the clause just before it only', () => {
    const state = read(founder("I want to build an app for nurses to swap shifts, managers approve in one tap, and for hospitals it's cheaper than agencies."));
    expect(state.idea).toBe('An app to swap shifts');
    expect(state.blocks.WHO).toEqual(['Nurses']);
    // Two gains, each its own note since the thirty-ninth round.
    expect(state.blocks['USERS BENEFIT']).toEqual(['Managers approve in one tap', "For hospitals it's cheaper than agencies."]);
  });

  it('keeps "for now" apart from the customers it follows', () => {
    expect(readMessage(nurses(), "Nurses and midwives, but for now it's only in Lyon.", 'WHO').state.blocks.WHO).toEqual(['Nurses and midwives']);
  });

  it('keeps a filler word that opens a slogan, and files nothing for a filler and "not really"', () => {
    expect(addedNotes(nurses(), 'Whatever, wherever, whenever.', 'PITCH')).toEqual([['PITCH', 'Whatever, wherever, whenever.']]);
    expect(addedNotes(nurses(), 'Meh, not really.', 'PAIN')).toEqual([]);
  });
});

describe('the offline coach: an agreement, a judgement, two gains in a sentence, a feeling, a count of a profession (2026-12-06, thirty-ninth round)', () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));
  const physio = () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them'));

  it.each(['yes, definitely', 'Absolutely!', 'of course', 'Is it saving them time? yes, definitely'])('files nothing for an agreement with no fact: "%s"', (message) => {
    for (const asked of ['USERS BENEFIT', 'PAIN', 'PITCH'] as const) expect(addedNotes(physio(), message, asked)).toEqual([]);
  });

  it('answers "yes, definitely" as an agreement, with no note', () => {
    expect(replyTo(turnsOf('I want to make an app where patients do their exercises at home and I can see if they did them'), 'yes, definitely')).toMatch(/^(?:Glad that fits|Good, on we go|Great)\./);
  });

  it.each(['Impossible.', "That's hard.", "Seriously? That's hard.", 'One line? Impossible.', 'Tough one.', 'hmm, that is not easy', 'Hard to say.'])('files nothing for a bare judgement of the question: "%s"', (message) => {
    for (const asked of ['PAIN', 'SECRET SAUCE', 'PITCH'] as const) expect(addedNotes(nurses(), message, asked)).toEqual([]);
  });

  it('answers "Impossible." as a question found hard, and asks the same block again', () => {
    const turns = turnsOf('I want to build an app for nurses to swap shifts.');
    expect(replyTo(turns, 'Impossible.')).toMatch(/^It is a lot at first\./);
  });

  it('still files what is impossible for someone', () => {
    expect(addedNotes(nurses(), "It's impossible to find a nurse on Sunday.", 'PAIN')).toEqual([['PAIN', "It's impossible to find a nurse on Sunday."]]);
  });

  it('files what the product does and how it compares with what they pay today as two gains', () => {
    expect(addedNotes(nurses(), "Managers approve in one tap, and for hospitals it's cheaper than agencies.", 'USERS BENEFIT')).toEqual([
      ['USERS BENEFIT', 'Managers approve in one tap'],
      ['USERS BENEFIT', "For hospitals it's cheaper than agencies."],
    ]);
    const state = read(founder("I want to build an app for nurses to swap shifts, managers approve in one tap, and for hospitals it's cheaper than agencies."));
    expect(state.blocks['USERS BENEFIT']).toEqual(['Managers approve in one tap', "For hospitals it's cheaper than agencies."]);
    expect(state.blocks.WHO).toEqual(['Nurses']);
  });

  it('keeps a gain that only turns on itself whole', () => {
    expect(addedNotes(nurses(), "It's cheap but for families it's a lot.", 'PAIN')).toEqual([['PAIN', "It's cheap but for families it's a lot."]]);
  });

  it.each(['Everything done by hand, stressed.', 'Paper everywhere, nurses exhausted.', 'Always late, always stressed.'])('takes how people feel today, given for the pitch, for the pain: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PITCH')).toEqual([['PAIN', message]]);
  });

  it.each(['No more stressed nurses.', 'Stressed parents, sorted.'])('keeps a pitch that names a feeling it takes away: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PITCH')).toEqual([['PITCH', message]]);
  });

  it.each(['PAIN', 'SECRET SAUCE', 'PITCH'] as const)('takes a count of patients "in physio in France", after the market said big, for the customers (asked %s)', (asked) => {
    const state = readMessage(physio(), 'The market is huge. 4 million patients in physio in France.', asked).state;
    expect(state.blocks.WHO).toEqual(['4 million patients in physio in France.']);
    expect(state.blocks[asked]).toEqual([]);
  });

  it.each(['The market is huge. About 80,000 physios.', 'The market is huge, about 80,000 physios.', 'Huge market, about 80,000 physios.'])('takes a count that opens with "about", after the market said big, for the customers: "%s"', (message) => {
    for (const asked of ['PAIN', 'PITCH'] as const) expect(addedNotes(physio(), message, asked)).toEqual([['WHO', 'About 80,000 physios.']]);
  });

  it('reads a count of a profession as the customers, whatever was asked', () => {
    for (const asked of ['WHO', 'PAIN', 'SECRET SAUCE'] as const) {
      expect(addedNotes(physio(), 'about 80,000 physios', asked)).toEqual([['WHO', 'About 80,000 physios']]);
      expect(addedNotes(physio(), '4 million nurses', asked)).toEqual([['WHO', '4 million nurses']]);
    }
  });

  it('leaves a small count, the team or a few first customers, to the block asked', () => {
    expect(addedNotes(nurses(), '12 nurses', 'YOUR TEAM')).toEqual([['YOUR TEAM', '12 nurses']]);
    expect(addedNotes(nurses(), '40 clinics', 'SECRET SAUCE')).toEqual([['SECRET SAUCE', '40 clinics']]);
  });

  it.each(['Tuning costs 60 €.', 'Listing costs 100,000 dinar per month for a clinic.', 'Stations buy a yearly licence, around 3,000 dollars.'])('takes what a thing costs, given when the price was asked, for the price: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
  });

  it('leaves what something costs the customers today, and a cost said when the pain was asked, to the pain', () => {
    expect(blocksOf(nurses(), 'Agency nurses cost them 80 euros an hour.', 'YOUR PROFIT')).toEqual(['PAIN']);
    expect(blocksOf(nurses(), 'An agency nurse costs 80 euros an hour.', 'PAIN')).toEqual(['PAIN']);
  });

  it.each(['I have one project idea, please give me your feedback.', 'I want to present an idea, I will write in several messages.'])('files nothing for an announcement and a request to the coach in one sentence: "%s"', (message) => {
    expect(readMessage(emptyState(), message, 'IDEA').changes).toEqual([]);
  });

  it.each([
    ['I have 3 kids lol so I know', 'I have 3 kids so I know'],
    ['My husband is the CFO haha, he is an accountant.', 'My husband is the CFO, he is an accountant.'],
  ])('leaves laughter out of the note: "%s"', (message, note) => {
    expect(addedNotes(physio(), message, 'WHY YOU').map(([, text]) => text)).toEqual([note]);
  });
});

describe("the offline coach: after the thirty-ninth round's review (2026-12-06)", () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));
  const physio = () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them'));

  it.each([
    ['50,000 followers', 'WHY YOU'],
    ['50,000 followers', 'SECRET SAUCE'],
    ['20k followers', 'SECRET SAUCE'],
    ['100k subscribers', 'WHY YOU'],
    ['12,000 newsletter subscribers', 'SECRET SAUCE'],
    ['15,000 readers', 'WHY YOU'],
    ['30,000 students', 'SECRET SAUCE'],
    ['20,000 beta testers', 'SECRET SAUCE'],
    ['12,000 tutors', 'SECRET SAUCE'],
    ['15,000 babysitters', 'WHY YOU'],
    ['25,000 families', 'YOUR PROFIT'],
    ['10,000 patients', 'WHY YOU'],
  ] as const)('leaves an exact count of an audience or of people served to the block asked: "%s" (asked %s)', (message, asked) => {
    expect(addedNotes(nurses(), message, asked)).toEqual([[asked, message]]);
  });

  it('files no market for an audience said with nothing asked, and keeps a background and its count together', () => {
    expect(blocksOf(nurses(), '50,000 followers', 'IDEA')).not.toContain('WHO');
    expect(blocksOf(nurses(), '20k followers', 'WHY YOU')).not.toContain('WHO');
    expect(blocksOf(physio(), '10 years as a physio. 10,000 patients.', 'WHY YOU')).toEqual(['WHY YOU', 'WHY YOU']);
  });

  it.each([
    'Our customers buy 3 tools for 200 euros a month and hate it',
    'Currently clinics buy paper forms for 300 euros a year.',
    'Parents buy tutoring packs for 200 euros today and most go unused.',
    'Farmers lose money because wholesalers buy at 50 cents a kilo.',
    'A nurse from an agency costs the hospital 80 euros an hour.',
    'Each no-show costs the salon 40 euros.',
    'A private tutor costs 40 euros an hour today.',
    'A croissant costs 1.20 in the shop',
  ])('leaves what they pay today, or what hurts in it, to the pain when the price was asked: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'YOUR PROFIT')).toEqual(['PAIN']);
  });

  it.each([
    ["Parents hate it, lol, it's a mess", 'PAIN', "Parents hate it, it's a mess"],
    ["It's expensive, lol, but parents pay anyway", 'PAIN', "It's expensive, but parents pay anyway"],
    ['They pay, lol, 40 euros an hour', 'YOUR PROFIT', 'They pay, 40 euros an hour'],
  ] as const)('keeps one comma where a laugh between two commas goes: "%s"', (message, asked, note) => {
    expect(addedNotes(nurses(), message, asked).map(([, text]) => text)).toEqual([note]);
  });

  it.each(['Gamers who play LOL every night', 'Players of LOL and Dota', 'Teams that play LOL ranked games', 'Gamers who play LOL'])('keeps a laugh word in capitals that names a game: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'WHO')).toEqual([['WHO', message]]);
  });

  it('still takes laughter in capitals out of a note when it names nothing', () => {
    expect(addedNotes(physio(), 'I have 3 kids LOL so I know', 'WHY YOU')).toEqual([['WHY YOU', 'I have 3 kids so I know']]);
  });

  it.each(["Don't be stressed.", 'Forget feeling overwhelmed.', 'Stop being stressed.', 'For the lonely.', 'Fresh bread, for the overworked.'])('keeps a slogan that names a feeling, given for the pitch, as the pitch: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PITCH')).toEqual([['PITCH', message]]);
  });

  it('keeps a gain set against nothing in its note', () => {
    expect(addedNotes(nurses(), "They book in 30 seconds, and it's better than nothing.", 'USERS BENEFIT')).toEqual([['USERS BENEFIT', "They book in 30 seconds, and it's better than nothing."]]);
  });

  it('files the answer after a judgement of the question and a comma', () => {
    expect(addedNotes(nurses(), 'Tough one, probably clinics', 'WHO')).toEqual([['WHO', 'Clinics']]);
  });

  it('reads "It is hard to say" as unsure, as "It\'s hard to say" is', () => {
    expect(addedNotes(nurses(), 'It is hard to say', 'PAIN')).toEqual([]);
  });

  it.each([
    ['Yes, definitely parents with toddlers', 'WHO', 'Parents with toddlers'],
    ['Absolutely, it saves them hours every week', 'USERS BENEFIT', 'It saves them hours every week'],
    ['Indeed, the hospitals', 'WHO', 'The hospitals'],
    ['Certainly, 20 euros a month', 'YOUR PROFIT', '20 euros a month'],
  ] as const)('takes a leading agreement word off the note: "%s"', (message, asked, note) => {
    expect(addedNotes(nurses(), message, asked)).toEqual([[asked, note]]);
  });
});

describe('the offline coach: a hedge, an unsure opening, two comparisons, a feeling, a bare quantity, people with a place, a hard thing, the price agreed (2026-12-06, fortieth round)', () => {
  const nurses = () => read(founder('I want to build an app for nurses to swap shifts.'));
  const physio = () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them'));
  const chat = (...messages: string[]) =>
    messages.reduce<{ founder: string; coach: string }[]>((turns, message) => [...turns, { founder: message, coach: replyTo(turns, message) }], []);

  it.each([
    ['I guess parents', 'Parents'],
    ['I think clinics', 'Clinics'],
    ['Hard one, I guess parents', 'Parents'],
    ['I guess parents with toddlers', 'Parents with toddlers'],
  ])('files the people named after "I guess" or "I think", asked who, under WHO: "%s"', (message, note) => {
    expect(addedNotes(physio(), message, 'WHO')).toEqual([['WHO', note]]);
  });

  it('still files what they think of the problem, after "I think", as the pain', () => {
    expect(addedNotes(physio(), 'I think they forget', 'PAIN')).toEqual([['PAIN', 'They forget']]);
  });

  it.each([
    ['Hard to say, maybe clinics', 'Clinics'],
    ['Not sure, maybe clinics', 'Clinics'],
    ['Hard to say, maybe physiotherapists', 'Physiotherapists'],
  ])('files the answer after an unsure opening, without its hedge: "%s"', (message, note) => {
    expect(addedNotes(physio(), message, 'WHO')).toEqual([['WHO', note]]);
  });

  it('still files the answer after "idk who exactly, maybe …"', () => {
    expect(addedNotes(physio(), 'idk who exactly, maybe busy professionals', 'WHO')).toEqual([['WHO', 'Busy professionals']]);
  });

  it('files two comparisons with what they use today, said as a benefit, as two benefits', () => {
    expect(addedNotes(nurses(), "It's faster than WhatsApp, and it's more reliable than paper.", 'USERS BENEFIT')).toEqual([
      ['USERS BENEFIT', "It's faster than WhatsApp"],
      ['USERS BENEFIT', "It's more reliable than paper."],
    ]);
  });

  it.each(["It's harder than ever.", "It's more expensive than agencies."])('reads no benefit into a comparison that is none: "%s"', (message) => {
    expect(blocksOf(nurses(), message, 'PAIN')).not.toContain('USERS BENEFIT');
  });

  it.each([
    ['Stressed out parents', 'Stressed out parents'],
    ['Exhausted night nurses', 'Exhausted night nurses'],
  ])('files people named with how they feel, asked who, under WHO: "%s"', (message, note) => {
    expect(addedNotes(physio(), message, 'WHO')).toEqual([['WHO', note]]);
  });

  it('still files how people feel, said after a comma for the pitch, as the pain', () => {
    expect(blocksOf(nurses(), 'Everything done by hand, stressed.', 'PITCH')).toEqual(['PAIN']);
  });

  it.each(['A lot.', 'a lot', 'Quite a lot', 'Lots!'])('files nothing for a bare quantity, whatever was asked: "%s"', (message) => {
    for (const asked of ['PAIN', 'USERS BENEFIT', 'WHY YOU', 'SECRET SAUCE', 'PITCH'] as const) expect(addedNotes(nurses(), message, asked)).toEqual([]);
  });

  it('asks for the block again, kindly, after a bare quantity', () => {
    const reply = replyTo(chat('I want to build an app for nurses to swap shifts.', 'Shift swaps take days of phone calls.'), 'A lot.');
    expect(reply).toMatch(/^I couldn't place that in your canvas yet\./);
    expect(reply).toContain('**Next, USERS BENEFIT:**');
  });

  it('still files a quantity of something as a note', () => {
    expect(addedNotes(nurses(), 'A lot of paperwork.', 'PAIN')).toEqual([['PAIN', 'A lot of paperwork.']]);
  });

  it.each([
    ['physiotherapists in private practice', 'Physiotherapists in private practice'],
    ['nurses in rural hospitals', 'Nurses in rural hospitals'],
  ])('files people named with where they work, given when the pain was asked, under WHO: "%s"', (message, note) => {
    expect(addedNotes(physio(), message, 'PAIN')).toEqual([['WHO', note]]);
  });

  it("files how hard a thing is today, given for the pitch, as the pain: \"It's impossible to find a nurse on Sunday.\"", () => {
    expect(addedNotes(nurses(), "It's impossible to find a nurse on Sunday.", 'PITCH')).toEqual([['PAIN', "It's impossible to find a nurse on Sunday."]]);
    expect(addedNotes(nurses(), "It's impossible to find a nurse on Sunday.", 'PAIN')).toEqual([['PAIN', "It's impossible to find a nurse on Sunday."]]);
  });

  it.each(['No more stressed nurses.', 'Shift swaps in one tap.'])('keeps a slogan given for the pitch as the pitch: "%s"', (message) => {
    expect(addedNotes(nurses(), message, 'PITCH')).toEqual([['PITCH', message]]);
  });

  it('asks for the price once more, in other words, after an agreement to the price question', () => {
    const turns = chat('I want to make an app where patients do their exercises at home and I can see if they did them', 'Physio patients', 'They forget their exercises', 'It saves them trips.');
    expect(turns.at(-1)!.coach).toContain('**Next, YOUR PROFIT:**');
    const agreed = replyTo(turns, 'yes, definitely');
    expect(agreed).toMatch(/^(?:Glad that fits|Good, on we go|Great)\.\n\n\*\*Next, YOUR PROFIT:\*\* Then what price do you have in mind/);
    // A price said then is the price; a second agreement moves on.
    const asked = [...turns, { founder: 'yes, definitely', coach: agreed }];
    expect(addedNotes(read(asked), 'Clinics pay 30 euros a month.', askedIn(agreed))).toEqual([['YOUR PROFIT', 'Clinics pay 30 euros a month.']]);
    expect(replyTo(asked, 'yes')).not.toContain('**Next, YOUR PROFIT:**');
  });

  it('still moves on after "yes, definitely" to another block asked twice', () => {
    const turns = chat('I want to make an app where patients do their exercises at home and I can see if they did them', 'Physio patients', 'They forget their exercises', 'Is it saving them time?');
    expect(replyTo(turns, 'yes, definitely')).toContain('**Next, YOUR PROFIT:**');
  });
});

describe("the offline coach: the fortieth round's review (2026-12-06)", () => {
  const ideas = {
    meal: () => read(founder('We want to start a meal kit delivery for busy families.')),
    resto: () => read(founder('I want to build software that helps small restaurants manage inventory.')),
    farm: () => read(founder('I want to build a marketplace for used farm equipment.')),
    cowork: () => read(founder('I want to open a coworking space with childcare for parents.')),
    physio: () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them')),
    nurse: () => read(founder('I want to build an app for nurses to swap shifts.')),
  };
  type Idea = keyof typeof ideas;
  /** Every change a message makes, as [kind, block]. */
  const changesOf = (idea: Idea, message: string, asked: Ask) => readMessage(ideas[idea](), message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : null]);

  it.each<[string, Ask, Idea]>([
    ['Owners in a panic', 'PAIN', 'resto'],
    ['Workers in danger', 'PAIN', 'resto'],
    ['Parents in a rush', 'PAIN', 'meal'],
    ['Students in debt', 'PAIN', 'meal'],
    ['Workers in the cold', 'PAIN', 'meal'],
    ['Truckers at the border', 'PAIN', 'meal'],
    ['Shoppers in the rain', 'PAIN', 'meal'],
    ['Drivers at night', 'PAIN', 'meal'],
    ['Managers in the loop', 'USERS BENEFIT', 'resto'],
    ['Farmers in my family', 'WHY YOU', 'farm'],
    ['Investors in Berlin', 'WHY YOU', 'resto'],
    ['Suppliers in China', 'SECRET SAUCE', 'resto'],
  ])('files people in a state, or where they are, given for another block, under the block asked: "%s" (%s)', (message, asked, idea) => {
    expect(changesOf(idea, message, asked)).toEqual([['added', asked]]);
  });

  it.each<[string, Ask, string]>([
    ['physiotherapists in private practice', 'PAIN', 'Physiotherapists in private practice'],
    ['Exhausted new mums in London', 'WHO', 'Exhausted new mums in London'],
    ['I think busy parents in the suburbs', 'WHO', 'Busy parents in the suburbs'],
  ])('still files people and where they are, or where they work, under WHO: "%s"', (message, asked, note) => {
    expect(addedNotes(ideas.physio(), message, asked)).toEqual([['WHO', note]]);
  });

  it.each<[string, Ask]>([
    ['Hard to tell, it depends', 'WHY NOW'],
    ['Not sure, it varies', 'PAIN'],
    ['Not sure, probably not', 'USERS BENEFIT'],
    ['Not sure, not much', 'USERS BENEFIT'],
    ['Hard to say, who knows', 'WHY NOW'],
    ['Not sure, never tried', 'WHY NOW'],
    ['Hard to say, it varies a lot', 'PAIN'],
  ])('files nothing for a non-answer after an unsure opening: "%s"', (message, asked) => {
    expect(changesOf('meal', message, asked)).toEqual([]);
  });

  it('reads "Not sure, the prices" as "not sure about the prices", no price', () => {
    expect(changesOf('meal', 'Not sure, the prices', 'PAIN')).toEqual([]);
  });

  it.each<[string, Ask, string]>([
    ['Hard to say, fewer calls', 'USERS BENEFIT', 'Fewer calls'],
    ['Hard to say, our recipes', 'SECRET SAUCE', 'Our recipes'],
    ['Not sure, but cheaper', 'USERS BENEFIT', 'Cheaper'],
    ['Hard to say, maybe students', 'WHO', 'Students'],
  ])('still files a short answer after an unsure opening: "%s"', (message, asked, note) => {
    expect(addedNotes(ideas.meal(), message, asked)).toEqual([[asked, note]]);
  });

  it.each<[string, Ask, Idea, [string, string][]]>([
    ["It's longer than it should be", 'PAIN', 'nurse', [['added', 'PAIN']]],
    ["It's more tiring than a real shift", 'PAIN', 'nurse', [['added', 'PAIN']]],
    ["It's more personal than business for me", 'WHY YOU', 'cowork', [['added', 'WHY YOU']]],
    ["It's cheaper than building it yourself because we reuse hardware", 'SECRET SAUCE', 'nurse', [['added', 'SECRET SAUCE']]],
    ["It's built by nurses, so it's simpler than the hospital tools", 'SECRET SAUCE', 'nurse', [['added', 'SECRET SAUCE']]],
    ["It's bigger than just nurses", 'WHO', 'nurse', [['replaced', 'WHO']]],
  ])('reads no benefit into a comparison given for another block: "%s" (%s)', (message, asked, idea, changes) => {
    expect(changesOf(idea, message, asked)).toEqual(changes);
  });

  it.each<[string, string]>([
    ["It's more fun than working alone", 'cowork'],
    ["It's more accurate than counting by hand", 'resto'],
  ])('still files a comparison given for the benefit as the benefit: "%s"', (message, idea) => {
    expect(changesOf(idea as Idea, message, 'USERS BENEFIT')).toEqual([['added', 'USERS BENEFIT']]);
  });

  it.each(["It's impossible to say", "It's really hard to explain", "It's difficult to put in one sentence"])('files nothing for a judgement of the pitch question: "%s"', (message) => {
    expect(changesOf('meal', message, 'PITCH')).toEqual([]);
  });

  it.each<[string, Ask]>([
    ['A lot, I think', 'PAIN'],
    ['Lots, honestly', 'USERS BENEFIT'],
    ['Quite a lot actually', 'SECRET SAUCE'],
    ['lots and lots', 'WHY YOU'],
    ['So much', 'USERS BENEFIT'],
  ])('files nothing for a bare quantity with a word more: "%s"', (message, asked) => {
    expect(changesOf('meal', message, asked)).toEqual([]);
  });

  it.each([
    ['sure', 'ok'],
    ['yes', 'thanks'],
    ['yes', 'yes'],
  ])('asks for the price again once only, and then moves on, when the founder alternates "%s" and "%s"', (agree, other) => {
    const turns = ['I want to make an app where patients do their exercises at home and I can see if they did them', 'Physio patients', 'They forget their exercises', 'It saves them trips.'].reduce<{ founder: string; coach: string }[]>(
      (said, message) => [...said, { founder: message, coach: replyTo(said, message) }],
      [],
    );
    expect(turns.at(-1)!.coach).toContain('**Next, YOUR PROFIT:**');
    for (let i = 0; i < 6; i++) {
      const message = i % 2 ? other : agree;
      turns.push({ founder: message, coach: replyTo(turns, message) });
    }
    const replies = turns.slice(4).map((t) => t.coach);
    expect(replies.filter((reply) => reply.includes('Then what price do you have in mind')).length).toBe(1);
    // The usual "asked twice, move on" then holds, as for any block.
    expect(replies.slice(1).some((reply) => reply.includes('**Next, WHY YOU:**'))).toBe(true);
  });
});

describe('the offline coach: the forty-first round (2026-12-06)', () => {
  const ideas = {
    meal: () => read(founder('We want to start a meal kit delivery for busy families.')),
    resto: () => read(founder('I want to build software that helps small restaurants manage inventory.')),
    physio: () => read(founder('I want to make an app where patients do their exercises at home and I can see if they did them')),
    nurse: () => read(founder('I want to build an app for nurses to swap shifts.')),
    dentists: () => read(founder('I want to build a booking app for dentists.')),
  };
  type Idea = keyof typeof ideas;
  /** Every change a message makes, as [kind, block]. */
  const changesOf = (idea: Idea, message: string, asked: Ask) => readMessage(ideas[idea](), message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : null]);

  it.each<[string, Ask, Idea]>([
    ['Families in crisis', 'PAIN', 'meal'],
    ['Families in crisis', 'PAIN', 'nurse'],
    ['Patients in good hands', 'PAIN', 'nurse'],
    ['Patients in good hands', 'USERS BENEFIT', 'physio'],
    ['Patients in good hands', 'SECRET SAUCE', 'physio'],
    ['Owners in control', 'USERS BENEFIT', 'resto'],
    ['Owners in control', 'PAIN', 'resto'],
    ['Families in crisis', 'WHY NOW', 'nurse'],
  ])('files people in a state, given for another block than who, under the block asked: "%s" (%s)', (message, asked, idea) => {
    expect(changesOf(idea, message, asked)).toEqual([['added', asked]]);
  });

  it.each<[string, Ask, Idea, [string, string][]]>([
    ['Families in crisis', 'WHO', 'nurse', [['added', 'WHO']]],
    ['physiotherapists in private practice', 'PAIN', 'physio', [['added', 'WHO']]],
    ['Nurses in rural hospitals', 'PAIN', 'nurse', [['replaced', 'WHO']]],
    ['dentists in Germany', 'PAIN', 'dentists', [['replaced', 'WHO']]],
  ])('still files people and where they are, or where they work, under WHO: "%s" (%s)', (message, asked, idea, changes) => {
    expect(changesOf(idea, message, asked)).toEqual(changes);
  });

  it.each<[string, Ask, string]>([
    ['Staff at care homes', 'PAIN', 'Staff at care homes'],
    ['Staff at care homes', 'USERS BENEFIT', 'Staff at care homes'],
    ['Care staff in hospitals', 'USERS BENEFIT', 'Care staff in hospitals'],
    ['Staff at schools', 'PAIN', 'Staff at schools'],
  ])('reads staff where they work as people, whatever was asked: "%s" (%s)', (message, asked, note) => {
    expect(addedNotes(ideas.nurse(), message, asked)).toEqual([['WHO', note]]);
  });

  it('still files too little staff as the pain', () => {
    expect(addedNotes(ideas.nurse(), 'Not enough staff at weekends', 'PAIN')).toEqual([['PAIN', 'Not enough staff at weekends']]);
  });

  it.each<[string, Ask]>([
    ['I guess not', 'PAIN'],
    ['I guess not', 'WHO'],
    ['I think not', 'USERS BENEFIT'],
    ['I think not', 'YOUR TEAM'],
    ["I don't think so", 'WHY NOW'],
    ['I dont think so', 'WHO'],
    ['probably not', 'PITCH'],
    ['Maybe not', 'PAIN'],
    ['I guess not really', 'SECRET SAUCE'],
    ['I doubt it', 'USERS BENEFIT'],
  ])('files nothing for a no with nothing it is said of: "%s" (%s)', (message, asked) => {
    expect(changesOf('meal', message, asked)).toEqual([]);
  });

  it.each<[string, Ask, string]>([
    ['Not really, they use WhatsApp', 'PAIN', 'They use WhatsApp'],
    ['No, hospitals pay', 'YOUR PROFIT', 'Hospitals pay'],
  ])('still files what follows a no: "%s"', (message, asked, note) => {
    expect(addedNotes(ideas.nurse(), message, asked)).toEqual([[asked, note]]);
  });

  const nurses = ['I want to build an app for nurses to swap shifts.', 'Shifts get swapped in WhatsApp groups and nobody knows who works.', 'They swap in one tap and the manager sees it.'];

  it('moves on steadily through the empty blocks for a founder who keeps agreeing', () => {
    const asks = asksOf(...nurses, 'sure', 'ok', 'yes', 'sounds good', 'sure', 'ok', 'yes', 'sounds good', 'sure', 'ok', 'yes', 'sure', 'ok');
    // (Before the forty-third round an "ok" asked the block a third time: 'YOUR PROFIT' three times, 'PITCH' three times.)
    expect(asks).toEqual(['PAIN', 'USERS BENEFIT', 'YOUR PROFIT', 'YOUR PROFIT', 'WHY YOU', 'WHY YOU', 'WHY NOW', 'WHY NOW', 'YOUR TEAM', 'YOUR TEAM', 'SECRET SAUCE', 'SECRET SAUCE', 'PITCH', 'PITCH', 'YOUR PROFIT', 'YOUR PROFIT']);
    // Never back to a block it moved on from, with no note filed between, until every empty block was asked.
    for (let i = 2; i < asks.indexOf('PITCH') + 2; i++) expect(asks.slice(0, i - 1).includes(asks[i]!) && asks[i - 1] !== asks[i]).toBe(false);
  });

  it('comes back to the block it moved on from once every other empty block was asked', () => {
    const asks = asksOf(...nurses, 'sure', 'ok', 'yes', 'sure', 'yes', 'sure', 'yes', 'sure', 'yes', 'sure', 'yes', 'sure', 'yes', 'sure');
    expect(asks.slice(-4)).toEqual(['PITCH', 'YOUR PROFIT', 'YOUR PROFIT', 'WHY YOU']);
  });

  it('comes back to the block it moved on from after a note, as before', () => {
    expect(asksOf(...nurses, 'sure', 'ok', 'yes', 'I was a nurse for ten years.', 'ok').slice(-3)).toEqual(['WHY YOU', 'YOUR PROFIT', 'YOUR PROFIT']);
  });

  it.each<[string, Ask]>([
    ['MFI over-indebtedness is in the news a lot.', null],
    ['Nurse burnout is in the news a lot.', 'PAIN'],
    ['Small clinics closing is in every newspaper.', null],
  ])('files what the news speaks of as why now: "%s"', (message, asked) => {
    expect(changesOf('nurse', message, asked)).toEqual([['added', 'WHY NOW']]);
  });

  it('files "It is in the news every day" as no note of its own', () => {
    expect(addedNotes(ideas.nurse(), 'Rents went up 18% last year. It is in the news every day.', null)).toEqual([['WHY NOW', 'Rents went up 18% last year.']]);
  });
});

describe("the offline coach: the forty-first round's review (2026-12-06)", () => {
  const ideas = {
    meal: () => read(founder('We want to start a meal kit delivery for busy families.')),
    nurse: () => read(founder('I want to build an app for nurses to swap shifts.')),
    farm: () => read(founder('A marketplace where small farmers sell vegetables directly to local restaurants.')),
    elder: () => read(founder('A service that sends students to keep lonely elderly people company.')),
    resto: () => read(founder('I want to build software that helps small restaurants manage inventory.')),
    legal: () => read(founder('An AI tool that reviews rental contracts for tenants.')),
    wed: () => read(founder('A planning app for couples organising their wedding.')),
    trans: () => read(founder('A translation marketplace for small law firms.')),
  };
  type Idea = keyof typeof ideas;
  /** Every change a message makes, as [kind, block]. */
  const changesOf = (idea: Idea, message: string, asked: Ask) => readMessage(ideas[idea](), message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : null]);

  it.each<[string, Idea]>([
    ['Shift swaps are a mess, it was even in the papers', 'nurse'],
    ['Farmers get paid too little, you see it in the news', 'farm'],
    ['Wards are understaffed, this is always in the news', 'nurse'],
    ['Old people are lonely, we see it in the news every winter', 'elder'],
    ['Food waste is huge, you read about it in the papers', 'resto'],
  ])('files a pain said to be in the news as one note of the pain: "%s"', (message, idea) => {
    expect(changesOf(idea, message, 'PAIN')).toEqual([['added', 'PAIN']]);
  });

  it.each<[string, Idea]>([
    ['Landlord scandals are in the papers every week', 'legal'],
    ['Wedding costs are in the news all the time', 'wed'],
  ])('still files what the news speaks of, given for why now, as why now: "%s"', (message, idea) => {
    expect(changesOf(idea, message, 'WHY NOW')).toEqual([['added', 'WHY NOW']]);
  });

  it.each<[string, Ask, Idea]>([
    ['Pensioners in rural areas', 'PAIN', 'elder'],
    ['Growers in mountain villages', 'USERS BENEFIT', 'farm'],
  ])('files people in a real place, given for another block, under who: "%s" (%s)', (message, asked, idea) => {
    expect(addedNotes(ideas[idea](), message, asked)).toEqual([['WHO', message]]);
  });

  it.each<[string, Ask, Idea]>([
    ['Tenants in the dark about their rights', 'PAIN', 'legal'],
    ['Couples in control of the budget', 'USERS BENEFIT', 'wed'],
  ])('files people in a state and what it is over, given for another block, under the block asked: "%s" (%s)', (message, asked, idea) => {
    expect(changesOf(idea, message, asked)).toEqual([['added', asked]]);
  });

  it.each<[string, Ask]>([
    ['yep go on', 'WHY NOW'],
    ['Go on', 'USERS BENEFIT'],
    ['Please', 'WHY NOW'],
    ['yes please', 'PAIN'],
    ['go ahead', 'SECRET SAUCE'],
  ])('files nothing for an agreement to go on: "%s" (%s)', (message, asked) => {
    expect(changesOf('meal', message, asked)).toEqual([]);
    expect(remarkKind(message)).toBe('small talk');
  });

  it('never comes back to a block it moved on from for a founder who agrees in other words', () => {
    const turns: { founder: string; coach: string }[] = [];
    for (const message of ['We want to start a meal kit delivery for busy families.', 'sure', 'ok', 'yes', 'sounds good', 'yep go on', 'ok', 'sure', 'yes please', 'go on', 'sounds good']) turns.push({ founder: message, coach: replyTo(turns, message) });
    const asks = turns.map((t) => /\*\*Next, ([A-Z ]+):\*\*/.exec(t.coach)?.[1] ?? 'none');
    for (let i = 2; i < asks.length; i++) expect(asks.slice(0, i - 1).includes(asks[i]!) && asks[i - 1] !== asks[i]).toBe(false);
    expect(filled(read(turns))).toEqual({ WHO: ['Busy families'] });
  });

  it.each<[string, Ask, Idea, string]>([
    ['Not really, they sell to wholesalers at low prices', 'PAIN', 'farm', 'They sell to wholesalers at low prices'],
    ['Not really, they just avoid bad contracts', 'USERS BENEFIT', 'legal', 'They just avoid bad contracts'],
    ['Not really, but we connect to the cash register automatically', 'SECRET SAUCE', 'resto', 'We connect to the cash register automatically'],
    ['Not really, I just love cooking', 'WHY YOU', 'meal', 'I just love cooking'],
  ])('files nothing for a "Not really" before an answer, and reads the answer: "%s" (%s)', (message, asked, idea, note) => {
    expect(addedNotes(ideas[idea](), message, asked).map(([, text]) => text)).toEqual([note]);
  });

  it.each<[string, Ask]>([
    ["I'd rather not say", 'WHY YOU'],
    ["I'd prefer not to say", 'YOUR PROFIT'],
    ["can't say yet", 'PAIN'],
    ['We would rather not share that yet', 'YOUR TEAM'],
  ])('files nothing for an answer held back: "%s" (%s)', (message, asked) => {
    expect(changesOf('trans', message, asked)).toEqual([]);
    expect(remarkKind(message)).toBe('unsure');
  });

  it('still files a pain that says what they cannot say', () => {
    expect(addedNotes(ideas.trans(), "They can't say no to urgent clients", 'PAIN')).toEqual([['PAIN', "They can't say no to urgent clients"]]);
  });
});

describe('the offline coach: the forty-second round (2026-12-06)', () => {
  const ideas = {
    train: () => read(founder('An app that helps freelance fitness trainers find clients.')),
    cook: () => read(founder('A recipe app for home cooks.')),
    resto: () => read(founder('I want to build software that helps small restaurants manage inventory.')),
    school: () => read(founder('An online course platform for exam preparation.')),
    wed: () => read(founder('A planning app for couples organising their wedding.')),
    nurse: () => read(founder('I want to build an app for nurses to swap shifts.')),
    legal: () => read(founder('An AI tool that reviews rental contracts for tenants.')),
    build: () => read(founder('A scheduling tool for construction companies.')),
    food: () => read(founder('We run a food truck and want to sell meal boxes online.')),
    dent: () => read(founder('A booking tool for dental practices.')),
    care: () => read(founder('A platform that matches agency nurses with care homes.')),
  };
  type Idea = keyof typeof ideas;
  /** Every change a message makes, as [kind, block]. */
  const changesOf = (idea: Idea, message: string, asked: Ask) => readMessage(ideas[idea](), message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : null]);

  it.each<[string, Idea]>([
    ['Freelance trainers in Paris', 'train'],
    ['Staff', 'resto'],
    ['Students in their last year of high school', 'school'],
    ['Couples getting married next year', 'wed'],
  ])('files people given for who under who: "%s"', (message, idea) => {
    expect(changesOf(idea, message, 'WHO')).toEqual([['added', 'WHO']]);
  });

  it('sharpens the customers with people in a named place, given for who: "Home cooks in the US"', () => {
    expect(readMessage(ideas.cook(), 'Home cooks in the US', 'WHO').state.blocks.WHO).toEqual(['Home cooks in the US']);
  });

  it.each<[string, Idea]>([
    ['Staff in intensive care units', 'nurse'],
    ['Trainers in gyms', 'train'],
    ['Renters in Germany', 'legal'],
    ['Foremen on building sites', 'build'],
  ])('files people where they work or live, given for the pain, under who: "%s"', (message, idea) => {
    expect(addedNotes(ideas[idea](), message, 'PAIN')).toEqual([['WHO', message]]);
  });

  it.each<[string, Ask, Idea]>([
    ['Investors in Berlin', 'WHY YOU', 'legal'],
    ['Suppliers in China', 'SECRET SAUCE', 'resto'],
    ['Not enough staff at weekends', 'PAIN', 'care'],
    ['Prices in Germany', 'PAIN', 'legal'],
  ])('still files what is no customer in a place under the block asked: "%s" (%s)', (message, asked, idea) => {
    expect(changesOf(idea, message, asked)).toEqual([['added', asked]]);
  });

  it.each<[string, Idea]>([
    ['We were in the news last year for our food truck', 'food'],
    ['My practice was in the local paper for our waiting times', 'dent'],
    ['We were on TV twice', 'food'],
  ])("files the founders' own press, given for why you, under why you: \"%s\"", (message, idea) => {
    expect(changesOf(idea, message, 'WHY YOU')).toEqual([['added', 'WHY YOU']]);
  });

  it('still files what the news speaks of as why now: "Food waste was in the news all year"', () => {
    expect(changesOf('resto', 'Food waste was in the news all year', 'WHY NOW')).toEqual([['added', 'WHY NOW']]);
  });

  it.each<[string, Idea]>([
    ['We read the supplier invoices automatically', 'resto'],
    ['It works offline on the site', 'build'],
  ])('files how it works, given for the secret sauce, under the secret sauce: "%s"', (message, idea) => {
    expect(changesOf(idea, message, 'SECRET SAUCE')).toEqual([['added', 'SECRET SAUCE']]);
  });

  it.each<[string, Idea]>([
    ['It saves them three hours a week', 'resto'],
    ['It finds them cheaper suppliers in minutes', 'resto'],
    ['It books the slot so they never wait', 'dent'],
  ])('still files a gain, given for the secret sauce, as the gain: "%s"', (message, idea) => {
    expect(changesOf(idea, message, 'SECRET SAUCE')).toEqual([['added', 'USERS BENEFIT']]);
  });

  it('files what the founders\' staff were, given for the team, under the team: "Our staff are all former care workers"', () => {
    expect(changesOf('care', 'Our staff are all former care workers', 'YOUR TEAM')).toEqual([['added', 'YOUR TEAM']]);
  });

  it.each<[string, Ask, Idea, [string, string][]]>([
    ['My staff hate the paper rotas', 'PAIN', 'resto', [['PAIN', 'My staff hate the paper rotas']]],
    ["I'm a nurse and my cofounder is a software engineer", 'YOUR TEAM', 'nurse', [['WHY YOU', "I'm a nurse"], ['YOUR TEAM', 'My cofounder is a software engineer']]],
  ])('still files "%s" (%s) as before', (message, asked, idea, notes) => {
    expect(addedNotes(ideas[idea](), message, asked)).toEqual(notes);
  });
});

describe("the offline coach: the forty-second round's review (2026-12-06)", () => {
  const ideas = {
    solar: () => read(founder('We install solar panels for small businesses and finance them with a monthly fee.')),
    nurse: () => read(founder('I want to build an app for nurses to swap shifts.')),
    legal: () => read(founder('An AI tool that reviews rental contracts for tenants.')),
    resto: () => read(founder('I want to build software that helps small restaurants manage inventory.')),
    tutor: () => read(founder('An online tutoring platform for high school students preparing for exams.')),
    hr: () => read(founder('Software for construction companies to track hours on building sites.')),
    farm: () => read(founder('A marketplace where small farmers sell vegetables directly to local restaurants.')),
    spice: () => read(founder('A subscription box of spices from small producers.')),
    care: () => read(founder('An app that matches agency nurses with care homes.')),
    gym: () => read(founder('A booking platform for independent personal trainers.')),
    meal: () => read(founder('We want to start a meal kit delivery for busy families.')),
    trans: () => read(founder('A translation marketplace for small law firms.')),
    food: () => read(founder('We run a food truck and want to sell meal boxes online.')),
    dent: () => read(founder('A booking tool for dental practices.')),
    train: () => read(founder('An app that helps freelance fitness trainers find clients.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Ask, Idea, CanvasBlock]>([
    ['Our industry was in the news all year', 'WHY NOW', 'solar', 'WHY NOW'],
    ['Our hospital was in the news for staff shortages', 'WHY NOW', 'nurse', 'WHY NOW'],
    ['Our landlord was in the news for illegal evictions', 'WHY NOW', 'legal', 'WHY NOW'],
    ['My industry was on TV last week because of food prices', 'WHY NOW', 'resto', 'WHY NOW'],
    ['My sector was in the news after a big site accident', 'WHY NOW', 'hr', 'WHY NOW'],
    ['My school was in the papers for bad exam results', 'PAIN', 'tutor', 'PAIN'],
  ])('reads the news of others as no press of the founders: "%s" (%s)', (message, asked, idea, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each<[string, Idea]>([
    ['Our competitor was in the news for a data leak', 'farm'],
    ['Our competitors have been in the news a lot lately', 'meal'],
  ])('files no competitor in the news under why you: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHY NOW')).not.toContain('WHY YOU');
  });

  it.each<[string, Idea]>([
    ['We were in the news last year for our food truck', 'food'],
    ['My practice was in the local paper for our waiting times', 'dent'],
    ['Our bakery was featured in the local paper', 'food'],
  ])("still files the founders' own press under why you: \"%s\"", (message, idea) => {
    expect(blocksAdded(idea, message, 'WHY YOU')).toEqual(['WHY YOU']);
  });

  it.each<[string, Idea]>([
    ['Suppliers in China', 'spice'],
    ['Agencies in London', 'care'],
    ['Landlords in Berlin', 'legal'],
    ['Installers in Spain', 'solar'],
  ])('files those the customers deal with, in a named place and given for the pain, under the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it.each<[string, Idea]>([
    ['Printers in offices', 'hr'],
    ['Lockers in gyms', 'gym'],
    ['Orders at restaurants', 'resto'],
  ])('reads a thing at a workplace, given for the pain, as no people: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it('still files "Trainers in gyms", given for the pain, under who', () => {
    expect(blocksAdded('train', 'Trainers in gyms', 'PAIN')).toEqual(['WHO']);
  });

  it.each<[string, Idea]>([
    ['It frees up time for nurses', 'nurse'],
    ['It removes the paperwork completely', 'hr'],
  ])('still files a gain given for the secret sauce as the gain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'SECRET SAUCE')).toEqual(['USERS BENEFIT']);
  });

  it.each<[string, Idea]>([
    ['Our tutors are former teachers', 'tutor'],
    ['Our translators are all certified', 'trans'],
    ['All our staff are certified electricians', 'solar'],
    ['Our staff include two qualified nutritionists', 'meal'],
  ])('files who the founders\' people are, given for the team, under the team: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'YOUR TEAM')).toEqual(['YOUR TEAM']);
  });

  it.each<[string, Ask, Idea]>([
    ['My staff hate the paper rotas', 'PAIN', 'resto'],
    ['Our staff are all exhausted', 'PAIN', 'care'],
  ])('files no tired staff under the team: "%s"', (message, asked, idea) => {
    expect(blocksAdded(idea, message, asked)).not.toContain('YOUR TEAM');
  });
});

describe('the offline coach: the forty-third round (2026-12-07)', () => {
  const idea = 'A booking app for dog groomers.';
  const tenTimes = (word: string) => Array.from({ length: 10 }, () => word);

  it.each(['ok', 'okay', 'sure', 'fine'])('moves on from a block asked twice for ten "%s" in a row, as for ten "yes"', (word) => {
    const asks = asksOf(idea, ...tenTimes(word));
    expect(asks).toEqual(asksOf(idea, ...tenTimes('yes')));
    expect(asks).toEqual(['PAIN', 'PAIN', 'USERS BENEFIT', 'USERS BENEFIT', 'YOUR PROFIT', 'YOUR PROFIT', 'WHY YOU', 'WHY YOU', 'WHY NOW', 'WHY NOW', 'YOUR TEAM']);
  });

  it.each([
    ['sure', 'ok', 'yes', 'fine', 'okay', 'sure', 'ok', 'yes', 'fine', 'okay'],
    ['ok', 'yes', 'ok', 'yes', 'ok', 'yes', 'ok', 'yes', 'ok', 'yes'],
  ])('moves on at the same pace for a founder who agrees in mixed words: %s, %s, %s …', (...words) => {
    // The price is asked once more in other words only while it was not asked twice running ("ok", then "yes").
    expect(asksOf(idea, ...words)).toEqual(asksOf(idea, ...tenTimes('yes')));
  });

  it('still asks the block again after a "cool" or "lol", however often it was asked', () => {
    expect(asksOf(idea, 'cool', 'lol', 'cool', 'lol')).toEqual(['PAIN', 'PAIN', 'PAIN', 'PAIN', 'PAIN']);
  });

  const ideas = {
    budget: () => read(founder('A shared budgeting app.')),
    staffing: () => read(founder('A staffing app for the care sector.')),
    care: () => read(founder('An app that matches agency nurses with care homes.')),
    physio: () => read(founder('A booking app for physiotherapy.')),
    grocery: () => read(founder('A price comparison app for groceries.')),
    legal: () => read(founder('An AI tool that reviews rental contracts.')),
    meal: () => read(founder('A meal planning app.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Ask, Idea, CanvasBlock]>([
    ['Couples in tears over spreadsheets', 'PAIN', 'budget', 'PAIN'],
    ['Care homes in crisis', 'PAIN', 'staffing', 'PAIN'],
    ['Care homes in crisis', 'PAIN', 'care', 'PAIN'],
    ['Couples in tears over spreadsheets', 'WHO', 'budget', 'WHO'],
    ['Care homes in crisis', 'WHO', 'staffing', 'WHO'],
  ])('reads people in a state, though the parser reads a verb in it, as the block asked: "%s" (%s)', (message, asked, idea, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it('still files "Nurses work in chaos", given for who, as before (a verb of the people, no state of theirs)', () => {
    expect(blocksAdded('meal', 'Nurses work in chaos', 'WHO')).toEqual(['WHO']);
    expect(blocksAdded('meal', 'Nurses work in chaos', 'PAIN')).toEqual(['PAIN']);
  });

  it.each<[string, Idea]>([
    ["No, patients don't pay anything", 'physio'],
    ["Patients don't pay anything", 'care'],
    ["It's free for the nurses", 'care'],
  ])('files who pays nothing, given for the price, under the price: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
  });

  it("still files customers who don't pay on time, given for the pain, as the pain", () => {
    expect(blocksAdded('physio', "Patients don't pay on time", 'PAIN')).toEqual(['PAIN']);
  });

  it.each<[string, Idea]>([
    ['Our staff are all exhausted', 'care'],
    ['The nurses feel so overwhelmed', 'care'],
  ])('files how people feel, given for the pain, as the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it('files a competitor in the news, given for why now, as why now', () => {
    expect(blocksAdded('grocery', 'Our competitor was in the news last month for raising prices', 'WHY NOW')).toEqual(['WHY NOW']);
  });

  it('still files a competitor we differ from, given for the secret sauce, as the secret sauce', () => {
    expect(blocksAdded('grocery', 'Unlike our competitor we compare prices across every store', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
  });

  it.each<[string, Idea]>([
    ['Renters signing a lease this year', 'legal'],
    ['Cooks', 'meal'],
    ['Home cooks', 'meal'],
  ])('files people given for who as who: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).toEqual(['WHO']);
  });

  it('reads "cooks" as no people given for another block', () => {
    expect(blocksAdded('meal', 'Cooks waste food every day', 'PAIN')).toEqual(['PAIN']);
  });
});

describe("the offline coach: the forty-third round's review (2026-12-07)", () => {
  const idea = 'A booking app for dog groomers.';
  const asYes = (words: string[]) => words.map((w) => (w === 'ok' ? 'yes' : w));

  it.each([
    ['no', 'ok', 'not yet', 'ok', 'no', 'ok', 'not yet', 'ok', 'no', 'ok'],
    ['not yet', 'ok', 'ok', 'ok', 'ok', 'ok'],
    ['not sure yet', 'ok', 'not sure', 'ok', 'ok', 'ok'],
    ['skip', 'ok', 'skip', 'ok', 'ok', 'ok', 'ok'],
  ])('keeps a block passed on waiting after "ok", as after "yes": %s, %s, %s …', (...words) => {
    expect(asksOf(idea, ...words)).toEqual(asksOf(idea, ...asYes(words)));
  });

  it('moves on from a pass and then "ok" at the pace of "yes"', () => {
    // (Before: PAIN, USERS BENEFIT, PAIN, PAIN, USERS BENEFIT …: the block passed on came back after each "ok".)
    expect(asksOf(idea, 'not yet', 'ok', 'ok', 'ok', 'ok', 'ok')).toEqual(['PAIN', 'USERS BENEFIT', 'USERS BENEFIT', 'YOUR PROFIT', 'YOUR PROFIT', 'WHY YOU', 'WHY YOU']);
  });

  it('asks again, after a "cool", the block that came after a pass, not the block passed on', () => {
    expect(asksOf(idea, 'not yet', 'cool', 'cool')).toEqual(['PAIN', 'USERS BENEFIT', 'USERS BENEFIT', 'USERS BENEFIT']);
  });

  it.each(['alright', 'all right', 'Alright.', 'k', 'kk', 'okk', 'okey', 'oki', 'okie', 'okey dokey'])('takes "%s" alone as "ok": small talk that files nothing and goes on', (word) => {
    expect(offlineVerdict(word, () => read(founder(idea)))).toBe('chitchat');
    expect(filled(read(founder(idea, word, word)))).toEqual(filled(read(founder(idea))));
    expect(asksOf(idea, ...Array.from({ length: 6 }, () => word))).toEqual(asksOf(idea, ...Array.from({ length: 6 }, () => 'ok')));
  });

  const ideas = {
    meal: () => read(founder('A meal planning app.')),
    tours: () => read(founder('A platform to book local walking tours.')),
    security: () => read(founder('A rota tool for event security.')),
    legal: () => read(founder('An AI tool that reviews rental contracts.')),
    budget: () => read(founder('A shared budgeting app.')),
    stock: () => read(founder('Software that tracks stock levels.')),
    trucks: () => read(founder('A platform to share empty truck space.')),
    farmers: () => read(founder('A marketplace where farmers sell directly to restaurants.')),
    staffing: () => read(founder('A staffing app for the care sector.')),
    trades: () => read(founder('A scheduling app for plumbers and electricians.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea]>([
    ['Dad cooks.', 'meal'],
    ['She cooks', 'meal'],
    ['Nobody cooks', 'meal'],
    ['My sister cooks', 'meal'],
    ['It guides', 'tours'],
    ['The app guides', 'tours'],
    ['He guards', 'security'],
  ])('reads "%s", given for who, as one who does it, not as people named', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).not.toContain('WHO');
  });

  it.each<[string, Idea]>([
    ['Line cooks', 'meal'],
    ['Cooks in Lyon', 'meal'],
    ['Mountain guides', 'tours'],
    ['Night guards', 'security'],
  ])('still files "%s", given for who, as who', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).toEqual(['WHO']);
  });

  it.each<[string, Idea]>([
    ['Tenants moving this spring', 'legal'],
    ['Expats moving to Berlin', 'legal'],
    ['Truck drivers coming back empty', 'trucks'],
    ['Flatmates sharing bills', 'budget'],
    ['Shop owners doing stock counts by hand', 'stock'],
    ['Farmers losing crops to frost', 'farmers'],
    ['Nurses working double shifts', 'staffing'],
  ])('files people and what they are doing, the whole answer given for who, as who: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).toEqual(['WHO']);
  });

  it.each<[string, Idea]>([
    ['Nurses working double shifts', 'staffing'],
    ['Plumbers doing paperwork at midnight', 'trades'],
  ])('files people and what goes wrong for them, given for the pain, as the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });
});

describe('the offline coach: the forty-fourth round (2026-12-07)', () => {
  const idea = 'A booking app for dog groomers.';
  const tenTimes = (words: string) => Array.from({ length: 10 }, () => words);

  it.each(['ok thanks', 'thanks, ok', 'Ok, thank you!', 'okay thx'])('goes on after "%s" as after "ok", filing nothing', (words) => {
    expect(offlineVerdict(words, () => read(founder(idea)))).toBe('chitchat');
    expect(filled(read(founder(idea, words, words)))).toEqual(filled(read(founder(idea))));
    expect(asksOf(idea, ...tenTimes(words))).toEqual(asksOf(idea, ...tenTimes('ok')));
  });

  it('still asks the same block again after "thanks" alone (no agreement to go on)', () => {
    expect(new Set(asksOf(idea, 'thanks', 'thanks', 'thanks'))).toEqual(new Set(['PAIN']));
  });

  const ideas = {
    staffing: () => read(founder('A staffing app for the care sector.')),
    shop: () => read(founder('A stock app for small shops.')),
    study: () => read(founder('A study planner for students.')),
    security: () => read(founder('A rota tool for event security.')),
    groom: () => read(founder(idea)),
    farmers: () => read(founder('A marketplace where farmers sell directly to restaurants.')),
    legal: () => read(founder('An AI tool that reviews rental contracts.')),
    paper: () => read(founder('An app that does the paperwork for small landlords.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea]>([
    ['Nurses working night shifts', 'staffing'],
    ['Guards sleeping on the job', 'security'],
    ['Owners in panic before holidays', 'shop'],
    ['Students in survival mode before exams', 'study'],
  ])('files people doing something or in a state, given for the pain, as the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it.each<[string, Idea]>([
    ['Nurses working night shifts', 'staffing'],
    ['Guards sleeping on the job', 'security'],
    ['Owners in panic before holidays', 'shop'],
    ['Students in survival mode before exams', 'shop'],
  ])('files "%s", given for who, as who (as it did, but for the guards)', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).toEqual(['WHO']);
  });

  it.each<[string, Idea, Ask]>([
    ['Farmers earn almost double per kilo of cherry', 'farmers', 'PAIN'],
    ['Renters sign unfair clauses', 'legal', 'SECRET SAUCE'],
    ['Nurses working night shifts', 'staffing', 'USERS BENEFIT'],
  ])('does not make "%s" the pain when it is a gain or the pain was not asked', (message, idea, asked) => {
    expect(blocksAdded(idea, message, asked)).not.toContain('PAIN');
  });

  it.each<[string, Idea]>([
    ['Inflation', 'groom'],
    ['Paperwork', 'paper'],
    ['Money', 'groom'],
  ])('files a word or two given for the pain as the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it.each<[string, Idea, Ask]>([
    ['Inflation', 'groom', 'WHY NOW'],
    ['Busy parents', 'groom', 'PAIN'],
    ['Parents expecting their first baby', 'groom', 'PAIN'],
  ])('still files "%s" (the %s idea), given for %s, where it was', (message, idea, asked) => {
    expect(blocksAdded(idea, message, asked)).toEqual([asked === 'PAIN' ? 'WHO' : asked]);
  });
});

describe('the offline coach: the forty-fifth round (2026-12-07)', () => {
  const ideas = {
    groom: () => read(founder('A booking app for dog groomers.')),
    farmers: () => read(founder('A marketplace where farmers sell directly to restaurants.')),
    shop: () => read(founder('A stock app for small shops.')),
    legal: () => read(founder('An AI tool that reviews rental contracts.')),
    staffing: () => read(founder('A staffing app for the care sector.')),
    meals: () => read(founder('A meal kit for busy families.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea]>([
    ['Dog owners can never get a slot', 'groom'],
    ['Farmers get a tiny share of the price', 'farmers'],
    ['They count stock by hand every Sunday', 'shop'],
    ['Renters sign unfair clauses', 'legal'],
    ['Our nurses are tired, underpaid and leave', 'staffing'],
  ])('files people and what holds them back, given for the pain, as the pain: "%s"', (message, idea) => {
    expect(new Set(blocksAdded(idea, message, 'PAIN'))).toEqual(new Set(['PAIN']));
  });

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['Employers would pay.', 'staffing', 'PAIN', 'YOUR PROFIT'],
    ['Farmers earn almost double per kilo of cherry', 'farmers', 'PAIN', 'USERS BENEFIT'],
    ['Renters sign unfair clauses', 'legal', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Dog owners can never get a slot', 'groom', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Owners never miss a booking again', 'groom', 'PAIN', 'USERS BENEFIT'],
  ])('still files "%s" (the %s idea, given for %s) as it was', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each<[string, Idea]>([
    ['Time', 'groom'],
    ['Commute', 'groom'],
    ['Staff shortages', 'staffing'],
  ])('files a word or two given for the pain as the pain: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'PAIN')).toEqual(['PAIN']);
  });

  it.each(['Continue', 'Agree', 'Help'])('does not make "%s", a word said to the coach, the pain', (message) => {
    expect(blocksAdded('groom', message, 'PAIN')).not.toContain('PAIN');
  });

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['Staff shortages', 'staffing', 'WHY NOW', 'WHY NOW'],
    ['Busy parents', 'meals', 'PAIN', 'WHO'],
    ['Cooks', 'meals', 'WHO', 'WHO'],
    ['Line cooks', 'meals', 'WHO', 'WHO'],
    ['Tour guides', 'meals', 'WHO', 'WHO'],
  ])('still files "%s" (the %s idea, given for %s) as it was', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each(['Maria cooks', 'She cooks', 'Nobody cooks', 'My sister cooks'])('files nothing for one person who does something, given for who: "%s"', (message) => {
    expect(blocksAdded('meals', message, 'WHO')).toEqual([]);
  });

  it('asks who again after "Maria cooks", given for who', () => {
    expect(replyTo(turnsOf('A meal kit.'), 'Maria cooks')).toMatch(/couldn't place that[\s\S]*\*\*Next, WHO:\*\*/);
  });
});

describe("the offline coach: the review's seams (2026-12-07)", () => {
  const ideas = {
    sweeps: () => read(founder('An app that books chimney sweeps for homeowners.')),
    wine: () => read(founder('A wine storage service for restaurants.')),
    drone: () => read(founder('A drone service that inspects roofs for insurers.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);
  const notesAdded = (idea: Idea, message: string, asked: Ask) => addedNotes(ideas[idea](), message, asked);

  it.each<[string, Idea]>([
    ['wine bars', 'wine'],
    ['funeral homes', 'drone'],
    ['Guesthouses in the old town.', 'wine'],
    ['Bistros with 30 covers.', 'wine'],
    ['Amateur theatre groups as well.', 'wine'],
    ['Self-employed chimney sweeps.', 'sweeps'],
    ['Sailors on holiday.', 'drone'],
  ])('files a group named by a plural the people list lacks, the whole answer when asked who, as who: "%s"', (message, idea) => {
    expect(blocksAdded(idea, message, 'WHO')).toEqual(['WHO']);
  });

  it.each(['Business grows', 'Nobody cares', 'Emails', 'Kudos', 'Facebook groups', 'Push notifications'])('does not take "%s", given for who, as the customers', (message) => {
    expect(blocksAdded('wine', message, 'WHO')).not.toContain('WHO');
  });

  it.each<[string, Ask, string]>([
    ['maybe 150 per roof?', 'YOUR PROFIT', '150 per roof'],
    ['maybe a subscription for the insurers?', 'YOUR PROFIT', 'A subscription for the insurers'],
    ['maybe because claims went up so much?', 'WHY NOW', 'Claims went up so much'],
    ['hmm maybe that we know all the adjusters personally?', 'SECRET SAUCE', 'That we know all the adjusters personally'],
  ])('files a hedged answer put as a question, "%s", given for %s, as an answer', (message, asked, note) => {
    expect(notesAdded('drone', message, asked)).toEqual([[asked, note]]);
  });

  it('files the price of "maybe £15-20 a month? not sure", given for the profit', () => {
    expect(notesAdded('drone', 'maybe £15-20 a month? not sure', 'YOUR PROFIT')).toEqual([['YOUR PROFIT', '£15-20 a month.']]);
  });

  it.each(['maybe you could help?', 'maybe is it too much?', 'Maybe also the insurer pays it? not sure', 'Is that enough to live on? Probably not at first, right?'])(
    'still files nothing for "%s", no answer to the block asked',
    (message) => {
      expect(notesAdded('drone', message, 'WHO')).toEqual([]);
    },
  );

  it.each(['nobody', 'nobody else', 'none yet', 'None.'])('files "%s", given for the team, as the team', (message) => {
    expect(blocksAdded('drone', message, 'YOUR TEAM')).toEqual(['YOUR TEAM']);
  });

  it.each<[string, string[][]]>([
    ["thanks! it's me and my wife", [['YOUR TEAM', "It's me and my wife"]]],
    ['thx. 300 a season', [['YOUR PROFIT', '300 a season']]],
  ])('reads "%s", thanks and then a fact, once the idea is known', (message, notes) => {
    const turns = turnsOf('A drone service that inspects roofs for insurers.');
    expect(offlineVerdict(message, () => read(turns))).toBe('allow');
    expect(addedNotes(read(turns), message, notes[0]![0] as Ask)).toEqual(notes);
  });

  it.each(['thanks! sounds good', 'thanks! great', 'thanks for the help', 'Thank you, that was easier than I expected.', 'thank you, this has helped me to organise', 'Thanks, this is helpful for our grant application.'])('still answers "%s" as small talk', (message) => {
    expect(offlineVerdict(message, () => read(turnsOf('A drone service that inspects roofs for insurers.')))).toBe('chitchat');
  });

  it.each<[string, Ask, CanvasBlock]>([
    ['Training takes half the time.', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['they never have to buy a drone until they are sure they want one', 'USERS BENEFIT', 'USERS BENEFIT'],
    ["We measure team communication with a psychologist's framework.", 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Team building people actually enjoy.', 'PITCH', 'PITCH'],
    ['the team offsite that actually works', 'PITCH', 'PITCH'],
    ['Team events are boring and people skip them.', 'PAIN', 'PAIN'],
  ])('files "%s", given for %s, under %s, not by a cue of another block', (message, asked, block) => {
    expect(blocksAdded('drone', message, asked)).toEqual([block]);
  });

  it.each<[string, Ask, CanvasBlock]>([
    ['We take half.', 'YOUR PROFIT', 'YOUR PROFIT'],
    ['We keep half of each booking.', 'YOUR PROFIT', 'YOUR PROFIT'],
    ['We are hiring a pilot.', 'YOUR TEAM', 'YOUR TEAM'],
    ['My team is two engineers.', 'YOUR TEAM', 'YOUR TEAM'],
  ])('still files "%s", given for %s, under %s', (message, asked, block) => {
    expect(blocksAdded('drone', message, asked)).toEqual([block]);
  });

  it('no longer takes customers who struggle to hire for the founders hiring', () => {
    expect(blocksAdded('drone', "Factories struggle to hire, so they're investing in perks.", 'WHY NOW')).not.toContain('YOUR TEAM');
  });
});

describe('the offline coach: the forty-sixth round (2026-12-07)', () => {
  it.each(['Busy parents with no time to cook.', 'Nurses with no time to eat'])('files "%s", a first message, whole under WHO, not cut before its last verb', (message) => {
    const state = read(founder(message));
    expect(state.idea).toBeNull();
    expect(state.blocks.WHO).toEqual([message.replace(/\.$/, '')]);
  });

  it('still files the people a first statement opens with, without what is said of them', () => {
    expect(read(founder('Architects lose a lot of billable hours.')).blocks.WHO).toEqual(['Architects']);
  });

  it.each(['Hi, I need help with my startup.', 'Hello, I need some help.'])('answers "%s", before any idea, as a greeting, and asks for the idea', (message) => {
    const reply = replyTo([], message);
    expect(reply).toMatch(/^Hello! Good to have you here\.\n\nTell me about your idea/);
    expect(askedIn(reply)).toBe('IDEA');
  });

  it('still answers small talk after the idea as agreement', () => {
    expect(replyTo(turnsOf('A salon booking app that sends reminder texts.'), 'Hi, I need help with my startup.')).toMatch(/^(?:Glad that fits|Good, on we go|Great)\./);
  });

  it.each([
    ['Mushroom grow kits on subscription.', 'Subscription'],
    ['Dog treat boxes on monthly subscription.', 'Monthly subscription'],
    ['Craft beer tasting boxes by monthly subscription.', 'By monthly subscription'],
  ])('notes how "%s" is sold as "%s" under YOUR PROFIT', (message, note) => {
    expect(read(founder(message)).blocks['YOUR PROFIT']).toEqual([note]);
  });

  const salon = () => read(founder('A salon booking app that sends reminder texts.'));
  it.each<[string, Ask, CanvasBlock]>([
    ['My sister runs a salon', 'WHY YOU', 'WHY YOU'],
    ['My sister runs a salon, does that count?', 'WHY YOU', 'WHY YOU'],
    ['my dad owns a barber shop', 'WHY YOU', 'WHY YOU'],
    ['Nobody does it yet', 'WHY NOW', 'WHY NOW'],
    ['No one offers this yet.', 'WHY NOW', 'WHY NOW'],
    ['Our reminder texts cut no-shows in half', 'SECRET SAUCE', 'SECRET SAUCE'],
  ])('files "%s", given for %s, under %s', (message, asked, block) => {
    expect(blocksOf(salon(), message, asked)).toEqual([block]);
  });

  it.each<[string, Ask, CanvasBlock]>([
    ['My sister runs a salon', 'YOUR TEAM', 'YOUR TEAM'],
    ['Nobody does it yet', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Our reminder texts cut no-shows in half', 'USERS BENEFIT', 'USERS BENEFIT'],
  ])('still files "%s", given for %s, under %s', (message, asked, block) => {
    expect(blocksOf(salon(), message, asked)).toEqual([block]);
  });

  const wine = () => read(founder('Temperature-controlled wine storage for restaurants.'));
  it.each<[string, string]>([
    ['They keep wine in a hot kitchen and it goes off.', 'They keep wine in a hot kitchen and it goes off.'],
    ['A ding gets water in and the board is ruined.', 'A ding gets water in and the board is ruined.'],
    ['Adjusters climb ladders and some fall every year.', 'Adjusters climb ladders and some fall every year.'],
  ])('files "%s", given for the pain, as one note under PAIN', (message, note) => {
    expect(addedNotes(wine(), message, 'PAIN')).toEqual([['PAIN', note]]);
  });

  it('still files a rise every year, given for why now, under WHY NOW', () => {
    expect(blocksOf(wine(), 'Rents climb every year.', 'WHY NOW')).toEqual(['WHY NOW']);
  });

  it('keeps the note of the customers when the same answer is sent again', () => {
    const first = readMessage(read(founder('We want to build a booking app for piano tuners.')), 'Mostly families with an old upright at home.', 'WHO');
    const again = readMessage(first.state, 'Mostly families with an old upright at home.', 'WHO');
    expect(again.changes.map((c) => c.kind)).toEqual(['repeat']);
    expect(again.state.blocks.WHO).toEqual(first.state.blocks.WHO);
  });
});

describe('the offline coach: gains and pains in the development parts (2026-12-07)', () => {
  const ideas = {
    tracker: () => read(founder('A GPS tracker for bikes with its own SIM.')),
    boats: () => read(founder('Electric boats for rent on lakes.')),
    solar: () => read(founder('Solar panels on lease for homeowners.')),
    drones: () => read(founder('Drone roof inspections for insurers.')),
    nails: () => read(founder('A nail salon that visits care homes.')),
    scales: () => read(founder('A digital scale for milk collection centres.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['It works without any setup, the SIM is inside.', 'tracker', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['The battery is built in and lasts two years.', 'tracker', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Petrol boats are noisy and banned on many lakes', 'boats', 'PAIN', 'PAIN'],
    ['Jet skis are forbidden on most alpine lakes.', 'boats', 'PAIN', 'PAIN'],
    ['homeowners earn 200 a month', 'solar', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['They save 90 euros a month on power.', 'solar', 'USERS BENEFIT', 'USERS BENEFIT'],
    ["insurers are losing billions on hail claims so they're desperate to cut costs", 'drones', 'WHY NOW', 'WHY NOW'],
    ['Insurers are under pressure to reduce payouts.', 'drones', 'WHY NOW', 'WHY NOW'],
    ['They close claims faster and nobody goes on a roof.', 'drones', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['They settle in a day and no one climbs a ladder.', 'drones', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['The families feel less guilty.', 'nails', 'WHY NOW', 'USERS BENEFIT'],
    ['the scale connects by bluetooth so nobody cheats on the weight', 'scales', 'WHO', 'USERS BENEFIT'],
  ])('files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['It works without any setup, the SIM is inside.', 'tracker', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Petrol boats will be banned on many lakes from 2027.', 'boats', 'WHY NOW', 'WHY NOW'],
    ['Petrol boats get banned on more lakes every summer now.', 'boats', 'PAIN', 'WHY NOW'],
    ['We earn 200 a month per roof.', 'solar', 'USERS BENEFIT', 'YOUR PROFIT'],
    ["Insurers are losing billions on hail claims.", 'drones', 'PAIN', 'PAIN'],
    ['Nobody answers the phone after 6.', 'drones', 'PAIN', 'PAIN'],
    ['They close claims faster.', 'drones', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['The families feel guilty and far away.', 'nails', 'PAIN', 'PAIN'],
    ['A kiln costs 4,000 euros, so nobody can do it at home.', 'nails', 'PAIN', 'PAIN'],
  ])('still files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });
});

describe('the offline coach: WHO in the development parts (2026-12-07)', () => {
  const seeds = () => read(founder('A seed subscription box.'));

  it.each<[string, string]>([
    ['Type 2 diabetics over 50.', 'Type 2 diabetics over 50.'],
    ['Type 1 diabetics', 'Type 1 diabetics'],
    ['Diabetics.', 'Diabetics.'],
    ['Dentists?', 'Dentists'],
    ['Vets?', 'Vets'],
  ])('files "%s", given for who, under WHO as "%s"', (message, note) => {
    expect(addedNotes(seeds(), message, 'WHO')).toEqual([['WHO', note]]);
  });

  it('answers "Dentists?", given for who, as a note, not as a question', () => {
    expect(replyTo(turnsOf('A seed subscription box.'), 'Dentists?')).toMatch(/^Thanks, that helps\. I added "Dentists" under \*\*WHO\*\*/);
  });

  it.each<[string, Ask]>([
    ['Pricing?', 'WHO'],
    ['Customers?', 'WHO'],
    ['Ceramics.', 'WHO'],
    ['Dentists?', 'PAIN'],
  ])('still files nothing for "%s", given for %s', (message, asked) => {
    expect(addedNotes(seeds(), message, asked)).toEqual([]);
  });

  it('reads a greeting and then the customers, given for who once the idea is known', () => {
    const message = 'Hi! Urban gardeners with tiny balconies.';
    expect(offlineVerdict(message, seeds)).toBe('allow');
    expect(replyTo(turnsOf('A seed subscription box.'), message)).toMatch(/I added "Urban gardeners with tiny balconies" under \*\*WHO\*\*/);
  });

  it('still answers a greeting and a thing, or a greeting once WHO is filled, as small talk', () => {
    expect(offlineVerdict('Hi! Meal kits for busy parents.', seeds)).toBe('chitchat');
    expect(offlineVerdict('Hi! Urban gardeners with tiny balconies.', () => read(founder('A seed subscription box for urban gardeners.')))).toBe('chitchat');
  });

  it.each<[string, string]>([
    ['Raika camel herders in Pali and Jodhpur. Camel numbers went down by half in 10 years.', 'Raika camel herders in Pali and Jodhpur.'],
    ['Assam. Small tea growers. There are more than 1 lakh of them now.', 'Small tea growers.'],
  ])('notes a group named in a sentence of its own before the idea, "%s", under WHO', (message, people) => {
    expect(read(founder(message)).blocks.WHO).toEqual([people]);
  });

  it('takes no machine for people before the idea: "Mobile threshers."', () => {
    const state = read(founder('Mobile threshers. Farmer books by phone, we come to the field.'));
    expect(state.idea).toBe('Mobile threshers');
    expect(state.blocks.WHO).toEqual([]);
  });

  it.each<[string, string]>([
    ['We aggregate cassava from smallholder farmers in Luapula, Zambia, chip and dry it.', 'Smallholder farmers in Luapula'],
    ['We aggregate cassava from smallholder farmers in May, chip and dry it.', 'Smallholder farmers'],
    ['We aggregate cassava from smallholder farmers in the villages, chip and dry it.', 'Smallholder farmers'],
  ])('keeps the place the people of the idea are named in, by its name, not a time nor a place unnamed ("%s")', (message, people) => {
    expect(read(founder(message)).blocks.WHO).toEqual([people]);
  });
});

describe('the offline coach: why you and the pitch (2026-12-07)', () => {
  const ideas = {
    groomers: () => read(founder('A booking app for dog groomers that sends reminder texts.')),
    laundry: () => read(founder('Laundry pickup for students in shared flats.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['ex-Deliveroo ops lead', 'laundry', 'WHY YOU', 'WHY YOU'],
    ['ex-Deliveroo ops lead', 'laundry', 'PAIN', 'WHY YOU'],
    ['Former head of logistics at a dry cleaning chain.', 'laundry', 'WHY YOU', 'WHY YOU'],
    ['Former Hermes courier, did 120 drops a day.', 'laundry', 'USERS BENEFIT', 'WHY YOU'],
    ["We're both ex-groomers.", 'groomers', 'WHY YOU', 'WHY YOU'],
    ['we were both nurses before this', 'groomers', 'WHY YOU', 'WHY YOU'],
    ['My cofounder and I both worked at Pets at Home.', 'groomers', 'WHY YOU', 'WHY YOU'],
    ['Both founders were tax advisers at a Big Four firm.', 'laundry', 'YOUR PROFIT', 'WHY YOU'],
    ['we are groomers ourselves', 'groomers', 'WHY YOU', 'WHY YOU'],
    ["I'm a student in a shared flat myself.", 'laundry', 'WHO', 'WHY YOU'],
    ['"Clean clothes, zero trips" is the line.', 'laundry', 'SECRET SAUCE', 'PITCH'],
    ['Fresh shirts by Friday, that is our motto.', 'laundry', 'WHO', 'PITCH'],
    ['"Every slot filled" - that\'s the line we use with salons.', 'groomers', 'PAIN', 'PITCH'],
  ])('files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['Our staff are all former care workers.', 'laundry', 'YOUR TEAM', 'YOUR TEAM'],
    ['My cofounder was a developer at Spotify.', 'groomers', 'YOUR TEAM', 'YOUR TEAM'],
    ['Former smokers who quit.', 'groomers', 'WHO', 'WHO'],
    ['cofounder Priya, ex-Monzo engineer', 'laundry', 'YOUR TEAM', 'YOUR TEAM'],
    ["Just me for now, I'm doing the code myself.", 'groomers', 'YOUR TEAM', 'YOUR TEAM'],
    ['We were losing money on every pickup.', 'laundry', 'PAIN', 'PAIN'],
  ])('still files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it('keeps a line that is only said to be the line out of the pitch', () => {
    expect(blocksAdded('groomers', "That's the line.", 'WHO')).not.toContain('PITCH');
  });
});

describe("the offline coach: the customers' lot and lines taken for a pitch (2026-12-07)", () => {
  const ideas = {
    pets: () => read(founder('An app that finds lost pets.')),
    grain: () => read(founder('A cheap moisture meter for grain farmers.')),
    staff: () => read(founder('Online training for restaurant staff.')),
    tuners: () => read(founder('A booking app for piano tuners.')),
    painters: () => read(founder('House painting on demand.')),
    signs: () => read(founder('Baby sign language classes for parents.')),
    tennis: () => read(founder('Tennis lessons by video review.')),
    hearing: () => read(founder('Hearing aid repair by post.')),
  };
  type Idea = keyof typeof ideas;
  const blocksAdded = blocksAddedAfter(ideas);

  it.each<[string, Idea, Ask, CanvasBlock]>([
    // What the customers lose for good, or what their buyers dock, is the pain.
    ['Shelters take the animal and the owner never gets it back.', 'pets', 'PAIN', 'PAIN'],
    ['The pound keeps the dog and the family never gets it back.', 'pets', 'PAIN', 'PAIN'],
    ['Guests leave a laptop and they never get it back.', 'staff', 'PAIN', 'PAIN'],
    ['Buyers cut the price by 30% when the grain is too wet.', 'grain', 'PAIN', 'PAIN'],
    ['The mill cuts the price when the moisture is high.', 'grain', 'PAIN', 'PAIN'],
    ['Buyers knock 15% off the price for wet maize.', 'grain', 'PAIN', 'PAIN'],
    ['The agent weighs on his own scale, deducts 10-15% for water and quality.', 'grain', 'PAIN', 'PAIN'],
    ['Subcontractors do the extra work and we never get paid for it.', 'staff', 'PAIN', 'PAIN'],
    // Staff who keep leaving are the customers' trouble, not the founders' hiring or a gain.
    ['staff turnover is 40% a year so they train all the time', 'staff', 'PAIN', 'PAIN'],
    ['Staff turnover is 60% so managers hire every month.', 'staff', 'PAIN', 'PAIN'],
    // Never on time, even coming back.
    ['Finding a tuner takes weeks and they never come back on time.', 'tuners', 'PAIN', 'PAIN'],
    ['The technician never comes back on time.', 'tuners', 'PAIN', 'PAIN'],
    // What no one has to do, a mess that is gone, what a child can do now: the gain.
    ['every piano tuned twice a year without anyone having to call', 'tuners', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['No mess, we cover the whole room.', 'painters', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['less frustration, less tantrums', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['their baby can ask for milk with a sign at 10 months', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['the toddler can ask for water with one sign', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['their child can ask for help at 12 months', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    // What today's ways fail to do, given for the pain, is no pitch.
    ["YouTube videos don't correct your strokes.", 'tennis', 'PAIN', 'PAIN'],
    ["The club coach doesn't watch your serve.", 'tennis', 'PAIN', 'PAIN'],
    ["Free tutorials don't fix your footwork.", 'tennis', 'PAIN', 'PAIN'],
    // How fast the founders' own thing does the work, beside others, is their edge.
    ['our test rig checks each aid in 10 minutes, others take hours', 'hearing', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['our scanner reads each ear in 2 minutes, others need a day', 'hearing', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Our lab fits a mould in one hour, competitors take a week.', 'hearing', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['our software checks a hearing aid in 5 minutes', 'hearing', 'SECRET SAUCE', 'SECRET SAUCE'],
  ])('files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });

  it.each<[string, Idea, Ask, CanvasBlock]>([
    ['Lost cats end up in shelters and owners never get them back.', 'pets', 'PAIN', 'PAIN'],
    ['Owners get their dog back within a day.', 'pets', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Traders lower the price by 20% when the beans are wet.', 'grain', 'PAIN', 'PAIN'],
    ['We cut the price by 30% for schools.', 'grain', 'YOUR PROFIT', 'YOUR PROFIT'],
    ['We deduct 5% for the service.', 'grain', 'YOUR PROFIT', 'YOUR PROFIT'],
    ['The cooperative deducts 8% when the beans are wet.', 'grain', 'PAIN', 'PAIN'],
    ['Cooks can learn on their own.', 'staff', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Freelancers never get paid late again.', 'staff', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Staff turnover drops by half.', 'staff', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Couriers never arrive on time.', 'tuners', 'PAIN', 'PAIN'],
    ['The tuner comes on time.', 'tuners', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Fewer tantrums and less frustration for the parents.', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Parents feel frustration every day.', 'signs', 'PAIN', 'PAIN'],
    ['Kids can ask for a break with a card.', 'signs', 'USERS BENEFIT', 'USERS BENEFIT'],
    ["Apps don't tell you what you did wrong.", 'tennis', 'PAIN', 'PAIN'],
    ["We don't just film you, we correct every stroke.", 'tennis', 'SECRET SAUCE', 'SECRET SAUCE'],
    ["Tennis coaching that doesn't need a court.", 'tennis', 'PITCH', 'PITCH'],
    ['Our machine tests each battery in 30 seconds while others take days.', 'hearing', 'SECRET SAUCE', 'SECRET SAUCE'],
    ['Repairs take 10 minutes instead of two weeks.', 'hearing', 'USERS BENEFIT', 'USERS BENEFIT'],
    ['Competitors take two weeks.', 'hearing', 'PAIN', 'PAIN'],
    ['our clinic fixes an aid in one day', 'hearing', 'USERS BENEFIT', 'USERS BENEFIT'],
  ])('still files "%s" (%s), given for %s, under %s', (message, idea, asked, block) => {
    expect(blocksAdded(idea, message, asked)).toEqual([block]);
  });
});

describe('the offline coach: customers, then their problem, in one message (2026-12-07)', () => {
  /** The blocks a message notes something new in (a note added, or one on the canvas said more precisely), after an idea. */
  const blocksNoted = (idea: string, message: string, asked: Ask) =>
    readMessage(read(founder(idea)), message, asked)
      .changes.filter((c) => c.kind === 'added' || c.kind === 'replaced')
      .map((c) => c.block);

  it.each<[string, string, Ask]>([
    ['Piano tuning on subscription.', "Primary schools, their pianos haven't been tuned in years.", 'PAIN'],
    ['Driver training videos.', 'logistics companies, new drivers crash in their first month', 'PAIN'],
    ['Gutter cleaning on subscription.', 'Retirees with tall trees, their gutters clog every fall.', 'PAIN'],
    ['Translation service for restaurants.', 'small family restaurants in Kyoto, they have no one who speaks english', 'WHO'],
    ['Meal kits for students.', 'first year students, they live on instant noodles', 'PAIN'],
    ['Tax filing help for the self-employed.', 'freelance designers, they hate doing their taxes', 'WHO'],
    ['Grain moisture meters.', 'Smallholder maize farmers in Kenya, buyers cheat them on the weight.', 'WHO'],
    ['Tutoring online.', 'Kids in rural schools, their teachers change every year.', 'PAIN'],
    // Already read so, and kept.
    ['Bookkeeping app for online shops.', "Etsy sellers, they're drowning in fees and receipts", 'WHO'],
    ['Laundry pickup.', 'Students in shared flats, they have no washing machine.', 'WHO'],
    ['A scheduling tool for clinics.', 'Dentists in small towns, half their patients miss appointments.', 'PAIN'],
    ['Tutoring online.', 'Parents of teenagers; they cannot help with maths homework.', 'WHO'],
    ['Dog walking app.', 'Night shift nurses, their dogs sit alone for twelve hours.', 'WHO'],
    ['Snow removal booking app.', "Elderly homeowners, they can't shovel their own driveways.", 'PAIN'],
  ])('after "%s", notes "%s" (given for %s) as the customers and their pain', (idea, message, asked) => {
    expect(blocksNoted(idea, message, asked)).toEqual(['WHO', 'PAIN']);
  });

  it('notes the rest as it reads, not under the founders\' own blocks: "they have no one who speaks english" is the restaurants\'', () => {
    const state = read(founder('Translation service for restaurants.'));
    expect(addedNotes(state, 'small family restaurants in Kyoto, they have no one who speaks english', 'WHO')).toEqual([['PAIN', 'They have no one who speaks english']]);
  });

  it.each<[string, string, Ask, CanvasBlock[]]>([
    // No people first: nothing to split.
    ['Pipe insulation kits.', 'Last winter, pipes froze everywhere.', 'PAIN', ['WHY NOW']],
    ['Invoice app for plumbers.', 'Honestly, they hate paperwork.', 'PAIN', ['PAIN']],
    ['Invoice app for plumbers.', 'In winter, jobs pile up and invoices get lost.', 'PAIN', ['PAIN']],
    // Those the customers deal with are no customers.
    ['Rent tracking app for tenants.', 'Landlords, they never fix anything.', 'PAIN', ['PAIN']],
    // People after "for" are not named alone.
    ['A booking app for piano tuners.', 'For tuners, they get more clients and route planning.', 'USERS BENEFIT', ['USERS BENEFIT']],
    // How many they have says how big they are.
    ['Board repair for surf schools.', 'the surf schools, they got like 40 boards each', 'WHO', ['WHO']],
    // What they do that is no trouble is said of the customers named: one note.
    ['Temporary tattoo ink.', 'and tattoo studios, they resell it', 'WHO', ['WHO']],
  ])('after "%s", still files "%s" (given for %s) under %j', (idea, message, asked, blocks) => {
    expect(blocksNoted(idea, message, asked)).toEqual(blocks);
  });
});
