import { text } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip, path → text; fails on a zip that is cut short or corrupt. */
export async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) files.set(entry.fileName, await text(await zip.openReadStreamPromise(entry)));
  return files;
}
