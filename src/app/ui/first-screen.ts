/**
 * Work a returning user's first screen does not need (the toast library, the service worker's registration) waits
 * until that screen has drawn its content, so it never competes with it for the network or the main thread: the
 * budget's month (`firstScreenDrawn`, called by the budget screen), or else, on any other screen or if the month
 * cannot be drawn, a grace period after the page has loaded.
 */
const GRACE_AFTER_LOAD_MS = 2000;

let drawn = false;
let painting = false;
let waiting: (() => void)[] = [];
let graceStarted = false;

/** Runs `task` once the first screen has drawn (at once if it has). */
export function whenFirstScreenDrawn(task: () => void): void {
  if (drawn) {
    task();
    return;
  }
  waiting.push(task);
  startGrace();
}

/**
 * The first screen's content is in the page: what waited for it starts once the browser has painted it. (Called
 * from an effect, it would otherwise start in the task that put the content in the page, before its paint.)
 */
export function firstScreenDrawn(): void {
  if (drawn || painting) return;
  painting = true;
  afterNextPaint(() => {
    drawn = true;
    const tasks = waiting;
    waiting = [];
    // Each in a task of its own: together they held the page for one long task just after the first paint.
    for (const task of tasks) setTimeout(task, 0);
  });
}

/** The next frame's callbacks run just before its paint; a task queued from there runs after it. */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

function startGrace(): void {
  if (graceStarted) return;
  graceStarted = true;
  const afterLoad = () => setTimeout(firstScreenDrawn, GRACE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
