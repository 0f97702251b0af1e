import { callFile } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

/** Fetches the account's zip with the bearer token and hands it to the browser as a download. */
export async function downloadExport(): Promise<void> {
  saveFile(await callFile('exportAccount'), 'ideapilot-export.zip');
}
