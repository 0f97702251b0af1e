import { answer, fix, say, type Conversation } from './corpus.ts';

/**
 * The second held-out part, written on 2026-11-24 after the second tuning round and measured once:
 * the rules were never run on it while they were changed. Misfiles found here belong in the tuned
 * part only together with a fresh held-out part for the round after.
 */
export const HELD_OUT_2: Conversation[] = [
  {
    idea: 'cargo-bike pharmacy deliveries',
    messages: [
      say('Morning!'),
      say('We want to set up a cargo-bike delivery service for pharmacies in the city centre.', 'IDEA: cargo-bike delivery service', 'WHO: pharmacies'),
      say('Prescriptions often arrive a day late because vans get stuck in traffic.', 'PAIN: a day late|stuck in traffic'),
      say('Patients get their medicine within two hours, and pharmacists stop fielding angry calls.', 'USERS BENEFIT: within two hours|angry calls'),
      say('Each pharmacy pays a flat 300 euros a month for up to 200 drops.', 'YOUR PROFIT: 300 euros'),
      say('The city closes the centre to diesel vans from next spring.', 'WHY NOW: diesel vans|next spring'),
      say('I have run a courier company for nine years.', 'WHY YOU: courier company'),
      say('Six riders from my old company are ready to switch.', 'YOUR TEAM: six riders'),
      say('Our bikes have cooled boxes that are certified for insulin, which regular couriers lack.', 'SECRET SAUCE: cooled boxes|certified for insulin'),
      fix('Sorry, it is 350 euros a month, not 300.', ['300 euros'], 'YOUR PROFIT: 350 euros'),
      answer('PITCH', 'Medicine at your door before the kettle boils.', 'PITCH: medicine at your door'),
    ],
  },
  {
    idea: 'textbook swap for students',
    messages: [
      say('hello, I need some help'),
      say('It is a swap app for second-hand textbooks.', 'IDEA: swap app'),
      answer('WHO', 'First-year students at big universities.', 'WHO: first-year students'),
      say('A single course book can cost 120 pounds new.', 'PAIN: 120 pounds'),
      say("Students get last year's books for a quarter of the price and sell theirs on when they are done.", 'USERS BENEFIT: quarter of the price|sell theirs on'),
      say('We keep 10% of each sale.', 'YOUR PROFIT: 10%'),
      say('We keep 10% of each sale.'),
      say('Universities stopped funding library copies of core texts this year.', 'WHY NOW: stopped funding|this year'),
      say('I was the student union treasurer and ran its book fair twice.', 'WHY YOU: student union treasurer|book fair'),
      say('A classmate who codes and a friend at the business school are in.', 'YOUR TEAM: classmate|friend at the business school'),
      say('Our ISBN scanner matches editions instantly, so nobody buys the wrong one.', 'SECRET SAUCE: isbn scanner|matches editions'),
      say('cheers'),
    ],
  },
  {
    idea: 'noise sensors for holiday rentals',
    messages: [
      say(
        "I'm developing a small sensor that warns holiday rental hosts about loud parties before neighbours complain.",
        'IDEA: small sensor',
        'WHO: holiday rental hosts',
      ),
      say('One party can mean a fine from the city and thousands in damage.', 'PAIN: fine from the city|thousands in damage'),
      say('Hosts get a text the moment noise stays high for ten minutes, so they can step in early.', 'USERS BENEFIT: get a text|step in early'),
      say('The sensor is 99 dollars, plus 8 dollars a month for alerts.', 'YOUR PROFIT: 99 dollars|8 dollars a month'),
      say("Several cities now hold hosts liable for their guests' noise.", 'WHY NOW: hold hosts liable'),
      say('I host three apartments myself and lost a deposit to a party last summer.', 'WHY YOU: host three apartments|lost a deposit'),
      say('My brother designs electronics for a living.', 'YOUR TEAM: my brother'),
      say('The sensor measures loudness only and never records speech, which guests and regulators trust.', 'SECRET SAUCE: never records speech'),
      answer('PITCH', 'A quiet night for your neighbours and your rating.', 'PITCH: quiet night'),
    ],
  },
  {
    idea: 'lunch pre-orders for building sites',
    messages: [
      say('Hey there!'),
      say('The idea is an app that lets construction crews pre-order lunch from nearby cafés.', 'IDEA: app', 'WHO: construction crews'),
      say('Crews lose forty minutes queuing at the nearest shop every day.', 'PAIN: forty minutes|queuing'),
      say('Lunch is waiting at the site gate at noon.', 'USERS BENEFIT: waiting at the site gate'),
      say('Cafés pay us 12% of each order.', 'YOUR PROFIT: 12%'),
      fix('Actually, cafés pay 8%, not 12%.', ['12%'], 'YOUR PROFIT: 8%'),
      say('Building sites in the region doubled since the housing programme started.', 'WHY NOW: doubled|housing programme'),
      say('I spent fifteen years as a site foreman.', 'WHY YOU: site foreman'),
      say('Me and my cousin, who runs a catering business.', 'YOUR TEAM: my cousin'),
      say('Site managers already trust us, because I worked with most of them.', 'SECRET SAUCE: site managers already trust us'),
      say('thanks, talk soon'),
    ],
  },
  {
    idea: 'sustainability questionnaires for suppliers',
    messages: [
      say(
        'Our product helps small manufacturers fill in the sustainability questionnaires their big customers send.',
        'IDEA: product',
        'WHO: small manufacturers',
      ),
      say("Each questionnaire takes a week of an engineer's time and they get a dozen a year.", 'PAIN: a week|dozen a year'),
      say('They answer once and reuse the answers for every customer.', 'USERS BENEFIT: answer once|reuse'),
      say('Annual subscription, 2,400 euros per company.', 'YOUR PROFIT: 2,400 euros'),
      say('The EU supply chain law makes large buyers collect this data from 2027.', 'WHY NOW: supply chain law|2027'),
      say('I audited suppliers for a car maker for eight years.', 'WHY YOU: audited suppliers'),
      say('We are two co-founders and an advisor who chaired an industry body.', 'YOUR TEAM: two co-founders|advisor'),
      say('We map every major questionnaire format to one data model, which took us two years to build.', 'SECRET SAUCE: one data model|two years'),
      answer('PITCH', 'Answer every sustainability questionnaire once.', 'PITCH: answer every sustainability questionnaire'),
    ],
  },
];
