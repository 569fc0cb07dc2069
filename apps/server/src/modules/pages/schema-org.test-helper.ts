/**
 * A test-side validator for the JSON-LD our pages carry, written from schema.org's definitions of
 * the types and properties we use (schema.org/Product, /Offer, ... as of version 29; no network
 * here). It refuses an unknown type or property, a value of the wrong kind, and a missing
 * property that Google's rich results require (schema.org itself requires none).
 */
import {
  enumUrls,
  ITEM_AVAILABILITY,
  OFFER_ITEM_CONDITION,
  type Range,
  SCHEMA_ORG_TYPES,
  type TypeName,
} from './schema-org-vocabulary.test-helper.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether `value` is of the data type `range`; undefined when `range` is a type. */
function matchesDataType(range: Range, value: unknown): boolean | undefined {
  switch (range) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return isAbsoluteUrl(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Integer':
      return Number.isInteger(value);
    // schema.org: a Number, or Text with '.' as the decimal mark and no currency symbol.
    case 'Price':
      return (
        (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
        (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))
      );
    // schema.org: 'Use standard formats: ISO 4217 currency format', three capital letters.
    case 'Currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
    case 'ItemAvailability':
      return enumUrls(ITEM_AVAILABILITY).includes(value as string);
    case 'OfferItemCondition':
      return enumUrls(OFFER_ITEM_CONDITION).includes(value as string);
    // ISO 8601, as Google asks of datePublished.
    case 'Date':
      return (
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value)
      );
    default:
      return undefined;
  }
}

function validateValue(value: unknown, ranges: Range[], path: string, errors: string[]) {
  if (Array.isArray(value)) {
    if (value.length === 0) errors.push(`${path}: an empty list`);
    value.forEach((item, index) => {
      validateValue(item, ranges, `${path}[${index}]`, errors);
    });
    return;
  }
  if (isObject(value)) {
    const type = value['@type'];
    const allowed = ranges.filter((range) => matchesDataType(range, value) === undefined);
    const fits = allowed.includes('Thing') || allowed.includes(type as TypeName);
    if (!fits) {
      errors.push(`${path}: @type ${String(type)} where schema.org expects ${ranges.join(' or ')}`);
      return;
    }
    validateNode(value, path, errors, false);
    return;
  }
  if (!ranges.some((range) => matchesDataType(range, value) === true)) {
    errors.push(`${path}: ${JSON.stringify(value)} is not ${ranges.join(' or ')}`);
  }
}

function validateNode(node: Record<string, unknown>, path: string, errors: string[], top: boolean) {
  const type = node['@type'];
  const definition = SCHEMA_ORG_TYPES[type as keyof typeof SCHEMA_ORG_TYPES];
  if (!definition) {
    errors.push(`${path}: unknown @type ${JSON.stringify(type)}`);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type') continue;
    if (key === '@context') {
      if (!top || value !== 'https://schema.org') {
        errors.push(`${path}.@context: expected https://schema.org on the top node only`);
      }
      continue;
    }
    if (key === '@id') {
      if (!isAbsoluteUrl(value)) errors.push(`${path}.@id: not an absolute URL`);
      continue;
    }
    const ranges = definition.properties[key];
    if (!ranges) errors.push(`${path}.${key}: not a property of ${String(type)}`);
    else validateValue(value, ranges, `${path}.${key}`, errors);
  }
  const required = [
    ...(definition.required ?? []),
    ...(top ? (definition.requiredAtTop ?? []) : []),
  ];
  for (const key of required) {
    if (!(key in node)) errors.push(`${path}: ${String(type)} without ${key}`);
  }
}

/** Every defect of one JSON-LD document, as '$.offers.price: ...' lines; [] when it is valid. */
export function schemaOrgErrors(document: unknown): string[] {
  const errors: string[] = [];
  if (!isObject(document)) return ['$: not a JSON-LD object'];
  if (document['@context'] !== 'https://schema.org') errors.push('$: @context is not schema.org');
  validateNode(document, '$', errors, true);
  return errors;
}

/** The parsed JSON-LD blocks of an HTML page: every <script type="application/ld+json">. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return [...blocks].map((block) => JSON.parse(block[1] ?? ''));
}
