import { createEasyPostLabels } from '../../adapters/labels/easypost-labels.ts';
import { type ReturnLabels, slipLabels } from '../../adapters/labels/return-labels.ts';
import type { Config } from '../../config.ts';

/**
 * EasyPost's prepaid labels behind EASYPOST_API_KEY (decision 074); the printable slip without
 * it. A configured EasyPost that fails is an error the owner sees, never a silent slip.
 */
export function returnLabelsFor(config: Pick<Config, 'returns'>): ReturnLabels {
  const { easypostApiKey: apiKey, easypostApiUrl: apiUrl } = config.returns;
  return apiKey ? createEasyPostLabels({ apiKey, ...(apiUrl ? { apiUrl } : {}) }) : slipLabels;
}
