// A row's name cut short (three lines on a phone, one from 600 px) can be read whole without opening its edit
// (issue 45, "Small screens"; docs/budget-screen.md "Rows on a phone").

/** The words of the button under a cut name. */
export const NAME_EXPANDER_TEXT = { show: 'Show whole name', hide: 'Show less' } as const;

/** The button's accessible name: its words, then whose name (many rows may have one). */
export function nameExpanderLabel(whole: boolean, name: string): string {
  return whole ? `${NAME_EXPANDER_TEXT.hide} of ${name}` : `${NAME_EXPANDER_TEXT.show} of ${name}`;
}

/** An element's drawn and full sizes, as the browser measures them (px). */
export interface Extent {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether any of `boxes` hides part of what it holds (clamped, ended in an ellipsis); 1 px of rounding allowed. */
export function isCut(boxes: readonly Extent[]): boolean {
  return boxes.some(
    (box) => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1,
  );
}
