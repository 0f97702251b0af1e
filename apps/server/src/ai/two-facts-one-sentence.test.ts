import type { CanvasBlock } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { read, readMessage, type Ask } from './reader.ts';
import { founder } from '../../test/coach-conversations.ts';

/** The notes a message adds or rewrites, as [block, text], given the first message and what the coach asked. */
const notesOf = (first: string, message: string, asked: Ask) =>
  readMessage(read(founder(first)), message, asked).changes.flatMap((c) => (c.kind === 'added' || c.kind === 'replaced' ? [[c.block, c.text] as [CanvasBlock, string]] : []));

/** Each fact (any of its blocks, and a word of it) is a note of its own under one of its blocks. */
type Fact = [CanvasBlock[], string];
const filed = (notes: [CanvasBlock, string][], [blocks, key]: Fact) => notes.some(([block, text]) => blocks.includes(block) && text.toLowerCase().includes(key.toLowerCase()));

const GAIN: CanvasBlock[] = ['USERS BENEFIT', 'SECRET SAUCE'];

describe('the offline coach: one sentence that states two facts of different blocks (2026-12-07)', () => {
  it.each<[string, string, Ask, Fact[]]>([
    // The pain, and what the founders do about it.
    ['Waterless cleaning for solar panels.', 'dust eats 20% of output and we clean without water', null, [[['PAIN'], '20% of output'], [GAIN, 'without water']]],
    ['An AI receptionist for dental clinics.', 'clinics miss a third of calls, our bot answers all of them for 199 a month', null, [[['PAIN'], 'a third of calls'], [GAIN, 'answers all of them'], [['YOUR PROFIT'], '199 a month']]],
    ['A scheduling tool for physiotherapists.', 'physios lose an hour a day on the phone, so our tool books patients by itself', null, [[['PAIN'], 'an hour a day'], [GAIN, 'books patients']]],
    ['Drone inspection for wind turbines.', 'rope teams take three days per turbine - we do it in two hours', 'PAIN', [[['PAIN'], 'three days'], [GAIN, 'two hours']]],
    ['Bike repair at the office.', 'Commuters lose a day when their bike breaks; we fix it at their desk.', null, [[['PAIN'], 'lose a day'], [GAIN, 'at their desk']]],
    ['Laundry pickup for student halls.', 'Students waste their Sundays in the laundry room, but we pick up and deliver in 24 hours.', null, [[['PAIN'], 'their Sundays'], [GAIN, 'in 24 hours']]],
    ['A booking app for hair salons.', 'no-shows cost salons 15% of revenue, we send reminders by WhatsApp', null, [[['PAIN'], '15% of revenue'], [GAIN, 'reminders by WhatsApp']]],
    ['Interpreters on video for small clinics.', 'Patients wait hours for an interpreter, our app gets one on screen in 2 minutes', 'PAIN', [[['PAIN'], 'wait hours'], [GAIN, 'in 2 minutes']]],
    // The price, and what the customers get for it.
    ['Weekly vegetable boxes from local farms.', 'they pay 20 dollars and get a weekly box', null, [[['YOUR PROFIT'], '20 dollars'], [['USERS BENEFIT'], 'weekly box']]],
    ['Bike repair at the office.', 'Companies pay 5 euros per employee a month and staff get free repairs', 'YOUR PROFIT', [[['YOUR PROFIT'], '5 euros'], [['USERS BENEFIT'], 'free repairs']]],
    ['A pottery studio with memberships.', 'Members pay 90 euros a month and get unlimited wheel time', 'YOUR PROFIT', [[['YOUR PROFIT'], '90 euros'], [['USERS BENEFIT'], 'unlimited wheel time']]],
    ['Solar water pumps for smallholder farmers.', 'farmers pay 3,000 shillings a week, and own the pump after 18 months', null, [[['YOUR PROFIT'], '3,000 shillings'], [['USERS BENEFIT'], 'own the pump']]],
    ['Meal prep delivery for gym members.', '£60 a week, you get ten meals at your door', 'YOUR PROFIT', [[['YOUR PROFIT'], '£60 a week'], [['USERS BENEFIT'], 'ten meals']]],
    ['A coworking space with a creche.', 'Parents pay €150 a month and their kids get supervised play while they work', null, [[['YOUR PROFIT'], '€150 a month'], [['USERS BENEFIT'], 'supervised play']]],
    ['Gutter cleaning on subscription.', 'homeowners pay $180 a year, then they get a gutter check after every storm', 'YOUR PROFIT', [[['YOUR PROFIT'], '$180 a year'], [['USERS BENEFIT'], 'after every storm']]],
    // What the product does, and what it costs.
    ['An AI receptionist for dental clinics.', 'our bot picks up every call for 199 dollars a month', 'USERS BENEFIT', [[GAIN, 'every call'], [['YOUR PROFIT'], '199 dollars a month']]],
    ['Snow clearing by subscription.', 'we clear your driveway before 7am for $49 a month', null, [[GAIN, 'before 7am'], [['YOUR PROFIT'], '$49 a month']]],
    // The team, and the founder's own past.
    ['A bookkeeping app for hairdressers.', 'solo founder, 7 years freelancing', 'YOUR TEAM', [[['YOUR TEAM'], 'solo founder'], [['WHY YOU'], '7 years freelancing']]],
    ['A bookkeeping app for hairdressers.', 'solo founder, 7 years freelancing', null, [[['YOUR TEAM'], 'solo founder'], [['WHY YOU'], '7 years freelancing']]],
    ['Route planning for gardeners.', 'just me for now, 12 years as a landscaper', 'YOUR TEAM', [[['YOUR TEAM'], 'just me'], [['WHY YOU'], '12 years as a landscaper']]],
    ['Cyber security checks for dental practices.', 'Solo, 15 yrs in IT security', 'YOUR TEAM', [[['YOUR TEAM'], 'solo'], [['WHY YOU'], '15 yrs in IT security']]],
    ['A freight marketplace for small hauliers.', 'Team: me (logistics degree, 4 years at a forwarder) and Kuba who codes.', null, [[['YOUR TEAM'], 'Kuba'], [['WHY YOU'], '4 years at a forwarder']]],
    // The founder's past, and the trouble they saw in it.
    ['Court bundle software for law firms.', 'I was a litigation paralegal at a City firm for five years, and the worst part of the job was court bundles.', null, [[['WHY YOU'], 'litigation paralegal'], [['PAIN'], 'court bundles']]],
    ['Backup childcare for nurses.', "I've been an ER nurse at Cook County for 8 years and childcare is the #1 reason nurses quit", null, [[['WHY YOU'], 'ER nurse'], [['PAIN'], 'reason nurses quit']]],
    ['Flour delivery for small bakeries.', 'I ran a bakery for 6 years and the biggest headache was flour deliveries', 'WHY YOU', [[['WHY YOU'], 'ran a bakery'], [['PAIN'], 'flour deliveries']]],
    ['Drone inspection for wind turbines.', 'I was a rope access technician for 9 years, and the hardest part was the weather', 'WHY YOU', [[['WHY YOU'], 'rope access technician'], [['PAIN'], 'the weather']]],
    // The price, and how it compares with what they pay today.
    ['An AI receptionist for dental clinics.', 'Clinics pay 99 euros a month, cheaper than one missed appointment', 'YOUR PROFIT', [[['YOUR PROFIT'], '99 euros'], [['USERS BENEFIT'], 'cheaper than one missed appointment']]],
    ['Shared minibus rides for commuters.', 'We charge 5 dollars a ride, half the price of a taxi', null, [[['YOUR PROFIT'], '5 dollars a ride'], [['USERS BENEFIT'], 'half the price of a taxi']]],
    ['Physio at home for seniors.', '£30 a session, a third of what a private physio costs', 'YOUR PROFIT', [[['YOUR PROFIT'], '£30 a session'], [['USERS BENEFIT'], 'a third of what']]],
    ['Solar mini-grids for shops in Nepal.', 'The businesses pay NPR 12 per unit, cheaper than diesel generators which cost them three times.', 'USERS BENEFIT', [[['YOUR PROFIT'], 'NPR 12 per unit'], [['USERS BENEFIT'], 'cheaper than diesel']]],
    // Read right before this round: they stay so.
    ['Second-hand school uniforms.', 'Parents spend 300 pounds a year on uniforms, and we take 10% of each sale.', null, [[['PAIN'], '300 pounds'], [['YOUR PROFIT'], '10% of each sale']]],
    ['An app that finds parking for delivery vans.', 'drivers waste 40 minutes a shift looking for parking, we charge fleets 15 euros per van a month', null, [[['PAIN'], '40 minutes'], [['YOUR PROFIT'], '15 euros']]],
    ['A scheduling tool for physiotherapists.', 'I was a physio for 10 years and my co-founder is a developer', null, [[['WHY YOU'], 'physio for 10 years'], [['YOUR TEAM'], 'co-founder']]],
    ['A compliance tool for small restaurants.', 'I owned two restaurants, and my partner built software at Toast', 'WHY YOU', [[['WHY YOU'], 'two restaurants'], [['YOUR TEAM'], 'Toast']]],
    ['A compliance tool for small restaurants.', 'Inspections fail on paperwork, our checklist makes it audit-ready in 10 minutes', 'PAIN', [[['PAIN'], 'paperwork'], [['USERS BENEFIT'], 'audit-ready']]],
    ['Translation app for farmers markets.', 'new EU rules start in March and I ran a market stall for 5 years', null, [[['WHY NOW'], 'EU rules'], [['WHY YOU'], 'market stall']]],
    ['Pet insurance comparison.', 'Owners overpay by 30%, we get a commission from insurers', null, [[['PAIN'], 'overpay by 30%'], [['YOUR PROFIT'], 'commission']]],
  ])('after "%s", files each fact of "%s" (asked %s) under its own block', (first, message, asked, facts) => {
    const notes = notesOf(first, message, asked);
    for (const fact of facts) expect(notes, JSON.stringify(fact)).toSatisfy((n: [CanvasBlock, string][]) => filed(n, fact));
  });

  it.each<[string, string, Ask, CanvasBlock[]]>([
    // One fact, though it has an "and", a comma or a "so" in it.
    ['Flour delivery for small bakeries.', 'I ran a bakery for 6 years and my husband did the books', 'WHY YOU', ['WHY YOU', 'YOUR TEAM']],
    ['Flour delivery for small bakeries.', 'I have run a bakery for 6 years and know the trade inside out', 'WHY YOU', ['WHY YOU']],
    ['Busy parents who cook.', 'busy parents and their kids', 'WHO', ['WHO']],
    ['A tutoring marketplace for rural students.', 'just me and my sister, she taught maths for 12 years', 'YOUR TEAM', ['YOUR TEAM']],
    ['A bookkeeping app for hairdressers.', 'just me for now, we want to hire a developer in 2 years', 'YOUR TEAM', ['YOUR TEAM']],
    ['An invoicing tool for plumbers.', 'We charge 5% and get paid when the job is done', 'YOUR PROFIT', ['YOUR PROFIT']],
    ['Meal kits for busy parents.', 'Parents pay 40 euros a week, or 150 a month', 'YOUR PROFIT', ['YOUR PROFIT']],
    ['Bike rental for tourists.', 'We rent e-bikes for 25 euros a day', 'YOUR PROFIT', ['YOUR PROFIT']],
    ['Dog walking for office workers.', 'Owners pay 15 dollars a walk and we keep 20% of it', 'YOUR PROFIT', ['YOUR PROFIT', 'YOUR PROFIT']],
    ['Boat trips for tourists.', '$185 a head, lobster dinner included', 'YOUR PROFIT', ['YOUR PROFIT']],
    ['AI contract review for insurers.', 'Team: myself, a former GC of a regional carrier, and two ML engineers.', 'YOUR TEAM', ['YOUR TEAM']],
    ['A bookkeeping app for hairdressers.', 'solo for now, maybe a cofounder in 2 years', 'YOUR TEAM', ['YOUR TEAM']],
    ['Cold storage for fishermen.', 'the ice runs out by noon and we lose half the catch', 'PAIN', ['PAIN']],
  ])('after "%s", keeps "%s" (asked %s) as one fact', (first, message, asked, blocks) => {
    expect(notesOf(first, message, asked).map(([block]) => block)).toEqual(blocks);
  });

  it.each<[string, string, Ask]>([
    ['Shea butter from a women\'s cooperative.', 'The kneading is very hard work, the women do it for hours, and we burn a lot of firewood for roasting.', 'PAIN'],
    ['Vanilla curing in Madagascar.', 'Farmers bring ripe vanilla, we cure it together and sell to exporters.', null],
  ])('after "%s", reads no gain into "%s" (asked %s), where "we" are the ones with the problem or the trade', (first, message, asked) => {
    const blocks = notesOf(first, message, asked).map(([block]) => block);
    expect(blocks).not.toContain('USERS BENEFIT');
  });
});
