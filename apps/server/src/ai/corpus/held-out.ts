import { answer, fix, say, type Conversation } from './corpus.ts';

/**
 * The part of the corpus written after the rules were tuned and never tuned on: it measures how
 * the reader does on phrasing it has not seen.
 */
export const HELD_OUT: Conversation[] = [
  {
    idea: 'allergy-safe restaurant finder',
    messages: [
      say('Hi, hope you are well!'),
      say('I am thinking about building an app that shows people with food allergies which restaurants can serve them safely.', 'IDEA: app', 'WHO: people with food allergies'),
      say('Asking the waiter about every ingredient is embarrassing, and mistakes still happen.', 'PAIN: embarrassing|mistakes still happen'),
      say('They can eat out without the interrogation and without the fear.', 'USERS BENEFIT: eat out|without the fear'),
      say('Restaurants pay 25 dollars a month for a verified allergy badge.', 'YOUR PROFIT: 25 dollars|verified allergy badge'),
      say('Allergen labelling became law for takeaways last year, so menus finally carry the data.', 'WHY NOW: became law|last year'),
      say('My daughter has a severe nut allergy and I have checked hundreds of menus.', 'WHY YOU: daughter|checked hundreds of menus'),
      say('A chef friend and a backend developer are joining me.', 'YOUR TEAM: chef friend|backend developer'),
      say('Our badges come from kitchen audits, not from reviews.', 'SECRET SAUCE: kitchen audits'),
      say('Eat out again, safely.', 'PITCH: eat out again'),
    ],
  },
  {
    idea: 'tool library for neighbourhoods',
    messages: [
      say('We want to open a tool library where neighbours borrow drills, ladders and tile cutters.', 'IDEA: tool library', 'WHO: neighbours'),
      say('A drill is used for 13 minutes in its whole life, yet every household buys one.', 'PAIN: 13 minutes|every household buys one'),
      say('Members borrow what they need for a weekend and save hundreds.', 'USERS BENEFIT: save hundreds|borrow what they need'),
      say('Membership is 8 euros a month, with a deposit for the expensive tools.', 'YOUR PROFIT: 8 euros|deposit'),
      say('Membership is 8 euros a month, with a deposit for the expensive tools.'),
      say('Since energy prices climbed, people want to repair and share instead of buying new.', 'WHY NOW: energy prices climbed|repair and share'),
      answer('WHY YOU', 'Carpenter by trade, and I already lend my tools to half the street.', 'WHY YOU: carpenter|lend my tools'),
      say('So far it is me and my partner.', 'YOUR TEAM: my partner'),
      say('The housing association gives us a free ground-floor space, which no one else can get.', 'SECRET SAUCE: free ground-floor space|housing association'),
      say('thanks, good talk'),
    ],
  },
  {
    idea: 'bookkeeping for hairdressers',
    messages: [
      say('hey'),
      say('A bookkeeping app made for hairdressers and barbers.', 'IDEA: bookkeeping app', 'WHO: hairdressers and barbers'),
      say('They keep receipts in a shoebox and pay an accountant to sort them out once a year.', 'PAIN: shoebox|pay an accountant'),
      fix('Actually it is mostly for self-employed stylists who rent a chair, not salon owners.', ['salon owners'], 'WHO: self-employed stylists'),
      say('Tax is done in a few taps from their phone, and they always know what they owe.', 'USERS BENEFIT: few taps|know what they owe'),
      say('Stylists pay 9 pounds a month; we also earn from card-reader partners.', 'YOUR PROFIT: 9 pounds|card-reader partners'),
      say('The tax office is moving to quarterly digital reporting from April.', 'WHY NOW: quarterly digital reporting|april'),
      say('I cut hair for twelve years before I retrained as an accountant.', 'WHY YOU: cut hair|accountant'),
      say('My brother is a mobile developer.', 'YOUR TEAM: my brother'),
      say('We read the booking systems salons already use, so income is logged automatically.', 'SECRET SAUCE: booking systems'),
    ],
  },
  {
    idea: 'guided audio walks',
    messages: [
      say('good afternoon'),
      say('The idea is audio walking tours recorded by locals for tourists who hate big groups.', 'IDEA: audio walking tours', 'WHO: tourists who hate big groups'),
      say('Group tours are crowded, rushed and all tell the same stories.', 'PAIN: crowded, rushed'),
      say('They explore at their own pace and hear stories you will not find in guidebooks.', 'USERS BENEFIT: own pace|stories'),
      say('Each walk costs 7 euros, and the local who recorded it gets half.', 'YOUR PROFIT: 7 euros|gets half'),
      say('Travel is back above pre-pandemic levels and solo trips are growing fastest.', 'WHY NOW: pre-pandemic levels|solo trips'),
      say('I have guided walking tours in Lisbon for six years.', 'WHY YOU: guided walking tours'),
      say('I have guided walking tours in Lisbon for six years.'),
      say('A sound engineer and a travel writer are on board.', 'YOUR TEAM: sound engineer|travel writer'),
      say('Only locals can record for us, and every walk is tested on foot before it goes live.', 'SECRET SAUCE: only locals|tested on foot'),
    ],
  },
  {
    idea: 'meal kits for students',
    messages: [
      say('We are creating cheap weekly meal kits for university students.', 'IDEA: weekly meal kits', 'WHO: university students'),
      say('Most students live on pasta and instant noodles because cooking feels like a chore.', 'PAIN: pasta and instant noodles|chore'),
      say('They learn five simple recipes a week and eat better for less than takeaway.', 'USERS BENEFIT: five simple recipes|eat better'),
      say('A kit is 22 pounds a week, delivered to halls.', 'YOUR PROFIT: 22 pounds'),
      fix('Sorry, 19 pounds, not 22.', ['22 pounds'], 'YOUR PROFIT: 19 pounds'),
      say('Food prices on campus rose sharply this term.', 'WHY NOW: rose sharply|this term'),
      say('I ran the cooking society at my university for three years.', 'WHY YOU: cooking society'),
      say('Two flatmates help with packing and social media.', 'YOUR TEAM: two flatmates'),
      say('We buy surplus vegetables from a farm co-op at half the market price.', 'SECRET SAUCE: surplus vegetables|farm co-op'),
      say('cool'),
    ],
  },
];
