import { type ReturnLabels, slipLabels } from '../../adapters/labels/return-labels.ts';

/**
 * The printable slip. EasyPost (decision 074) plugs in here behind EASYPOST_API_KEY; until its
 * adapter and recorded-answer tests land there is no key to set, so nothing is silently ignored.
 */
export function returnLabelsFor(): ReturnLabels {
  return slipLabels;
}
