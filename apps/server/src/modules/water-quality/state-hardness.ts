import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../../data/data-dir.ts';

export interface StateHardness {
  state: string;
  name: string;
  hardnessMgL: number;
}

const CSV_PATH = join(DATA_DIR, 'state-hardness.csv');

/** `AL,"Alabama",120,3,"C=120 A=150 B=86"`: only the first three columns are used. */
const ROW = /^([A-Z]{2}),"([^"]+)",(\d+(?:\.\d+)?),/;

/** Parses state-hardness.csv (see data/README.md); throws on a malformed row. */
export function parseStateHardness(csv: string): Map<string, StateHardness> {
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  if (!header?.startsWith('state,name,hardness_mg_l_caco3')) {
    throw new Error('state-hardness.csv: unexpected header');
  }
  const byState = new Map<string, StateHardness>();
  for (const row of rows) {
    const match = ROW.exec(row);
    if (!match?.[1] || !match[2] || !match[3]) {
      throw new Error(`state-hardness.csv: malformed row '${row}'`);
    }
    byState.set(match[1], { state: match[1], name: match[2], hardnessMgL: Number(match[3]) });
  }
  return byState;
}

let cached: Map<string, StateHardness> | undefined;

export function loadStateHardness(): Map<string, StateHardness> {
  cached ??= parseStateHardness(readFileSync(CSV_PATH, 'utf8'));
  return cached;
}
