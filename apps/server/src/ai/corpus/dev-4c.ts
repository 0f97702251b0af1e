import { answer, say, type Conversation } from './corpus.ts';

export const DEV_4C: Conversation[] = [
  {
    idea: 'mobile dog wash',
    messages: [
      say('Hiya'),
      say("We're putting dog-wash vans on the road for people in flats.", 'IDEA: dog-wash vans', 'WHO: people in flats'),
      say('Washing a big dog in a bathtub floods the bathroom and hurts your back.', 'PAIN: floods the bathroom|hurts your back'),
      say('The van parks outside and the dog comes back clean in half an hour.', 'USERS BENEFIT: half an hour'),
      say('A wash is 25 euros, or 20 with a monthly plan.', 'YOUR PROFIT: 25 euros'),
      say('I groomed dogs in a salon for six years.', 'WHY YOU: groomed dogs'),
      say('My brother drives the second van.', 'YOUR TEAM: my brother'),
      say('More people got big dogs in small flats after the lockdowns.', 'WHY NOW: after the lockdowns'),
    ],
  },
  {
    idea: 'translation for GP visits',
    messages: [
      say('Hello coach'),
      say("I'm launching a phone interpreter service for GP appointments.", 'IDEA: phone interpreter service'),
      answer('WHO', 'Migrants who speak little of the language, and the surgeries.', 'WHO: migrants'),
      say('Patients bring their children to translate about their own illness.', 'PAIN: bring their children'),
      say('An interpreter joins the call in under a minute.', 'USERS BENEFIT: under a minute'),
      say('Surgeries pay per minute of interpreting.', 'YOUR PROFIT: per minute'),
      say('We have 200 interpreters in 40 languages who are medically trained.', 'SECRET SAUCE: 200 interpreters'),
      say('I worked as a hospital interpreter for Arabic and French.', 'WHY YOU: hospital interpreter'),
    ],
  },
  {
    idea: 'seed library app',
    messages: [
      say('hey'),
      say('Seed swapping for allotment gardeners.', 'IDEA: seed swapping', 'WHO: allotment gardeners'),
      say('A packet has 500 seeds and a gardener needs twenty.', 'PAIN: 500 seeds'),
      say('They trade the rest for varieties they have never grown.', 'USERS BENEFIT: trade the rest'),
      say('The app is free and seed companies pay to list rare varieties.', 'YOUR PROFIT: seed companies pay'),
      say('Seed prices rose by a third after last year\'s bad harvest.', 'WHY NOW: rose by a third'),
      say('I have had an allotment for twenty years.', 'WHY YOU: allotment'),
      say('Thanks for the help!'),
    ],
  },
  {
    idea: 'cleaning robots for hostels',
    messages: [
      say('Good morning!'),
      say('We are developing a robot that makes hostel beds.', 'IDEA: robot'),
      say('Making bunk beds is the job nobody wants, and cleaners quit after weeks.', 'PAIN: nobody wants|quit after weeks'),
      say('Beds are made in two minutes and staff do the guest-facing work.', 'USERS BENEFIT: two minutes'),
      say('Hostels lease a robot for 900 euros a month.', 'YOUR PROFIT: 900 euros'),
      say('Our gripper handles sheets, which other robots still drop.', 'SECRET SAUCE: handles sheets'),
      say('Two roboticists from the university and a hostel owner.', 'YOUR TEAM: two roboticists|hostel owner'),
      answer('PITCH', 'Fresh beds without the back pain.', 'PITCH: fresh beds'),
    ],
  },
  {
    idea: 'pre-loved baby gear rental',
    messages: [
      say('Hi'),
      say('Our business rents out prams, cots and car seats to parents visiting from abroad.', 'IDEA: prams', 'WHO: parents visiting from abroad'),
      say('Airlines charge 60 euros a flight for a pram, and it often arrives broken.', 'PAIN: 60 euros|arrives broken'),
      say('Everything is waiting at their holiday flat when they land.', 'USERS BENEFIT: waiting at their holiday flat'),
      say('A week costs 45 euros for the lot.', 'YOUR PROFIT: 45 euros'),
      say('Every car seat is checked by a certified fitter.', 'SECRET SAUCE: certified fitter'),
      say('I flew with twins and a pram more times than I want to remember.', 'WHY YOU: twins'),
      say('What do you think so far?'),
    ],
  },
];
