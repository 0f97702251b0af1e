import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds, as [block, text]. */
const added = (first: string, message: string, asked: Ask) =>
  changesOf(read(founder(first)), message, asked).flatMap(([kind, block, text]) => (kind === 'added' ? [[block, text]] : []));

describe('the offline coach: the price and the founder in the development parts (2026-12-07)', () => {
  // "I was chairman of my block for 4 years. I know the pain.": what the founder knows or has seen from that past is the same
  // edge said on, one note.
  it.each<[string, string, Ask, string, string]>([
    ['Night shift swaps for nurses.', 'I was a night nurse for 9 years. I know the pain.', 'WHY YOU', 'night nurse', 'know the pain'],
    ['Night shift swaps for nurses.', 'I was a night nurse for nine years. I know the shifts from the inside.', null, 'night nurse', 'know the shifts'],
    ['Repair app for tractors.', 'My uncle fixed tractors for 30 years. I took over his workshop.', 'WHY YOU', 'my uncle', 'took over'],
    ['School bus tracking.', 'I ran a bus depot for six years. I have seen every kind of breakdown.', 'WHY YOU', 'bus depot', 'seen every kind'],
    ['Fire door checks for landlords.', "I'm a fire door inspector. I've done these checks myself.", 'WHY YOU', 'fire door inspector', 'done these checks'],
    ['Wheelchair taxis.', 'My brother uses a wheelchair. So I know both sides of it.', 'WHY YOU', 'my brother', 'know both sides'],
  ])('"%s" then "%s" (asked %s): one WHY YOU note holds "%s" and "%s"', (first, message, asked, past, said) => {
    const notes = added(first, message, asked).filter(([block]) => block === 'WHY YOU');
    expect(notes).toHaveLength(1);
    expect(notes[0]![1]!.toLowerCase()).toContain(past);
    expect(notes[0]![1]!.toLowerCase()).toContain(said);
  });

  // A second fact of the founder's past (another job, a number, "also"), or what the founder knows after a note of another block,
  // stays a note of its own.
  it.each<[string, string, Ask, number]>([
    ['School bus tracking.', 'I ran a bus depot for 6 years. I also drove the buses for 2.', 'WHY YOU', 2],
    ['Night shift swaps for nurses.', 'I was a night nurse for 9 years. I know 40 ward managers in Leeds.', 'WHY YOU', 2],
    ['Night shift swaps for nurses.', 'I know the pain.', 'WHY YOU', 1],
  ])('"%s" then "%s" (asked %s): %s WHY YOU note(s)', (first, message, asked, count) => {
    expect(added(first, message, asked).filter(([block]) => block === 'WHY YOU')).toHaveLength(count);
  });

  it('what the founder knows after a price is no more of the price', () => {
    expect(added('Tutors for maths.', 'We charge 20 euros a month. I know the pain.', null).filter(([block]) => block === 'YOUR PROFIT')).toEqual([['YOUR PROFIT', 'We charge 20 euros a month.']]);
  });

  // "right now they email freelancers, wait a week, and pay $40 to $90 per page": what the customers pay today, said on after
  // their trouble, is what the trouble costs them, not the founders' price.
  it.each<[string, string, Ask, string]>([
    ['Fast translations for law firms.', 'right now they email agencies, wait a week, and pay $60 per page', null, '$60 per page'],
    ['Boat taxis for island villages.', 'People there walk three hours to the market, or pay ₱250 for a tricycle ride.', null, '₱250'],
    ['Remittances straight to the farm.', 'Today they send cash by courier, pay 9% in fees, and half of it is spent on other things.', null, '9% in fees'],
  ])('"%s" then "%s" (asked %s): "%s" is under PAIN', (first, message, asked, key) => {
    const notes = added(first, message, asked).filter(([, text]) => text!.toLowerCase().includes(key.toLowerCase()));
    expect(notes.map(([block]) => block)).toEqual(['PAIN']);
  });

  // What "we" or the customers pay the founders stays the price.
  it.each<[string, string, Ask, string]>([
    ['Fast translations for law firms.', 'They wait a week today, and pay us $30 per page with our app', null, '$30 per page'],
    ['Fast translations for law firms.', 'Law firms pay $30 per page.', null, '$30 per page'],
    ['Boat taxis for island villages.', 'Riders pay ₱50 per trip, the boatman gets ₱40.', null, '₱50 per trip'],
  ])('"%s" then "%s" (asked %s): "%s" stays under YOUR PROFIT', (first, message, asked, key) => {
    const notes = added(first, message, asked).filter(([, text]) => text!.toLowerCase().includes(key.toLowerCase()));
    expect(notes.map(([block]) => block)).toEqual(['YOUR PROFIT']);
  });

  // "£14.50 a month. Annual service included.": what the price covers says more of the price: one note.
  it.each<[string, string, Ask, string, string]>([
    ['Bike servicing plan.', '£12 a month. Yearly service included.', 'YOUR PROFIT', '£12', 'service included'],
    ['Pottery kits by post.', '£45 for a kit. Online class included.', null, '£45', 'class included'],
  ])('"%s" then "%s" (asked %s): one YOUR PROFIT note holds "%s" and "%s"', (first, message, asked, price, more) => {
    const notes = added(first, message, asked).filter(([block, text]) => block === 'YOUR PROFIT' && (text!.toLowerCase().includes(price) || text!.toLowerCase().includes(more)));
    expect(notes).toHaveLength(1);
    expect(notes[0]![1]!.toLowerCase()).toContain(price);
    expect(notes[0]![1]!.toLowerCase()).toContain(more);
  });

  // Two prices stay two notes; so do a price and another's share of it, as the training parts label it.
  it.each<[string, string, Ask, number]>([
    ['Car valeting at the office.', '£35 a month, install is £600.', 'YOUR PROFIT', 2],
    ['Pottery kits by post.', '£45 for a kit. Glaze is £8 extra.', 'YOUR PROFIT', 2],
    ['Walking tours of the old town.', 'Tours are 18 euros per person, guides get 60% of that.', 'YOUR PROFIT', 2],
    ['Pottery kits by post.', '£45 for a kit. Glaze included if you ask for £5.', 'YOUR PROFIT', 2],
  ])('"%s" then "%s" (asked %s): %s YOUR PROFIT notes', (first, message, asked, count) => {
    expect(added(first, message, asked).filter(([block]) => block === 'YOUR PROFIT')).toHaveLength(count);
  });

  // "My deckhand Bobby's been with me 12 years", "I'm with Trang": a helper of the
  // founder's, by trade and name, is the team, not the founder's own past.
  it.each<[string, string, Ask, string]>([
    ['Gutter cleaning for pensioners.', "My foreman Tomasz's been with me 9 years.", null, 'tomasz'],
    ['Lobster boat tours.', 'My deckhand Ruairi has sailed these waters since he was a boy.', null, 'ruairi'],
    ['Bilingual story apps.', "I'm with Linh, she builds the app.", null, 'linh'],
  ])('"%s" then "%s" (asked %s): "%s" is under YOUR TEAM', (first, message, asked, key) => {
    const notes = added(first, message, asked).filter(([, text]) => text!.toLowerCase().includes(key));
    expect(notes.map(([block]) => block)).toEqual(['YOUR TEAM']);
  });

  // The founder's own family story, said with a name, stays why the founder.
  it.each<[string, string, Ask, string]>([
    ['Flour for home bakers.', 'My grandfather Josef ran a mill for 40 years.', null, 'josef'],
    ['Care visits for seniors.', 'My mother Anna had dementia for 8 years.', null, 'anna'],
  ])('"%s" then "%s" (asked %s): "%s" stays under WHY YOU', (first, message, asked, key) => {
    const notes = added(first, message, asked).filter(([, text]) => text!.toLowerCase().includes(key));
    expect(notes.map(([block]) => block)).toEqual(['WHY YOU']);
  });

  // "I'm a bit nervous about the business part", "It's late but I can't sleep thinking about this": the founder's mood, said to
  // the coach, is no note; what the founder is, said beside it, still is.
  it.each<[string, string, Ask, number]>([
    ['Speech therapy at home.', "I'm a bit nervous about the money side.", null, 0],
    ['Speech therapy at home.', 'It is late but I cannot sleep thinking about this haha', null, 0],
    ['Speech therapy at home.', "I'm a bit nervous about the money side. I'm a speech therapist of 12 years.", null, 1],
    ['Speech therapy at home.', "I'm nervous about the business part. My son has a stammer.", 'WHY YOU', 1],
  ])('"%s" then "%s" (asked %s): %s note(s)', (first, message, asked, count) => {
    expect(added(first, message, asked)).toHaveLength(count);
  });
});
