import type { Page } from 'playwright-core';

/** A money figure that is not shown whole, and why. */
export interface HiddenFigure {
  text: string;
  reason: string;
}

/**
 * Every dollar figure on the page ('$1,250', '-$0', '$1.99/month') that is not shown whole: wider than its
 * own box (cut off with an ellipsis, or spilling into its neighbour), clipped by a box around it, or beyond
 * the edge of the viewport. Figures inside a box that scrolls sideways on purpose
 * (a wide table) count as shown when the box can be scrolled to them.
 */
export function hiddenMoneyFigures(page: Page): Promise<HiddenFigure[]> {
  return page.evaluate(() => {
    const MONEY = /\$\d/;
    const found: { text: string; reason: string }[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!MONEY.test(text) || !parent || parent.closest('[aria-hidden="true"], .visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      let own: Element = parent;
      while (own.parentElement && ['inline', 'contents'].includes(getComputedStyle(own).display)) {
        own = own.parentElement;
      }
      const ownBox = own.getBoundingClientRect();
      const ownStyle = getComputedStyle(own);
      const contentLeft =
        ownBox.left + parseFloat(ownStyle.borderLeftWidth) + parseFloat(ownStyle.paddingLeft);
      const contentRight =
        ownBox.right - parseFloat(ownStyle.borderRightWidth) - parseFloat(ownStyle.paddingRight);
      if (rect.left < contentLeft - 1 || rect.right > contentRight + 1) {
        const ellipsis = ownStyle.textOverflow === 'ellipsis';
        found.push({
          text,
          reason: `${ellipsis ? 'cut off with an ellipsis by' : 'spills out of'} ${describe(own)}`,
        });
        continue;
      }
      let scrolls = false;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX === 'visible') continue;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        const clip = box.getBoundingClientRect();
        if (rect.left < clip.left - 1 || rect.right > clip.right + 1) {
          found.push({ text, reason: `clipped by ${describe(box)}` });
          break;
        }
      }
      if (!scrolls && (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1)) {
        found.push({ text, reason: 'beyond the edge of the screen' });
      }
    }
    return found;
  });
}

/** Fails unless every money figure is shown whole at each of `widths`; the viewport is put back afterwards. */
export async function expectMoneyFiguresWhole(page: Page, widths: readonly number[]): Promise<void> {
  const original = page.viewportSize();
  const problems: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 812 });
      for (const figure of await hiddenMoneyFigures(page)) {
        problems.push(`${width}px: '${figure.text}' ${figure.reason}`);
      }
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  if (problems.length > 0) throw new Error(`Money figures not shown whole:\n${problems.join('\n')}`);
}

/** Whether any part of a row's name button is cut (clamped, ending in an ellipsis, or spilling). */
export function nameIsCut(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('button', { name: `Edit name: ${name}`, exact: true })
    .evaluate((button) =>
      [button, ...Array.from(button.querySelectorAll('*'))]
        .filter((element) => !element.closest('.visually-hidden'))
        .some(
          (element) =>
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        ),
    );
}
