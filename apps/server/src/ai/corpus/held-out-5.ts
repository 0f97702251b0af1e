import { answer, fix, say, type Conversation } from './corpus.ts';

/**
 * Held-out part 5: written at the start of the fourth round, before the classifier was changed,
 * and only ever scored (docs/decisions/2026-11-24-offline-coach-fourth-round.md).
 */
export const HELD_OUT_5: Conversation[] = [
  {
    idea: 'school uniform swap',
    messages: [
      say('Hey coach!'),
      say('We run a swap shop for second-hand school uniforms.', 'IDEA: swap shop'),
      answer('WHO', 'Families at state schools with growing kids.', 'WHO: families at state schools'),
      say('A full uniform with the school logo comes to about 250 pounds per child.', 'PAIN: 250 pounds'),
      say('Parents swap outgrown blazers for the next size up and pay nothing.', 'USERS BENEFIT: next size up|pay nothing'),
      say('Schools pay a small yearly fee to have a rail at their gate.', 'YOUR PROFIT: yearly fee'),
      say('The cost of living crisis pushed uniform costs into the headlines.', 'WHY NOW: cost of living'),
      say('I chaired the parents association at my daughter\'s school for four years.', 'WHY YOU: parents association'),
    ],
  },
  {
    idea: 'allergy-safe restaurant guide',
    messages: [
      say('Good evening'),
      say('My idea is an app that shows which restaurants can cook safely for food allergies.', 'IDEA: app', 'WHO: food allergies'),
      say('People with a nut allergy phone ahead and still get served the wrong dish.', 'PAIN: phone ahead|wrong dish'),
      say('They filter by their allergy and see kitchens that were checked by a dietitian.', 'USERS BENEFIT: filter by their allergy'),
      say('Restaurants pay 30 dollars a month for a verified badge.', 'YOUR PROFIT: 30 dollars'),
      say('Every listing is audited in person, which the review sites never do.', 'SECRET SAUCE: audited in person'),
      say('New labelling laws make restaurants list the fourteen allergens from this spring.', 'WHY NOW: labelling laws'),
      say('My son nearly died after a meal at a café.', 'WHY YOU: my son'),
      fix('Sorry, the badge is 35 dollars, not 30.', ['30 dollars'], 'YOUR PROFIT: 35 dollars'),
    ],
  },
  {
    idea: 'night shift childcare',
    messages: [
      say('hi there, I have an idea'),
      say('Overnight childcare for nurses and other night-shift workers.', 'IDEA: overnight childcare', 'WHO: nurses'),
      say('Nurseries close at six, so parents on nights rely on whoever is free.', 'PAIN: close at six|whoever is free'),
      say('Kids sleep in a proper bed near the hospital and are taken to school in the morning.', 'USERS BENEFIT: proper bed|taken to school'),
      say('A night costs 40 euros and hospitals cover half for their staff.', 'YOUR PROFIT: 40 euros|cover half'),
      say('Since the pandemic, hospitals run more night shifts than ever.', 'WHY NOW: since the pandemic|more night shifts'),
      say('I worked nights in intensive care while raising two boys.', 'WHY YOU: intensive care'),
      say('A former nursery manager runs the rooms with me.', 'YOUR TEAM: nursery manager'),
      say('Great, thanks a lot'),
    ],
  },
  {
    idea: 'rooftop beehives for offices',
    messages: [
      say('Hello!'),
      say("We're installing beehives on office rooftops and looking after them all year.", 'IDEA: beehives'),
      say('Companies want green projects their staff can actually see.', 'PAIN: green projects'),
      say('Staff get their own honey and a tasting day each summer.', 'USERS BENEFIT: own honey|tasting day'),
      say('The service is 2,000 euros a year per roof.', 'YOUR PROFIT: 2,000 euros'),
      say('Our keepers hold the only insurance policy in the city that covers bees on public buildings.', 'SECRET SAUCE: only insurance policy'),
      say('Big firms must now report on biodiversity.', 'WHY NOW: report on biodiversity'),
      say('I have kept bees since I was twelve.', 'WHY YOU: kept bees'),
      say('Two beekeepers and a sales lead.', 'YOUR TEAM: two beekeepers|sales lead'),
      answer('PITCH', 'A hive on your roof, honey on your desk.', 'PITCH: a hive on your roof'),
    ],
  },
  {
    idea: 'gear insurance for freelancers',
    messages: [
      say('Insurance for the cameras and laptops of freelance creatives, paid by the day.', 'IDEA: insurance', 'WHO: freelance creatives'),
      say('Annual policies cost photographers over 600 pounds even in the months they hardly work.', 'PAIN: over 600 pounds'),
      say('They switch cover on for a shoot from their phone in ten seconds.', 'USERS BENEFIT: switch cover on|ten seconds'),
      say('Cover is 1.50 pounds a day, and we keep a share of the premium.', 'YOUR PROFIT: 1.50 pounds|share of the premium'),
      say('We price each item from its serial number, which lets us insure kit the big insurers turn down.', 'SECRET SAUCE: serial number'),
      say('Twice as many people work freelance as ten years ago.', 'WHY NOW: twice as many'),
      say('I am a wedding photographer who had 8,000 pounds of kit stolen.', 'WHY YOU: wedding photographer|stolen'),
      say('An underwriter from Lloyd\'s has joined as co-founder.', 'YOUR TEAM: underwriter'),
      say('Insurance for the cameras and laptops of freelance creatives, paid by the day.'),
    ],
  },
  {
    idea: 'farm lunches for schools',
    messages: [
      say('Hi'),
      say('We want to supply school kitchens with lunches made from nearby farms.', 'IDEA: supply school kitchens', 'WHO: school kitchens'),
      say('Most school meals are reheated from frozen and half of them end up in the bin.', 'PAIN: reheated from frozen|end up in the bin'),
      say('Children eat fresh food they actually like, and schools throw away less.', 'USERS BENEFIT: fresh food|throw away less'),
      say('Councils pay us 2.80 per meal.', 'YOUR PROFIT: 2.80'),
      say('Forty farms within thirty miles have agreed to sell to us at wholesale prices.', 'SECRET SAUCE: forty farms'),
      say('The government just set a target for local food in public kitchens.', 'WHY NOW: target for local food'),
      say('I cooked in a school canteen for nine years.', 'WHY YOU: school canteen'),
      fix('Actually it was eleven years, not nine.', ['nine years'], 'WHY YOU: eleven years'),
    ],
  },
  {
    idea: 'sailing boat sharing',
    messages: [
      say('Morning, coach.'),
      say('A club where people share ownership of sailing boats.', 'IDEA: club'),
      say('Weekend sailors who cannot justify buying a boat alone.', 'WHO: weekend sailors'),
      say('Owning a boat means mooring fees, repairs and a boat that sits unused most of the year.', 'PAIN: mooring fees|sits unused'),
      say('Members book a boat for a weekend like they would a hotel room.', 'USERS BENEFIT: book a boat'),
      say('Each member pays 90 euros a month, and we take 15% for running the club.', 'YOUR PROFIT: 90 euros|15%'),
      say('I have raced dinghies since I was a kid and I manage a marina.', 'WHY YOU: raced dinghies|marina'),
      say('What should I put as the pitch?'),
    ],
  },
];
