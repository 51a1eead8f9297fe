/**
 * Calls `measure` now, and again (at most once a frame) whenever the page scrolls, the window resizes or
 * `element` changes size: for a layer placed against something that moves. Answers the function that stops it.
 * A change of size is measured in the ResizeObserver's report, which comes after the browser's own layout, so the
 * measure costs no layout of its own. With `now: false` the first call is that first report: called during a
 * render's commit, a measure made the browser lay out the whole page there and then (the budget screen's first
 * render on a slow phone spent about 130 ms of main thread in it).
 */
export function watchPosition(
  element: Element,
  measure: () => void,
  { now = true }: { now?: boolean } = {},
): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      measure();
    });
  };
  if (now) measure();
  const resizes = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = 0;
    measure();
  });
  resizes.observe(element);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    resizes.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
