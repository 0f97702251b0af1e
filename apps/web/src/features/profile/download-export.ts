import { endpoints } from '@ideapilot/contract';
import { callFile } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

/** Fetches the account's zip with the bearer token and hands it to the browser as a download. */
export async function downloadExport(): Promise<void> {
  saveFile(await callFile(endpoints.exportAccount), 'ideapilot-export.zip');
}
