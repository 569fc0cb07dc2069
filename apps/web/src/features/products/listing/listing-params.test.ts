import { describe, expect, it } from 'vitest';
import { readListingChoice, writeListingChoice } from './listing-params.ts';

describe('readListingChoice', () => {
  it('reads every choice the API accepts', () => {
    const params = new URLSearchParams(
      'sort=price-asc&type=filter&filterType=undersink&minPrice=10&maxPrice=300&inStock=true',
    );
    expect(readListingChoice(params)).toEqual({
      sort: 'price-asc',
      type: 'filter',
      filterType: 'undersink',
      minPrice: 10,
      maxPrice: 300,
      inStock: true,
    });
  });

  it('ignores values a hand-edited link made up, and "none" as a filter type', () => {
    const params = new URLSearchParams('sort=cheapest&type=gadget&filterType=none&minPrice=-1');
    expect(readListingChoice(params)).toEqual({
      sort: undefined,
      type: undefined,
      filterType: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
    });
  });

  it('swaps a price range given the wrong way round', () => {
    const choice = readListingChoice(new URLSearchParams('minPrice=300&maxPrice=100'));
    expect([choice.minPrice, choice.maxPrice]).toEqual([100, 300]);
  });
});

describe('writeListingChoice', () => {
  it('keeps the search term and drops choices left unset', () => {
    const params = writeListingChoice(new URLSearchParams('q=reverse&sort=name'), {
      type: 'part',
      inStock: false,
    });
    expect(params.toString()).toBe('q=reverse&type=part');
  });
});
