import { hero } from './banners.ts';

const drop = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y - 40 * s}c12 18 30 34 30 52a30 30 0 0 1 -60 0c0 -18 18 -34 30 -52z"/>`;

/** The four listing heroes, keyed by file name. */
export function heroes(): Record<string, string> {
  const vessels = [0, 1, 2, 3]
    .map((i) => `<rect x="1060" y="${80 + i * 62}" width="420" height="46" rx="22"/>`)
    .join('');
  const house =
    '<path d="M1060 300V170l150 -100l150 100v130zM1160 300v-70h60v70M1100 180h40v40h-40zM1280 180h40v40h-40z"/>' +
    '<rect x="1400" y="160" width="46" height="140" rx="12"/><rect x="1460" y="160" width="46" height="140" rx="12"/>';
  const kits =
    '<rect x="1070" y="90" width="90" height="240" rx="30"/><rect x="1088" y="130" width="54" height="44" rx="6"/>' +
    '<rect x="1200" y="120" width="120" height="210" rx="14"/><rect x="1350" y="80" width="24" height="250" rx="4"/>' +
    '<path d="M1352 120h20M1352 150h20M1352 180h20M1352 210h20"/>';
  const drops = drop(1150, 200, 1.6) + drop(1330, 140, 1) + drop(1440, 270, 1.3);
  return {
    'hero-commercial.svg': hero('Commercial water treatment', vessels),
    'hero-residential.svg': hero('Residential water filtration', house),
    'hero-testkit.svg': hero('Water test kits', kits),
    'hero-products.svg': hero('All ClearSpring products', drops),
  };
}
