import { createEasyPostLabels } from './easypost-labels.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch answered, in order, by recorded EasyPost responses; `sent` keeps what it was asked. */
export function replayFetch(answers: { status: number; body: object }[]) {
  const sent: SentRequest[] = [];
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(
      new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    sent.push({
      method: init?.method ?? 'GET',
      url: String(url),
      headers,
      body: String(init?.body ?? ''),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected EasyPost call ${init?.method} ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'x-ep-request-uuid': 'recorded' },
    });
  };
  return { fetch: fakeFetch as typeof fetch, sent, left: answers };
}

/** The EasyPost adapter on recorded answers instead of the network. */
export function replayEasyPost(answers: { status: number; body: object }[]) {
  const replay = replayFetch(answers);
  const labels = createEasyPostLabels({ apiKey: 'EZTKrecorded0001', fetch: replay.fetch });
  return { labels, sent: replay.sent };
}
