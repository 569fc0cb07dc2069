import { useState } from 'react';
import { API_BASE, TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';

/**
 * Fetches an admin file with the session token and hands it to the browser as a download.
 * `busy` until the whole file is in: a large shop's export takes a while, and a second press
 * meanwhile would only start the same export again.
 */
export function useDownload() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function fetchFile(path: string, query: Record<string, string | undefined>) {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const response = await fetch(`${API_BASE}${path}?${search}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => null);
    return response?.ok ? response.blob().catch(() => null) : null;
  }
  async function run(path: string, query: Record<string, string | undefined>, filename: string) {
    if (busy) return;
    setError(null);
    setBusy(true);
    const file = await fetchFile(path, query);
    setBusy(false);
    if (!file) {
      setError('The export could not be downloaded. Please try again.');
      return;
    }
    const url = URL.createObjectURL(file);
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    URL.revokeObjectURL(url);
  }
  return { run, error, busy };
}
