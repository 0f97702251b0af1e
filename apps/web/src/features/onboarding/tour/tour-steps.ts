import { CANVAS_BLOCKS } from '@ideapilot/contract';

/** Tour step; `image`/`mobileImage` are paths under /tour (desktop and ≤768 px variants). */
export type TourStep = {
  title: string;
  description: string;
  /** The description at 768 px or less, where it says something else (no sidebar there). */
  mobileDescription?: string;
  type: 'image-only' | 'text-only' | 'default';
  image?: string;
  mobileImage?: string;
  /** What the illustration shows, for screen readers. */
  alt?: string;
};

function sessionsText(where: string) {
  return `Each idea lives in its own **session**.

- Start a **new session** for every new idea
- **Rename** a session so you can find it later
- **Delete** a session you no longer need: its chat and canvas go with it

${where}; open one to continue where you left off.`;
}

const media = (name: string, alt: string) => ({ image: `/tour/${name}.svg`, mobileImage: `/tour/${name}-mobile.svg`, alt });

/** The 13 steps of the tour; the last, "You're all set", ends it with "Get Started". */
export const TOUR_STEPS: TourStep[] = [
  {
    title: 'Welcome to IdeaPilot',
    type: 'image-only',
    description: 'Turn a rough business idea into a clear story, one conversation at a time.',
    ...media('welcome', 'IdeaPilot: a chat with the AI coach next to a growing idea canvas'),
  },
  {
    title: 'Welcome',
    type: 'text-only',
    description: `IdeaPilot is your AI co-founder for **business ideas**. You describe your idea in plain words; IdeaPilot asks the right questions and writes everything down as a structured **idea canvas**.

This short tour shows you:

- how the chat and the canvas work together
- the 7 states an idea goes through
- how to get the best answers from the AI
- how sessions and tokens work

It takes about two minutes. You can watch it again any time with **Watch Tutorial** in the footer.`,
  },
  {
    title: 'Chat with AI',
    type: 'default',
    description: `Everything starts in the **chat**. Tell IdeaPilot about your idea the way you would tell a friend: who it is for, what problem it solves and why you care.

The AI coach replies, asks one focused question at a time and helps you think it through. Messages can be up to **100 words**: short and specific works best.`,
    ...media('chat', 'A chat in which the founder describes an idea and the coach asks who it is for'),
  },
  {
    title: 'Your Idea Canvas',
    type: 'default',
    description: `While you chat, IdeaPilot keeps your **idea canvas** up to date next to the conversation. After every reply the canvas is rebuilt from what you said.

- It states only what *you* told it, or what follows from it
- Empty blocks say what is still missing and ask the question that fills them
- On a phone, the canvas has its own view next to the chat`,
    ...media('canvas', 'The idea canvas with filled and still empty blocks'),
  },
  {
    title: 'How AI Helps You',
    type: 'default',
    description: `Behind the chat, a small team of AI roles works for you:

1. **Guard** keeps the conversation on your business idea
2. **Advisor** replies, challenges assumptions and asks the next question
3. **Secretary** turns the conversation into your canvas

You stay in charge: the AI suggests, you decide.`,
    ...media('ai-team', 'Your message passes the guard, the advisor replies and the secretary updates the canvas'),
  },
  {
    title: 'The 7 Idea States',
    type: 'image-only',
    description: 'Every idea grows through seven states, from a simple explanation to a one-pager.',
    ...media('idea-states', 'The seven idea states as a path, from Simply Explained Idea to One Pager'),
  },
  {
    title: 'Idea Stages',
    type: 'text-only',
    description: `Your idea matures in seven stages:

1. **Simply Explained Idea**: available now
2. **Well Defined Idea**
3. **Structured Idea**
4. **Risk Validated Idea**
5. **Calculated Idea**
6. **Easy-to-Explain Idea**
7. **One Pager**

Today you work on the first stage. The next stages are coming soon and build on what you write now.`,
  },
  {
    title: 'Simply Explained Idea',
    type: 'default',
    description: `The first stage captures your idea in **nine blocks**:

${CANVAS_BLOCKS.map((block) => `**${block}**`).join(' · ')}

When all nine are filled, anyone can understand your idea in a minute.`,
    ...media('nine-blocks', 'The nine blocks of the first stage, from WHO to PITCH'),
  },
  {
    title: 'Smart Chatting Tips',
    type: 'default',
    description: `- **Be specific**: "dog owners in big cities who work long hours" beats "people"
- **One topic per message**: answer the question the coach asked
- **Use real numbers** when you have them: prices, costs, market size
- **Say what you don't know**: the coach helps you find out
- **Correct the canvas** by simply telling the coach what changed`,
    ...media('tips', 'A specific, well-aimed message next to tips for good answers'),
  },
  {
    title: 'How NOT to Chat With AI',
    type: 'default',
    description: `Avoid these: they use tokens and do not improve your canvas.

- **Chitchat**: "hi", "how are you?", jokes
- **Vague input**: "I have an app idea, what do you think?"
- **Restricted topics**: politics, religion, personal or medical matters. IdeaPilot discusses business ideas only
- **Rambling**: long stories that mix several ideas at once`,
    ...media('dont', 'Four crossed-out messages: chitchat, vague input, restricted topics and rambling'),
  },
  {
    title: 'Session Management',
    type: 'default',
    description: sessionsText('Your sessions are listed in the sidebar'),
    mobileDescription: sessionsText('Your sessions are under the **Sessions** tab'),
    ...media('sessions', 'A list of named sessions with rename and delete actions'),
  },
  {
    title: 'Understanding Tokens',
    type: 'default',
    description: `AI work is measured in **tokens**.

- New accounts start with **20 free tokens**
- Each AI interaction uses **1 token**; a reply that fails is refunded
- Your balance is shown on your **Profile** and **Billing** pages
- Need more? Change your plan on the **Billing** page: Pro is unlimited`,
    ...media('tokens', 'A token balance of 19 of 20 after one message'),
  },
  {
    title: "You're all set",
    type: 'text-only',
    description: `You are ready to pilot your first idea.

Open the chat and tell IdeaPilot, in a sentence or two, **who** your idea is for and **what problem** it solves. The coach takes it from there.

Good luck, we can't wait to see what you build!`,
  },
];
