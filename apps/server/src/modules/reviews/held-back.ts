/**
 * Why a review is held back for the owner (decision 073): a link or an e-mail address is how
 * spam and off-site selling get into reviews. Null when there is neither. Errs on holding back:
 * a false alarm costs the owner one click, a missed link costs the page.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/u;
const LINK =
  /(https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(com|net|org|io|co|us|info|biz|shop|store|xyz|me|ly|gl|app|site|online)\b(\/\S*)?/iu;

export function heldBackReason(text: string): string | null {
  const reasons: string[] = [];
  if (EMAIL.test(text)) reasons.push('an e-mail address');
  else if (LINK.test(text)) reasons.push('a link');
  if (EMAIL.test(text) && LINK.test(text.replace(new RegExp(EMAIL.source, 'gu'), ''))) {
    reasons.push('a link');
  }
  return reasons.length > 0 ? `Contains ${reasons.join(' and ')}.` : null;
}
