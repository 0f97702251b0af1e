import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini comes without messages: every failure says "Invalid input". A form shows zod's English
// message where its rule has none of its own ("Too big: expected number to be <=100"), so the
// modules that check forms import this; it loads with them, not with the first download.
config(en());
