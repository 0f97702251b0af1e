import { apiFetch, errorOf } from '../../lib/api.ts';

/** Fetches the account's zip with the bearer token and hands it to the browser as a download. */
export async function downloadExport(): Promise<void> {
  const res = await apiFetch('/api/users/me/export');
  if (!res.ok) throw await errorOf(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'ideapilot-export.zip';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give it time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
