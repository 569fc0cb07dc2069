import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { commercialSlide, residentialSlide, testKitSlide, welcomeSlide } from './banners.ts';
import { avatarPlaceholder, benefitIcons, favicon, logo } from './brand-art.ts';
import { heroes } from './heroes.ts';
import { missionIllustration } from './mission.ts';

/** Writes the logo, favicon, avatar, banners, heroes and home illustrations; returns the paths. */
export function writeSiteImages(publicDir: string): string[] {
  const files: Record<string, string> = {
    'favicon.svg': favicon(),
    'images/logo.svg': logo(),
    'images/avatar-placeholder.svg': avatarPlaceholder(),
    'images/banners/slide-1-welcome.svg': welcomeSlide(),
    'images/banners/slide-2-residential.svg': residentialSlide(),
    'images/banners/slide-3-testkit.svg': testKitSlide(),
    'images/banners/slide-4-commercial.svg': commercialSlide(),
    'images/home/mission.svg': missionIllustration(),
  };
  for (const [name, svg] of Object.entries(heroes())) files[`images/banners/${name}`] = svg;
  for (const [name, svg] of Object.entries(benefitIcons())) files[`images/home/${name}`] = svg;
  for (const [path, svg] of Object.entries(files)) {
    const target = join(publicDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  return Object.keys(files).map((path) => `/${path}`);
}
