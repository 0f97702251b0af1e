import { maskApiKey } from '@ideapilot/contract';

/**
 * A failed model call as the log may keep it: its type, its message and its causes' (the SDK wraps
 * the provider's error, whose text a provider may quote the API key in) and its stack, with
 * `apiKey` masked in all of them.
 */
export function loggableFailure(err: unknown, apiKey: string) {
  const hide = (text: string) => (apiKey ? text.split(apiKey).join(maskApiKey(apiKey)) : text);
  const messages: string[] = [];
  for (let e = err; e && messages.length < 5; e = (e as { cause?: unknown }).cause) {
    messages.push(e instanceof Error ? e.message : typeof e === 'object' && 'message' in e ? String(e.message) : String(e));
  }
  return { type: err instanceof Error ? err.name : typeof err, message: hide(messages.join(': ')), stack: hide(err instanceof Error ? (err.stack ?? '') : '') };
}
