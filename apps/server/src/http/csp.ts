import type { Config } from '../config.ts';

/** A CSP the built app passes: its own origin, plus Google sign-in and the configured analytics only. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  // No remote images: markdown from models shows them as links, so a reply cannot carry a tracking pixel.
  const images = ["'self'", 'data:', 'blob:'];
  if (config.GOOGLE_CLIENT_ID) {
    scripts.push('https://accounts.google.com');
    connect.push('https://www.googleapis.com', 'https://accounts.google.com');
    frames.push('https://accounts.google.com');
  }
  if (config.PLAUSIBLE_DOMAIN) {
    const origin = new URL(config.PLAUSIBLE_SCRIPT_URL).origin;
    scripts.push(origin);
    connect.push(origin);
  } else if (config.GA4_MEASUREMENT_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    images.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    connectSrc: connect,
    frameSrc: frames.length ? frames : ["'none'"],
    imgSrc: images,
    mediaSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}
