import { describe, expect, it } from 'vitest';
import {
  adjustTds,
  gpgToPpm,
  hardnessClass,
  ppmToGpg,
  ratingColour,
  waterQualityRating,
} from './water.ts';

describe('adjustTds', () => {
  // ZIP 10000 adds 0, so these are the band arithmetic alone, as computed by hand.
  it.each([
    [0, 0],
    [50, 125],
    [99.9, 249],
    [100, 250],
    [100.5, 213],
    [101, 214],
    [117, 248],
    [150, 318],
    [150.5, 260],
    [151, 261],
    [200, 346],
    [201, 285],
    [250, 355],
    [251, 281],
    [300, 336],
    [301, 301],
    [350, 350],
    [350.5, 350],
    [351, 351],
    [1200, 1200],
  ])('raw %d becomes %d', (raw, expected) => {
    expect(adjustTds(raw, '10000')).toBe(expected);
  });

  it('keeps hand arithmetic where floating point is noisy', () => {
    expect(1.12 * 275).not.toBe(308);
    expect(adjustTds(275, '10000')).toBe(308);
    expect(adjustTds(0.1 + 0.2, '10000')).toBe(0);
    expect(adjustTds(117.925, '10000')).toBe(250);
    expect(adjustTds(117.92, '10000')).toBe(249);
  });

  it('adds the ZIP modulo 100, leading zeros included', () => {
    expect(adjustTds(150, '77433')).toBe(318 + 33);
    expect(adjustTds(150, '00501')).toBe(318 + 1);
    expect(adjustTds(0, '10099')).toBe(99);
  });

  it('refuses input that would make a made-up number', () => {
    expect(() => adjustTds(100, '7743')).toThrow(RangeError);
    expect(() => adjustTds(100, 'abcde')).toThrow(RangeError);
    expect(() => adjustTds(-1, '77433')).toThrow(RangeError);
    expect(() => adjustTds(Number.NaN, '77433')).toThrow(RangeError);
  });
});

describe('waterQualityRating', () => {
  it.each([
    [0, 'Excellent'],
    [50, 'Excellent'],
    [50.5, 'Very Good'],
    [51, 'Very Good'],
    [150, 'Very Good'],
    [151, 'Good'],
    [250, 'Good'],
    [251, 'Fair'],
    [350, 'Fair'],
    [351, 'Poor'],
    [500, 'Poor'],
    [501, 'Very Poor'],
    [1000, 'Very Poor'],
    [1001, 'Unacceptable'],
  ])('%d ppm is %s', (ppm, rating) => {
    expect(waterQualityRating(ppm)).toBe(rating);
  });
});

describe('ratingColour', () => {
  it.each([
    [0, 'green'],
    [300, 'green'],
    [301, 'amber'],
    [400, 'amber'],
    [401, 'light-red'],
    [500, 'light-red'],
    [501, 'red'],
    [2000, 'red'],
  ])('%d ppm is %s', (ppm, colour) => {
    expect(ratingColour(ppm)).toBe(colour);
  });
});

describe('gpg and ppm', () => {
  it.each([
    [0, 0],
    [1, 17],
    [1.5, 26],
    [3, 51],
    [10, 171],
  ])('%d gpg is %d ppm', (gpg, ppm) => {
    expect(gpgToPpm(gpg)).toBe(ppm);
  });

  it.each([
    [0, 0],
    [17.1, 1],
    [50, 2.9],
    [100, 5.8],
    [171, 10],
    [180, 10.5],
  ])('%d ppm is %d gpg', (ppm, gpg) => {
    expect(ppmToGpg(ppm)).toBe(gpg);
  });
});

describe('hardnessClass (USGS)', () => {
  it.each([
    [0, 'soft'],
    [60, 'soft'],
    [60.5, 'moderately hard'],
    [61, 'moderately hard'],
    [120, 'moderately hard'],
    [121, 'hard'],
    [180, 'hard'],
    [181, 'very hard'],
  ])('%d mg/L is %s', (mgL, expected) => {
    expect(hardnessClass(mgL)).toBe(expected);
  });
});
