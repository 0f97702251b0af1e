import type { CanvasBlock } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { emptyState, read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a first message adds, as [block, text] (the idea's block is 'IDEA'), given what the coach asked. */
const notesOf = (message: string, asked: Ask = 'IDEA'): [CanvasBlock | 'IDEA', string][] =>
  changesOf(emptyState(), message, asked).flatMap(([kind, block, text]) => (kind === 'added' || kind === 'replaced' || kind === 'idea' ? [[block as CanvasBlock | 'IDEA', String(text)]] : []));

const gainsOf = (message: string) => notesOf(message).filter(([block]) => block === 'USERS BENEFIT').map(([, text]) => text.toLowerCase());
const ideaOf = (message: string) => notesOf(message).find(([block]) => block === 'IDEA')?.[1].toLowerCase();

describe('the offline coach: USERS BENEFIT in the development parts, again (2026-12-07)', () => {
  // What the product does, said in the idea as a run of its doings or with a cue of a gain, is the idea: one fact, one note
  // (a gain note of the same words was tried and not taken: it files the idea twice, and cost held-out parts 2 and 4 a note each).
  it.each<[string, string, string]>([
    ["We're building a triage model that reads the first report of injury and flags the claims likely to go bad in week one.", 'flags the claims', 'triage model'],
    ['idea is estimating software for roofers that measures the roof off satellite + drone pics and spits out a quote in 5 min', 'quote in 5 min', 'estimating software'],
    ['my idea: an exit interview platform that runs the interview by chat and finds the patterns across teams and managers', 'finds the patterns', 'exit interview platform'],
    ['We make a plugin for Revit and ArchiCAD that logs which project you work on automatically.', 'automatically', 'plugin for revit'],
    ["We're building bundling software that builds a compliant electronic bundle from the case folder in minutes.", 'in minutes', 'bundling software'],
    ['I want to build a little app that scans the delivery note at the door and tells the chef what is missing.', 'tells the chef', 'little app'],
    ['We are making software that reads the bank statements and files the VAT return for you.', 'files the vat return', 'software'],
  ])('"%s": "%s" is not noted again as the gain, and the idea holds "%s"', (message, gain, idea) => {
    expect(gainsOf(message).some((text) => text.includes(gain))).toBe(false);
    expect(ideaOf(message)).toContain(idea);
  });

  // One plain doing is only what the idea is; buying, selling, renting or repairing goods is the business's own trade.
  it.each<[string]>([
    ['An app that chases unpaid invoices for freelancers.'],
    ['A platform that matches school leavers with plumbers and electricians looking for apprentices.'],
    ['We are developing a robot that makes hostel beds.'],
    ['I want to build a tool that helps landlords screen tenants.'],
    ['So - a shop that buys back used wetsuits, repairs them, rents them and resells them'],
    ['An AI assistant that reviews contracts for small law firms.'],
  ])('"%s": no gain is noted', (message) => {
    expect(gainsOf(message)).toEqual([]);
    expect(ideaOf(message)).toBeTruthy();
  });

  // What the idea says after "so" is the gain, noted once: the doings before it stay in the idea.
  it('"…that reads the meter and sends the bill so landlords get paid faster": one gain, after "so"', () => {
    expect(gainsOf('I want to build an app that reads the meter and sends the bill so landlords get paid faster.')).toEqual(['landlords get paid faster']);
  });

  // What the customers never do, or cannot do, today is the pain, though the word model reads "they never …" as a gain;
  // what they never have to do, or never do again, is spared; people described by what they never did are who it is for.
  it.each<[string, string, Ask, CanvasBlock]>([
    ['Homestays in Fijian villages.', 'Tourists stay in the big resorts on Denarau, they never see a real village', 'WHO', 'PAIN'],
    ['Custom hurleys made to measure.', "There's GAA clubs in Boston and Dubai, and they can't get a proper hurley", 'IDEA', 'PAIN'],
    ['Online therapy for teenagers in Yerevan.', 'They would never tell their parents they need a psychologist.', 'IDEA', 'PAIN'],
    ['Cooking classes for refugees.', 'They never eat a home-cooked meal here.', null, 'PAIN'],
    ['Fresh fish delivery for hill villages.', "Villagers can't buy fresh fish anywhere near.", 'WHO', 'PAIN'],
    ['Queue-free lab tests at home.', 'They never wait in line again.', 'WHY NOW', 'USERS BENEFIT'],
    ['Invoice chasing for freelancers.', 'They never have to chase a payment.', 'WHO', 'USERS BENEFIT'],
    ['Tutoring for adults who want to learn to read.', 'adults who never learned to read properly, there are millions in the US', 'PAIN', 'WHO'],
  ])('after "%s", the last clause of "%s" (asked %s) is under %s', (first, message, asked, block) => {
    const added = changesOf(read(founder(first)), message, asked).filter(([kind]) => kind === 'added');
    expect(added.at(-1)?.[1]).toBe(block);
  });
});
