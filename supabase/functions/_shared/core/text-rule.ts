// What a text field may hold, on every way in (requests and both imports), with the message for each refusal.
// Every text: no control characters (line breaks and tabs only where it says `multiline`) and no lone surrogate,
// which a UTF-8 encoder would silently turn into U+FFFD. What a person writes (names, notes, categories, emoji)
// also: no bidirectional embeddings, overrides or isolates (they make a name read otherwise than it is stored),
// no tag characters outside an emoji flag's tag sequence, and not only invisible characters.

/** Shown after the field's name ('name: Must …'), as every API message is. */
export const TEXT_MESSAGES = Object.freeze({
  control: 'Must not contain control characters',
  surrogate: 'Must be valid Unicode text (it holds half of a character pair)',
  direction: 'Must not contain text-direction overrides',
  tag: 'Must not contain Unicode tag characters',
  invisible: 'Must contain a visible character',
});

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// Tabs and line breaks are text in a message; every other control character is not.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** With the u flag a surrogate in a class matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. The marks LRM, RLM and ALM stay: RTL text uses them. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** A subdivision flag (🏴 then tag letters then CANCEL TAG, e.g. Scotland's): the one use tags have in text. */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;
/** Zero-width spaces and joiners, word joiner, BOM, soft hyphen, variation selectors, fillers and the like. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

export interface TextOptions {
  /** Tabs and line breaks are allowed (a message of several lines). */
  multiline?: boolean;
}

/** Whether every surrogate in `value` is half of a pair, so that UTF-8 can carry it unchanged. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Why `value` cannot be any text field's value, or null when it can. */
export function textFault(value: string, options: TextOptions = {}): string | null {
  if (!isWellFormedText(value)) return TEXT_MESSAGES.surrogate;
  const control = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return control.test(value) ? TEXT_MESSAGES.control : null;
}

/**
 * Why `value` cannot be what a person writes (a name, a note, a category, an emoji), or null when it can.
 * Blank text passes: whether a field may be empty is the field's own rule.
 */
export function writtenTextFault(value: string, options: TextOptions = {}): string | null {
  const fault = textFault(value, options);
  if (fault) return fault;
  if (DIRECTION_CONTROL.test(value)) return TEXT_MESSAGES.direction;
  if (TAG.test(value.replace(EMOJI_TAG_SEQUENCE, ''))) return TEXT_MESSAGES.tag;
  if (INVISIBLE.test(value) && !VISIBLE.test(value)) return TEXT_MESSAGES.invisible;
  return null;
}
