import { messageOf, ModelCallError } from './providers.ts';

/**
 * A failure as the log may keep it. A failed model call (a ModelCallError anywhere in `err`'s
 * causes) gives its type, its message and its causes' (the SDK wraps the provider's error, whose
 * text a provider may quote the API key in) and its stack, with the call's key masked in all of
 * them; any other failure is logged as it is.
 */
export function loggableFailure(err: unknown) {
  const causes: unknown[] = [];
  for (let e = err; e && causes.length < 5; e = (e as { cause?: unknown }).cause) causes.push(e);
  const call = causes.find((e): e is ModelCallError => e instanceof ModelCallError);
  if (!call) return err;
  const messages = causes.map(messageOf);
  // A call's error often repeats its cause's message: said once.
  const said = messages.filter((message, i) => message !== messages[i - 1]);
  return { type: err instanceof Error ? err.name : typeof err, message: call.masked(said.join(': ')), stack: call.masked(err instanceof Error ? (err.stack ?? '') : '') };
}
