import { wordsOnly } from './words.ts';
// What names a thing rather than people, though it ends like a people noun ("parcel lockers", "trackers").
const NOT_CUSTOMERS = /\b(orders|answers|numbers|letters|layers|borders|corners|lockers|trackers|containers|printers|speakers|chargers|scooters|computers|servers|papers|flowers|burgers|stickers|posters|covers|filters|folders|markers|planners|timers|trailers|drawers|heaters|boilers|threshers|dryers|coolers|freezers|shredders|sneakers|trainers|headphones|products|goods|items|parts|clothes|clothing|equipment|documents|files|tools|services|analytics|logistics|data|software|content|food|furniture|meals?|pets?|dogs?|cats?|plants|bikes?|cars?|books|art|coffee|tea|wine|beer|gear|supplies|materials|waste|recipes|events?|weddings|homes|houses|apartments|rent|money|taxes)\s*$/i;
// Words of that list that name people as often as things ("Trainers in gyms", "Speakers at conferences").
const PEOPLE_OR_THINGS = /^(?:trainers|planners|speakers)$/i;
/** "Printers", "Lockers", "Orders": a thing, though it ends like a people noun. */
export const isThingWord = (word: string) => NOT_CUSTOMERS.test(word) && !PEOPLE_OR_THINGS.test(word.trim());
/** Nouns that name people or organisations, and any "-er", "-ist" or "-ian" word ("HR", but not the "hr" of "48 hr turnaround"). */
export const PEOPLE_NOUNS = String.raw`(?:people|persons?|owners?|managers?|freelancers?|students?|parents|mums|moms|dads|families|teachers?|nurses?|doctors?|vets?|veterinarians?|groomers?|smbs?|small businesses|businesses|enterprises?|startups|agencies|clinics|restaurants|cafes|[a-z]*shops|retailers|landlords?|tenants?|(?:flat|room|house)mates|drivers?|farmers?|gyms?|coaches|(?:personal|freelance|fitness|gym|yoga|sports?|dog) trainers|home cooks|foremen|athletes|seniors|elderly|retirees|developers?|designers?|accountants?|lawyers?|dentists?|therapists?|physiotherapists?|physios|osteos|osteopaths|chiropractors|medics|nannies|au pairs|anyone|everyone|professionals|companies|teams|hotels|schools|universities|musicians|artists|creators|photographers|writers|commuters|cyclists|runners|hikers|travell?ers|tourists|kids|children|adults|women|men|homeowners|renters|(?:sub)?contractors|subbies|care homes|nursing homes|call cent(?:re|er)s|fleets|plumbers|electricians|couples|patients|employees|workers|staff|(?<!\d\s?)hr|recruiters|brands|sellers|buyers|shoppers|users|gamers|readers|learners|beginners|investors|creatives|makers|bakers|chefs|florists|salons|barbers|hairdressers|caregivers|carers|volunteers|nonprofits|charities|churches|clubs|organizers|planners|agents|brokers|realtors|clerks|truckers|couriers|pilots|dog walkers|pet sitters|firms|practices|bakeries|[a-z]+er[ií]as|(?:gestor|asesor|consultor)[ií]as|consultancies|school districts|folks?(?!\s+(?:music|songs?|dances?|art|festivals?|bands?|tales?|singers?))|venues|hospitals|offices|stores|labs|pharmacies|factories|warehouses|farms|wineries|breweries|hostels|spas|councils|ngos|residents|guests|hosts|couples|newlyweds|brides|(?:brides)?maids|(?:health|medical|community|care|day-?care|dental|rehab|rehabilitation|youth|family|learning|fitness|leisure|call) cent(?:re|er)s|grooms|refugees|migrants|immigrants|expats|newcomers|asylum seekers|pupils|teens|teenagers|toddlers|babies|mothers|fathers|pensioners|veterans|members|fans|diners|locals|citizens|editors|tutors|instructors|operators|vendors|translators|inspectors|counsell?ors|mentors|advisors|auditors|curators|proprietors|surveyors|professors|pastors|tailors|janitors|supervisors|administrators|coordinators|facilitators|moderators|educators|illustrators|animators|decorators|exhibitors|inventors|donors|sponsors|collectors|distributors|actors|directors|suppliers|stations|broadcasters|newsrooms|publishers|journalists|tradespeople|craftspeople|clubs|children abroad|crews|cafés|cafes|libraries|volunteers|visitors|communities|households|independents|gen ?[xyz]|gen alpha|millennials|boomers|zoomers|foodies|techies|newbies|yuppies|rookies|smes|msmes|retail chains|tradies|solopreneurs|grandparents|ladies|vegans|vegetarians|over \d+s|neighbours|neighbors|studios|garages|workshops|dealerships|nurseries|kindergartens|daycares|associations|cooperatives|institutions|municipalities|fishermen|craftsmen|tradesmen|salesmen|businessmen|businesswomen|sportsmen|handymen|repairmen|attorneys|solicitors|barristers|paralegals|architects|surgeons|physicians|clinicians|paramedics|midwives|[a-z]+(?:ers|ists|ians))`;
/** `PEOPLE_NOUNS` without the endings: only the words known to name people. */
export const KNOWN_PEOPLE_NOUNS = PEOPLE_NOUNS.replace('|[a-z]+(?:ers|ists|ians))', ')');
export const PEOPLE = new RegExp(String.raw`\b${KNOWN_PEOPLE_NOUNS}\b`, 'i');

const DOING_TO = /^(?:renting|buying|selling|booking|finding|tracking|managing|sharing|swapping|hiring|ordering|delivering|storing|repairing|cleaning|washing|recycling|reselling|trading|lending|borrowing|exchanging|shipping|collecting|donating)\s/i;
/** Whether a phrase names people; "handmade furniture from rural carpenters" names furniture. */
export function looksLikePeople(phrase: string): boolean {
  const text = phrase
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+(?:from|made by|sold by|of|by|between|among|amongst)\s+/i)[0]!;
  // "renting kids clothes": doing something to a thing names no people, whoever it mentions.
  if (DOING_TO.test(text) && NOT_CUSTOMERS.test(text.split(/\s+(?:with|who|that|which|in|at|on|near|for)\s+/i)[0]!)) return false;
  // "fresh flowers delivered": an "-ers" word names people only when it is not a thing, wherever it stands.
  return PEOPLE.test(text) || (text.match(/\b[a-z]+(?:ers|ists|ians)\b/gi) ?? []).some((word) => !NOT_CUSTOMERS.test(word));
}

// Words for people that `looksLikePeople` does not know by their ending: "collectors", "retirees", "migrants", "expats", "nomads".
const PERSON_WORD = /(?:(?<!mot|sens|fl|d|col|colou|err|tract|monit|mirr|vect|fact|elevat|generat|indicat|calculat)ors|ees|(?<!pl|p|^)ants|pats|mads|b2b|b2c|d2c|smes?)[.!]?$/i;
// People named by what they live with: "diabetics", "epileptics", "coeliacs" (not "-ics" at large: "analytics", "ceramics").
const BY_CONDITION = /\b(?:diabet|epilept|asthmat|alcohol|parapleg|quadripleg|dyslex|anorex)ics[.!]?$|\b(?:insomni|coeli|celi|ha?emophili)acs[.!]?$/i;
/** Whether a short phrase names people by its last word's ending, beyond `looksLikePeople`'s; used only for people named alone. */
export const namesPeopleByEnding = (phrase: string) => PERSON_WORD.test(phrase) || BY_CONDITION.test(phrase);

/** The people a phrase names, without what it says of them: "Tourists" of "Tourists who visit Lisbon for the first time", "dentists" of "dentists in Germany". */
export const customersNamed = (people: string) =>
  people.trim().replace(/[.!]+$/, '').split(/,|\s+(?=(?:who|that|which|whose|with|without|living|working|aged|in|at|from|near|across|around|and|or)\s)/i)[0]!;

/**
 * Whether a word names the people a noun names: the noun itself, or the word the noun is made from
 * ("freelance" of "freelancers"); not its plural alone ("restaurant suppliers" are not "restaurants").
 */
export const sameStem = (word: string, noun: string) => {
  const [w, n] = [word.toLowerCase(), noun.toLowerCase()];
  return w === n || (w.length >= 5 && n.startsWith(w) && /^(?:r|rs|er|ers)$/.test(n.slice(w.length)));
};

/**
 * Whether `text` says what `note` says, more precisely: "Dentists in Germany" of "Dentists", "£79 a month per salon"
 * of "£79 a month", and "Freelance designers" of "Freelancers", a note of one word.
 */
export function sharpens(text: string, note: string): boolean {
  const [said, old] = [wordsOnly(text).trim(), wordsOnly(note).trim()];
  return said !== old && (said.startsWith(`${old} `) || (!old.includes(' ') && (sameStem(said.split(' ')[0]!, old) || wordsOnly(customersNamed(text)).trim().split(' ').at(-1) === old)));
}
