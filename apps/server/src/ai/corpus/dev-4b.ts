import { answer, fix, say, type Conversation } from './corpus.ts';

export const DEV_4B: Conversation[] = [
  {
    idea: 'language exchange for refugees',
    messages: [
      say('Hi, can I tell you about my project?'),
      say('We pair refugees with local retirees for weekly conversation practice.', 'IDEA: pair refugees', 'WHO: refugees'),
      say('Language classes have year-long waiting lists and little real conversation.', 'PAIN: waiting lists|little real conversation'),
      say('After three months most of them can handle a job interview.', 'USERS BENEFIT: job interview'),
      say('Local councils fund each pair with a grant of 300 euros.', 'YOUR PROFIT: 300 euros'),
      say('Retirees are lonely and want something meaningful to do.', 'SECRET SAUCE: retirees|meaningful'),
      say('I came here as a refugee twenty years ago.', 'WHY YOU: refugee'),
      say('My friend Amira coordinates the volunteers.', 'YOUR TEAM: amira'),
    ],
  },
  {
    idea: 'e-bike subscriptions for couriers',
    messages: [
      say('Hello'),
      say('E-bikes on subscription for food couriers.', 'IDEA: e-bikes', 'WHO: food couriers'),
      say('Couriers on cheap scooters break down twice a month and lose a day of pay each time.', 'PAIN: break down|lose a day of pay'),
      say('A swap bike is at their door within two hours.', 'USERS BENEFIT: swap bike|within two hours'),
      say('It is 25 euros a week, insurance included.', 'YOUR PROFIT: 25 euros'),
      say('We buy ex-rental bikes in bulk for a third of the new price.', 'SECRET SAUCE: ex-rental bikes'),
      say('The city banned petrol scooters from the centre this year.', 'WHY NOW: banned petrol scooters'),
      say('I delivered food by bike while I studied.', 'WHY YOU: delivered food'),
    ],
  },
  {
    idea: 'grave care service',
    messages: [
      say('Good morning coach'),
      say('We tend graves for families who live far away.', 'IDEA: tend graves', 'WHO: families who live far away'),
      say('Children moved to the city and feel guilty that the grave is overgrown.', 'PAIN: feel guilty|overgrown'),
      say('They get photos after every visit and fresh flowers on anniversaries.', 'USERS BENEFIT: photos after every visit|fresh flowers'),
      say('Families pay 20 euros a month.', 'YOUR PROFIT: 20 euros'),
      say('Our gardeners are the ones the parishes already trust with the churchyards.', 'SECRET SAUCE: parishes already trust'),
      say('I was a gardener at the cemetery for twelve years.', 'WHY YOU: gardener'),
      fix('Sorry, 25 euros a month, not 20.', ['20 euros'], 'YOUR PROFIT: 25 euros'),
    ],
  },
  {
    idea: 'repair kits for outdoor gear',
    messages: [
      say('hey!'),
      say('A shop that sends repair kits and video guides for tents and jackets.', 'IDEA: shop'),
      answer('WHO', 'Hikers and campers who hate throwing gear away.', 'WHO: hikers and campers'),
      say('Brands charge 80 pounds to fix a zip and keep the jacket for six weeks.', 'PAIN: 80 pounds|six weeks'),
      say('Most fixes take twenty minutes at home with our kit.', 'USERS BENEFIT: twenty minutes at home'),
      say('Kits sell for 15 to 30 pounds and the videos are free.', 'YOUR PROFIT: 15 to 30 pounds'),
      say('Outdoor brands now have to offer repairs under the new EU rules.', 'WHY NOW: new eu rules'),
      say('Two of us, a gear designer and a film maker.', 'YOUR TEAM: gear designer|film maker'),
    ],
  },
  {
    idea: 'parking for school runs',
    messages: [
      say('Hello there'),
      say('I am building an app where parents share driveways near schools for the morning drop-off.', 'IDEA: app', 'WHO: parents'),
      say('The streets around schools are gridlocked and parents circle for fifteen minutes.', 'PAIN: gridlocked|circle for fifteen minutes'),
      say('They reserve a spot the night before and walk the last two minutes.', 'USERS BENEFIT: reserve a spot'),
      say('Homeowners earn 2 pounds a morning and we take 30 pence.', 'YOUR PROFIT: 30 pence'),
      say('Schools send our link in their newsletter, so we sign up whole streets at once.', 'SECRET SAUCE: newsletter'),
      say('I have done that school run for seven years.', 'WHY YOU: school run'),
      say('Ok, what next?'),
    ],
  },
];
