import { answer, fix, say, type Conversation } from './corpus.ts';

/**
 * A held-out part written in the third round before it was ever scored: five new ideas the rules
 * were never tuned on. Only its figures are ever read, never its mistakes.
 */
export const HELD_OUT_4: Conversation[] = [
  {
    idea: 'camping gear rental',
    messages: [
      say('Hey, hope you are well'),
      say('I want to set up a rental service for camping gear that delivers to the campsite.', 'IDEA: rental service', 'WHO: campers|campsite'),
      answer('WHO', 'City families who go camping once or twice a summer.', 'WHO: city families'),
      say('A decent tent and sleeping bags cost over 600 euros and sit in a cupboard 50 weeks a year.', 'PAIN: 600 euros|sit in a cupboard'),
      say('The kit is waiting at the pitch when they arrive, and they leave it there when they go.', 'USERS BENEFIT: waiting at the pitch|leave it there'),
      say('A family kit is 79 euros a weekend.', 'YOUR PROFIT: 79 euros'),
      say('Forty campsites have agreed to store our kits on site for a small cut.', 'SECRET SAUCE: forty campsites|store our kits'),
      say('Camping bookings jumped after the pandemic and have stayed high.', 'WHY NOW: camping bookings jumped'),
      say('I managed a campsite in the Ardennes for six summers.', 'WHY YOU: managed a campsite'),
      say('My partner does logistics for a supermarket and will run the deliveries.', 'YOUR TEAM: my partner'),
    ],
  },
  {
    idea: 'beehive sensors',
    messages: [
      say('Hello!'),
      say('We make a small sensor that sits under a beehive and tracks its weight and temperature.', 'IDEA: small sensor'),
      say('It is for hobby beekeepers with a few hives.', 'WHO: hobby beekeepers'),
      say('They only find out a colony died when they open the hive in spring.', 'PAIN: colony died'),
      say('An alert on their phone tells them when a hive swarms or starves, so they can act in time.', 'USERS BENEFIT: alert on their phone|act in time'),
      say('The sensor costs 89 dollars and the app is 3 dollars a month.', 'YOUR PROFIT: 89 dollars|3 dollars a month'),
      say('Our swarm detection was trained on readings from 2,000 hives over five seasons.', 'SECRET SAUCE: 2,000 hives'),
      say('Hobby beekeeping has doubled in ten years.', 'WHY NOW: doubled in ten years'),
      say("I've kept bees for twenty years and lost half my hives one winter.", 'WHY YOU: kept bees'),
      say('An embedded engineer I met at the beekeeping club is my co-founder.', 'YOUR TEAM: co-founder|embedded engineer'),
      fix('Actually the sensor is 99 dollars, not 89.', ['89 dollars'], 'YOUR PROFIT: 99 dollars'),
    ],
  },
  {
    idea: 'laundry for care homes',
    messages: [
      say('Good afternoon'),
      say('Our business picks up and washes residents\' clothes for small care homes.', 'IDEA: picks up and washes', 'WHO: small care homes'),
      say('Clothes get lost or mixed up in the home\'s own laundry, and families are upset when a favourite cardigan disappears.', 'PAIN: lost or mixed up|families are upset'),
      say('Every item is tagged with a name chip, so it always comes back to the right room.', 'SECRET SAUCE: name chip'),
      say('Staff spend their time on residents instead of the washing machine.', 'USERS BENEFIT: time on residents'),
      say('Homes pay a flat 14 pounds per resident per week.', 'YOUR PROFIT: 14 pounds'),
      say('Care homes struggle to hire staff since the new visa rules.', 'WHY NOW: new visa rules'),
      say('My mother lives in a care home and I saw the laundry chaos every visit.', 'WHY YOU: my mother lives in a care home'),
      say('We are three: me, a laundry manager and a van driver.', 'YOUR TEAM: we are three'),
      say('ok thanks, that helps'),
    ],
  },
  {
    idea: 'online chess coaching for kids',
    messages: [
      say('hi'),
      say('The idea: small online chess classes for children, taught by titled players.', 'IDEA: small online chess classes', 'WHO: children'),
      say('School chess clubs close because there is no teacher who knows the game.', 'PAIN: no teacher'),
      say('Kids play live with a coach and three other children at their level.', 'USERS BENEFIT: at their level|play live'),
      say('Parents pay 35 euros a month for four lessons.', 'YOUR PROFIT: 35 euros'),
      say('Our coaches are all FIDE-rated masters, and we pay them well, so the best ones stay.', 'SECRET SAUCE: fide-rated masters'),
      say('Chess became popular with kids again after a hit TV series and online streamers.', 'WHY NOW: hit tv series|popular with kids again'),
      say('I am an international master and coached the national junior team.', 'WHY YOU: international master|coached'),
      say('Parents pay 35 euros a month for four lessons.'),
      answer('PITCH', 'Learn chess from a master, from your bedroom.', 'PITCH: learn chess from a master'),
    ],
  },
  {
    idea: 'dog-friendly holiday cottages',
    messages: [
      say('Hi coach, thanks'),
      say('We are building a booking site only for holiday cottages that truly welcome dogs.', 'IDEA: booking site', 'WHO: dogs|dog owners'),
      fix('Sorry, I mean it is for dog owners, not the dogs.', ['dogs'], 'WHO: dog owners'),
      say('On the big sites "pets allowed" often means one small dog, with a 100 euro cleaning fee.', 'PAIN: one small dog|100 euro cleaning fee'),
      say('Owners filter by fenced garden, number of dogs and nearby walks.', 'USERS BENEFIT: fenced garden|nearby walks'),
      say('Cottage owners pay us 12% commission.', 'YOUR PROFIT: 12%'),
      say('We visit every cottage with our own dog before we list it.', 'SECRET SAUCE: visit every cottage'),
      say('A quarter of households got a dog during lockdown.', 'WHY NOW: during lockdown'),
      say('I ran a dog-friendly B&B in Wales for eight years.', 'WHY YOU: dog-friendly b&b'),
      say('My brother-in-law is a web developer and is helping evenings.', 'YOUR TEAM: brother-in-law'),
    ],
  },
];
