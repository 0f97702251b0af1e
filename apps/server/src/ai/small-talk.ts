import { OK_WORDS } from './guard.ts';
import { FILLER_WORDS } from './note-text.ts';

/**
 * Small talk: greetings, thanks, agreement, not knowing yet, introductions, words that say nothing of
 * the idea (`isSmallTalk`, `saysNothing`), and a pointer elsewhere (`pointsElsewhere`).
 */

// "hmm let me think", "give me a minute", "thinking...": the founder is about to answer the question asked.
export const WAIT = /^(?:(?:hmm+|ok(?:ay)?|um+|uh+|well|so|oh)[,.!]*\s+)*(?:(?:hmm+,?\s+)?good question,?\s+)?(?:let me think(?: about (?:it|that|this))?(?: (?:a (?:sec|second|moment|minute|bit)|for a (?:sec|second|moment|minute)))?|give me (?:a|one|a few) (?:sec(?:ond)?s?|min(?:ute)?s?|moment)|(?:just )?(?:one|a) (?:sec(?:ond)?|moment|min(?:ute)?)|wait|hold on|hang on|(?:still )?thinking|brb|be right back)(?:,?\s+(?:please|pls|coach))?[\s.!…]*$/i;

// Each word is read whole (`(?!\w)`), and each phrase once (`(?=(…))\1` takes the first way it matches and
// never tries another): "hahaha…", "kkkk…" or "thank you thank you … x" read every way took seconds or hours.
// "yep go on", "yes please", "go ahead": an agreement to go on, as "yes" is.
export const SMALL_TALK = new RegExp(String.raw`^(?:(?=((?:hi|hello|hey|hei|oi|ram ram(?: sa)?|sir|madam|dale|hiya|howdy|hola|ol[aá]|boa (?:tarde|noite)|bom dia|buen(?:os|as) (?:d[ií]as|tardes|noches)|hal+o|selamat (?:pagi|siang|sore|malam)|bun[aă] ziua|guten (?:tag|morgen|abend)|bonsoir|buongiorno|buonasera|kia ora|jambo|habari|sawubona|konnichiwa|ni ?hao|ahoj|dzie[nń] dobry|goede(?:morgen|middag|navond)|zdravo|saludos|namaskar(?:am)?|vanakkam|salve|bonjour|salut|ciao|hallo|hej|moin|servus|namaste|salaam|salam|shalom|merhaba|as+alam+ ?[ou]? ?[ae]l[ae]ikum|as-salamu alaykum|(?:good )?(?:morning|afternoon|evening)|good day|dzi[eę]ki|(?:thanks?(?: you)?(?: so much| a lot| a ton| a bunch| a million| kindly| very much)?|(?:muchas |mil )?gracias(?: por (?:la|tu|su|todo)(?: \w+)?)?|muy amable|d'accord|sawa|mahadsanid|vinaka(?: vakalevu)?|asante sana|makasih|tak for hjælpen|valeu|köszi|diolch|faleminderit|shnorhakalutyun|ďakujem|dakujem|pura vida|dobr[ýy] den|whoops|merci(?: beaucoup| bien)?|danke(?: sch(?:ö|oe)n| vielmals?)?|d[ií]ky|takk|tak|ta|arigat(?:ou|o)(?: gozaimasu)?|bis dann|vielen dank|grazie(?: mille)?|(?:muito )?obrigad[oa]|asante|shukran|spasibo|köszönöm|dziękuję|tack|dank je|kiitos|terima kasih(?: banyak)?|cảm ơn|dhonnobad|dhanyavaa?d|dhanyabad|grazzi|jazakallah(?: khair)?|madloba|medaase|nagode|daal[uụ]|ngiyabonga|enkosi|webale|murakoze(?: cyane)?|mahalo|efcharist[oó]|toda(?: raba)?|shukriya|salamat|kamsahamnida|xi[eè] ?xi[eè]|mul[tț]umesc|hvala(?: puno| lijepa)?|d[eě]kuji|à bientôt|a bientot|hasta luego|tschüss|adi[oó]s)(?: for (?:(?:the|your|all(?: the| your)?|this|that|my|our) )?[\w'-]+(?: [\w'-]+)?)?|thank you|(?:i'?m )?back|many thanks|ty|thx|tysm|thnx|appreciate (?:it|that)|with gratitude|nice one|good as|cheers|bye+|goodbye|sl[áa]n|yay|allo|laba diena|sain baina uu|aitäh|aitah|你好|谢谢|see you|good night|no (?:problem|problemo|worries|rush)|gg|np|(?:i'?ll|i will) let you (?:get on|go)|(?:talk|speak|chat) (?:soon|later|tomorrow)|(?:got to|gotta|have to|must) (?:run|go)|catch you later|${OK_WORDS}|fine|great|cool|perfect|awesome|nice|sweet|brilliant|lovely|amazing|wonderful|fantastic|excellent|neat|(?:(?:really|very|super|so) )?(?:useful|helpful|interesting)|sure|yes|yeah|yep|aye|definitely|absolutely|certainly|of course|totally|indeed|no|nope|nah|right|exactly|correct|got it|sounds good|go on|go ahead|carry on|please|pls|good(?! (?:morning|afternoon|evening|day)\b)|understood|noted|i see|fair (?:question|point)|hang on|no wait|i apologi[sz]e|here goes|here we go|coach|hm+|well|so|lol|lmao|lmfao|rofl|haha\w*|hehe\w*|jaja\w*|jeje\w*|hihi\w*|kkk+)(?!\w)(?: there| again| guys| coach| ji| kak| po| zusammen| sir| ma'?am| madam| all| everyone| love| mate| dear| buddy| bro| my friend| from (?:sunny |rainy |snowy |beautiful |cold |hot )?[A-Z][\w-]*(?: [A-Z][\w-]*)?)?[\s,.!?~]*))\1)+$`, 'i');
// Agreement that carries no fact ("that was helpful", "that is the team, yes").
export const ACKNOWLEDGEMENT = /^(?:that|this|it)(?:'?s| is| was)? (?:very |really |super |all |probably |pretty much |about )?(?:helpful|useful|great|good|nice|right|correct|true|ok|okay|fine|alright|it|all|everything|the (?:team|plan|idea|pitch))\b[\s\w,.!]{0,12}$|^(?:(?:yes|yeah|exactly|right)[,!.]?\s+)?(?:that|this|it)(?:'?s| is) (?:the|my) (?:pain|problem|benefit|customer|price)[\s.!]*$|^(?:(?:that|this|it) )?(?:makes sense|sounds (?:good|great|right|fine|perfect|about right)|looks (?:good|great|right|fine))\b[\s\w,.!]{0,12}$|^(?:good question|fair enough)\b|^(?:that|this|it) (?:really )?(?:helps|helped)\b[\s\w,.!]{0,12}$|^(?:let'?s |i'?ll |we'?ll )?(?:keep|keeping|go with|going with|stick with|sticking with) (?:that|this|it)[\s,.!]*$|^(?:aye|yes|yeah|ok)?,?\s*(?:that'?ll|that will|that would|that'd) do\b[\s\w,.!]{0,12}$|^(?:that|this|it) was (?:fast|quick|easy|painless|fun)\b[\s\w,.!]{0,12}$|^(?:thank you|thanks)(?: (?:so|very) much)? for (?:your |the |all (?:the |your )?)?(?:patience|help|time|questions?|reading|listening|feedback|advice|tips?|support|understanding|this|that|everything)(?: (?:with|on|for|in) [\w' ]{1,30})?[\s.!]*$|^(?:that|this|it) (?:could|would|might|can|should) be (?:the|a|our|my) (?:pitch|slogan|tagline|one-liner)[\s.!]*$|^here (?:it is|you go)[\s.!]*$|^(?:the )?(?:pitch|slogan|tagline)[,.]?\s*(?:hmm+|hm+|ok|well|so)[\s.!]*$/i;

// What a founder says about writing to the coach: "as I'm typing this", "sorry for the double post",
// "my granddaughter helps me type this", "I hope my English is okay", "this is going to sound silly".
export const ABOUT_WRITING =
  /\b(?:i'?m|im|am) typing\b|\btyping (?:this|on)\b|\bkeyboard\b|\bdouble[- ](?:post|send|sent)\b|\bsent (?:that |it |this )?(?:twice|two times)\b|\bno signal\b|\b(?:helps|helped) me (?:type|write)\b|\b(?:(?:i )?hope|not sure) (?:my english is|i'?m doing (?:this|it) (?:right|correctly))\b|^i (?:will|'ll) (?:write long|be brief|keep it short|describe (?:our|my|the) (?:concept|idea|business|project)(?: briefly)?)\b|^i (?:should|would|'d) like to talk (?:you )?through\b|^(?:i|we)(?: need| want| would like|'d like| am looking for|'m looking for| could use) (?:some |a bit of |a little )?help (?:with |structuring |shaping |thinking through |to (?:structure|shape|think through|develop|refine|sharpen) |on |developing |refining |sharpening )(?:my|our|the|this|an?) (?:(?:business|startup|app) )?(?:idea|business|startup|plan|concept|project|pitch)(?: please)?[\s.!]*$|\bnervous about this\b|\bnever pitched anything\b|^(?:this|it) (?:is going to|will|might|may) sound (?:silly|stupid|crazy|weird|dumb)\b|^(?:it'?s|this is) (?:a bit |kind of |pretty )?(?:crazy|silly|weird|mad)(?:,? i know)?[\s.!]*$|\b(?:that'?s|that is) (?:enough|all) for (?:today|now)\b|^bye for now\b|^i am from [a-z]+,? sorry\b|^(?:the |my )?(?:signal|internet|connection|wifi|wi-fi)\s+(?:is|was|'s)\s+(?:so\s+|very\s+|really\s+)?(?:bad|weak|slow|poor|terrible)\s+(?:here|today|tonight)[\s.!]*$|^(?:my |mi )?(?:battery|phone) (?:a |is )?(?:low|dying|dead|about to die)[\s.!]*$|\bmessage went (?:empty|blank)\b|\bexcuse (?:the|my) (?:typos?|english|spelling|grammar)[\s.!]*$|\bbear with me[\s.!]*$|\bmy english (?:is|isn'?t|is not) (?:(?:not|so|very|too) )?(?:good|great|perfect|bad|so-so|ok|okay|poor|weak|the best)\b|^(?:ok,?\s+)?i(?:'ll| will| can| try to) (?:try|write|type) (?:in )?english[\s.!]*$|^i'?m using a screen reader[\s.!]*$|^autocorrect (?:keeps|changed|changes)\b|^(?:i(?:'ll| will)? )?(?:explain|tell (?:it|the idea|you)) (?:fast|quick(?:ly)?|in simple words|simply|briefly)[\s.!]*$|^i present my (?:project|idea)[\s,.!?]*(?:ok\??)?$|^dog (?:is )?barking[\s.!]*$|\bwith (?:these|this) chat things?\b|^(?:ok,?\s+)?i(?:'ll| will)? (?:leave it|stop) (?:there|here)(?: for (?:now|today))?[\s.!]*$|^(?:ok,?\s+)?i'?m done(?:,? thanks?)?[\s.!]*$|^i (?:will|'ll) (?:start with (?:a )?(?:small|short|little|long) story|write in (?:several|many|a few) messages)\b|\bsorry if (?:it'?s )?(?:long|too long)[\s.!]*$|\bnervous to (?:type|write)\b|\bexcited to (?:finally )?(?:write|type)\b|\bcopy[- ]paste fail\b|\bsorry for my english\b|^my [\w-]+ set (?:this|it) up(?: for me)?[\s.!]*$|\bset (?:it|this) up for me\b/i;

// ", sorry for my english", ", excuse my typos": an apology for the writing, said last.
const WRITING_EXCUSED = /[,;]\s*(?:and\s+)?(?:sorry for my english|excuse (?:the|my) (?:typos?|english|spelling|grammar)|sorry if (?:it'?s )?(?:long|too long))[\s.!]*$/i;
// "none", "not sure yet", "can't say yet", "I'd rather not say", "whatever you think", "up to you": no answer for now; the
// block asked waits.
// "about the secret sauce", "of the price": what the founder is unsure of.
const OF_IT = String.raw`(?: (?:about|of|for) (?:the |our |my |a |an )?[\w-]+(?: [\w-]+)?)`;
// "… what is our secret sauce", "… what our secret sauce is": the question the founder does not know the answer to, said back
// (not "idk what secret sauce is": what the block's name means is asked).
const QUESTION_SAID_BACK = String.raw`(?: (?:what|who|how|which|why)(?: is| are|'s)? (?:our|my) (?:secret sauce|pitch|price|pain|benefit|team|advantage|edge|customer|unfair advantage|why now|business model)(?: is| are)?)`;
// "tbh idk …", "honestly not sure", "ngl no idea": a word that hedges, typed before not knowing, says no more.
export const HEDGED_FIRST = String.raw`(?:(?:tbh|honestly|ngl|hmm+|um+|well|lol)[,.]?\s+)`;
// "no one", "nobody really": given for any block but the team (where it is the team, see NO_ONE_ELSE), no answer yet.
export const UNSURE = new RegExp(String.raw`^${HEDGED_FIRST}?(?:none|nothing(?: really| special| much| at all)?|no(?:body| one|-one)(?: really| at all| tbh| honestly)?|n\/?a|na|not applicable|there(?:'s| is) (?:none|nothing)(?: yet)?|there (?:isn'?t|is not|aren'?t|are not) (?:one|any)(?: yet)?|(?:i|we) (?:don'?t|do not) have (?:one|any)(?: yet)?|(?:i |we )?(?:can'?t|cannot|can not) (?:say|tell)(?: (?:yet|for sure|right now|for now))?|(?:i|we)(?:'d| would) (?:rather|prefer) not (?:to )?(?:say|tell|share|answer|disclose)(?: (?:that|this|it))?(?: (?:yet|for now|right now))?)[\s.!]*$|^${HEDGED_FIRST}?(?:(?:wait,?\s+)?let me think(?: about (?:it|that|this|the [\w-]+(?: part)?))?(?: again)?|(?:(?:i(?:'m| am)|we(?:'re| are)) )?not (?:really |quite |totally )?sure${OF_IT}?(?: yet)?|(?:(?:i|we) (?:really |honestly )?(?:have|got) )?(?:no idea|(?:no|not a) clue)${OF_IT}?(?: yet)?|(?:i |we )?(?:haven'?t|have not) (?:really )?thought (?:about|of) (?:it|that|this)(?: yet)?|(?:nothing|none|not) (?:yet|so far)|(?:(?:i |we )?(?:really |honestly |just )?(?:don'?t|dont|do not) know|idk)(?: (?:who|what|how|which|where|when|why)(?: exactly)?|${OF_IT})?(?: yet)?${QUESTION_SAID_BACK}?|i'?ll think about (?:it|that)|(?:i )?dunno|beats me|nothing comes to mind|good question|(?:it'?s |it is |that'?s |that is )?(?:hard|difficult|too early) to (?:say|tell)|(?:whatever|as) you (?:think|prefer|like|want|say|suggest|decide)|(?:it'?s |that'?s )?up to you|you (?:decide|choose|pick|tell me)|your call)\b[\sa-z_,.!]{0,15}$|^(?:but |and )?(?:(?:(?:i(?:'m| am)|we(?:'re| are)) )?not sure|(?:i|we) (?:don'?t|do not) know|idk|dunno) (?:if |whether )?(?:it'?s|it is|that'?s|it would be|it'?d be) (?:any )?(?:good|viable|worth it|a good idea|realistic|doable)[\s.!]*$`, 'i');

// "trust me", "believe me": an assurance, which says nothing of its own.
export const ASSURANCE = String.raw`(?:trust me|believe me|i promise(?: you)?|no doubt(?: about it)?|for sure)`;

// "I'm Catalina.", "I am from Osaka.", "I live in Hamburg since 2016": who is writing and from where,
// said to introduce themselves. A name or place is capitalised ("I'm from a farming family" is a fact);
// "I'm CTO", "I'm Head Chef", "I'm Deaf", "We're in Beta" say what someone is, not who or where.
const NOT_A_NAME = String.raw`(?!(?:Deaf|Blind|Disabled|Autistic|Nurse|Doctor|Dr|Teacher|Engineer|Chef|Head|Chief|Founder|Co-founder|Cofounder|Manager|Director|Owner|Partner|Student|Retired|Mum|Mom|Dad|Mother|Father|Beta|Alpha|Stealth|Talks|Business|Sales|Marketing|Product|Operations|Finance|Charge|Touch)\b)`;
const NAME = String.raw`${NOT_A_NAME}(?:d'|l')?\p{Lu}\p{Ll}[\p{L}'’-]*`;
const PLACE = String.raw`${NAME}(?:(?:,\s*|\s+(?:in\s+)?)${NAME}|\s+(?:district|province|region|state|county|city|village|town))*`;
export const INTRODUCTION = new RegExp(
  String.raw`^(?:(?:[Ii]'?m|[Ii] am|[Mm]y name(?: is|'s)|[Nn]ame's|[Ss]oy|[Mm]e llamo|[Jj]e suis|[Jj]e m'appelle|[Ii]ch bin|[Ii]ch heiße|[Ss]ono|[Mm]i chiamo|[Ee]u sou)\s+${NAME}(?:\s+${NAME})?(?:,?\s+(?:from\s+)?${PLACE})?|(?:[Ii]'?m|[Ii] am|[Ww]e'?re|[Ww]e are)\s+(?:from|in|based in|writing from)\s+${PLACE}|(?:[Ii]|[Ww]e)\s+live\s+in\s+${PLACE}(?:\s+since\s+\d{4})?)[\s.!,]*$`,
  'u',
);

// "Good evening (it's night here, perfect for this topic haha)": an aside in brackets, without numbers.
const BRACKETED_ASIDE = /\s*\([^()\d$€£¥%]*\)/g;

// A letter's salutation and sign-off: "Dear coach,", "Kind regards, Marieke".
const LETTER_FORMULA = /^(?:dear (?:coach|sir|madam|sir or madam|team|all|friend|[A-Z][\w-]*)|to whom it may concern|(?:(?:kind|best|warm|warmest|many) )?regards|best wishes|(?:yours )?(?:sincerely|truly|faithfully)|all the best)[\s,.!]*(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)?[\s.!]*$/i;

// "skip", "next question", "let's come back to this later", "can we skip this one?": the founder passes on the question asked.
export const SKIP = /^(?:(?:ok(?:ay)?|so|hmm+|um+)[,.]?\s+)?(?:(?:let'?s|let us|can we|could we|can i|could i|please|i'?d like to|i want to)\s+)?(?:skip|pass(?:\s+on)?|move on|next(?:\s+(?:question|one|block))?|(?:come back to|leave|do) (?:this|that|it)(?:\s+(?:one|question|part))?\s+later|(?:update|change|fix|do|write|work on|finish|figure out|think about|come back to|revisit) (?:the|my|our) [\w-]+(?: [\w-]+)? later|(?:i'?ll|i will|we'?ll|we will) (?:answer|do|fill|think about|come back to) (?:this|that|it)(?:\s+(?:one|question|part))?\s+later|later)(?:\s+(?:this|that|it|one|question|part|block|for now|please|thanks|then|for me))*[\s.!?]*$/i;

// "See my website.", "check out our deck", "it's all on the site", "www.example.com": a pointer to somewhere the coach cannot look.
const POINTS_ELSEWHERE = /^(?:(?:please|pls|plz|just)\s+)?(?:(?:see|check(?:\s+out)?|look at|read|visit|go to)\s+(?:my|our|the)|(?:it'?s|it is|everything(?:'s| is)?)\s+(?:all\s+)?(?:on|in)\s+(?:my|our|the))\s+(?:website|web ?site|site|web ?page|landing page|home ?page|(?:pitch )?deck|slides|link|profile|linkedin|docs?|pdf|attachment)(?:\s+for\s+(?:that|this|it|details|more))?[\s.!]*$|^(?:google it|see attached|see (?:the )?link)[\s.!]*$|^(?:(?:see|check(?:\s+out)?|visit)\s+)?(?:https?:\/\/|www\.)\S+?[\s.!]*$/i;
export const pointsElsewhere = (message: string) => POINTS_ELSEWHERE.test(message.trim());
// "Whatever.", "blah blah", "test 123", "trust me", "egal", "bof": a filler word (the ones founders fall back on
// from their own language too), or an assurance of nothing said.
const FILLER = new RegExp(String.raw`^(?:${FILLER_WORDS}|blah?(?:[\s,]+blah?)*|etc|stuff|something|random|test(?:ing)?(?:\s+\d+)*|nada|rien|nichts|niente|${ASSURANCE})[\s.,!]*$`, 'i');
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [row, [...row].reverse().join('')]);
// "asdf", "sdfsdf", "jkjkjk", "qwerty": keys struck without a word (an acronym, "GDPR", is written in capitals).
const mashed = (word: string) => {
  const keys = word.toLowerCase();
  return /^[a-z]{4,}$/.test(keys) && word !== word.toUpperCase() && (!/[aeiouy]/.test(keys) || /^([a-z]{1,3})\1{2,}$/.test(keys) || KEY_ROWS.some((row) => row.includes(keys.slice(0, 4))));
};
/** A clause that carries no statement at all: keyboard mashing, a filler word, a pointer elsewhere. */
// "A lot.", "quite a lot", given for any block: how much, with nothing it is said of.
// ("A lot, I think", "Lots, honestly", "lots and lots", "So much": the same, with a word more.)
export const MUCH_ALONE = /^(?:(?:quite|really|very|so|way|just)\s+)?(?:a lot|lots(?: and lots)?|a bunch|loads|tons|plenty|a fair bit|so much|so many)(?:,?\s+(?:i think|i guess|honestly|actually|really|tbh))?[\s.!]*$/i;
// "It's impossible to say", "It's really hard to explain", given for the pitch: a judgement of the question, no answer to it.
const HARD_TO_SAY = /^(?:but\s+)?(?:it'?s|it is|that'?s|that is)\s+(?:(?:almost|nearly|really|so|very|just|quite|a bit|kind of)\s+)?(?:impossible|hard|difficult|tricky|tough)\s+to\s+(?:say|tell|explain|describe|answer|sum (?:it )?up|put (?:it )?(?:in|into) (?:one|a|a single) (?:sentence|line))[\s.!]*$/i;
// "I guess not", "probably not" (the hedge taken off), "I don't think so", "I doubt it": a no, with nothing it is said of.
const NOT_SO = /^(?:(?:not|no)(?:\s+(?:really|at all|so much|much))?|(?:i|we)\s+(?:don'?t|do not|dont)\s+(?:think|believe|guess|reckon)\s+so|(?:i\s+)?doubt\s+it|(?:i'?m\s+)?afraid\s+not|not\s+that\s+i\s+know(?:\s+of)?)(?:,?\s+(?:no|not really|really|honestly|sadly|unfortunately|tbh))?[\s.!]*$/i;
export const saysNothing = (text: string) => pointsElsewhere(text) || FILLER.test(text.trim()) || MUCH_ALONE.test(text.trim()) || HARD_TO_SAY.test(text.trim()) || NOT_SO.test(text.trim()) || text.split(/\s+/).every((word) => mashed(word.replace(/[^\p{L}]+/gu, '')));

// "I'm a bit nervous about the business part", "It's late but I can't sleep thinking about this", "lol i need coffee", "I'm so
// tired": the founder's mood, said to the coach (not "I'm tired of paperwork", "I need coffee shops to stock it").
const FOUNDERS_MOOD = String.raw`(?:(?:it(?:'?s| is) late,? but |honestly,? )?(?:i'?m|i am) (?:a bit |a little |so |very |really |quite |kind of )?(?:nervous|excited)(?: about (?:this|it|all (?:of )?this|the [\w-]+ (?:part|side)))?|(?:it(?:'?s| is) late,? but )?i (?:can'?t|cannot|couldn'?t) sleep(?: thinking about (?:this|it|the idea))?|(?:(?:lol|haha\w*|omg|ugh),? )?(?:i (?:really )?(?:need|could use|want) (?:a |some |more |my )?(?:coffee|tea|nap|break|drink|beer|sleep|snack|holiday|vacation)(?: (?:now|first|asap))?|(?:i'?m|i am) (?:so |very |really |a bit |a little )?(?:tired|exhausted|sleepy|hungry)))(?: (?:jaja\w*|haha\w*|lol))?`;
// "I hope you are well", "my father says hi", "I'm confused", "this helps me organise my thoughts": said to the coach, of no idea.
const PLEASANTRY = new RegExp(
  String.raw`^(?:(?:i |we )?hope (?:you(?:'re| are) (?:well|doing well|fine|good|ok(?:ay)?)|all is well|this finds you well)|(?:my |our )?[\w-]+ says (?:hi|hello)|(?:(?:i'?m|i am) )?(?:a bit |a little |so |very |totally )?confused|${FOUNDERS_MOOD}|whoever you are|sorry|brb|be right back|(?:just )?(?:one|a|1) (?:sec|second|moment|min|minute)|(?:i )?(?:had|have|need) to take (?:a|this|the) call|(?:my )?(?:kids?|baby|son|daughter|dog|cat) (?:is|are|'s) (?:crying|calling|barking|awake|up|here)|(?:wow,? )?you(?:'re| are) (?:so |very |really )?(?:fast|quick|good|smart)|(?:wow,? )?this is (?:so |very |really )?(?:fun|cool|great|nice|amazing|awesome|interesting|helpful|useful)|(?:this|that|it) (?:really )?(?:helps|helped|is helping) me (?:to )?(?:organi[sz]e|sort out|structure|clear) my (?:thoughts|head|mind))$`,
  'i',
);
// "love it", "yep that's the one", "spot on", "happy with that", "great job, thanks", said of the pitch the coach offered
// back or of the canvas: agreement that carries no fact.
const APPRAISAL_OF = String.raw`(?:it|that|this|the (?:pitch|canvas|notes|summary|result|price|name))`;
const APPRAISAL = new RegExp(
  String.raw`^(?:(?:yes|yep|yup|yeah|oh|ok(?:ay)?)\s+)?(?:` +
    String.raw`(?:(?:i|we)\s+)?(?:(?:really|just|absolutely|totally)\s+)?(?:love|like|dig)\s+${APPRAISAL_OF}(?:\s+(?:one|pitch|line))?(?:\s+(?:so much|a lot|very much))?` +
    String.raw`|(?:(?:that'?s|that is|this is|it'?s|it is)\s+)?(?:the one|spot on|bang on|nailed it)` +
    String.raw`|(?:that'?s|that is|this is|it'?s|it is)\s+(?:(?:just|really|pretty much)\s+)?(?:perfect|great|brilliant|excellent|lovely|awesome|amazing|exactly it|exactly right|just right)` +
    String.raw`|(?:you\s+)?nailed it` +
    String.raw`|(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:(?:really|very|so|quite|pretty)\s+)?(?:happy|pleased|satisfied|glad|fine|good)\s+with\s+${APPRAISAL_OF}` +
    String.raw`|(?:(?:great|good|nice|amazing|excellent)\s+(?:job|work)|well done)(?:\s+so far)?` +
    // "better", "much better", "not bad": said of the pitch after it was worded anew.
    String.raw`|(?:(?:much|way|far|a lot|so much)\s+)?better|not bad(?:\s+at all)?` +
    String.raw`)(?:,?\s+(?:thanks?|thank you|cheers|ty|thx)(?:\s+(?:so much|a lot|very much))?)?$`,
  'i',
);
export function isSmallTalk(text: string): boolean {
  // "they lose bookings, sorry for my english": what was said before an apology for the writing decides.
  const excused = text.replace(WRITING_EXCUSED, '');
  if (excused !== text && excused.trim()) return isSmallTalk(excused);
  return (
    LETTER_FORMULA.test(text) ||
    ABOUT_WRITING.test(text) ||
    text
      .replace(BRACKETED_ASIDE, '')
      .replace(/\bn\/a\b/gi, 'na')
      .split(/[,;.!?/]+\s*/)
      .filter(Boolean)
      .every((part) => SMALL_TALK.test(part) || ACKNOWLEDGEMENT.test(part) || APPRAISAL.test(part) || PLEASANTRY.test(part) || UNSURE.test(part) || WAIT.test(part) || INTRODUCTION.test(part) || SKIP.test(part))
  );
}
