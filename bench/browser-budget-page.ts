import type { Page } from 'playwright-core';

export interface EditFigure {
  /** keydown of Enter to the amount button showing the new value, ms. */
  ms: number;
  /** The new value was in the DOM before the next requestAnimationFrame callback, i.e. in the next painted frame. */
  sameFrame: boolean;
}

/** Opens the amount editor of `rowName`, types `dollars` and presses Enter, timing the DOM change in the page. */
export async function timeInlineEdit(page: Page, rowName: string, dollars: number): Promise<EditFigure> {
  await page.getByRole('button', { name: new RegExp(`^Edit amount of ${rowName}:`) }).click();
  const input = page.getByLabel(`Amount of ${rowName} in dollars`);
  await input.fill(String(dollars));
  const shown = `$${dollars.toLocaleString('en-US')}`;
  const measuring = page.evaluate(
    ({ rowName, shown }) =>
      new Promise<EditFigure>((resolve) => {
        let keydownAt = 0;
        let frameAt = Number.POSITIVE_INFINITY;
        const isShown = () =>
          [...document.querySelectorAll('button')].some(
            (button) =>
              button.textContent?.startsWith(`Edit amount of ${rowName}:`) &&
              button.textContent.endsWith(shown),
          );
        const observer = new MutationObserver(() => {
          if (!keydownAt || !isShown()) return;
          const at = performance.now();
          observer.disconnect();
          resolve({ ms: at - keydownAt, sameFrame: at <= frameAt });
        });
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key !== 'Enter') return;
            keydownAt = performance.now();
            requestAnimationFrame((time) => (frameAt = Math.max(time, performance.now())));
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          },
          { capture: true, once: true },
        );
      }),
    { rowName, shown },
  );
  await input.press('Enter');
  return measuring;
}

export interface DragFigure {
  longTasks: number;
  longestTaskMs: number;
  longestFrameMs: number;
}

/** Drags the first early row's handle down past every row with the mouse, watching long tasks and frame gaps. */
export async function timeDrag(page: Page, handleName: string, toY: number): Promise<DragFigure> {
  await page.evaluate(() => {
    const state = { tasks: [] as number[], frames: [] as number[], running: true };
    Object.assign(window, { __dragBench: state });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => state.tasks.push(entry.duration)),
    ).observe({
      type: 'longtask',
    });
    let last = performance.now();
    const tick = (time: number) => {
      state.frames.push(time - last);
      last = time;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const handle = await page.getByRole('button', { name: handleName, exact: true }).boundingBox();
  if (!handle) throw new Error(`no handle ${handleName}`);
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, toY, { steps: 60 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const state = (
      window as unknown as { __dragBench: { tasks: number[]; frames: number[]; running: boolean } }
    ).__dragBench;
    state.running = false;
    return {
      longTasks: state.tasks.length,
      longestTaskMs: Math.max(0, ...state.tasks),
      longestFrameMs: Math.max(0, ...state.frames.slice(1)),
    };
  });
}
