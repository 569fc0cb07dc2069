import { expect, type Locator, type Page } from '@playwright/test';
import { cartLink } from './commerce.ts';
import type { HeaderControl, Layout, Viewer } from './routes.ts';

/** The header's navigation of SPEC.md section 2, in order; Orders and Back Office are the admin's alone. */
const NAV_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'My Products', href: '/dashboard' },
  { name: 'Orders', href: '/admin/orders', adminOnly: true },
  { name: 'Commercial', href: '/commercial' },
  { name: 'Residential', href: '/residential' },
  { name: 'Test Kit', href: '/testkit' },
  { name: 'Products', href: '/products' },
  { name: 'Contact Us', href: '/contact-us' },
  { name: 'Back Office', href: '/admin', adminOnly: true },
];

const MODE_TITLES = { edit: 'Choose item to edit:', delete: 'Choose items to delete:' };

/** Below Tailwind's lg breakpoint the header's nav links give way to the drawer. */
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

const header = (page: Page) => page.getByRole('banner');
const logoLink = (page: Page) => header(page).getByRole('link', { name: 'ClearSpring home' });
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Search products' });
const menuToggle = (page: Page) => header(page).getByRole('button', { name: 'Open menu' });

/** A quick look at the frame around any page: what sets its layout and header mode apart. */
export async function expectFrame(page: Page, layout: Layout, control: HeaderControl = 'menu') {
  if (layout === 'sign-in') {
    await expect(header(page).getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(logoLink(page)).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    return;
  }
  if (layout === 'minimal') {
    await expect(header(page).getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(logoLink(page)).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
    await expect(menuToggle(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveText('© 2025 ClearSpring Water');
    return;
  }
  await expect(searchBox(page)).toBeVisible();
  await expectHeaderControl(page, control);
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible({
    visible: !isNarrow(page),
  });
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 ClearSpring Water');
}

async function expectHeaderControl(page: Page, control: HeaderControl) {
  if (control === 'menu') {
    await expect(menuToggle(page)).toBeVisible();
    await expect(logoLink(page)).toBeVisible();
    return;
  }
  await expect(menuToggle(page)).toHaveCount(0);
  if (control === 'back') {
    await expect(header(page).getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(logoLink(page)).toBeVisible();
    return;
  }
  await expect(header(page).getByRole('link', { name: 'Back to the listing' })).toBeVisible();
  await expect(header(page).getByText(MODE_TITLES[control], { exact: true })).toBeVisible();
  // The mode's title takes the logo's place on a phone.
  await expect(logoLink(page)).toBeVisible({ visible: (page.viewportSize()?.width ?? 0) >= 640 });
}

async function expectLinks(within: Locator, links: { name: string; href: string }[]) {
  for (const { name, href } of links) {
    await expect(within.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

/**
 * The main layout's frame in full, once per width and viewer: the header (logo, search, the
 * nav links, or the drawer on a narrow screen) and the footer.
 */
export async function expectMainFrameInFull(page: Page, viewer: Viewer) {
  const navLinks = NAV_LINKS.filter((link) => viewer === 'admin' || !link.adminOnly);
  await expect(logoLink(page)).toHaveAttribute('href', '/');
  await expect(searchBox(page)).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('required', '');
  if (viewer === 'admin') {
    await expect(header(page).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(cartLink(page)).toHaveAttribute('href', '/shoppingCart');
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  } else {
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/log',
    );
  }

  if (isNarrow(page)) {
    await expectDrawer(page, viewer, navLinks);
  } else {
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(navLinks.map((link) => link.name));
    await expectLinks(nav, navLinks);
  }
  await expectFooter(page, viewer);
}

/** Opens the drawer from the menu toggle, checks it, and closes it again with Escape. */
async function expectDrawer(page: Page, viewer: Viewer, navLinks: typeof NAV_LINKS) {
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuToggle(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const drawerNav = drawer.getByRole('navigation', { name: 'Menu' });
  await expect(drawerNav.getByRole('list').first().getByRole('link')).toHaveText(
    navLinks.map((link) => link.name),
  );
  await expectLinks(drawerNav, navLinks);
  if (viewer === 'admin') {
    await expect(drawer.getByText('Administrator')).toBeVisible();
    await expect(drawer.getByText('admin@clearspring.test')).toBeVisible();
    await expect(drawer.getByText('Admin', { exact: true })).toBeVisible();
    await expectLinks(drawerNav, [
      { name: 'Shopping Cart', href: '/shoppingCart' },
      { name: 'Dashboard', href: '/dashboard' },
      { name: 'Account', href: '/account' },
    ]);
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();
  } else {
    await expectLinks(drawer, [
      { name: 'Sign in', href: '/log' },
      { name: 'Sign Up', href: '/log/sign-up' },
    ]);
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
}

async function expectFooter(page: Page, viewer: Viewer) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^\+1 \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expect(footer.getByRole('link', { name: /^[\w.+-]+@[\w.-]+$/ })).toHaveAttribute(
    'href',
    /^mailto:[\w.+-]+@[\w.-]+$/,
  );
  await expect(footer.getByText('Cypress, Texas', { exact: true })).toBeVisible();
  await expect(footer.getByText('© 2025 ClearSpring Water')).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'About ClearSpring Water' })).toBeVisible();
  // hardening 14: only the networks configured for the e2e server (playwright.config.ts).
  await expect(footer.getByRole('link', { name: /^ClearSpring Water on / })).toHaveCount(2);
  await expect(footer.getByRole('link', { name: 'ClearSpring Water on Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/clearspringwater',
  );
  await expectLinks(footer, [
    { name: 'Terms & Conditions', href: '/terms-and-conditions' },
    { name: 'Privacy Policy', href: '/privacy-policy' },
  ]);
  const memberLinks = [
    { name: 'Account', href: '/account' },
    { name: 'Dashboard', href: '/dashboard' },
  ];
  if (viewer === 'admin') {
    await expectLinks(footer, memberLinks);
  } else {
    for (const { name } of memberLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  }
}
