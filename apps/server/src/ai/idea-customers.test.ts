import { describe, expect, it } from 'vitest';
import { emptyState, read } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { founder } from '../../test/coach-conversations.ts';

/** The idea and the WHO notes after the founder's messages. */
const readOf = (...messages: string[]) => {
  const state = read(founder(...messages));
  return { idea: state.idea, who: state.blocks.WHO, pain: state.blocks.PAIN };
};

describe('the offline coach: the customers said in the first message of the idea, and corrections of who (2026-12-07)', () => {
  it.each<[string, string, string]>([
    ['a marketplace for used textbooks between students', 'A marketplace for used textbooks', 'Students'],
    ['A ride-sharing app between university students.', 'A ride-sharing app', 'University students'],
    ['A tool-sharing platform among neighbours.', 'A tool-sharing platform', 'Neighbours'],
    ['A babysitting co-op among parents at the same school.', 'A babysitting co-op', 'Parents at the same school'],
    ['Peer-to-peer lending among farmers in the same village.', 'Peer-to-peer lending', 'Farmers in the same village'],
    ['An invoicing app used by freelance designers.', 'An invoicing app', 'Freelance designers'],
    ['Scheduling software used by small dental clinics.', 'Scheduling software', 'Small dental clinics'],
    ['Coworking desks used by remote workers in small towns.', 'Coworking desks', 'Remote workers in small towns'],
    ['We sell vegan snacks to gyms and yoga studios.', 'Vegan snacks', 'Gyms and yoga studios'],
    ['We rent e-bikes to tourists in Lisbon.', 'E-bikes', 'Tourists in Lisbon'],
    ['We supply fresh herbs to restaurants in Leeds.', 'Supply fresh herbs', 'Restaurants in Leeds'],
    ['I offer bookkeeping to small restaurants.', 'Bookkeeping', 'Small restaurants'],
    ['I teach maths online to kids who struggle at school', 'Teach maths online', 'Kids'],
    ['I tutor English online to adults who want to move abroad.', 'Tutor English online', 'Adults who want to move abroad'],
    ['We run a dog walking service that helps busy owners who work late.', 'Run a dog walking service', 'Busy owners who work late'],
    ['A bookkeeping service that helps small charities.', 'A bookkeeping service', 'Small charities'],
    ['I make candles for spas.', 'Candles', 'Spas'],
    ['Swimming lessons for kids aged 4 to 7.', 'Swimming lessons', 'Kids aged 4 to 7'],
    ['A CRM used by independent wedding planners in Texas.', 'A CRM', 'Independent wedding planners in Texas'],
    ['I sell secondhand school uniforms to parents.', 'Secondhand school uniforms', 'Parents'],
    ['We export specialty coffee to roasters in Japan.', 'Export specialty coffee', 'Roasters in Japan'],
    ['A carpooling app among coworkers at big office parks.', 'A carpooling app', 'Coworkers at big office parks'],
    ['A fitness app that serves new mums who want to get back in shape.', 'A fitness app', 'New mums who want to get back in shape'],
    ['So my idea — a honey brand owned by beekeepers in Chitwan.', 'A honey brand', 'Beekeepers in Chitwan'],
    ['Hi, I design logos for startups.', 'Design logos', 'Startups'],
  ])('reads "%s" as the idea "%s", for %s', (message, idea, who) => {
    const { idea: read, who: notes } = readOf(message);
    expect(read).toBe(idea);
    expect(notes[0]?.startsWith(who)).toBe(true);
  });

  it('files what the customers struggle with, said after them, as their problem or with them', () => {
    const { who, pain } = readOf('I teach maths online to kids who struggle at school');
    expect([...who, ...pain].join(' ')).toMatch(/struggle at school/);
  });

  it.each<[string, string, string]>([
    ['Hi 👋 we make repair kits for commuters', 'Repair kits', 'Commuters'],
    ['Hello 🙂 we bake sourdough for cafés', 'Bake sourdough', 'Cafés'],
    ['Hi 👋🏼 I make candles for spas.', 'Candles', 'Spas'],
    ['hey 😊 we build websites for plumbers', 'Websites', 'Plumbers'],
    ['Hi there 🙌 we sell refurbished phones to students.', 'Refurbished phones', 'Students'],
  ])('reads "%s", a greeting with an emoji and then the idea, as the idea', (message, idea, who) => {
    expect(offlineVerdict(message, emptyState)).toBe('allow');
    expect(readOf(message)).toMatchObject({ idea, who: [who] });
  });

  it.each(['Hi 👋', 'Hello 🙂 how are you?', 'hey 😊 good morning'])('still answers "%s" as a greeting', (message) => {
    expect(offlineVerdict(message, emptyState)).toBe('chitchat');
  });

  it.each<[string, string, string]>([
    ['A reading app for kids aged 6 to 10.', 'sorry, 8 to 14', 'Kids aged 8 to 14'],
    ['Swimming lessons for kids aged 4 to 7.', 'actually 5 to 9', 'Kids aged 5 to 9'],
    ['HR software for small companies with 10 to 50 staff.', 'I mean 50 to 200 staff', 'Small companies with 50 to 200 staff'],
    ['Accounting software for firms with 5 to 20 employees.', 'sorry, 20 to 100 employees', 'Firms with 20 to 100 employees'],
    ['Team chat for hospitals with 100-500 beds.', 'no wait, 50-300 beds', 'Hospitals with 50-300 beds'],
    ['Yoga classes for seniors over 70.', 'sorry, over 65', 'Seniors over 65'],
    ['Financial coaching for young professionals under 35.', 'actually under 30', 'Young professionals under 30'],
    ['Language tutoring for students aged 16 to 20.', 'I mean 18 to 25', 'Students aged 18 to 25'],
    ['A parenting app for mums with kids aged 0 to 3.', 'sorry, 0 to 5 years old', 'Mums with kids aged 0 to 5'],
    ['A coding club for kids.', 'actually teens, not kids', 'Teens'],
    ['A coding club for kids.', 'no wait, teens', 'Teens'],
    ['A booking tool for hair salons.', 'I mean barbers', 'Barbers'],
    ['Payroll for restaurants.', 'actually cafés and bakeries, not restaurants', 'Cafés and bakeries'],
  ])('after "%s", reads "%s" as who it is for instead', (first, correction, who) => {
    expect(readOf(first, correction).who).toEqual([who]);
  });

  it('reads a range said alone over the customers\' range after a price with a range', () => {
    const state = read(founder('A parenting app for mums with kids aged 0 to 3.', 'Parents pay 4 to 6 euros a month.', 'sorry, 1 to 4'));
    expect(state.blocks.WHO).toEqual(['Mums with kids aged 1 to 4']);
    expect(state.blocks['YOUR PROFIT']).toEqual(['Parents pay 4 to 6 euros a month.']);
  });

  it.each([
    ['I teach maths to kids at a secondary school.', null],
    ['Hello! I build websites for a living.', null],
    ['A chatbot that helps landlords screen tenants.', 'A chatbot that helps landlords screen tenants'],
  ])('does not take the customers out of "%s"', (message, idea) => {
    expect(readOf(message).idea).toBe(idea);
  });

  it('takes no one who runs the place for its customers: "A café run by volunteers."', () => {
    expect(readOf('A café run by volunteers.').who).not.toContain('Volunteers');
  });

  it('still reads a range of money said over, after the customers, as a new price', () => {
    const state = read(founder('A reading app for kids aged 6 to 10.', 'Parents pay 5 to 8 euros a month.', 'sorry, 6 to 9 euros'));
    expect(state.blocks.WHO).toEqual(['Kids aged 6 to 10']);
    expect(state.blocks['YOUR PROFIT'].join(' ')).toMatch(/6 to 9 euros/);
  });

  it.each<[string, string, string]>([
    ['A meal planning app for busy parents who never have time to cook.', 'A meal planning app', 'Busy parents who never have time to cook'],
    ['An app that helps nurses swap shifts.', 'An app that helps nurses swap shifts', 'Nurses'],
    ['A booking tool for dog groomers.', 'A booking tool', 'Dog groomers'],
    ['A language exchange app between refugees and locals.', 'A language exchange app between refugees and locals', 'Refugees and locals'],
    ['We bake sourdough and sell it to cafes', 'Baking sourdough and selling it to cafes', 'Cafes'],
    ['A marketplace where students sell their old textbooks to other students.', 'A marketplace where students sell their old textbooks to other students', 'Other students'],
  ])('still reads "%s" as the idea "%s", for %s', (message, idea, who) => {
    expect(readOf(message)).toMatchObject({ idea, who: [who] });
  });

  it.each<[string, string]>([
    ['An app to compare prices between supermarkets and discounters.', 'An app to compare prices between supermarkets and discounters'],
    ['A courier service between shops and homes.', 'A courier service between shops and homes'],
    ['Backpack transfer between albergues on the Camino.', 'Backpack transfer between albergues on the Camino'],
  ])('keeps "between" that names no customers in the idea "%s"', (message, idea) => {
    expect(readOf(message)).toMatchObject({ idea, who: [] });
  });
});
