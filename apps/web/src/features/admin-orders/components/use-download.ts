import { useState } from 'react';
import { apiFile } from '../../../lib/api-client.ts';

/**
 * Fetches an admin file with the session token and hands it to the browser as a download.
 * `busy` until the whole file is in: a large shop's export takes a while, and a second press
 * meanwhile would only start the same export again.
 */
export function useDownload() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Through the API client: a stale sign-in is asked to confirm it is them, then it downloads.
  const fetchFile = (path: string, query: Record<string, string | undefined>) =>
    apiFile(path, { query }).catch(() => null);
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
