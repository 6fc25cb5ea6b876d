import { expect } from '@playwright/test';
import { test } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a product shows its three views: thumbnails, swipe, and a full-screen view that enlarges, by touch or keyboard', async ({ page }) => {
  await page.goto('/product/1');
  const gallery = page.locator('[aria-roledescription="galeria"]');
  const thumbs = page.getByRole('list', { name: 'Miniaturas' }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  // Swiping the row (a scroll of one width) moves the current thumbnail. A finger cannot scroll the row
  // while the server's page is inert, so the scroll waits for the page to be live, as a finger would.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const track = page.getByRole('list', { name: 'Deslize para ver mais imagens' });
  await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: /verso da embalagem/ })).toBeVisible();

  // Full screen on the image shown, named, and moved by the arrow keys.
  await page.getByRole('button', { name: 'Ampliar a imagem 2 de 3' }).click();
  const viewer = page.getByRole('dialog', { name: /^Imagens de / });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Imagem 2 de 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagem 3 de 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: /rótulo em pormenor/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Imagem seguinte' }).click();
  await expect(viewer.getByText('Imagem 1 de 3')).toBeVisible();

  // Enlarged, the image is wider than the screen and pans; pressed again, it fits.
  const frame = viewer.getByTestId('zoom-frame');
  const zoom = viewer.getByRole('button', { name: 'Aumentar' });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => frame.evaluate((el) => el.scrollWidth > el.clientWidth * 2)).toBe(true);
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft > 0)).toBe(true);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Escape closes it and gives focus back; the page shows the image last seen.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: /^Ampliar a imagem/ })).toBeFocused();
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
});
