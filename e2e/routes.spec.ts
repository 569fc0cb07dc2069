import { expectAccessible } from './support/a11y.ts';
import { DEMO_ADMIN } from './support/accounts.ts';
import { findProduct } from './support/commerce.ts';
import { expectFrame, expectMainFrameInFull } from './support/frame.ts';
import { SPEC_ROUTES, type SpecRoute, type Viewer } from './support/routes.ts';
import { screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Each test only reads a page: they spread over the workers rather than keep one busy for minutes.
test.describe.configure({ mode: 'parallel' });

let adminToken = '';

test.beforeAll(async ({ playwright, serverURL }) => {
  const request = await playwright.request.newContext({ baseURL: serverURL });
  const response = await request.post('/api/v1/auth/login', {
    data: { credential: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(response.ok(), 'the demo admin can sign in').toBe(true);
  adminToken = (await response.json()).data.token;
  await request.dispose();
});

/** Every page the test opens is seen by `viewer`: the admin's token is in place before it loads. */
async function viewAs(page: Page, viewer: Viewer) {
  if (viewer === 'admin') {
    await page.addInitScript((token) => localStorage.setItem('token', token), adminToken);
  }
}

async function pathOf(page: Page, route: SpecRoute) {
  if (!route.product) return route.path;
  const product = await findProduct(page, route.product);
  return route.path.replace(':id', product._id);
}

/** What the listing's edit and delete modes show the admin in place of the plain grid. */
async function expectListingMode(page: Page, route: SpecRoute) {
  const grid = page.getByRole('main').getByRole('list').first();
  if (route.header === 'edit') {
    await expect(grid.getByRole('link').first()).toHaveAttribute('href', '/createProduct');
  }
  if (route.header === 'delete') {
    await expect(grid.getByRole('checkbox').first()).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  }
  await expect(page.getByText('Access denied. Admin privileges required.')).toHaveCount(0);
}

for (const size of WIDTHS) {
  test.describe(`every route at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const viewer of ['visitor', 'admin'] as const) {
      test(`the main layout's header, ${size.width < 1024 ? 'drawer' : 'nav links'} and footer for the ${viewer}`, async ({
        page,
      }) => {
        await viewAs(page, viewer);
        await page.goto('/');
        // The route test of / runs the axe check on this page.
        await expectMainFrameInFull(page, viewer);
      });
    }

    for (const route of SPEC_ROUTES) {
      const viewer = route.viewer ?? 'visitor';
      test(`${route.path} renders its page in its frame for the ${viewer}`, async ({ page }) => {
        await viewAs(page, viewer);
        await page.goto(await pathOf(page, route));
        await expect(page.getByRole('heading', { name: route.heading }).first()).toBeVisible();
        await expect(page.getByText('Page not found')).toHaveCount(0);
        await expectFrame(page, route.layout, route.header);
        if (route.header === 'edit' || route.header === 'delete') {
          await expectListingMode(page, route);
        }
        await expectAccessible(page);
        const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await screenshotCurrentWidth(page, slug);
      });
    }
  });
}

test('a visitor who is not an admin is refused the edit and delete modes', async ({ page }) => {
  await page.goto('/testkit/delete');
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
  await expect(page.getByRole('banner').getByText('Choose items to delete:')).toBeVisible();
  // No product card offers a selection box (the listing's "In stock only" filter is not one).
  await expect(page.getByRole('main').getByRole('listitem').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);

  await page.goto('/testkit/edit');
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
  const card = page.getByRole('main').getByRole('list').first().getByRole('link').first();
  await expect(card).toHaveAttribute('href', /^\/product\/.+/);
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
