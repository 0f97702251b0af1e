import { answer, fix, say, type Conversation } from './corpus.ts';

export const DEV_4: Conversation[] = [
  {
    idea: 'hearing aid repairs by post',
    messages: [
      say('hello'),
      say('We fix hearing aids by post within three days.', 'IDEA: fix hearing aids', 'USERS BENEFIT: three days'),
      answer('WHO', 'Older people far from an audiologist.', 'WHO: older people'),
      say('A broken aid means weeks of silence while the clinic sends it to the maker.', 'PAIN: weeks of silence'),
      say('They get a loan aid in the same envelope, so they are never without one.', 'USERS BENEFIT: loan aid'),
      say('A repair is 45 euros flat.', 'YOUR PROFIT: 45 euros'),
      say('We can open every major brand, which clinics are not allowed to do.', 'SECRET SAUCE: every major brand'),
      say('I repaired aids for one of the makers for fifteen years.', 'WHY YOU: fifteen years'),
    ],
  },
  {
    idea: 'shared commercial kitchens',
    messages: [
      say('Hi coach'),
      say('A kitchen that food start-ups rent by the hour.', 'IDEA: kitchen', 'WHO: food start-ups'),
      say('Building your own certified kitchen takes 80,000 euros before you sell a single jar.', 'PAIN: 80,000 euros'),
      say('Makers start selling within a week of signing up.', 'USERS BENEFIT: within a week'),
      say('Hours cost 25 euros, and storage is extra.', 'YOUR PROFIT: 25 euros|storage'),
      say('Food delivery apps created thousands of small brands in two years.', 'WHY NOW: thousands of small brands'),
      say('I ran a bakery and had to give it up because of the rent.', 'WHY YOU: ran a bakery'),
      say('My partner is a food safety inspector.', 'YOUR TEAM: partner'),
    ],
  },
  {
    idea: 'volunteer drivers for hospital visits',
    messages: [
      say('Good afternoon!'),
      say('I want to build a platform that matches volunteer drivers with patients who need a lift to hospital.', 'IDEA: platform', 'WHO: patients'),
      say('Patients miss appointments because taxis are too expensive and buses do not go there.', 'PAIN: miss appointments|too expensive'),
      say('A driver picks them up at home and waits until they are done.', 'USERS BENEFIT: picks them up'),
      say('Hospitals pay us for every missed appointment we prevent.', 'YOUR PROFIT: every missed appointment'),
      say('The church groups in our region already have 300 drivers on their lists.', 'SECRET SAUCE: 300 drivers'),
      say('Hospital parking fees doubled last year.', 'WHY NOW: doubled last year'),
      fix('Sorry, they rose by half, not doubled.', ['doubled'], 'WHY NOW: rose by half'),
    ],
  },
  {
    idea: 'tool library',
    messages: [
      say('hey there'),
      say('Our idea is a tool library for a neighbourhood.', 'IDEA: tool library'),
      answer('WHO', 'Renters who do a bit of DIY.', 'WHO: renters'),
      say('Most drills are used for thirteen minutes in their whole life.', 'PAIN: thirteen minutes'),
      say('Members borrow a drill or a ladder for a few days instead of buying one.', 'USERS BENEFIT: borrow a drill'),
      say('Membership is 60 pounds a year.', 'YOUR PROFIT: 60 pounds'),
      say('Hardware shops donate ex-display tools to us.', 'SECRET SAUCE: donate'),
      say('I teach woodwork at the local college.', 'WHY YOU: woodwork'),
      say('Thanks, that helps.'),
    ],
  },
  {
    idea: 'wedding dress resale',
    messages: [
      say('Hi!'),
      say('A marketplace for wedding dresses worn once.', 'IDEA: marketplace'),
      say('Brides spend thousands on a dress that then hangs in a wardrobe.', 'PAIN: hangs in a wardrobe|thousands'),
      say('Sellers get back half of what they paid and buyers pay half the shop price.', 'USERS BENEFIT: get back half|half the shop price'),
      say('We keep 15% of each sale.', 'YOUR PROFIT: 15%'),
      say('Every dress is cleaned and checked by a tailor before it is listed.', 'SECRET SAUCE: checked by a tailor'),
      say('More couples are choosing smaller, cheaper weddings.', 'WHY NOW: smaller, cheaper weddings'),
      say('I owned a bridal shop for eight years.', 'WHY YOU: bridal shop'),
      say('My sister handles photos and listings.', 'YOUR TEAM: my sister'),
    ],
  },
];
