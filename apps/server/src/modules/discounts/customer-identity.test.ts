import { describe, expect, it } from 'vitest';
import { addressKey } from './customer-identity.ts';

const home = { street: '12 Oak Street, Apartment 4', city: 'Cypress', state: 'TX', zip: '77433' };

describe('addressKey', () => {
  it('is the same however one address is typed', () => {
    const key = addressKey(home);
    expect(key).toBe('12 oak st apt 4|cypress|tx|77433');
    expect(addressKey({ ...home, street: ' 12  OAK st.  apt #4 ', city: 'cypress ' })).toBe(key);
    expect(addressKey({ ...home, street: '12 Oak St., Unit 4', zip: '77433-1234' })).toBe(key);
    expect(addressKey({ ...home, street: '1 North Main Avenue' })).toBe(
      addressKey({ ...home, street: '1 N. Main Ave' }),
    );
  });

  it('differs for another door', () => {
    expect(addressKey({ ...home, street: '12 Oak Street, Apartment 5' })).not.toBe(
      addressKey(home),
    );
    expect(addressKey({ ...home, zip: '77434' })).not.toBe(addressKey(home));
  });
});
