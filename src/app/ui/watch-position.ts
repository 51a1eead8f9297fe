/**
 * Calls `measure` now, and again (at most once a frame) whenever the page scrolls, the window resizes or
 * `element` changes size: for a layer placed against something that moves. Answers the function that stops it.
 */
export function watchPosition(element: Element, measure: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      measure();
    });
  };
  measure();
  const resizes = new ResizeObserver(schedule);
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
