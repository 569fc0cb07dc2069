import { describe, expect, it } from 'vitest';
import {
  classifyCredential,
  isEmail,
  normalizeEmail,
  normalizePhoneNumber,
} from './credentials.ts';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('isEmail', () => {
  it.each([
    'jane@example.com',
    'jane@example.io',
    'jane@shop.info',
    'jane@water.store',
    'jane@my.email',
    'first.last+tag@mail.example.co.uk',
    'JANE@EXAMPLE.COM',
    'jane@xn--bcher-kva.example',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    'jane@example.c0m',
    'jane@.com',
    'jane@exa mple.com',
    'jane @example.com',
    'jane@@example.com',
    'jane@-example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('normalizePhoneNumber', () => {
  it.each([
    ['07701234567', '07701234567'],
    ['0770 123 4567', '07701234567'],
    ['0770-123-4567', '07701234567'],
    ['+9647701234567', '+9647701234567'],
    ['+1 (713) 555-0100', '+17135550100'],
    ['+1.713.555.0100', '+17135550100'],
    ['+12345678', '+12345678'],
    [`+${'1'.repeat(18)}`, `+${'1'.repeat(18)}`],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each([
    '0770123456',
    '077012345678',
    '17135550100',
    '(713) 555-0100',
    '+1234567',
    `+${'1'.repeat(19)}`,
    '+1 713 555 01OO',
    '++17135550100',
    '0770/123/4567',
    '',
  ])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });
});

describe('classifyCredential', () => {
  it('classifies an e-mail, normalised', () => {
    expect(classifyCredential(' Jane@Example.Store ')).toEqual({
      kind: 'email',
      email: 'jane@example.store',
    });
  });

  it('classifies a phone number, normalised', () => {
    expect(classifyCredential('+964 770 123 4567')).toEqual({
      kind: 'phone',
      phoneNumber: '+9647701234567',
    });
  });

  it('calls anything else invalid', () => {
    expect(classifyCredential('jane')).toEqual({ kind: 'invalid' });
    expect(classifyCredential('   ')).toEqual({ kind: 'invalid' });
  });
});
