import type { Page } from 'playwright-core';

/**
 * The focused element's ring, if any part of it is hidden: cut by a box around it that clips what overflows
 * (overflow hidden, clip, auto or scroll), or beyond the viewport's sides. Null when the whole ring shows.
 * The ring is the element's box grown by its outset box-shadow spread, or the box itself for an inset ring or an
 * outline inside (offset ≤ -width).
 */
export function clippedFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    let grow = 0;
    if (style.boxShadow !== 'none' && !style.boxShadow.includes('inset')) {
      // Computed as 'rgb(…) x y blur spread': the spread is the fourth length.
      const lengths = style.boxShadow.match(/-?[\d.]+px/g) ?? [];
      grow = parseFloat(lengths[3] ?? '0');
    }
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      grow = Math.max(grow, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    }
    const ring = {
      left: box.left - grow,
      right: box.right + grow,
      top: box.top - grow,
      bottom: box.bottom + grow,
    };
    const name = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}"`;
    if (ring.left < -0.5 || ring.right > innerWidth + 0.5) return `${name}: ring beyond the screen's side`;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent);
      if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const cut =
        (overflow.overflowX !== 'visible' &&
          (ring.left < clip.left - 0.5 || ring.right > clip.right + 0.5)) ||
        (overflow.overflowY !== 'visible' && (ring.top < clip.top - 0.5 || ring.bottom > clip.bottom + 0.5));
      if (cut) return `${name}: ring cut by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
    }
    return null;
  });
}

/** Tabs through the page (up to `limit` presses, stopping when focus comes round again) and lists every clipped ring. */
export async function clippedFocusRings(page: Page, limit = 80): Promise<string[]> {
  const clipped: string[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return '';
      const path: number[] = [];
      for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
        path.push(Array.from(node.parentElement.children).indexOf(node));
      }
      return path.join('.');
    });
    if (id && seen.has(id)) break;
    seen.add(id);
    const problem = await clippedFocusRing(page);
    if (problem) clipped.push(problem);
  }
  return clipped;
}
