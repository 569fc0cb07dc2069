import { paths } from '../../../lib/paths.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';

/** A banner slide of SPEC.md section 3: image, optional text, link, and the gradient switch. */
export interface BannerSlide {
  image: string;
  /** The visible title; slides without text carry only a label for assistive technology. */
  title?: string;
  subtitle?: string;
  label: string;
  to: string;
  noGradient?: boolean;
}

export const BANNER_SLIDES: BannerSlide[] = [
  {
    image: '/images/banners/slide-1-welcome.svg',
    title: `Welcome to ${SHOP_NAME}`,
    subtitle: "ClearSpring's Standard for Pure Hydration.",
    label: `Welcome to ${SHOP_NAME}`,
    to: paths.products,
  },
  {
    image: '/images/banners/slide-2-residential.svg',
    label: 'Residential water filtration systems',
    to: paths.residential,
    noGradient: true,
  },
  {
    image: '/images/banners/slide-3-testkit.svg',
    title: 'Ensure Your Water is Safe',
    subtitle: 'Get our Professional Water Testing Kits.',
    label: 'Ensure Your Water is Safe',
    to: paths.testkit,
  },
  {
    image: '/images/banners/slide-4-commercial.svg',
    label: 'Clean water for homes and businesses',
    to: paths.residential,
    noGradient: true,
  },
];

export const BANNER_WIDTH = 1620;
export const BANNER_HEIGHT = 600;
