import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { CURRENCY, CURRENCY_SIGN, type Clause } from './clauses.ts';
import { looksLikePeople, PEOPLE, PEOPLE_NOUNS } from './people.ts';
import { contentWords } from './words.ts';

/** The cues that tie a clause to a canvas block: words and phrases with weights, and the structure around money, people and time. */

type Cue = [RegExp, number];
// Trades a person is said to have ("I'm nurse", "my dad is a plumber").
const TRADES = String.raw`(?:nurse|teacher|doctor|engineer|programmer|developer|designer|farmer|fisherman|mechanic|builder|chef|cook|driver|trucker|lawyer|accountant|pharmacist|architect|vet|dentist|electrician|plumber|carpenter|welder|painter|potter|baker|tailor|hairdresser|barber|shopkeeper|midwife|translator|journalist|photographer)`;
// What is sold at cost ("hardware at cost"), where "at cost" is a price and not a supplier's favour.
// Who or what charges the customers instead of us: "A private tutor would cost 3000 KES an hour".
const NOT_OURS_TO_SELL = String.raw`${PEOPLE_NOUNS}|tutors?|teachers?|nann(?:y|ies)|carers?|maids?|babysitters?|lawyers?|consultants?|developers?|designers?|agenc(?:y|ies)|doctors?|therapists?|cent(?:re|er)s?|hotels?|shops?|stores?|clinics?|schools?|camps?|academ(?:y|ies)|(?:nursing|care) homes?|competitors?|repairs?|replacements?|rent|insurance|salar(?:y|ies)`;
const AT_COST_GOODS = String.raw`(?:sold|sell|sells|selling|hardware|devices?|tags?|sensors?|kits?|equipment|parts|boxes)`;
const PEOPLE_CUE = new RegExp(PEOPLE.source, 'gi');
/** What a law is called: "law", "the e-invoice directive", "regulations" ("rule" only when named, see the WHY NOW cues). */
/** Who makes and enforces the rules: "councils are cracking down" says why now, and names no customers. */
export const RULE_MAKERS = String.raw`(?:governments?|councils?|city|cities|states?|eu|regulators?|authorities|ministry|ministries|parliament|congress)`;
export const LAW = String.raw`(?:laws?|legislation|regulations?|directives?|decrees?)`;
// What is so today: a cue of the pain here, and what they pay today in `place-clause.ts` (`PAID_TODAY`).
export const TODAY_WORDS = 'currently|today|right now|at the moment';
// What a law makes someone do ("must", "are required to"), not what they need not ("don't have to").
const OBLIGED = String.raw`(?<!\b(?:don'?t|doesn'?t|do not|does not|no longer)\s)\b(?:must|have to|has to|(?:are|is) (?:required|obliged|forced) to)\b`;
// "We were in the news last year for our food truck", "My practice was in the local paper": the founders' own press, their proof
// ("Our industry was in the news", "My school was in the papers", "Our competitor was …": the news of others, not their proof).
export const OUR_OWN_BUSINESS = String.raw`(?:company|business|startup|practice|shop|store|restaurant|caf[eé]|clinic|farm|truck|bakery|studio|salon|team|product|app|brand|firm|agency|kitchen|stall|workshop|garage|gym|bar|pub|venue|project|service)`;
const IN_THE_PRESS_OURSELVES = String.raw`(?:we|i|(?:my|our)\s+(?:[\w-]+\s+)?${OUR_OWN_BUSINESS})(?:'ve|\s+have)?\s+(?:were|was|been|got|appeared)(?:\s+(?:featured|written up|covered|mentioned))?`;
const IN_THE_PRESS = new RegExp(String.raw`^${IN_THE_PRESS_OURSELVES}\s+(?:in|on)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:news|papers?|newspapers?|press|tv|television|radio|magazines?)\b`, 'i');
// "It is", "this was even", "you see it", "we read about it all the time": a clause whose subject is what was said before it
// (or the founders themselves, in the press).
const IN_THE_NEWS = String.raw`(?:in|on) (?:the|every|all the) (?:news|newspapers?|papers|headlines)\b`;
const NEWS_OF_WHAT_CAME_BEFORE = String.raw`^(?:(?:it|this|that)(?:'s|\s+(?:is|was|has been))|${IN_THE_PRESS_OURSELVES}|(?:you|we|i|they|people|everyone)\s+(?:see|saw|read|hear|heard)\s+(?:about\s+)?(?:it|this|that|them))(?:\s+(?:all|even|always|still|also|often|constantly|regularly|really|again|sometimes|literally))*\s+`;
// "… is the line", "that's our motto", "… that's the line we use with salons": a line named as the founders' own.
export const THE_LINE = String.raw`\b(?:that'?s|that\s+is|this\s+is|is|was|as)\s+(?:the|our|my)\s+(?:line|motto|strapline|catchphrase)(?=\s*(?:$|[.,;:!?])|\s+(?:we|i)\s+(?:use|say|tell|give|put)\b)`;
// The founder's elders and family, as "my …" names them.
const ELDERS = String.raw`(?:mother|father|mum|mom|dad|parents|grandparents|grandmother|grandfather|grandma|grandpa|nan|nana|gran|uncle|aunts?|family)`;
// A helper of the founder's by trade and name (`CUES`, YOUR TEAM). Case-sensitive: the name is a capitalised word. (Family,
// friends and neighbours said by name are the existing cue's, or the founder's story; customers, a boss or a pet are no helpers.)
const HELPER_NAME = String.raw`\p{Lu}\p{Ll}+`;
const NAMED_HELPER = new RegExp(
  String.raw`^(?:[Aa]nd\s+)?(?:[Mm]y\s+(?!(?:${ELDERS}|grand\p{Ll}+|brother|sister|wife|husband|son|daughter|kids?|children|late|cousin|nephew|niece|friend|neighbou?r|boss|customers?|clients?|patients?|users?|buyers?|guests?|students?|tenants?|landlords?|dog|cat|pet|horse)\b)\p{Ll}[\p{Ll}-]+\s+${HELPER_NAME}(?:'s|’s|\s+(?:has|is|does|works|runs|handles|helps|comes|drives))\b|I'?m\s+with\s+${HELPER_NAME}\b)`,
  'gu',
);
const CUES: Record<CanvasBlock, Cue[]> = {
  WHO: [
    [/^(for(?! (?:now|example|instance|years|the moment|a while|once|free|me|us)\b)|mostly|mainly|primarily)\b/gi, 2],
    // "(but) only for seniors who can't walk their dogs": who it is for, narrowed after the idea.
    [new RegExp(String.raw`^(?:but |and )?(?:only|just|especially|exclusively|specifically) for (?!the first\b)(?:(?!\d)[\w-]+ ){0,3}?${PEOPLE_NOUNS}\b`, 'gi'), 2],
    // Said outright: "it's aimed at accidental landlords", "people like my dad", "teachers use it in class".
    [/^(aimed at|designed for|built for|made for|meant for)\b|\b(it'?s|it is|this is) (more |mostly |mainly |really |rather |actually )*(for|aimed at|meant for)\b|\b(we|i) (target|serve|sell to|focus on)\b|\bpeople like (my|me|us|you|him|her)\b/gi, 3],
    [new RegExp(String.raw`^(?:the |our |many |most |some |even )?(?:[\w-]+ )?${PEOPLE_NOUNS} (?:also |can |could |will |would |already )?(?:use|uses|buy|buys|love|loves) (?:it|this|them|our)\b`, 'gi'), 2],
    // "mums in rural areas who can't get to a gym": where they are, between the people and what describes them.
    [new RegExp(String.raw`^(?!(?:they|we|i|you|it)\b)(?:[\w-]+\s+){0,2}?${PEOPLE_NOUNS}(?:\s+(?:in|on|at|from|across|around|near|outside)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:who|with|living|working)\b`, 'gi'), 2],
    [/\bin their (early |mid |late )?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|\d0s)\b/gi, 2],
    // "the couple is the customer", "clinics are our real buyers": the customers named, and then said to be them.
    [/\b(is|are|would be|will be) (the|our|my) (real |actual |main |paying |ideal |target )?(customers?|clients?|buyers?|users?|audience)[\s.!]*$/gi, 3],
    [/\bwho is (it|this) for\b|\bwho (are|is|would be) (your|the) (customers?|users?|buyers?)\b|\b(people|those|anyone|folks) (who|that|with)\b|\btarget(ed|ing)? (group|audience|market|customers?)\b|\b(our|my|the) (main |ideal |first )?(customers?|clients?|audience|users?|target( market| group| audience)?) (are|is|would be|will be)\b/gi, 2],
  ],
  PAIN: [
    // "I do it all by hand", "they track everything manually": work done by hand today ("we sew every bag by hand" is craft).
    // ("we check them manually before shipping" is care, "no need to do it by hand anymore" a gain.)
    [/(?<!\b(?:we|no need to|don'?t have to|doesn'?t have to|do not have to|no longer|never)\s+(?:\w+\s+)?)\b(?:do|does|doing|did|handle|handles|track|tracks|manage|manages|count|counts|enter|enters|type|types|check|checks)\s+(?:(?:it|this|that|them|everything|all of (?:it|this|that|them))\s+)?(?:all\s+)?(?:by hand|manually)\b(?![^.!?]*\banymore\b)/gi, 3],
    [/\b(problems?|pain\w*|struggl\w*|frustrat\w*|wast\w*|headaches?|annoy\w*|hassle|suffer\w*|challeng\w*|stress\w*|nightmare|chaos|chaotic|mess|messy|overwhelm\w*|worr\w*|fear\w*|afraid|scared|risk\w*|complain\w*|hate|hates|tired of|fed up|drown\w*|lonely|isolat\w*|awkward|fail|fails|failing|falls? through|burn-?out|quit|kill|kills|killing|die|dies|dying|destroy|destroys|destroyed|ruin|ruins|ruined|(nobody|no one) has (the )?time|(don'?t|doesn'?t|do not|does not) feel (prepared|safe|confident|ready|welcome|supported|heard|seen)|agitated|anxious|anxiety|confused|upset|angry|embarrass\w*|ashamed|guilt\w*|bored|bores?|boring|exhausted|fined|fines|penalt\w*|swamped|grieve\w*|alone|(receive|receives|get|gets|earn|earns) nothing|stolen|theft|broken into|vandali[sz]ed|useless|silly|stupid|judged|left out|excluded|(?<!\b(?:never|don'?t|won'?t|no longer) )(get|gets|got|getting) stuck|(?<!\b(?:never|don'?t|won'?t|no longer) )(give|gives|gave|giving) up(?! (?:smoking|drinking|alcohol|sugar|cigarettes|meat|\d|a |an |the |their |our |on ))|feel (lost|alone)|hide|hides|hiding|pretend\w*|scary|scarier|terrif\w*|dangerous|fall(s|ing)? behind|fell behind|(nearest|closest) [\w-]+ (is|are)|(minutes?|hours?|km|kilometres|kilometers|miles) away|too far|(there'?s|there is) nothing (to do|for)|(lost|lose|loses|losing) money|outstanding|unpaid|overdue|owed|on an? (\w+ )?(\w+ )?wait(ing)? ?list|terrible|awful|horrible|sucks|overpriced|overcharg\w*|rip-?offs?|always the same|(is|are) (a )?(pain|joke|disaster)|(has|have|had|with|living with) (dementia|alzheimer'?s|diabetes|cancer|autism|adhd|dyslexia|parkinson'?s|arthritis|asthma|epilepsy|a disability|chronic \w+))\b|\b(who|they) (can'?t|cannot|could ?n'?t|are unable to|aren'?t able to)\b/gi, 2],
    [/\b(are|is) (good |nice |fine |great )?but (slow|expensive|far|unreliable|rude|old-fashioned|outdated|busy)\b|\b(hard|harder|difficult|can'?t|cannot|unable|impossible|too (expensive|slow|long|complex|many|much)|expensive|costly|tedious|error-prone|time-consuming|painful|confusing|unreliable|no way to|don'?t know|doesn'?t know|(?<!\b(?:don'?t|doesn'?t|do not|does not|won'?t|no longer|never) )(have to|has to)|forced to|end up|ends up|(?<!\bso (?:that )?)nobody|nobody(?= (?:can|could)\b)|lack|lacks|no (time|idea|way)|(?<!\bat |^)costs?|takes (time|hours|days|ages)|(are|is) (full|sold out)|waiting (lists?|times?)|queues?|backlogs?)\b/gi, 1.5],
    [new RegExp(String.raw`\b(manual(ly)?|by hand|spreadsheets?|paper|whiteboards?|sticky notes|post-its|notebooks?|whatsapp|dms?|excel|phone calls?|on the phone|${TODAY_WORDS}|still|lose|loses|losing|lost|miss|misses|missed|missing|forget|forgets|forgot|spend (hours|days|too much)|spends|no-?shows?|late|cancell?ations?|cancel|churn|scattered|juggl\w*|chas(e|es|ing)|double-?book\w*|guess\w*|throw away|thrown away|go(es)? bad|spoil\w*|sit empty|empty|wait|waits|waiting|drive around|driving around|never|dozens?|grow out|fall apart|falls apart|go(es)? wrong|break(s)? down|strangers|spends?)\b`, 'gi'), 1],
    [/\bspend\w* (whole|entire|hours|days|evenings|weekends|nights|ages|too much)\b/gi, 1.5],
    // "Nurses working double shifts", "Plumbers doing paperwork at midnight": work at hours no one wants (not "no more overtime").
    [/(?<!\b(?:no|no more|no longer|never|without|less)\s+(?:\w+\s+)?)\b(?:double shifts|back-to-back shifts|overtime|at midnight|(?:late|all) at night|all night)\b/gi, 1.5],
    // "Office managers waste hours ordering snacks", "they lose days chasing invoices": time lost today (the word model has
    // seen "hours" mostly saved). Not once it is gone: "they no longer waste hours", "they spend hours less".
    [/(?<!\b(?:no longer|never|don'?t|doesn'?t|won'?t|no more)\s+)\b(?:wast(?:e|es|ed|ing)|los(?:e|es|ing)|lost)\s+(?:(?:\d+|a few|two|three|several|many|countless|whole|entire)\s+)?(?:hours|days|evenings|weekends|afternoons|half a day|a lot of time|so much time|too much time)\b(?!\s+less)/gi, 3],
    // "there's no daycare", "There is water scarcity in the hostels": what is missing where they are ("there's no competition" is no pain of theirs;
    // "…, so there are no spills" says what no longer happens).
    [/(?<!\bso (?:that )?)\bthere(?:'s| is| are)\s+(?:no|not enough|too few|hardly any|never (?:a|any|enough))\s+(?!(?:competition|competitors?|rivals?|one else|other (?:app|platform|company|product|solution)s?)\b)|\bthere(?:'s| is| are)\s+(?:(?:a\s+)?(?:shortage|lack|scarcity)\b|\w+\s+(?:scarcity|shortages?)\b)/gi, 2],
    [/\bnot enough (?:time|staff|money|people|space|places|customers|hands|workers|teachers|nurses|doctors|beds|rooms|buyers)\b/gi, 2],
    [/\b(can'?t|cannot|could ?n'?t|unable to) afford\b|\bunaffordable\b|\bpay(s|ing)? (a lot|too much|a fortune|through the nose|way more|double|twice as much)\b|\b(never|don'?t|do not|can'?t) (really )?know (if|whether|when|where|what|how|who)\b/gi, 2.5],
    [/\b(fill|fills|filled|sell|sells|sold|book|books|booked) (up|out) (in|within)\b|\b(time|hours|money|budget|evenings) (goes|go|is spent|are spent|gets spent|is wasted|are wasted) on\b/gi, 2.5],
    // "The regulations are so complex that hospitals hire consultants", "There's no law that protects them": rules that weigh on
    // someone, or are missing, are the pain (the word model has seen laws mostly as the moment).
    [new RegExp(String.raw`\b(?:rules|${LAW}|paperwork|bureaucracy|red tape)\s+(?:are|is)\s+(?:so|too|very|really|incredibly|extremely|super)\s+(?:complex|complicated|confusing)\b|\bthere(?:'s| is| are)\s+no\s+(?:rules?|${LAW})\b`, 'gi'), 4],
  ],
  'USERS BENEFIT': [
    // "the tank always looks great", "their shop is always spotless": how their things always are once it is done for them.
    [/\b(?:always|now)\s+(?:looks?|stays?|is|are|feels?)\s+(?:so\s+|really\s+)?(?:great|perfect|spotless|clean|tidy|fresh|amazing|beautiful|healthy)\b|\b(?:looks?|stays?|is|are)\s+always\s+(?:great|perfect|spotless|clean|tidy|fresh|amazing|beautiful|healthy)\b/gi, 2.5],
    [/^so (that )?(nobody|no one|they|you|everyone|people|customers|users)\b/gi, 2],
    // "the scale connects by bluetooth so nobody cheats on the weight": what no one does any more, because of it ("…, so
    // nobody can do it at home" is what no one is able to do, a pain).
    [/(?<=\S)\s+so (?:that )?(?:nobody|no one|no-one)\b(?! (?:can|could)\b)/gi, 2],
    // "Cuts bid time in half", "The factory gets 15-20% more for the same scrap": a gain by a measure (said of the
    // product: "The drought cuts harvests in half" is no gain).
    [/(?:^|\b(?:it|this|that|which|we|our [\w-]+|the (?:app|tool|platform|service|product|software|system)) )cuts? (?:[\w-]+ ){1,3}in half\b|\b(?:gets?|earns?|sells?|sold|pays?) (?:about |around |up to |almost |nearly )?\d[\d.]*(?:\s?[-–]\s?\d[\d.]*)?\s?% (?:more|higher|less|lower)\b/gi, 2],
    // What it means for them: "for patients it's pain gone the same day", "in half the time".
    [/\b(in half the time|(the )?same (day|hour)|for (the )?(patients?|customers?|users?|clients?|families|parents|farmers|drivers|women|kids|students|them)[,]? (it'?s|it is|that'?s|that means))\b/gi, 2],
    [/\b(sav(e|es|ed|ing)|benefits?|helps? them|so (that )?(they|you|users|customers|people|the [\w-]+ (doesn'?t|don'?t|won'?t|never|no longer|can|gets?))|instead of|no longer|never again|(?:never|won'?t) (?:have|has|need|needs) to|peace of mind|without (having|the|any))\b/gi, 2],
    [/\b(faster|cheaper|easier|simpler|quicker|sooner|fitter|healthier|happier|safer|calmer|gains?|reduc\w*|improv\w*|boost\w*|increas\w*|cuts? (the |their |your |down )?(costs?|time|bills?|waste|work|hours|paperwork|admin|risk)|cut (in half|by)|halv\w*|more (time|money|customers|sales|clients|bookings|sleep)|less (time|stress|work|waste|food)|fewer|in one (place|tap|click)|automatic(ally)?|one tap|one click|in (minutes|seconds)|within (minutes|seconds)|on time|finally (get|have|know)|(better|fair|fairer) (price|prices|deal|deals|rates?|pay|income|margins?)|get (their|a|an|more|back|paid|notified|reminded)|gets? (a|an|their|reminders|notified)|included|for the price of|half (the )?price|lower price|second life|stay alive|same (day|night)|(few|two|three) (taps|clicks)|without (chasing|waiting|asking)|with (the|our) app|double (their|your|the)( \w+)?|in (a few|two|three|five|ten|\d+) (minutes|seconds|taps|clicks))\b/gi, 1.5],
    // ("The agent weighs on his own scale": their own thing, named after "own", is no gain; "on their own terms" is.)
    [/(?:^|,\s*|\s)(?:most|many|all|they|everyone|both) (?:of them )?(?:can|could|will) (?:now |finally |easily )?[a-z]+|\bon (their|his|her) own\b(?!\s+(?!(?:and|or|but|so|now|too|again|at|in|on|with|without|from|for|by|to|then|terms|time|schedule|pace)\b)[a-z])/gi, 2],
    [/\b(eat|eats|get|gets|ride|rides|stay|stays|travel|travels|park|parks) (it |them )?for free\b/gi, 3],
    [/\b(don'?t|do not|doesn'?t|won'?t|will not) (have|need) to (chase|wait|call|queue|worry|ask|remember|print|drive|travel|go)\b|\b(stay|stays) longer\b|(?<!\b(?:don'?t|doesn'?t|do not|does not|never) )\bfeel (heard|safe|seen|welcome|valued|in control)\b|\b(never|no longer|no more) (again )?(have to |need to )?(run|runs|miss|misses|forget|forgets|lose|loses|wait|waits|worry|worries|chase|chases|queue|queues|store|stores|pay|pays|double|think|thinks|bother|bothers)\b|\b(at a glance|in one list)\b/gi, 2.5],
    [/\b(get|gets|give|gives) (them |you |customers |members )?an? (\d+\s?% |big |bigger )?discount\b|\bpays? only (for|what|when)\b|\b(pays? (only )?(half|less)|split(s|ting)? (the|one|a) \w+|at any (hour|time)|24\/7|(right )?(by|at|to) (their|your|the) (front )?door|round the clock|(minutes?|steps?) from (home|their door|work)|cuts? (the |their |your )?(\w+ )?(costs?|bills?))\b/gi, 2.5],
    [/\b((a|one) (tenth|third|quarter|fifth|fraction) of the (price|cost)|more \w+ (per|a|each) (hour|day|week|month)|(is|are) on us|(ready|waiting) for (them|you)|we (handle|take care of|do) (the|all|everything)|done for (them|you)|within (a|an|one|two|three|\d+) (minutes?|hours?|days?|weeks?|months?)|(pain|problem|stress|mess|hassle|worry)( \w+)? (is|are) (gone|over|solved|fixed|history))\b/gi, 2],
  ],
  'YOUR PROFIT': [
    [/\b(revenue|moneti[sz]\w*|charg(e|es|ing)|(?<!\b(?:half|lower|better|fair|of|usual|normal)(?: the)? )pric(e|es|ed|ing)(?!\s+(?:have\s+|has\s+)?(?:rose|risen|jumped|went up|gone up|climbed|doubled|tripled|increased|fell|fallen|dropped|are rising|is rising|keep \w+ing|(?:are |is )?climb\w*|(?:are |is )?soar\w*|(?:are |is )?(?:up(?! to\b)|down|through the roof)\b|(?:are |is )(?:very |so |really )?(?:high|low) (?:now|these days|this year)\b))|subscriptions?|business model|make money|(?<!\b(?:they|[a-z]+s) (?:also |can |could |will )?)earn\w*|freemium|licen[cs]e fees?|licen[cs]ing|(per|a|one) (yearly |annual |monthly )?licen[cs]e|licen[cs]es? (per|for|costs?)|(sell|sells|selling|buy|buys|buying) (a |the |our )?licen[cs]es?|margins?|commissions?|fees?|(?<!\b(?:more|fewer|less|extra) \w+ )per (month|year|user|seat|location|transaction|payment|sale|ticket|ride|check|listing|referral|order|booking|head|box|delivery|class|session|lesson|hour|visit|client|nurse|family)|pay (us|for|per|a|an|\d)|pay (daily|weekly|monthly|in instalments|in installments|as (you|they) go)|pay-as-you-go|(?<!\b(?:never|no longer) )pays(?! (only|less|half|more|nothing)\b)|paying (customers|users)|ads|advertis\w*|upsell\w*|premium|tiers?|(we|i|they) (sell|sold)|take a cut|cut of|share (the )?(money|revenue)|(get|gets|take|takes) a (share|cut)|share of|revenue share|plans? (costs?|starts?)|sponsor\w*|affiliate|wholesale|markup|one-off|one-time|free (trial|month|tier|plan|version)|(is|are) free|for free)\b/gi, 2],
    [/\bpays? nothing\b|\b(gets?|keeps?|takes?) (\d+|the rest)\s*[.!]?$/gi, 2],
    // "we buy them at 200 and sell at 450", "I buy them for 20 euros and resell them for 45": the founders' margin, whatever was asked.
    [/\b(?:we|i)\s+buy\s+(?:them\s+|it\s+|these\s+|those\s+)?(?:for|at)\s+(?:about\s+|around\s+)?[$€£]?\d[^.;!?]{0,40}?\b(?:re)?sell\s+(?:them\s+|it\s+|these\s+|those\s+)?(?:for|at)\s+(?:about\s+|around\s+)?[$€£]?\d/gi, 4],
    // "€5 per tag per month, hardware at cost": what is sold at cost is priced, not a supplier's favour.
    [new RegExp(String.raw`\b${AT_COST_GOODS} (is |are )?at cost\b`, 'gi'), 3],
    // "Employers would pay.", "so families pay, £15 a manicure", "Schools pay the screening", "schools would buy it": who pays us, said of the
    // customers ("Patients pay out of pocket", "Groomers pay the price of no-shows" are what they bear).
    [new RegExp(String.raw`^(?:(?:so|and|then|but) )?(?:[\w-]+ )?(?:the |our |many |most |some )?(?:[\w-]+ )?${PEOPLE_NOUNS} (?:would |will |could |can |should |must |then |also |only |just )?(?:buy (?:it|this|them|licen[cs]es|subscriptions?)\b|pay\b(?=\s*(?:[,.;!]|$|(?:\s+(?:us|me|per\b|monthly|yearly|annually|weekly|upfront|up front|a (?:subscription|fee|membership|commission)|the (?:screening|fee|subscription|membership|service)|for (?:it|this|that|the (?:service|app|platform|subscription|kit|box|course|classes|membership|screening|visits?|sessions?))|to (?:use|join|access|list|be listed|get)\b)))))`, 'gi'), 2.5],
    // "49 a month for a small bouquet, 99 for a big one", "probably 29 a month", "costs like 15/month": a price said plainly, before anything else.
    [/^(?:(?:it |this |that )?(?:costs?|will cost|would cost|is|'s)\s+(?:like\s+)?)?(?:(?:maybe|probably|perhaps|around|about|roughly)\s+)?[$€£¥]?\d[\d,.]*\s?(?:[$€£¥]|dollars?|euros?|pounds?|eur|usd|gbp)?\s*(?:(?:\/\s?|a |an )(?:month|week|year|mo|session|class|lesson|box|order|seat|user|head)\b|per (?!cent\b)[a-z]+)/gi, 2.5],
    // "classes would cost 1500 KES each": what a thing will cost, each or per time (not "would cost them").
    [new RegExp(String.raw`^(?:it|this|(?:a|an|one|each|the|our) (?!(?:[\w-]+ ){0,2}?(?:${NOT_OURS_TO_SELL})\b)(?:[\w-]+ ){0,2}?[\w-]+|(?!(?:[\w-]+ )?(?:${NOT_OURS_TO_SELL})\b)(?:[\w-]+ )?[\w-]+s) (?:would|will|should) cost (?!(?:them|him|her|us|you|me)\b)(?:about |around |roughly |maybe )?\S*\d[\d,.]*k?\s?(?:[^\s\d]+\s+)?(?:each|apiece|per|a|an)\b`, 'gi'), 5],
    // "It's free for the women, funded by CSR money from tech companies": who pays, when the users do not.
    [/\b(?:funded|financed|paid for|sponsored|subsidi[sz]ed|underwritten) by\b|\b(?:it'?s|its|it is|free) (?:free )?(?:for|to) (?:the )?(?:users?|women|men|families|parents|students|kids|children|patients|farmers|members|everyone|them)\b/gi, 4],
    // "Basic matching free, premium 7.99 a month": the free part of a freemium offer is part of the price.
    [/\b(?:basic|standard|core|starter|lite|light)\s+(?:[\w-]+\s+)?(?:(?:is|are|stays?|remains?)\s+)?free\b|\bfree\s+(?:tier|version|plan|trial|basic|level)\b|\bfreemium\b|\bpremium\s+(?:tier|version|plan|features?|users?|members?|subscription)\b/gi, 3],
    // "free to play, parents can buy a premium version": a free product is a way of making money too.
    [/(?:^|,\s*|\b(?:it'?s|its|it is|(?:the )?(?:app|game|platform|tool|service|basic version) is)\s+)free[- ]to[- ](?:play|use|download|join|install)\b/gi, 3],
    // "i would charge 15": what we would charge, said without a currency.
    [/\b(?:we|i)(?:'d|'ll| would| will| could| can)? charge (?:them |customers |clients |parents |people |students |families )?(?:about |around |roughly |only |just )?[$€£¥]?\d[\d,.]*(?![\d,.])(?!\s*(?:phones?|devices?|cars?|batter(?:y|ies)|bikes?|scooters?|laptops?|vehicles?|at (?:once|the same time)))/gi, 3],
    // "sell it for 299 and filters at 19.99": what we ask for the thing, without a currency or a subject.
    [/(?:^|\b(?:we|i)(?:'ll| will| would| could)? )(?:sell (?:it|them|each(?: one)?|one|the [\w-]+)|rent (?:it|them|each(?: one)?|one)(?: out)?) (?:for|at) (?:about |around |roughly )?[$€£¥]?\d/gi, 3],
    // "Private insurers reimburse most of it": who pays the customers back is how the money comes in.
    [/(?<!(?:\bnot|n't|\bdont|\bnever|\bno longer|\bwont) )\breimburs(?:e|es|ed|ing)\b/gi, 3],
    [/\bbilled (monthly|yearly|annually)\b|\b(monthly|yearly|annual|season) (fee|plan|subscription|licen[cs]e|price|payment|pass|passe|membership|ticket)s?\b/gi, 1.5],
    [/\b(keep|take|takes|get)s? (?:about |around |roughly |only |just |up to )?(\d+|a|an)\s?(%|percent|per ?cent|cut|share)|\b(keeps?|takes?|gets?) (half|the rest|two thirds|a third|a quarter)\b(?! (?:the|as) (?:time|long)\b)|\d+\s?(%|percent|per ?cent) (of|on|from) (each|every|all|the)\b/gi, 2],
  ],
  'WHY YOU': [
    [new RegExp(IN_THE_PRESS.source, 'gi'), 5],
    // "Me and my wife run a small bakery in Kraków for 12 years", "We've done local weddings for 9 years": the founders' own years at it.
    [/\b(?:we|(?:me|i) and my [\w-]+|my [\w-]+ and (?:i|me))(?:'ve| have)?(?: been| also| already)? (?:run|ran|running|own|owned|done|doing|work|worked|working|make|made|making|shot|bake|baked|cook|cooked|teach|taught|build|built|manage|managed|organi[sz]ed|sell|sold|selling)\b(?![^.!?]{0,60}?\b(?:licen[cs]es?|contracts?|leases?|subscriptions?|warrant(?:y|ies)|guarantees?|loss(?:es)?|no (?:money|profit|holidays?)|nothing)\b)[^.!?]{0,60}? for (?:the (?:last|past) )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several) (?:years|decades)\b/gi, 3],
    [/\b(i|i'?ve|i have|i'?m|i am)\b(?: [\w'-]+){1,5} for (?:[\w-]+ )?(years|decades)\b|\b(we both|both of us)\b(?: [\w'-]+){1,8} for (?:[\w-]+ )?(years|decades)\b|\b(i|i'?ve|i have) (?:[\w'-]+ ){1,5}since (19|20)\d\d\b/gi, 2],
    // "I have a food truck that sells arepas", "We have a farm in the Emmental": a trade the founders run (strong, as
    // "we" alone counts for little here).
    [/\b(i|we) (?:already |currently |also )?(?:have|operate) an? (?:[\w-]+ ){0,2}(?:shops?|stores?|restaurants?|caf[eé]s?|bakery|bakeries|food ?trucks?|trucks?|salons?|studios?|farms?|clinics?|practices?|agency|agencies|gyms?|bars?|kiosks?|stalls?|workshops?|garages?)(?=\s*(?:$|[,.;!:])|\s+(?:in|on|at|near|that|which|where|with|for|called|selling|since)\b)/gi, 4],
    // "I am mother of three", "I'm nurse": a role said without its article, as in many a second language.
    [new RegExp(String.raw`\b(i'?m|i am) (?:mother|father|mum|mom|dad|parent|${TRADES})\b`, 'gi'), 2],
    [/\b(background|experience\w*|expert\w*|career|ph\.?d|degree|diploma|certified|work(ed)? as|spent \w+ years|years (as|in|at|of|running|working)|used to|i was an?|i'?m an?|i am an?|former|formerly|ex-\w+|know (the|this|how|firsthand|first-hand)|i'?ve (seen|been|built|run|done|lived|had|managed|worked)|i have been|i (run|ran|built|founded|started|manage|managed|lead|led|owned|own|head|studied|trained|taught|practi[sc]ed|cared|grew up|worked)|myself|my own|personally|partner (in|at) (a|an|the|my|our)|i know(?! (about |over |around |more than |maybe |roughly |almost |nearly |some )?(\d|dozens|hundreds|thousands)))\b/gi, 2],
  ],
  'WHY NOW': [
    [/\b(now that|nowadays|recent(ly)?|trends?|timing|emerging|finally|this year|last year|next year|these days|in 20\d\d|by 20\d\d|from 20\d\d|since (20\d\d|covid|the pandemic|last)|pandemic|covid|adoption|changed|shift(ed|ing)? (to|towards|away)|new (?:[\w-]+ ){0,3}(law|laws|rules?|regulations?|standards?|requirements?|acts?|mandates?)|mandates?|mainstream|in demand|demand (is )?(growing|rising|up)|(got|gotten|became|become|are now|is now) (good|cheap|fast|accurate|reliable) enough|(in|over) the (last|past) ([\w-]+ )?(years?|months?)|every year|risen|climb(?:s|ed)?\b(?! (?:ladders?|roofs?|stairs|trees|walls?|scaffold\w*)\b)|climbing\b(?! (?:gear|gyms?|walls?|shoes|ropes?|holds|clubs?|routes?|community|equipment|trips?|tours?|cent(?:re|er)s?|halls?|partners?|instructors?|lessons?|courses?|spots?|areas?|crags?))|soar\w*|surg\w*|spik\w*|skyrocket\w*|spread(s|ing)?|expand(s|ing)|rolling out|rolled out|taking off|catching on|disappear(s|ing)|vanish(es|ing)|dying out|phas(ed|ing) out|back (to|into|in) the office|return[- ]to[- ]office|hybrid work|this (?:season|winter|summer|spring|autumn|fall)\b|(from|since|by|starting|until|as of|in|this|next|last) (january|february|march|april|june|july|august|september|october|november|december)|new (technolog\w*|generation)|regulations?|directive|mandatory|ban|banned|growing|grew|boom\w*|ris(e|ing)|rose|went up|gone up|going up|jumped|doubled|tripled|will (double|triple|grow|reach)|cheaper than ever|just (became|launched|got|passed|announced)|(?:crack|clamp)(?:s|ed|ing)? down|for the first time|inflation|(right|good|perfect|great|best|ideal) (time|moment) (to|for)|right time|window|(starts?|begins?|opens?) in (\w+ )?(days|weeks|months)|ai (has|is|now|models|can)|llms?|gen(erative)? ai|starting (next|this)|from (next|this) (year|month)|post-covid|remote work|shortages?|short of|(are|is) now|record (high|low|levels?|year|numbers?)|(is|are|was) (at )?(a )?record|\d[\d,.]* new [\w-]+ (have )?(opened|launched|started|appeared)|than ever|all-time|lockdowns?|(ageing|aging|older|greying|graying) population|population (is )?(ageing|aging|getting older)|(have|has) started|started (selling|using|to)|dropped|fell|falling|declin\w*|this (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)|from (this|next) \w+)\b/gi, 2],
    // "Mindbody just raised prices by 40%": what others did lately ("we just raised the fees" is our price).
    [/(?<!\b(?:we|i|we'?ve|i'?ve|we have|i have|our \w+)\s+)\b(?:just|recently|lately|this year|last year)\s+(?:raised|hiked|doubled|tripled|increased|put up)\s+(?:their\s+|its\s+|the\s+)?(?:prices?|fees?|rates?|commissions?)\b/gi, 3],
    // "The Renters' Rights Act says …", "the Omnibus directive": a law by its name.
    [/\b[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)* (?:Act|Directive|directive|Mandate|mandate|Regulation|Bill)\b/g, 2.5],
    [new RegExp(String.raw`\b${RULE_MAKERS}\b (\w+ ){0,2}?(just |recently |now )?(cut|cuts|banned|bans|introduced|introduces|passed|changed|announced|raised|lowered|scrapped|ended|requires?|required|subsidi[sz]es|funds|stopped|started|launched|began|enforces)\b`, 'gi'), 2],
    [/\b(\w+ )?(years?|decades?|months?) ago\b|\bcrisis\b|\bretir(e|es|ing|ement)\b|\b(made|makes) it (possible|cheap|easy)|(?<!\b(?:we|i|it|app|platform|product|service|tool) )\bmade (?!it\b)[\w-]+(?: [\w-]+)? (?:easy|cheap|possible|affordable|mainstream)\b|\b(now|became|become|becoming) (possible|legal|affordable|mandatory)\b|\blegali[sz]ed\b|\bexplod\w*|\b(within|in|over) the (next|coming) (\w+ )?(years?|decades?|months?)\b|\bcost of living\b|\bwent from\b|\b(moved|switched|shifted|moving|switching) (to|away from|from)\b|\b(grew|rose|jumped|fell|dropped|climbed) from\b/gi, 2.5],
    // "With the e-invoice law, every small company must change its software", "… must keep digital records by law": what a law makes
    // everyone do is the moment. Not "no law says …", nor what "by law" they must, said first to set the scene of a pain ("By law they
    // must keep records for 10 years, and the paper piles up"), nor "they don't have to".
    [new RegExp(String.raw`(?<!\b(?:no|by)\s)\b${LAW}\b(?:(?!\b(?:so|too)\s)[^.;!?]){0,60}?${OBLIGED}|\b${LAW}\s+(?:make|makes|made)\s+(?:[\w'’-]+\s+){1,3}(?:responsible|liable)\b|${OBLIGED}[^.;!?]{0,60}?\bby law\b`, 'gi'), 3],
    // A rule is a law when it is named or new ("the Title VI rule says schools must …", "new EU rules"), not the rules of a ward or a hospital.
    [new RegExp(String.raw`(?:\b(?:[Nn]ew|EU|[Ff]ederal|[Ss]tate|[Gg]overnment)|(?<=\S\s)\p{Lu}[\p{L}\d-]*)\s+rules?\b[^.;!?]{0,60}?${OBLIGED}`, 'gu'), 3],
    [/\b(now|newly) (have to|has to|must|need to|required)\b|\bmust now\b|\b(are|is) now (required|obliged|forced)\b/gi, 3],
    [/\b(fewer and fewer|more and more|less and less|than ever( before)?)\b|\b(people|customers|consumers|everyone|shoppers|buyers) (are|is) (now |increasingly )?(looking for|turning to|switching to|moving to|asking for|demanding)\b/gi, 4],
    // "MFI over-indebtedness is in the news a lot", "the shortage is in every newspaper": what the news speaks of is the moment
    // ("It is in the news every day", "it was even in the papers", "you see it in the news", after the pain or a trend, say only that).
    // (The lookahead first: the long guard behind is tried only where the news stands.)
    [new RegExp(String.raw`\b(?=${IN_THE_NEWS})(?<!${NEWS_OF_WHAT_CAME_BEFORE})${IN_THE_NEWS}|\bmaking (?:the )?headlines\b`, 'gi'), 2.5],
    [/\b(now|these days|nowadays)\s*[.!]?$/gi, 1.5],
    // "petrol price up", "Energy prices through the roof": prices that climb are the moment.
    [/\b(?:prices?|costs?|rents?|rates?)\s+(?:(?:are|is|have|has)\s+)?(?:gone\s+)?(?:up(?! to\b)|through the roof|sky-?high|skyrocket\w*)\b/gi, 2],
    [/^since\b(?! i\b)|\bmust\b/gi, 1],
    [/(?<!right |for |until |just |from )\bnow\b/gi, 1],
  ],
  'YOUR TEAM': [
    // "Our staff are all former care workers": the founders' own staff are the team, whoever they once were.
    // ("Our tutors are former teachers", "Our staff include two qualified nutritionists": the people who do the work, and a number of them.)
    [/^(?:and\s+)?(?:all\s+)?(?:our|my)\s+(?:staff|employees|crew|hires|tutors|teachers|translators|trainers|coaches|instructors|drivers|cooks|chefs|nurses|carers|cleaners|engineers|developers|designers)\s+(?:are|were|include)\s+(?:all\s+|mostly\s+|both\s+)?(?:(?:two|three|four|five|six|\d+)\s+)?(?:former|ex-|trained|qualified|certified|experienced|retired|registered|licensed)/gi, 5],
    // "my sister is a chemist": a peer said with a trade is on the team ("my dad is a plumber" is why the founder, see FAMILY_LIFE;
    // "my sister is a nurse and can't find anyone…" speaks of her trouble).
    [new RegExp(String.raw`\bmy (?:sister|brother|wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|friend|best friend|cousin|flatmate|roommate) (?:is|was) an? (?:[\w-]+ ){0,2}?(?:[a-z]+(?:er|ist|ian|or|ant|ect)|coder|dev|barista|chemist|${TRADES})\b(?![^.!?]*\b(?:can'?t|cannot|couldn'?t|struggles?|hates?|loses?|breaks?|burn(?:s|ing)? out|(?:doesn'?t|does not|never|isn'?t) (?:have|has|get|gets|know|knows|earn|make|paid)|always late)\b)`, 'gi'), 3],
    [/\b((?<!\bsame )team(?! (?:building|communication|events?|offsites?|outings?|bonding|spirit|morale|activities|away ?days?|retreats?|games?)\b)|teammates?|co-?founders?|cofounders?|founding|(?<!\b(?:struggles?|struggling|struggled|hard|unable|can'?t|cannot) to )hire|hiring|recruit\w*(?! (?:\w+ )?(?:through|via|from))|my [\w-]+ (builds|does|runs|handles|writes|designs|codes|manages|looks after|takes care of)|cto|ceo|coo|cfo|(?<!\b(?:their|his|her|your) )(?<!\b(?:design|business|channel|distribution|delivery|retail|pilot|launch) )partners?(?! (?:in|at) (?:a|an|the|my|our)\b)(?! can\b)(?<!\bto partner)|we are (the )?(two|three|four|five|\d+)|we['’]re (two|three|four|five|\d+)(?=\s*:)|(two|three|four|five|\d+) of us|(i'?m|i am|working|building (it|this)|doing (it|this)|still) (\w+ )?(alone|solo)|solo founder|by myself|(work|works|working|am|'m) alone|on my own|my (brother|sister|son|daughter|friend|best friend|colleague|wife|husband|cousin|nephew|niece|dad|mom|mum|mother|father|uncle|aunt|partner|girlfriend|boyfriend|fianc[eé]e?|flatmate|roommate)(?! (was|were|used to|had|lives|lived|is|has|needs|needed|struggles|struggled|suffers|suffered|fell|died|got|gets|uses|used|loves|hates|worries|worried|lost|can'?t|cannot)\b)|helps? (me|us)|(are|is) helping|helping (me|us|out)|^(just )?me (plus|and|with)\b|(have|got) (nobody|no one|no team)|nobody yet|no (team|co-?founders?) yet|(work|works|working|join|joins|joined|helps?|helping|is|are) (\w+ )?(part|full)[- ]time|advisors?|mentors?|(need|needs|looking for|searching for) (a|an|one|someone|somebody)( \w+)?( \w+)? (co-?founder|cto|developer|dev|designer|engineer|programmer|coder|marketer|salesperson|sales person|partner|person|mentor|advisor|investor|accountant|chef|teammate)s?|(need|looking for|searching for) (someone|somebody)|join(s|ed|ing)?|(just|only) me|me and|(and|plus|&) me$|^(it'?s|it is|we'?re|we are) (just )?(me|us)\b|with me|colleagues?|wants in|(?<!^(?:i|we) )(want|wants|agreed|are going) to help|(want|wants|agreed|are going) to (join|run|work|be part of (this|it|the team|us)))\b/gi, 2.5],
    [/\b(two|three|four|five|six|\d+) (friends|colleagues|classmates|former colleagues)\b|\bon board\b/gi, 2.5],
    // "no cofounder yet", "I have no employees so far": a team of no one is the answer about the team, whatever was
    // asked (the cue above weighs "no team yet" too, too lightly against the block asked).
    [/^(?:(?:i|we)(?:'ve got| have| got)\s+)?no (?:team|co-?founders?|partners?|employees|staff|cto|developers?|team ?mates?)(?: (?:yet|so far|for now|at the moment|right now))?[\s.!]*$/gi, 2],
    // "My cofounder Marc ran partnerships at Wealthsimple": what a co-founder did is who the team is, whatever it names.
    [/^(?:and\s+)?(?:my|our)\s+(?:co-?founders?|cto|ceo|coo|cfo|business partner)\b/gi, 1.5],
    // "I'm solo right now", "solo": who is on the team, however the word model reads "I'm".
    [/\b(i'?m|i am) (still |currently |just |completely |totally )?(solo|alone|a solo founder|on my own)\b|^(just |only )?(solo|alone)\b/gi, 2.5],
    [/\b(volunteer|part-time|full-time|freelance) [\w-]+s\b/gi, 1.5],
    [/\bteam (is|are|has) (\w+ )?(two|three|four|five|six|seven|eight|\d+)\b/gi, 2.5],
    [/\b(designers?|developers?|engineers?|marketers?|salespe(rson|ople)|programmers?|coders?|accountant)\b/gi, 1],
    // "My deckhand Bobby's been with me 12 years", "I'm with Trang": a helper of the founder's said by trade and name works with
    // them, however the "I" or the years read as the founder's own past (the word model's).
    [NAMED_HELPER, 5],
  ],
  'SECRET SAUCE': [
    // "I have 300 patients already who trust me", "we've got 40 paying customers": customers won already, early proof.
    [/\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:got|have)\s+(?:(?:about|around|over|more than|almost|nearly)\s+)?\d[\d,.]*\+?\s+(?:paying\s+|regular\s+|active\s+|loyal\s+)?(?:patients|clients|customers|users|members|students|subscribers|followers|sign-?ups|buyers|families)\b/gi, 3],
    // "60,000 players so far", "2,000 orders already": what the founders have shown.
    [/\b\d[\d,.]*\s?k?\+?\s+(?:players|customers|users|clients|downloads|orders|sales|members|subscribers|guests|visitors|bookings|installs)\s+(?:so far|already|to date|and counting)\b/gi, 3],
    // "I have 8000 followers on instagram", "my newsletter has 12k subscribers": an audience of our own.
    [/(?:\b(?:i|we)\s+(?:already\s+)?(?:have|got|'ve got)|\b(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?(?:\s+(?:has|have|already has))?)\s+(?:over\s+|about\s+|around\s+|almost\s+|nearly\s+)?\d[\d,.]*\s?k?\+?\s+(?:followers|subscribers|fans|members|readers|people on (?:our|my|the) (?:list|waitlist|wait list|newsletter))\b/gi, 3],
    // "there are 2 similar apps but they are boring": the competition.
    [/^(?:but |and |so )?there(?:'s| is| are) (?:already )?(?:\d+|one|two|three|a few|a couple of|some|several|many|lots of|other|similar)(?:(?: similar| other| existing| competing)? (?:apps?|competitors?|platforms|tools|startups)| (?:similar|other|existing|competing) (?:companies|products|businesses|shops|services))\b/gi, 3],
    // "Zipline does something similar but only for blood products": a competitor, and how we differ.
    [/^(?!(?:we|i|our|my|it|this|that|which|they)\b)(?:[\w'’-]+\s+){1,3}(?:does|do|did|offers?|sells?|makes?|has|have|built|tried) (?:something|sth|smth) (?:similar|like (?:this|that|it))\b/gi, 3],
    [/\b(uniquely|(is|are|'s) unique|unique (selling|advantage|data|access|position|approach|technology|method|recipe|process|insight|know-how)|secret|unfair|advantage|moat|patent\w*|proprietary|exclusive\w*|hard to copy|can'?t copy|nobody else|no one else|(nobody|no one|no-one) (does|do|is doing|offers?|sells?) (this|that|it)|only (one|ones|we|us|company)|unlike|the only|competitors?(?!'?s? (prices|pricing|price)\b)(?!(?: \w+){0,2} (?:in|on) the (?:news|papers|headlines)\b)|competition|better than|edge|network effects?|our own (data|model|recipe|\w+ data)|data ?set|algorithm|partnerships?|(partnering|partnered) with|(wants?|agreed|keen) to partner|design partners|access to|relationships? with|first mover|lock-?in|trademark|contracts? with|deals? with|know-how|tested on|trained on|vetted|insured|inside out|our own \w+|no (other )?competitors?|built with|based on)\b/gi, 2.5],
    [/\b((written|checked|reviewed|approved|designed|backed|validated|certified|developed|created) (it |them |this )?(by|against|with|together with)|(measured|verified|checked|tested|inspected|audited|visited) (on site|in person|by us|ourselves|one by one)|clinical(ly)?|evidence-based|peer-reviewed|already (have|has|hold|holds|own|signed|work with|know)|(sell|sells|supply|supplies|deliver|delivers|give|gives|lend|lends) (to )?us|((a|one) (third|quarter|fraction|tenth)|half) of what|our costs? (per \w+ )?(is|are))\b/gi, 2.5],
    [new RegExp(String.raw`(?<!\b${AT_COST_GOODS} (?:is |are )?)\bat cost\b`, 'gi'), 2.5],
    // Backing, and being one of few: "I have the support of the French Bridge Federation", "one of only 3 certified in the state".
    [/\b(have|has|got|with) the (support|backing|blessing) of\b|\b(supported|endorsed|funded) by\b|\bone of (only|just|the few|very few) \b/gi, 3],
    [/\b(which|that) (took|takes) (\w+ ){0,3}?(a year|(\w+ )?(years|months))\b|\bour \w+ costs? (us )?nothing\b|\bin exchange for\b/gi, 3],
    // Traction: "We're at 40k downloads a month", "a bike shop chain ordered 300 frames", "it sells out every week".
    [/\b(we'?re at|we are at|we have|we'?ve got|we got|already (have|has)|with) (over |about |around |nearly |almost )?\d[\d,.]*k? (downloads|users|customers|signups|sign-ups|subscribers|members|orders|pre-?orders|sales|installs|followers|clients|students|families|shops|stores|farmers)\b|\b(ordered|pre-?ordered|bought|booked|reserved|will test|are testing|is testing|tested|piloting|trialling|trialing) (\w+ )?\d[\d,.]*k? [\w-]+|\b(it|they|we|our [\w-]+) (sells?|sold) out\b|\b(we|i)(?:'ve| have)? (tested|piloted|trialled|trialed|ran) (it|this|the \w+|our \w+) (in|at|with|for)\b|\b(\d[\d,.]*k?\+?|two|three|four|five|six|seven|eight|nine|ten|dozens of|hundreds of) [\w-]+ (have |has |are |already |have already )?(signed|ordered|pre-?ordered|joined|committed|subscribed|pre-?paid|testing|piloting|trialling|trialing)\b/gi, 3],
    // "Three boat owners agreed to try it", "Four firms are using the beta", "300 people on the waitlist".
    [/\b(?:agreed|promised|committed|signed(?: a letter)?) to (?:try|test|pilot|take|buy|use|join|stock|list|sell|order|supply)\b|\b(?:is|are) (?:already )?using (?:our|the) (?:beta|pilot|prototype)\b|\bon (?:the|our) wait-?\s?list\b|\bletters? of intent\b|\blois?\b/gi, 3],
    // "Three factories are using it in Golaghat", "10 boats running since August", "agreed to a pilot with 50 farms": what already runs.
    [/\b(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:[\w'’-]+\s+){0,2}?(?:(?:are|is)\s+(?:already\s+)?using\s+(?:it|us|this)\b|(?:running|live|operating)\s+(?:since|for)\b)|\bagreed to (?:a|the|our) (?:pilot|trial|test)\b|\b(?:running|doing|started) (?:a|our) (?:pilot|trial)\b/gi, 3],
    // "I know 60 tuners who'd sign up tomorrow": the people a founder can bring are an advantage, not background.
    [/\bi know (about |over |around |more than |maybe |roughly |almost |nearly |some )?(\d[\d,]*|dozens|hundreds|thousands) (of )?[\w-]+/gi, 3],
    [/\b(does|do|pass|passes|must pass|completes?|goes through) (a|an|our) (\w+ )?(trial|test|check|interview|audit|vetting)\b|\bbefore (listing|joining|going live|they (join|start|list))\b/gi, 3],
    [/\bour \w+ (is|are) (right )?(next to|close to|near|around the corner from|located)\b|\b(which|that) (keeps|makes) (\w+ ){0,2}(cheap|cheaper|low|lower|free|faster)\b/gi, 2.5],
    [/\b(we|i) own\b|\b(grow|make|brew|roast|bake|breed|raise|produce|print|sew|build) (my|our) own\b|\bno other \w+|\bin bulk\b|\b(straight|direct(ly)?) from (the |a |an )?(factory|farms?|source|makers?|manufacturers?|producers?|growers?)\b/gi, 2.5],
    [/\b(which|that|what) (\w+ ){0,4}(can'?t|cannot|don'?t|do not|never|won'?t|didn'?t|have to|has to|must|need to|pay for)\b|\b(trained|tested|proven|validated) (on|with|in)\b|\b(learned|learnt) from\b|\bpilot\b/gi, 3],
    // What sets the founders apart said as structure: a superlative or a first, what others cannot
    // match, an asset we hold, people who send customers our way.
    [/\bwhat makes (us|it|our [\w-]+) (different|special|unique|better|stand out)|\bsets? (us|it) apart|\bdifferentiat\w*|\b(largest|biggest|best|first|fastest|widest|deepest|most complete) (\w+ ){0,4}?(in|on|of) (the |this )?(country|city|region|market|world|town|area|industry|sector)\b|\bthe first (to|in|with|ever)\b|\b(cannot|can'?t|couldn'?t|don'?t|do not|never) (match|copy|compete|replicate|offer that|do that)\b|\b(that|which) only [\w-]+ (\w+ )?(had|have|has|could|can|used|offer)\b|\b(send|sends|refer|refers|recommend|recommends|introduce|introduces|promote|promotes|feature|features) (us|our)\b|\b(refer|refers|recommend|recommends|introduce|introduces) ([\w-]+ ){1,3}to us\b|\b(we|i|our [\w-]+)(?:'ve| have)? (have|has|hold|holds|built|collected|gathered|curated|got) (the|a|an|our own|my own|our|my) (\w+ ){0,3}?(list|database|network|community|lab|recipe|licen[cs]e|waiting ?list|waitlist|dataset|archive|catalog(ue)?|panel|pool|library|agreement|contract|deal|partnership)\b|\b(is|are) certified\b|\b(already )?trusts? (us|our)\b|\b(we|we'?ve|we have) (\w+ ){1,5}already\b|\b(we|i) (collect|receive|source|get) (?!(?:your|the first|care)\b)[^,.;]{0,40}? from [^,.;]{0,40}? for free\b|\b(we|i) (buy|source|get|rent|lease)\b.*\b(at a fraction|at cost|below (cost|market)|for free|for nothing|cheaply|for less)\b|\b(pass|passes|hand|hands|give|gives) (on|out) our\b|\b(how|where) (people|customers|clients|users|they|families|parents) (find|hear about|discover) us\b|\bwe already\b|\bsole (access|rights?|supplier|licen[cs]e)\b|\bletters? of intent\b|\b(which|that) (nobody|no one|none of|no other)\b|\bwhich is why (they|people|customers|clients|users|\w+s) (\w+ )?(sign up|buy|come|choose|stay|trust|pick)\b|\b(gave|granted|grants|lent|shares|shared|rents?|offered|(will|would|wants to) (give|rent|lend|let)) (us|me)\b|\bour [\w-]+ (park|parks|sit|sits|are based|are located|are parked|are stored|live) (in|at|inside|next to)\b|\bsigned (up|on|letters|contracts?|agreements?|deals?)\b|\bpre-?orders?\b|\b(our|we have an?|we'?ve got an?|a) wait(ing)? ?list( of \d[\d,.]*| with \d[\d,.]*)?\b(?! for)|\bendors\w*|\breach(es)? (\d[\d,]*|thousands|millions|hundreds|every)\b|\b(recruit|reach|find|get) (?!(?:booked|paid|stuck|lost|ignored|scammed)\b)(\w+ ){0,2}(through|via)\b|\bour (own )?(scanner|sensor|algorithm|engine|model|method|process|recipe|formula|technology|tech|hardware|robot|device)s?\b|\b(has|have|with) (a |an )?(built-in |smart )?(\w+ )?(sensors?|chips?)\b|\b(halves|cuts|lowers|reduces|keeps down) our (\w+ )?costs?\b|\b(?<!\b(?:so|and|but|then|now|when|after|because|since|until|once|if|what|that) )(?<=[a-z]+ )(that )?(we|i) (designed|built|developed|created|invented|wrote|devised)\b/gi, 2.5],
  ],
  PITCH: [
    // "'Clean clothes, zero trips' is the line", "Fresh shirts by Friday, that is our motto": a line the founder names as theirs
    // (not "That's the line." alone, which names nothing; nor "the line manager").
    [new RegExp(String.raw`\b(?<=\S\s{1,3})${THE_LINE}`, 'giu'), 3],
    // "Like a gym but for clay.", "It's like Tinder, but for dog walkers": a known thing made over for others.
    [/^(?:(?:it'?s|it is|this is|basically|kind of|sort of|imagine|think)\s+)*(?:like\s+(?:an?\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?|an?\s+(?!(?:lot|bit|little)\b)[\p{L}-]+),?\s+but\s+for\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}[\s.!]*$/giu, 3],
    [/\b((?<!\b(?:football|sports|rugby|cricket|hockey|of the|on the|onto the|off the) )pitch|one-liner|in one sentence|tagline|elevator|slogan|in short|in a nutshell|think of it as|(uber|airbnb|netflix|spotify|tinder|duolingo|shopify|stripe|notion|slack|canva|strava|tripadvisor|linkedin|grammarly|calendly|fitbit|carfax|turbotax|peloton|deliveroo|doordash|instacart|etsy|ebay|amazon|zillow|yelp|glassdoor|opentable|zocdoc|rover|revolut|venmo|paypal|klarna|gumtree|craigslist|nextdoor|fiverr|upwork|taskrabbit|wework|kickstarter|patreon|substack|uber ?eats|google maps|waze|rightmove|zoopla|blablacar|vinted|depop|headspace|masterclass|khan academy|wikipedia|ikea|lego|tesla|apple pay|whatsapp|instagram|tiktok|pinterest|youtube)(?:,? but)? (for|of)|(we are|we'?re) the [\w-]+( [\w-]+)? (for|of)\b)\b/gi, 3],
  ],
};

/** Where an amount starts: "$", "R$ ", "₱", "KSh ", "kr ". */
export const AMOUNT_START = String.raw`(?:[a-z]{0,2}[$€£¥]|${CURRENCY_SIGN}|(?:${CURRENCY})\.?)\s?\d`;
/** An amount of money with its currency: "$14.99", "35 €", "49 dollars", "R$ 590", "1.400 kr". */
export const AMOUNT = String.raw`${AMOUNT_START}[\d,.]*|\d[\d,.]*\s?(?:[$€£¥]|${CURRENCY_SIGN}|(?:dollars?|euros?|pounds?|${CURRENCY})(?![a-z\u00c0-\u024f\d]))`;
/** Whether a text names an amount (`HAS_AMOUNT`); every amount a text names (`AMOUNTS`, with `match`). */
export const HAS_AMOUNT = new RegExp(AMOUNT, 'i');
export const AMOUNTS = new RegExp(AMOUNT, 'gi');
const LEADING_AMOUNT = new RegExp(String.raw`^(?:(?:about|around|maybe|roughly|only|just)\s+)?(?:${AMOUNT})`, 'i');
// "Classes would cost 1500 KES each": an amount each is a price.
const REVENUE = new RegExp(
  String.raw`\bat [$€£¥]\s?\d|^sell(s|ing)?\b|\d\s?(?:[$€£¥]|dollars?|euros?|pounds?|bucks|${CURRENCY})?\s+(?:each|apiece|a piece)\b|\b(we|us|our|plans?|subscriptions?|fees?|per|charge|pay|pays|price|box|costs? us|a (month|year|week|season)|one-time|bundle|rents?|rental|rates?|starts? at|starting at|hourly|membership|each [\w-]+ (is|costs?)|paid by)\b|^(?:a|an|one|each|every|the) [\w-]+(?: of [\w -]+?)? (?:is|are) [$€£]?\d`,
  'i',
);
const countCues = (text: string, cues: Cue[]) => cues.reduce((sum, [cue, weight]) => sum + (text.match(cue)?.length ?? 0) * weight, 0);

/**
 * How strongly a clause speaks to each block. Money goes to profit and dates to timing; "I" is
 * needed for WHY YOU; people named in a clause with a verb are its actors, so they count for WHO
 * only in a short phrase without one ("Parents with two kids").
 */
export function scoreClause(text: string, clause?: Clause, idea?: string | null): Record<CanvasBlock, number> {
  const scores = Object.fromEntries(CANVAS_BLOCKS.map((block) => [block, countCues(text, CUES[block])])) as Record<CanvasBlock, number>;
  // "We both work nights at the clinic": two founders' shared past speaks for them as "I" does.
  const firstPerson = FIRST_PERSON.test(text) || IN_THE_PRESS.test(text);
  // Money the customer pays someone else or pays today, or a seller gets too little of: not ours.
  const paidElsewhere = () => !OURS.test(text) && (PAID_TO_OTHERS.test(text) || PAYS_TODAY.test(text) || MONEY_WASTED.test(text) || (MONEY_ELSEWHERE.test(text) && !firstPerson));
  if (!firstPerson) scores['WHY YOU'] *= 0.3;
  // "ex-Deliveroo ops lead", "We're both ex-groomers", "My cofounder and I both worked at Ikea", "we are groomers ourselves": the
  // founders' own past and trade are why them, though they also say who is on the team or name the customers.
  if (FORMER_ROLE_ALONE.test(text) || FORMER_ROLE_SAID.test(text) || FOUNDERS_WORKED.test(text) || ONE_OF_THEM.test(text)) {
    scores['WHY YOU'] += 5;
    scores['YOUR TEAM'] = Math.max(0, scores['YOUR TEAM'] - 4);
  }
  // Money the founder earns is profit; money the customer saves is a benefit; money the customer
  // spends or loses today, or others charge, is part of the pain, by more than the word model's
  // pull towards the price (it learnt that amounts are mostly prices: 0.79 for "£400 a week gone").
  // Asked twice for a clause with an amount; its pattern (every currency, every people noun) is among the costliest.
  let earns: boolean | undefined;
  const customerEarns = () => (earns ??= CUSTOMER_EARNS.test(text) || GAINED_WITH_IT.test(text));
  const aboutProduct = !!idea && contentWords(text).some((w) => contentWords(idea).includes(w) && w.length >= 3);
  if (((clause?.money || clause?.number || PERCENTAGE.test(text)) && ((othersChargeOrPay(OTHERS_CHARGE, text) && !OUR_SHARE.test(text)) || SOMEONE_ELSE_CHARGES.test(text) || paidElsewhere())) || (clause?.money && DOING_IT_COSTS.test(text)) || PAYING_MORE.test(text) || UNDERPAID.test(text) || (clause?.money && othersChargeOrPay(OTHERS_PAY_THEM, text)) || (clause?.money && ((CUSTOMER_LOSES.test(text) && !BOUGHT_FROM_US.test(text)) || MONEY_GONE.test(text) || THINGS_COST.test(text) || onePersonCosts(text))) || (CUSTOMER_COST.test(text) && !PRODUCT_SUBJECT.test(text))) {
    scores.PAIN += 5;
    scores['YOUR PROFIT'] = 0;
  } else if ((clause?.money || PERCENTAGE.test(text)) && PAID_FOR_THEIR_GOODS.test(text)) {
    // What the founder pays the producers for their goods is what they get, by more than the word model's pull towards the price.
    scores['USERS BENEFIT'] += 6;
    scores['YOUR PROFIT'] = 0;
  } else if (clause?.money && PAID_TO_US.test(text)) scores['YOUR PROFIT'] += 3;
  // What the customers earn outweighs the word model's pull of an amount towards the price ("Women earn ₹3 per kg collected").
  else if (clause?.money && customerEarns()) scores['USERS BENEFIT'] += 5;
  else if (clause?.money && SAVES.test(text)) scores['USERS BENEFIT'] += 3;
  else if (clause?.money && (REVENUE.test(text) || aboutProduct)) scores['YOUR PROFIT'] += productPriced(text, idea) ? 6 : 3;
  // "$14.99 on Steam", "Copy tiles 35 € each", "€85 with the photos you take home": an amount said without a verb, or before it, is a price; with one
  // ("a family pays 4 million at once") it is more often what the customer bears today.
  else if (clause?.money && pricedItems(text)) scores['YOUR PROFIT'] += 3;
  else if (clause?.money && !clause.pastTense) scores[clause.hasVerb && !LEADING_AMOUNT.test(text) ? 'PAIN' : 'YOUR PROFIT'] += 1.5;
  // "I was a physio for a pro cycling team": a team the founder worked in is background.
  if (firstPerson && clause?.pastTense && TEAM_AS_PLACE.test(text)) scores['YOUR TEAM'] = Math.max(0, scores['YOUR TEAM'] - 2.5);
  // "There are about 4 million nurses in the US", "Germany has 30,000 vet clinics": how many the customers are is
  // said of them, under WHO, whatever else the count and the place hint at (2026-12-05 market-size record).
  if (marketSize(text)) {
    scores.WHO += 5;
    for (const block of CANVAS_BLOCKS) if (block !== 'WHO') scores[block] = Math.min(scores[block], 1);
  }
  // "Remittances passed $20 billion a year", "30 billion kronor of maintenance debt": billions of money are a whole market's
  // size or cost, the moment's sign, not the founders' price nor what one customer pays (2026-12-07 whose-money record).
  if (clause?.money && BILLIONS.test(text) && !OURS.test(text)) {
    scores['WHY NOW'] += 5;
    scores['YOUR PROFIT'] = Math.min(scores['YOUR PROFIT'], 1);
    scores.PAIN = Math.min(scores.PAIN, 1);
  }
  if (!OURS.test(text) && (SHORTAGE_COUNTED.test(text) || RISES_YEARLY.test(text))) {
    scores['WHY NOW'] += 5;
    scores.PAIN = Math.max(0, scores.PAIN - 2);
  }
  if (FAMILY_PAST.test(text)) scores['WHY YOU'] += 2;
  // "want to hire 2 more sweeps next year", "4 physios now, we look for 2 more": the founders' plan to grow their team,
  // whenever it is said to happen, is the team, not a change of the times.
  if (HIRING_PLAN.test(text)) {
    scores['YOUR TEAM'] += 3;
    scores['WHY NOW'] = Math.max(0, scores['WHY NOW'] - 3);
  }
  // "My son Arbër has Down syndrome", "my parents are both deaf", "My grandparents have rose fields":
  // the founder's family, said of their life and not of the work, is why the founder, not the team.
  if ((FAMILY_LIFE.test(text) && !TEAM_WORK.test(text)) || (FAMILY_BUSINESS.test(text) && !TEAM_WORK.test(text.replace(FAMILY_BUSINESS, '')))) {
    scores['WHY YOU'] += 5;
    scores['YOUR TEAM'] = Math.max(0, scores['YOUR TEAM'] - 2.5);
  }
  // "I know all the hospitaleros from Sarria to Santiago personally": people the founder can bring,
  // not the background that "I know" and "personally" (2 each) otherwise speak of.
  if (KNOWS_PEOPLE_PERSONALLY.test(text)) {
    scores['SECRET SAUCE'] += 3;
    scores['WHY YOU'] = Math.max(0, scores['WHY YOU'] - 4);
  }
  // "i have my own multicab already paid", "We already own 3 refrigerated vans": what the founders own to do the work with is a
  // head start others lack, not their past ("I have my own salon since 2016", "I have 4 laundromats" are why them).
  // "We partner with Allianz as the insurer": a partner outside the founders is an advantage, not a teammate.
  if (OWN_KIT.test(text) || PARTNERED.test(text)) {
    scores['SECRET SAUCE'] += 5;
    scores['WHY YOU'] = Math.max(0, scores['WHY YOU'] - 4);
    scores['YOUR TEAM'] = Math.max(0, scores['YOUR TEAM'] - 4);
  }
  // "Two hotels already order from me", "5 NGOs use the beta", "Already got 2 fleets lined up": customers the founders have won,
  // counted, are their head start, not the customers to name, the founder's past or the pitch.
  // (Not people to work with: "Already got 2 developers lined up to join" is the team.)
  if (CUSTOMERS_WON.test(text) && !scores['YOUR TEAM']) {
    scores['SECRET SAUCE'] += 5;
    scores.WHO = Math.max(0, scores.WHO - 3);
    scores['WHY YOU'] = Math.max(0, scores['WHY YOU'] - 4);
  }
  // "We did 70 of these last year", "10 boats running since August": what the founders have done, counted, is their proof, though
  // its time hints at the moment or at their past.
  if (TRACK_RECORD.test(text)) {
    scores['SECRET SAUCE'] += 4;
    scores['WHY NOW'] = Math.max(0, scores['WHY NOW'] - 4);
    scores['WHY YOU'] = Math.max(0, scores['WHY YOU'] - 4);
  }
  // "reps ramp up in weeks not months", "farmers earn almost double".
  if (FASTER_THAN_TODAY.test(text) || TAKES_WITH_IT.test(text)) scores['USERS BENEFIT'] += 3;
  else if (customerEarns()) {
    // What the customers earn is theirs, not ours ("earn" alone speaks for the profit); an amount they earn is a gain above.
    if (!clause?.money) scores['USERS BENEFIT'] += 3;
    scores['YOUR PROFIT'] = Math.max(0, scores['YOUR PROFIT'] - 2);
  }
  // "Hotels now use insecticides", "Now tourists only can join big group ceremony": how it is done
  // today, the problem, not the moment.
  if (DONE_NOW.test(text)) {
    scores.PAIN += 2.5;
    scores['WHY NOW'] = Math.max(0, scores['WHY NOW'] - 1);
  }
  // "they get bad tenants who dont pay", "the plumber never shows up on time": what they get today, or never get, is the pain.
  if (BAD_LOT.test(text)) {
    scores.PAIN += 4;
    scores['USERS BENEFIT'] = 0;
  }
  // "small haulers with 5-50 trucks get fined like 2000 euros per violation": a fine the customers pay is their pain, not our price.
  if (FINED.test(text) && !OURS.test(text) && !/\bpays?\s+[$€£¥]?\d/i.test(text)) {
    scores.PAIN += 4;
    scores['YOUR PROFIT'] = 0;
  }
  if (DOCKED_PRICE.test(text) && !OURS.test(text)) {
    scores.PAIN += 5;
    scores['YOUR PROFIT'] = 0;
  }
  if (STAFF_TURNOVER.test(text)) {
    scores.PAIN += 3;
    scores['USERS BENEFIT'] = Math.max(0, scores['USERS BENEFIT'] - 2);
    if (!OURS.test(text)) scores['YOUR TEAM'] = Math.max(0, scores['YOUR TEAM'] - 2.5);
  }
  if (NOBODY_NEEDS_TO.test(text)) scores['USERS BENEFIT'] += 3;
  // "fewer complaints", "pain-free": a pain that goes away is a benefit.
  if (PAIN_GONE.test(text) || FEEL_LESS.test(text)) {
    scores['USERS BENEFIT'] += 5;
    scores.PAIN = Math.max(0, scores.PAIN - 2);
  }
  if (firstPerson && clause?.pastTense) {
    scores['WHY YOU'] += clause.time ? 3 : 1.5;
    scores['WHY NOW'] *= 0.5;
  }
  if (clause?.time && /(?<!-)\b((this|last|next|every) year|years ago|since|now|20\d\d)\b/i.test(text) && !firstPerson) scores['WHY NOW'] += 1;
  if (!clause?.hasVerb && text.split(/\s+/).length <= 10) scores.WHO += (text.match(PEOPLE_CUE)?.length ?? 0) + (/\b(customers?|clients?|audience|users)\b/i.test(text) ? 1 : 0);
  if (GET_NONE.test(text)) scores.PAIN += 5;
  // The product as the subject ("It tells them…") or the customer gaining something is a benefit.
  if (PRODUCT_SUBJECT.test(text) && !clause?.pastTense) scores['USERS BENEFIT'] += 1.5;
  if (CUSTOMER_GAINS.test(text) && scores.PAIN === 0) {
    scores['USERS BENEFIT'] += 1.5;
    // "They finally understand their symptoms": the customer's "finally" is a gain, not timing.
    if (/\bfinally\b/i.test(text)) scores['WHY NOW'] = Math.max(0, scores['WHY NOW'] - 2);
  }
  return scores;
}

// A count said of people or organisations, and at most where they are or that they work there: "4 million nurses in
// the US alone", "About 30,000 vet clinics operate in Germany", "Market size: 12,000 private schools". Not what they
// do ("300 clinics signed up"), nor a share of them ("1 in 3 nurses", "40% of nurses"), nor "we have 300 clinics".
const COUNTED = String.raw`(?:(?:about|around|roughly|approximately|approx\.?|almost|nearly|over|more than|some|close to|at least|well over|just over|just under|under|~)\s*)?\d[\d,.]*\s*(?:k|K|m|M|mn|million|thousand|billion|bn|lakh|crore)?\+?`;
// "in the US", "across rural Kenya", "in New York and New Jersey": a place after its first word is named in capitals.
const WHERE = String.raw`(?:in|across|around|throughout|within)\s+(?!(?:our|my|their|your|his|her|its|this|that)\b)(?:the\s+)?(?:(?:rural|urban|big|major|small|northern|southern|eastern|western|central)\s+)?[\p{L}.-]+(?:\s+(?:and\s+)?\p{Lu}[\p{L}.-]*){0,3}`;
// Said as a number there is ("there are …", "Germany has …", "Market size: …"), or with where they are.
const MARKET = String.raw`(?:the\s+)?(?:total\s+)?(?:market(?:\s+size)?|tam|TAM)(?:\s+is)?\s*[:,-]?\s*`;
const THERE_ARE = String.raw`(?:${WHERE},?\s+)?there\s+(?:are|were|is|'s)\s+`;
const PLACE_HAS = String.raw`(?:the\s+)?(?!(?:we|i|they|you|he|she|it|our|my|their|your)\s)[\p{L}.]+(?:\s+\p{Lu}[\p{L}.]*){0,2}\s+(?:alone\s+)?(?:has|have|counts?)\s+`;
const MARKET_SIZE = new RegExp(
  String.raw`^(?:(?:and|but|so|also)\s+)?(${MARKET}(?:${THERE_ARE})?|${THERE_ARE}|${PLACE_HAS})?${COUNTED}\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)((?:\s+${WHERE}){1,2})?(\s+(?:work|live|operate|practi[cs]e|exist|are registered|are licensed|are active)(?:\s+${WHERE})?)?(?:\s+(?:alone|nationwide|worldwide|globally|in total))?(?:\s+(?:and|with)\s+counting)?[\s.!…]*$`,
  'u',
);
// A count of these, said with no "there are", is more often the founder's own people ("9 staff", "11 employees").
const OWN_PEOPLE = /^(?:people|persons|staff|employees|members|partners|players|volunteers|workers|users|customers|clients)$/i;
const MARKET_COUNT = 10_000;
const MARKET_COUNT_EXACT = 1_000_000;
// "about 80,000 physios": a count guessed at, as a market's size is ("over 10,000" is more often a boast of reach).
const ESTIMATED = /^(?:about|around|roughly|approximately|approx\.?|almost|nearly|some|close to|~)\s*\d/i;
// Who follows, reads or tries what the founder makes: their reach, never a market ("12,000 newsletter subscribers").
const AUDIENCE = /^(?:followers|subscribers|readers|viewers|listeners|fans|testers|watchers|downloads|signups|sign-ups)$/i;
const TIMES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, lakh: 1e5, crore: 1e7 };
/** The first count a text says, as a number: "80,000" and "80.000" are 80000, "4 million" 4000000, "2.5k" 2500. */
function countOf(text: string): number {
  const found = /(\d[\d,.]*)\s*(k|thousand|mn|m|million|bn|b|billion|lakh|crore)?\b/i.exec(text);
  if (!found) return 0;
  const figures = found[1]!.replace(/[.,]$/, '');
  const value = /^\d{1,3}(?:[.,]\d{3})+$/.test(figures) ? Number(figures.replace(/[.,]/g, '')) : Number(figures.replace(/,/g, ''));
  return value * (TIMES[found[2]?.toLowerCase() ?? ''] ?? 1);
}
/** Whether a clause only says how many of some people or organisations there are (the size of the market). */
export function marketSize(text: string): boolean {
  // Only the first letter is put in lower case: a place after its first word is known by its capitals.
  const found = MARKET_SIZE.exec(text.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase()));
  if (!found) return false;
  const [, said, people, where, living] = found;
  const noun = people!.split(/\s+/).at(-1)!;
  // "4 million nurses", "about 80,000 physios": millions of people, or tens of thousands guessed at, said alone, are a market,
  // not a team or a first few customers ("12 nurses", "40 clinics"), nor an audience or a traction ("50,000 followers",
  // "10,000 patients" treated, "30,000 students" on the platform: exact counts of the founder's own reach).
  if (!said && !where && !living && (AUDIENCE.test(noun) || countOf(text) < (ESTIMATED.test(text) ? MARKET_COUNT : MARKET_COUNT_EXACT))) return false;
  if (!said && OWN_PEOPLE.test(noun)) return false;
  return new RegExp(String.raw`${PEOPLE_NOUNS}$`, 'i').test(people!) && looksLikePeople(people!);
}

// Many, counted: "thousands", "2 million", "20 thousand", "~10,000" (a bare "2024" is more often a year).
// (A figure is read from its first digit only: read from each of its digits, a long run of them takes quadratic time.)
const MANY = String.raw`\b(?:(?:tens of |hundreds of )?(?:thousands|millions)|(?<![\d,.])\d[\d,.]*\s?(?:thousand|million|billion|k)\b|(?<![\d,.])\d{1,3}(?:[,.]\d{3})+)`;
// "Czech schools are missing thousands of teachers", "20 thousand families are on the waiting list", "9,000 flats stand empty": a
// shortage or a queue counted in thousands across a place or a trade is a change of the times, not one customer's trouble.
const SHORTAGE_COUNTED = new RegExp(
  String.raw`\b(?:missing|lacks?|short of)\s+(?:about\s+|around\s+|over\s+|more than\s+|almost\s+|nearly\s+|~\s?)?${MANY}|${MANY}(?:\s+[\p{L}'’-]+){1,5}?\s+(?:(?:are|is)\s+)?(?:on\s+(?:the|a)\s+waiting\s+lists?|wait(?:ing)?\s+for|(?:stand|sit|are|is)\s+(?:empty|vacant|unfilled))\b`,
  'iu',
);
// "The number of dog owners grows each year", "the landfill levy goes up every April": a rise said to come back each year.
// (Straight after the verb, or after by how much: "the farm grows rice every summer" is a crop.)
// An amount counted in billions or trillions ("$20 billion", "2.8bn", "30 billion kronor").
const BILLIONS = /\d\s?(?:billion|bn|trillion)\b/i;
const RISES_YEARLY = /\b(?:grows|rises|goes up|increases|climbs|keeps (?:growing|rising|going up|climbing))\s+(?:(?:by\s+)?(?:about\s+|around\s+|almost\s+)?\d[\d.,]*\s?(?:%|percent)\s+)?(?:each|every)\s+(?:year|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const DONE_NOW =
  /\b(?:now|currently|today)\s+(?:(?:they|we|people|tourists|customers|most|many)\s+)?(?:only\s+)?(?:use|uses|using|pay|pays|paying|buy|buys|do|does|have to|has to|must|rely|relies|send|sends|go|goes|spend|spends|can|wait|waits|call|calls|write|writes|keep|keeps|book|books|drive|drives)\b|^(?:today|right now|currently|at the moment),?\s+(?!(?:we|i|our)\b)(?:[\w'-]+\s+){1,4}?(?:checks?|does|do|uses?|pays?|relies|rely|sends?|writes?|keeps?|calls?|waits?|has to|have to|must)\b/i;
const TEAM_AS_PLACE = /\b(for|in|on|at|with|of|joined) (a|an|the|their|his|her) ([\w-]+ ){0,3}team\b/i;
// What one works with: vehicles, machines, a stock of goods, the premises to keep them.
const KIT = String.raw`(?:vans?|trucks?|lorr(?:y|ies)|three-wheelers?|tuk-?tuks?|multicabs?|pick-?ups?|boats?|e-bikes?|bikes?|cars?|buses|tractors?|balers?|machines?|ovens?|kilns?|looms?|printers?|drones?|freezers?|fridges?|cold rooms?|warehouses?|depots?|stock|planks|crates)`;
const OWN_KIT = new RegExp(String.raw`\b(?:(?:i|we)'ve|(?:i|we)(?:\s+have)?\s+(?:already\s+)?(?:have|own|got))\s+(?:already\s+)?(?:(?:got|have)\s+)?(?:(?:my|our)\s+own\s+(?:[\w-]+\s+){0,2}?${KIT}\b|(?:about\s+|around\s+)?(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:[\w-]+\s+){0,2}?${KIT}\b)`, 'i');
// "We partner with Allianz", "we've partnered with two driving schools", "We are partner with the biggest bank" (not "with my sister").
const PARTNERED = /\b(?:we|i)(?:'re|'ve|\s+are|\s+am|\s+have)?\s+(?:already\s+|now\s+)?(?:partner(?:ed|ing)?|partners?)\s+with\s+(?!(?:my|our|me|him|her)\b)/i;
// "we have done 34 cooperatives", "We sold 600 pieces", "12 kiosks running since March" (not "I trained 3 years as a chef").
const TRACK_RECORD = /^(?:(?:and|so|also|already|now)[,\s]+)*(?:we(?:'ve|\s+have)?\s+(?:already\s+)?(?:run|ran|did|done|served|sold|delivered|placed|trained|installed|fixed|repaired|finished|completed|hosted)\s+(?:(?:about|over|around|more than)\s+)?\d[\d,.]*k?\+?\s+(?!(?:years?|yrs|months?)\b)|\d[\d,.]*\s+(?:[\w'’-]+\s+){0,2}?(?:running|operating|live)\s+(?:since|for)\b)/i;
// A few, counted (not thousands, a share or a market: "3 million Filipinos already use GCash" is no customer of the founders').
const FEW = String.raw`(?:(?<![\d,.])\d{1,3}(?![\d,.%]|\s*(?:k|m|million|thousand|billion|percent)\b)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)`;
// "Two hotels already order from me", "7 schools already signed", "5 NGOs use the beta", "Already got 2 fleets lined up" (not "my
// 2 neighbours already pay a walker": what others buy elsewhere is theirs).
const CUSTOMERS_WON = new RegExp(
  String.raw`\b${FEW}\s+(?:[\p{L}'’-]+\s+){0,5}?(?:already\s+(?:(?:order(?:s|ed)?|buy|buys|bought|pay|pays|paid)\s+(?:(?:from|with)\s+)?(?:me|us)|book(?:s|ed)?|signed|wrote|write|stock(?:s|ed)?)\b|(?:use|uses|are using)\s+(?:the|our|my)\s+(?:beta|pilot|prototype|app|mvp)\b)|\b(?:already\s+)?(?:got|have)\s+${FEW}\s+(?:[\p{L}'’-]+\s+){0,3}?(?:lined up|signed up|on board)\b`,
  'iu',
);
const KNOWS_PEOPLE_PERSONALLY =
  /\b(?:i|we) know (?:all |every |most |many )?(?:the |of the )?(?:\d[\d,]* )?(?:[\w-]+ ){0,2}[\w-]+s\b[^.!?]{0,60}?\bpersonally\b|\b[\w-]+s (?:that |who |whom )?(?:i|we) know personally\b/i;
// "Dog owners can't find a walker", "Small farms waste 30% of their produce": whom a problem is said of, as its subject.
export const PAIN_SAID_OF = /^((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:can'?t|cannot|don'?t|do not|never|always|often|still|struggle|lose|waste|spend|hate|keep|miss|forget|have to|need to|are|get)\b/iu;
const FAMILY_LIFE = new RegExp(
  String.raw`\bmy (?:${ELDERS}|son|daughter)(?:'s)?(?: \p{Lu}[\p{L}-]+)?(?: and (?:my )?[\w-]+)? (?:has|have|had|grows?|lives?|dry|dries|cried|cooked|(?:is|are) (?:both |very |still |now )?(?:deaf|blind|alone|dyslexic|disabled|sick|ill|old|elderly|autistic|diabetic|in (?:a|the) care home|\d+)|(?:is|was|has been) an? (?:[\w-]+ )?${TRADES})\b`,
  'iu',
);
// "my dad runs a fishing lodge", "my uncle owned a trucking company", "… and my dad still runs it": a business of the founder's
// family is where the founder comes from ("my mother runs the workshop" is a part of theirs, the team's).
const FAMILY_BUSINESS = new RegExp(
  String.raw`\bmy ${ELDERS} (?:(?:still|also) )?(?:runs|ran|owns|owned|manages|managed) (?:an? |\d|(?:his|her|their) own\b)|\bmy ${ELDERS} still (?:runs|owns|manages) it\b`,
  'i',
);
const TEAM_WORK = /\b(?:help|helps|helping|join|joins|joining|joined|will|with (?:me|us)|our|team|handles?|builds?|built|co-?founder|partner|does|do|makes?|codes?|runs?|drives?|designs?|works?|cooks? for)\b/i;
// Said by the founders or with no subject ("Insurers are hiring 20% more inspectors" is the times), and as a plan: people
// more, or hired in the future ("Every winter season we hire 200 people in two weeks" is how the customers work today).
const HIRE = String.raw`(?:hire|hiring|recruit|recruiting|take on|taking on|look for|looking for|search for|searching for)`;
const PEOPLE_MORE = String.raw`(?:\d+|two|three|four|five|six|a few|some)\s+(?:[\w-]+\s+)?more\b|another\b|one more\b`;
const HIRING_PLAN = new RegExp(
  String.raw`(?:^|\b(?:we|i)(?:'ll|'d|'re|'m)?\s+)(?:(?:will|want|plan|need|hope|are going|am going|would like|like)(?:\s+to)?\s+${HIRE}\s+(?:\d+(?![\d.,]*\s*%)|two|three|four|five|six|a few|another|more)\b|(?:(?:are|am)\s+)?${HIRE}\s+(?:${PEOPLE_MORE}))`,
  'i',
);
// The founder's family, as "my …" names them.
export const FAMILY_MEMBERS = String.raw`(?:mother|father|mum|mom|dad|parents|grandmother|grandfather|grandma|grandpa|gran|family|brother|sister|uncle|aunt)`;
const FAMILY_PAST = new RegExp(String.raw`\bmy ${FAMILY_MEMBERS} (was|were|used to|had|ran|owned|worked|built)\b`, 'i');
const PAIN_GONE = /\b(?:\d+|one|two|three|four|five|ten|twice|\d+x)\s*(?:%|times|days?|hours?|minutes?|weeks?)?\s+(?:faster|quicker|sooner|cheaper|earlier)\b(?!\s+than\b)|\b(?:is|are|gets?|goes|went)\s+(?:down\s+)?(?:lower|cheaper|faster|shorter|smaller)\s+by\s+\d|\bcosts?\s+(?:half|a third|a quarter)\b|\b(?:takes?|took|needs?)\s+(?:only\s+)?(?:half|a third|a quarter)\s+(?:the\s+time|as\s+long)\b|^(?:with|thanks to)\s+(?:our|the|this|my)\s[^.!?]*,\s*[^.!?]*\b(?:never|no longer|no more|(?:don'?t|doesn'?t|won'?t)\b[^.!?]*\b(?:anymore|any more))\b|\bcosts? (?:almost |nearly |close to |next to )?(?:zero|nothing)\b|\b(waste|wastes|spend|spends|pay|pays|worry|worries|travel|travels|drive|drives) less\b|\bbefore (\w+ ){0,3}(complain\w*|notice\w*|escalat\w*|get worse|go(es)? wrong|break\w*)\b|\b(fewer|less|no more|no|zero|free of|without (any )?)\s?(\w+ )?(complaints?|stress|pain|hassle|mistakes|errors|no-?shows?|worries|worry|paperwork|delays?|headaches?|waste|queues?|waiting|guilt|risks?|loss|losses|theft|fines|surprises|frustration|tantrums?|meltdowns?|mess|chaos|crying|tears|arguments?|fights?|dust)\b|\b(pain|stress|hassle|worry|risk|waste|paper|error|queue)-free\b|\b(?:don'?t|doesn'?t|do not|does not|won'?t|no longer|never)\s+(?:need to\s+|have to\s+)?(?:lose|miss|depend|carry|queue)\b|\b(?:don'?t|doesn'?t|do not|does not|won'?t)\s+(?:need to|have to)\s+(?:pay|spend|walk|leave|close|travel|drive|wait)\b|\blose (?:stress|weight|fat)\b|\bavoids? (?:a |the |any )?(?:complaints?|fines?|penalt\w+|loss(?:es)?|risks?|delays?)\b|\bno (?:big |large )?(?:upfront|up-front) (?:cost|payment|fee|investment)s?\b|\bwithout (?:even )?(?:thinking about it|worrying about it|lifting a finger|any effort)\b|\bno (?:noise|smoke|smell|chemicals|fumes|oil)\b|\b(?:doesn'?t|don'?t|no longer|won'?t) (?:get|receive|have) (?:\d+|so many|as many|dozens of|hundreds of)\b/i;
// "they feel less guilty": a bad feeling that eases is a gain.
const FEEL_LESS = /\b(?:feel|feels|felt|feeling)\s+(?:(?:much|a lot|far|way|so)\s+)?less\s+(?:guilty|stressed|anxious|alone|lonely|worried|overwhelmed|isolated|ashamed|nervous|tired)\b/i;
// "Buyers cut the price by 30% when the grain is too wet", "Buyers knock 15% off the price for wet maize": what the customers'
// buyers take off for a fault of their goods is their loss ("We cut the price by 30% for schools" is ours).
// ("The agent … deducts 10-15% for water and quality": a share taken off, the same.)
// Being fined, said as what happens (not "avoid getting fined", "no longer get fined").
// ("will rarely be fined", "are fined nothing anymore": what they are spared.)
const FINED = /(?<!\b(?:avoid|avoids|avoiding|never|no longer|stop|stops|without|don'?t|doesn'?t|won'?t|not|rarely|seldom|hardly|less|ever)\s+)\b(?:get|gets|got|getting|are|were|is|was|be|been|being)\s+(?:often\s+|regularly\s+|always\s+)?(?:fined|penali[sz]ed)\b(?!\s+(?:nothing|less|again|any\s?more|no\s+more)\b)/i;
const DOCKED_PRICE = /(?<!\b(?:we|i|it|this)\s)\b(?:(?:cut|cuts|lower|lowers|drop|drops|dock|docks|slash|slashes|knock|knocks|reduce|reduces)\s+(?:(?:\d[\d,.]*\s?%|a (?:third|quarter|lot|fifth))\s+off\s+)?(?:the|their|its)\s+prices?\b|(?:deduct|deducts|dock|docks)\s+\d[\d,.]*(?:\s?[-–]\s?\d[\d,.]*)?\s?%(?!\s*of\b))[^.!?]{0,80}?\b(?:when|if|for|because|as soon as)\b/i;
// "staff turnover is 40% a year so they train all the time": staff who keep leaving the customers are their trouble, not the
// founders' hiring nor a gain ("Staff turnover drops by half" is one).
const STAFF_TURNOVER = /^(?![^.!?]*\b(?:less|lower|reduc\w*|drops?|dropped|falls?|fell|halv\w*|cuts?|down|fewer)\b)[^.!?]*?\b(?:(?:staff|employee|worker|driver|nurse|teacher|labou?r|high|huge|constant)\s+turnover|turnover\s+(?:of|among)\s+(?:staff|employees|workers|drivers|nurses|teachers))\b/i;
// "every piano tuned twice a year without anyone having to call": what no one has to do any more.
const NOBODY_NEEDS_TO = /\bwithout\s+(?:anyone|anybody|you|them|(?:the|their|your)\s+[\w-]+)\s+(?:having|needing)\s+to\b/i;
const BAD_LOT =
  /^(?!(?:with|thanks to|because of)\b)(?![^.!?]*\b(?:anymore|any more|no longer)\b)(?:(?:and\s+|but\s+|so\s+)?(?:they|he|she|[\w-]+s)\s+(?:often\s+|always\s+|still\s+|constantly\s+|keep\s+)?(?:get|gets|getting|got)\s+(?:(?:so|very|really|totally|completely|constantly|always|often)\s+)?(?:bad|terrible|awful|lots of (?:no-?shows?|complaints|spam|fake|bad|late)|too (?:many|much|little|few)|overwhelmed|scammed|stuck|ripped off|ghosted|fined|sick|lost|burn(?:ed|t) out|confused|spammed|cheated|robbed|penali[sz]ed|sued|blamed|rejected|ignored|no-?shows?)\b|[^.!?]*?\b(?:never|rarely|hardly ever|barely ever)\s+(?:(?:shows?|turns?)\s+up|comes?\s+(?:back\s+)?on time|answers?|replies|responds?|calls? back|pays?\s+on time|arrives?\s+on time|(?:gets?|got)\s+(?:it|them|(?:their|his|her)\s+[\w-]+)\s+back|(?:gets?|got)\s+paid(?!\s+late))\b)/i;
// "Shops charge 150 dollars…": what others charge the customer today is part of the pain.
// "They keep 85%, we keep 15%": a split of what is paid, our share in it.
export const OUR_SHARE = /\b(?:we|i)\s+(?:keep|take|get)s?\s+(?:\d[\d,.]*\s?%|a (?:cut|share))/i;
const OTHERS_CHARGE = new RegExp(String.raw`^(?:the |most |many |other |traditional |local |big |existing )*(?:[\w-]+ )?(?:they|competitors|platforms|apps|sites|banks|insurers|${PEOPLE_NOUNS}) (?:usually |often |still |all )?(?:charge|ask|take|keep)s?\b`, 'i');
// "Today they pay consultants 80.000 euros", "They pay brokers £40-£80 per declaration": what the
// customer pays someone else, or pays today.
const PAID_TO_OTHERS =
  /\b(?:pay|pays|paying)\s+(?:an?\s+|the\s+|their\s+)?(?:[\w-]+\s+)?(?:consultants?|brokers?|agenc(?:y|ies)|agents?|middlem[ae]n|lawyers?|accountants?|nann(?:y|ies)|interpreters?|translators?|freelancers?|dealers?|lenders?|moneylenders?|loan sharks?|traders?|cuidadoras?|carers?|caregivers?|tutors?|mechanics?|contractors?)\b|\b(?:pay|pays|paying)\b(?![^.]*\bkeeps?\b)[^,.;]{0,30}?\bto\s+(?:an?\s+|the\s+|their\s+)?(?:[\w-]+\s+)?(?:consultants?|brokers?|agenc(?:y|ies)|agents?|middlem[ae]n|lawyers?|accountants?|nann(?:y|ies)|tutors?|mechanics?|contractors?|landlords?)\b/i;
// "Right now 30 restaurants pay us 49 a month", "We pay our tutors 15 an hour and charge 25": the founders, and our own money.
export const OURS = /\b(?:we|us|our)\b/i;
// "30-40%", which the English model does not always take for a number.
const PERCENTAGE = /\d\s?%/;
// "ex-Deliveroo ops lead", "Former Hermes courier, …": a past role said alone, one role of up to four words, ending the clause or
// before a comma (not "Former smokers who quit"; nor "a former banker", one of a list of the team).
export const FORMER_ROLE_ALONE = /^(?:ex-|former\s+)(?:(?!(?:who|that|which|with|and)\s)[\p{L}&'-]+\s+){0,3}[\p{L}'-]*[^\P{L}s](?=\s*(?:$|[,.;:!(]))/iu;
// "We're both ex-groomers", "I was a former nurse": a past role after "I'm" or "we're".
const FORMER_ROLE_SAID = /^(?:i'?m|i am|i was|we'?re|we are|we were)\s+(?:both\s+|all\s+)?(?:an?\s+)?(?:ex-|former\s+|formerly\s+)\p{L}/iu;
// "My cofounder and I both worked at Pets at Home", "Both founders were tax advisers", "we were both nurses": the founders' past
// work said of them together (not "My cofounder was …": the team; nor "we were losing money").
const FOUNDERS_WORKED =
  /^(?:(?:(?:my|our)\s+co-?founder\s+(?:\p{Lu}[\p{L}'-]*\s+)?and\s+(?:i|me)|(?:i|me)\s+and\s+my\s+co-?founder(?:\s+\p{Lu}[\p{L}'-]*)?|both\s+(?:of\s+us|founders|co-?founders)|the\s+(?:two\s+)?(?:co-?)?founders)\s+(?:both\s+|all\s+)?|we\s+both\s+)(?:(?:have\s+)?worked|used\s+to\s+(?:work|be)|spent|were\s+(?!\p{L}+ing\b|(?:not|never|going|about)\b))|^we\s+were\s+both\s+(?!\p{L}+ing\b)/iu;
// "we are groomers ourselves", "I'm a student in a shared flat myself", "I'm one of them": the founder is one of the customers.
export const ONE_OF_THEM =
  /\b(?:i'?m|i am|we'?re|we are)\s+(?:(?:an?|both|all)\s+)?(?!\p{L}+ing\b)(?:[\p{L}-]+\s+){0,4}?(?!(?:it|this|that|everything|all|alone)\s)[\p{L}-]+\s+(?:myself|ourselves)\b|\b(?:i'?m|i am|we'?re|we are)\s+one\s+of\s+them\b/iu;
const FIRST_PERSON = /\b(i|i'?m|i'?ve|i'?d|my|me|we both|both of us)\b/i;
// "Families buy water from trucks, Rp 150.000", "So they sell raw at ₹25/kg": money that goes
// elsewhere, or that a seller gets too little of, today ("Groomers buy SMS credits from the app" is ours).
const MONEY_ELSEWHERE = new RegExp(String.raw`\b(?:buy|buys|buying|bought)\b[^.]{0,40}?\bfrom\b(?!\s+(?:the\s+)?(?:app|platform|site|website|shop|store|service)\b)|^(?:so |and |but |then )?(?:they|${PEOPLE_NOUNS}) (?:must |have to |often |usually |still |only )?(?:sell|sells)\b[^.]{0,30}?\b(?:at|for)\b`, 'i');
// "they pay 200 euros a month for ads that don't work": money spent on what does not work is part of the pain.
const MONEY_WASTED = /\b(?:for|on)\s+(?:[\w-]+\s+){0,3}?(?:that|which)\s+(?:don'?t|doesn'?t|do not|does not|never|rarely|barely|hardly)\s+(?:work|help|convert|bring|pay off|deliver|sell)\b/i;
const PAYS_TODAY = /^(?:today|right now|at the moment|currently|now|these days|nowadays)\b[^.]*?\b(?:pay|pays|paying|spend|spends)\b/i;
// Something other than us or the product charging a price: "An energy auditor charges 300 pounds".
// ("their baby can ask for milk": what someone is able to ask for is no price.)
const SOMEONE_ELSE_CHARGES = /^(?!(?:we|i|our|it|this|the (?:app|platform|service|tool|product|subscription|box|membership|plan|kit)|each (?:box|kit|plan|walk|lesson|class|session))\b)(?:[\w'-]+ ){1,4}?(?:charges?|(?<!\b(?:can|could) )asks?)\b/i;
// "Building your own kitchen takes 80,000 euros": what doing it yourself costs is part of the pain.
const DOING_IT_COSTS = /^(?!(?:using|joining|subscribing)\b)[a-z]+ing\b[^,]*?\b(?:takes?|costs?)\b/i;
// "A small café pays 30% more than a chain", "a nanny costs more than one salary".
// "A babysitter costs them 15 euros an hour": what the customer pays someone else today.
const CUSTOMER_COST = new RegExp(String.raw`\bcosts? (?:them|him|her|a ${PEOPLE_NOUNS}|${PEOPLE_NOUNS})\b|\bmore than (?:they|he|she) (?:earn|make)s?\b`, 'i');
// "Textbooks cost 200 dollars a semester": what things bought today cost (a plural that is not ours or a plan).
const THINGS_COST = /^(?!(?:our|my|your|the|we|i)\b)(?:[\p{L}\w-]+ ){0,2}?(?!(?:plans|subscriptions|memberships|licen[cs]es|seats|tiers|boxes|kits|lessons|classes|sessions|tickets|bundles|packages|rentals)\b)[\p{L}\w-]+s cost\b/iu;
// "each box costs 500 rupees", "the course is €90": what one of the idea's things costs is its price, in any currency
// (the word model learnt rupees and naira mostly from what customers pay today).
const PRICED_THING = /^(?:each|every|one|a|an|the|our|my)\s+(?:[\w-]+\s+)?([\w-]+)\s+(?:costs?|is|will be|would be|goes for|sells for)\b/i;
const productPriced = (text: string, idea: string | null | undefined) => {
  const thing = PRICED_THING.exec(text)?.[1];
  // The thing the idea names last before what it is for: "box" of "A snack subscription box for office workers".
  const product = idea?.split(/\s+(?:for|that|which|to|with|where|who|in|on|by|from|of)\s/i)[0]!.split(/\s+/).at(-1);
  return !!thing && !!product && thing.toLowerCase().replace(/e?s$/, '') === product.toLowerCase().replace(/e?s$/, '');
};
// "A grant writer costs 5000 dollars per application", "in person interpreter costs like 1,200 pesos": what one person
// costs today ("a locker costs …" is a price).
const onePersonCosts = (text: string) => {
  const noun = /^(?:(?:an?|one|the|in[- ]person|private|local|human|professional)\s+)+(?:[\w-]+ )?([\w-]+) costs?\b/i.exec(text)?.[1];
  return !!noun && looksLikePeople(`${noun}s`);
};
// "Groomers lose about 600 dollars a month to no-shows", "ppl buy like £500 of plastic minis", "a
// kombucha fan spends $100+ a month": money the customer loses or spends today.
const CUSTOMER_LOSES = new RegExp(
  String.raw`^(?:the |most |many |our |their |a |an )?(?:[\w-]+ )?(?:they|ppl|fans?|${PEOPLE_NOUNS}) (?:still |often |usually |easily |each |all |today |now |currently |already )?(?:lose|loses|lost|waste|wastes|wasted|throw away|throws away|spend|spends|spent|buy|buys|bought)\b`,
  'i',
);
// "middlemen pay them 5 shillings per fruit": what buyers give the customers today.
const OTHERS_PAY_THEM = /^(?:the |local |most |many ){0,2}(?:middle ?m[ae]n|brokers?|traders?|buyers?|dealers?|exporters?|wholesalers?|agents?|processors?|factories|coyotes?)\s+(?:only |just |usually |often |still )?(?:pay|pays|paid|give|gives|offer|offers)\s+(?:them|farmers|growers|fishers|fishermen|producers|makers|workers|artisans|women|weavers)\b/i;
// "…, but the local coyote pays them 5 pesos", "the big companies don't come, or they charge R$120": what follows "but" or "or"
// in a clause not of us, read as a clause of its own (what others pay or charge the customers is the pain there too).
const AFTER_BUT_OR = /\s(?:but|or)\s+(\S[^]*)$/i;
const afterButOr = (text: string) => (OURS.test(text) ? '' : (AFTER_BUT_OR.exec(text)?.[1] ?? ''));
/** What others charge the customers, or pay them, said first or after "but"/"or" ("they charge R$120", "traders pay them 40 cents"). */
const othersChargeOrPay = (pattern: RegExp, text: string) => pattern.test(text) || pattern.test(afterButOr(text));
// "Groomers buy SMS credits from the app at $0.05 each": what customers buy from us is our price.
const BOUGHT_FROM_US = /\b(?:buy|buys|bought|buying)\b[^.]{0,40}?\bfrom\s+(?:us|our\s|the\s+(?:app|platform|website|site|service)\b)/i;
// "That's roughly £400 a week gone": money lost.
const MONEY_GONE = /\b(?:gone|wasted|down the drain|in the bin|thrown away)\s*[.!]?$/i;
const PAYING_MORE = /^(?:an?|the|one) (?:new|single|full|decent|typical|average|basic) [\w-]+(?: [\w-]+)? costs? (?!us\b)|\bcosts? (?:well )?(?:over|more than|up to|as much as|at least)\b|\b(?:pays?|paying|costs?|spends?|spending)\s+(?:up to\s+|about\s+|around\s+|almost\s+)?(?:\d+\s?%\s+|twice\s+|double\s+|much\s+|far\s+|way\s+)?more\b.*\bthan\b|\boverpay\w*|\btoo (?:expensive|costly|pricey)\b/i;
// "Brokers pay us very little": what the customer is paid today, too little, is the pain.
// "Middle men buy the milk very cheap": others buying from the customers for too little ("we buy flour cheaply" is ours).
// "They sell logs to middlemen for almost nothing": the customers selling to go-betweens, not we.
const UNDERPAID = /^(?:(?:and|but|so|now|today|currently|right now)[,]?\s+)?(?!(?:we|i|our)\b)(?:[\p{L}'’-]+\s+){0,3}?(?:sell|sells|sold|selling)\s+(?:[\w'’-]+\s+){0,3}?to\s+(?:the\s+|local\s+|a\s+)?(?:middle\s?m[ae]n|traders?|collectors?|brokers?|intermediar(?:y|ies)|agents?|depots?|coyotes?)\b|\b(?:pay|pays|paid|paying|get|gets|earn|earns)\s+(?:us\s+|them\s+|me\s+|him\s+|her\s+)?(?:very little|too little|so little|almost nothing|next to nothing|peanuts)\b|(?<!\b(?:we|i|will|would|can|could)\s+)\b(?:get|gets|earn|earns|receive|receives|keep|keeps)\s+(?:only|just|barely|merely)\s+(?:\d(?![\d,.]*\s+free\b)|a (?:fraction|third|quarter|tenth)|half)|(?<!\b(?:we|i|you|can|could|will|would|to)\s+(?:\w+\s+)?)\b(?:buy|buys|bought|buying)\s+(?:[\w-]+\s+){0,3}?(?:very|so|too|really|dirt)\s+cheap(?:ly)?\b/iu;
// Those who sell the founder what they grow, catch, gather or make: "herders", "the farmer", "local beekeepers".
const PRODUCERS = String.raw`(?:the\s+|our\s+|local\s+|small\s+)?(?:farmers?|growers?|herders?|pastoralists?|fisher(?:m[ae]n|s)|beekeepers?|producers?|weavers?|artisans?|smallholders?|villagers?|cooperatives?|co-?ops?|foragers?)`;
// What goods are bought by: "a litre", "per kg", "/kg", "each crate".
const GOODS_UNIT = String.raw`(?:kgs?|kilos?|kilograms?|litres?|liters?|tonnes?|tons?|maunds?|quintals?|bags?|sacks?|crates?|lbs?|jars?|bunch(?:es)?|baskets?)`;
// A cost of the founders' own, or pay for work, not for goods: "… for shipping", "… in commission to the app", "… 10 dollars a day".
const OUR_COSTS = String.raw`commissions?|fees?|shipping|transport|delivery|packaging|labels?|storage|postage|courier|wages?|salar(?:y|ies)|(?:a|an|per|each)\s+(?:day|hour|shift|week)`;
// "We pay herders ₹60 a litre", "we pay K2.50/kg fresh roots", "We buy from farmers at 30% above mandi price": the founder
// paying the producers for their goods, the amount said right after them (not "we pay the drivers 5 euros per delivery", "we
// pay 40 euros a month for the server", "we pay the farmers in cash", "we pay $2 per kg for shipping": a cost of ours).
export const PAID_FOR_THEIR_GOODS = new RegExp(
  String.raw`^(?:(?:and|so|now|then|but)[,]?\s+)?(?:we|i)\s+(?![^.!?]*\b(?:${OUR_COSTS})\b)(?:now\s+|also\s+|always\s+|will\s+|would\s+|then\s+)?(?:pay\s+${PRODUCERS}\s+(?:about\s+|around\s+|only\s+|up\s+to\s+)?[^\s\d]{0,3}\d|buy\s+(?:[\p{L}-]+\s+){0,2}?from\s+${PRODUCERS}\s+(?:at|for)\b|pay\s+(?:about\s+|around\s+|only\s+)?\S{1,15}?(?:\s+\p{L}+)?(?:\s+(?:a|an|per|each)\s+|\s*\/\s*)${GOODS_UNIT}\b(?!\s+(?:for|to)\b))`,
  'iu',
);
const PAID_TO_US = /\b(?:pay|pays|paying) us\b|\b(?:we|i) (?:charge|keep|earn|take|make|add)\b/i;
// "tees $35, jackets $80-120", "Rings from 180 zł": things and their prices, and nothing else (the English model reads "tees" as a verb).
const PRICED_ITEM = new RegExp(String.raw`^(?:and\s+)?(?:[\p{L}'’+-]+\s+){1,3}(?:from\s+|at\s+|for\s+)?(?:\d[\d,.]*\s*(?:-|–|to)\s*)?(?:${AMOUNT})(?:\s*(?:-|–|to)\s*[$€£¥]?\d[\d,.]*)?(?:\s*(?:${CURRENCY}|each|apiece|a piece|per\s+\w+))?$`, 'iu');
/** Each item of a list tested alone: one pattern repeated over the whole list backtracks without end on a long one. */
const pricedItems = (text: string) => text.replace(/[\s.!,;]+$/, '').split(/[,;]\s+/).every((item) => PRICED_ITEM.test(item.trim()));
// Money the customer makes with it: "the teacher gets more per day, around £160", "farmers earn almost double",
// "a family can make ₹6,000 in a season"; said plainly, only a share or an amount per piece of work ("Agents earn 2–3%",
// "Women earn ₹3 per kg collected"): "Farmers make $2 a day", "Cleaners make £12 an hour" say what they live on today.
const CUSTOMER_EARNS = new RegExp(
  String.raw`^(?:and |so |then )?(?:the |our |their |most |many |all )?(?:[\w-]+ )?(?:they|${PEOPLE_NOUNS}|(?:a|each|every|one) family)(?: (?:in|from|on|of) (?:the )?[\p{L}-]+(?: [\p{L}-]+)?)? (?:now |also |then )?(?:(?:(?:can|could|will|would) (?:now |also )?)?(?:earn|earns|make|makes|get|gets|receive|receives) (?:almost |nearly |about |around |up to |an? )?(?:double|twice|triple|more|extra|(?:some )?(?:money|income|cash)\b(?! (?:back|off|only|just)\b)|\d+\s?% more|\d+(?:\.\d+)?\s?(?:x|times) (?:more|as much)|commission|share|cut|\d[\d,.]*\s?% of)\b|(?:can|could|will|would) (?:now |also )?(?:earn|make|get|receive|take home) (?:almost |nearly |about |around |up to )?(?:${AMOUNT})|(?:earn|earns|make|makes) (?:about |around |up to )?(?:(?:${AMOUNT})\s*(?:per|a|an|for each|for every|on each|on every) (?:kg|kilo|delivery|ride|trip|order|booking|job|walk|lesson|class|session|item|piece|bag|sale|referral|parcel|sack|crate|litre|liter)\b|\d[\d,.]*(?:\s*(?:-|–|to)\s*\d[\d,.]*)?\s?%(?!\s*(?:less|more|fewer|lower|higher))))`,
  'iu',
);
// "With the app, …", "using it …", "with us …": the product said first, and what follows said of life with it.
const WITH_IT = String.raw`^(?:and |so |but |now )?(?:with|using|through|via) (?:the |our |this |my )?(?:app|it|us|platform|service|tool|product|software|system|bot|site|website|marketplace)\b,? `;
// Money the customers get once they use it: "with app farmer get 50 shillings", "with it drivers get 10 dollars more per trip"
// (what "we" get with it is the founder's).
const GAINED_WITH_IT = new RegExp(String.raw`${WITH_IT}(?!(?:we|i|our|us)\b)(?:[\w-]+ ){1,3}?(?:get|gets|earn|earns|make|makes|receive|receives|keep|keeps|save|saves)\b`, 'i');
// How long it takes with the product: "With our tool it takes 1 hour.", "with us it only takes 2 days".
const TAKES_WITH_IT = new RegExp(String.raw`${WITH_IT}(?:[\w-]+ ){0,3}?(?:only |just )?(?:takes|needs|lasts)\b`, 'i');
// "reps ramp up in weeks not months", "they rent in a week instead of months": sooner than today.
const FASTER_THAN_TODAY = /\b(?:in|within) (?:(?:a|an|one|two|three|\d+|a few) )?(?:minutes?|hours?|days?|weeks?)\s*,?\s*(?:instead of|not|rather than)\b/i;
// Money the customer keeps: "members save 400 euros a month".
const SAVES = /\b(?:sav(?:e|es|ed|ing)|cuts? (?:their|the|your) (?:bill|costs?))\b/i;
const PRODUCT_SUBJECT = /^(?:it|the (?:app|tool|platform|service|software|product|box)|our (?:app|tool|platform|service)|with (?:it|the app|our app|us))\b(?!'s| is| was)/i;
// "they get no feedback if they do them wrong", "patients receive no reminders": what the customers go without today (not "no ads").
const GET_NONE = new RegExp(
  String.raw`^(?:(?:and|but|so|today|now)[,]?\s+)?(?:the |their |most |many )?(?:they|${PEOPLE_NOUNS})\s+(?:still |often |usually |just )?(?:get|gets|receive|receives)\s+no\s+(?!(?:ads|adverts|spam|fees?|commission|hidden|extra|surprises?)\b)\p{L}`,
  'iu',
);
const CUSTOMER_GAINS = new RegExp(
  String.raw`^(?:the |our |their |all |most |many )?(?:they|everyone|staff|${PEOPLE_NOUNS})\s+(?:(?:can|could)\s+(?:now\s+|finally\s+|easily\s+|just\s+)?[a-z]+|(?:finally\s+[a-z]+|(?:just\s+|simply\s+|then\s+)?(?:arrive|find|keep|get(?!\s+[a-z]+ed\b)|know|enjoy|see|receive|save|learn|rent|borrow|book|swap|share|explore|discover|skip|avoid|meet|choose|compare|hear|watch|finish|tap|click|scan|press|pick)s?))\b`,
  'i',
);

export function strongest(scores: Record<CanvasBlock, number>, prefer: (CanvasBlock | null)[] = []): CanvasBlock | null {
  let best: CanvasBlock | null = null;
  for (const block of CANVAS_BLOCKS) {
    if (scores[block] <= 0) continue;
    const better = !best || scores[block] > scores[best] || (scores[block] === scores[best] && prefer.indexOf(block) >= 0 && (prefer.indexOf(best) < 0 || prefer.indexOf(block) < prefer.indexOf(best)));
    if (better) best = block;
  }
  return best;
}
