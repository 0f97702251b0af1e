import { endpoints } from '@ideapilot/contract';
import { callFile } from '../../lib/api.ts';

/** Fetches the account's zip with the bearer token and hands it to the browser as a download. */
export async function downloadExport(): Promise<void> {
  const { blob, name } = await callFile(endpoints.exportAccount);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'ideapilot-export.zip';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give it time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
