import { useState } from 'react';
import { API_BASE, TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';

/** Fetches an admin file with the session token and hands it to the browser as a download. */
export function useDownload() {
  const [error, setError] = useState<string | null>(null);
  async function run(path: string, query: Record<string, string | undefined>, filename: string) {
    setError(null);
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const response = await fetch(`${API_BASE}${path}?${search}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => null);
    if (!response?.ok) {
      setError('The export could not be downloaded. Please try again.');
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    URL.revokeObjectURL(url);
  }
  return { run, error };
}
