import type { DownloadedFile } from './api.ts';

/** Hands a downloaded file to the browser as a download, under the name the server gave it. */
export function saveFile({ blob, name }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give it time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
