import { answer, fix, say, type Conversation } from './corpus.ts';

/**
 * The third held-out part, written on 2026-11-24 after the fourth tuning round and measured once:
 * the rules were never run on it while they were changed. (An earlier third part, written after
 * the third round, was scored once and then became development data in `tuned.ts`.)
 */
export const HELD_OUT_3: Conversation[] = [
  {
    idea: 'dog daycare booking',
    messages: [
      say('hi there'),
      say('We are building a booking platform for dog daycare centres.', 'IDEA: booking platform', 'WHO: dog daycare centres'),
      say('Owners still phone or text to reserve a spot, and centres lose track of who is coming.', 'PAIN: phone or text|lose track'),
      say("Centres see tomorrow's dogs at a glance and owners book in seconds.", 'USERS BENEFIT: at a glance|book in seconds'),
      say('We charge centres 39 euros a month.', 'YOUR PROFIT: 39 euros'),
      say('Dog ownership is at an all-time high and daycare demand keeps growing.', 'WHY NOW: all-time high|demand keeps growing'),
      say('I ran a dog daycare for five years before selling it.', 'WHY YOU: ran a dog daycare'),
      say('My co-founder is a developer who used to work at a booking startup.', 'YOUR TEAM: co-founder|developer'),
      say('We already have 40 centres on our waiting list.', 'SECRET SAUCE: 40 centres|waiting list'),
      answer('PITCH', 'Daycare bookings without the phone calls.', 'PITCH: daycare bookings'),
    ],
  },
  {
    idea: 'spare rooms as storage',
    messages: [
      say('My idea is a marketplace where people rent out spare rooms and garages as storage.', 'IDEA: marketplace', 'WHO: people'),
      answer('WHO', 'People moving flats and small online sellers.', 'WHO: people moving flats|small online sellers'),
      say('Self-storage units are far away and cost 150 euros a month.', 'PAIN: far away|150 euros'),
      say('Storage a few streets away for half the price.', 'USERS BENEFIT: few streets away|half the price'),
      say('Hosts earn money from space they do not use, and we take 15%.', 'USERS BENEFIT: hosts earn money', 'YOUR PROFIT: 15%'),
      say('City flats keep getting smaller while people own more stuff.', 'WHY NOW: flats keep getting smaller'),
      say('I rented out my own garage for two years and it paid my car loan.', 'WHY YOU: rented out my own garage'),
      say("It's me and my flatmate, who is a designer.", 'YOUR TEAM: flatmate|designer'),
      fix('Actually we take 12%, not 15%.', ['15%'], 'YOUR PROFIT: 12%'),
      say('ok thanks a lot'),
    ],
  },
  {
    idea: 'video maths tutoring for villages',
    messages: [
      say('We want to offer live maths tutoring by video for pupils in rural schools.', 'IDEA: live maths tutoring', 'WHO: pupils in rural schools'),
      say('There are no specialist maths teachers within an hour of many villages.', 'PAIN: no specialist maths teachers'),
      say('Pupils get an expert tutor twice a week without travelling.', 'USERS BENEFIT: expert tutor|without travelling'),
      say('Schools pay 20 pounds per pupil per month from their tutoring budget.', 'YOUR PROFIT: 20 pounds'),
      say('The government has just doubled the national tutoring budget.', 'WHY NOW: doubled the national tutoring budget'),
      say('I taught maths in a village school for nine years.', 'WHY YOU: taught maths'),
      say('Three retired teachers have signed up as our first tutors.', 'YOUR TEAM: retired teachers'),
      say(
        'Our lessons follow the exact national curriculum week by week, which generic tutoring sites do not.',
        'SECRET SAUCE: national curriculum|generic tutoring sites',
      ),
      answer('PITCH', 'A specialist maths teacher for every village school.', 'PITCH: specialist maths teacher'),
    ],
  },
  {
    idea: 'fill-level sensors for office bins',
    messages: [
      say('Good afternoon, coach.'),
      say("I'm building sensors that tell cleaning companies which office bins are full.", 'IDEA: sensors', 'WHO: cleaning companies'),
      say('Cleaners empty half-empty bins on fixed rounds and miss the overflowing ones.', 'PAIN: half-empty bins|overflowing'),
      say('Rounds get 30% shorter and no bin overflows.', 'USERS BENEFIT: 30% shorter|no bin overflows'),
      say('Each sensor rents for 3 euros a month.', 'YOUR PROFIT: 3 euros'),
      say('Wages for cleaners rose 10% this year, so every wasted round hurts.', 'WHY NOW: rose 10%'),
      say('I managed a cleaning company with 200 staff.', 'WHY YOU: cleaning company'),
      say('My brother-in-law designs low-power sensors.', 'YOUR TEAM: brother-in-law'),
      say('Our sensors run ten years on one battery.', 'SECRET SAUCE: ten years on one battery'),
      say('Our sensors run ten years on one battery.'),
      answer('PITCH', 'Empty the bins that need it, not the ones on the list.', 'PITCH: empty the bins'),
    ],
  },
  {
    idea: 'community solar on school roofs',
    messages: [
      say('Hello'),
      say('A platform where neighbours co-own solar panels on their school roof.', 'IDEA: platform', 'WHO: neighbours'),
      say('Renters and flat owners cannot put panels on their own roof.', 'PAIN: cannot put panels'),
      say('They get a share of the power savings every year.', 'USERS BENEFIT: share of the power savings'),
      say('We take a 2% fee on each investment.', 'YOUR PROFIT: 2% fee'),
      say('New rules let schools sell power to local residents since March.', 'WHY NOW: new rules|since march'),
      say('I worked on solar farm financing at a bank for six years.', 'WHY YOU: solar farm financing'),
      say('We are two engineers and a lawyer.', 'YOUR TEAM: two engineers|lawyer'),
      say('We have a standard contract that the education ministry already approved.', 'SECRET SAUCE: standard contract|ministry already approved'),
      say('great, bye'),
    ],
  },
];
