import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { amountChanged, textChanged } from '../../domain/draft-change.ts';
import type { AmountPolicy } from '../../domain/money-input.ts';
import { FieldNote } from './FieldNote.tsx';
import styles from './InlineEdit.module.css';
import { MoneyInput } from './MoneyInput.tsx';
import { useAmountField } from './use-amount-field.ts';

interface CommonProps {
  /** What the idle button shows. */
  display: ReactNode;
  /** What the field opens with (selected, so typing replaces it). */
  initialValue: string;
  /** Accessible name of the idle button, e.g. 'Edit name of Trip', when its text does not say it. */
  editLabel?: string;
  /** Accessible name of the field, e.g. 'Name of Trip'. */
  fieldLabel: string;
  /**
   * A short visible label drawn on the open field's top edge ('Name', 'Amount'), for a field that opens where
   * nothing else names it; its words begin `fieldLabel`, so what is seen is what is announced.
   */
  caption?: string;
  /** Whether the field is open, when the caller decides (e.g. one open edit per screen); else it keeps its own. */
  editing?: boolean;
  /** Asked to open (true) and told the field closed (false). */
  onEditingChange?: (editing: boolean) => void;
  disabled?: boolean;
  /** Added to both the button and the field. */
  className?: string;
  /** Replace the button's and the field's own look. */
  classes?: { button?: string; field?: string };
  /**
   * Places a refusal's note in the caller's grid. An amount's note without it goes under the field; a text's
   * note always follows the field in the caller's layout.
   */
  noteClassName?: string;
}

interface TextProps extends CommonProps {
  kind: 'text';
  /** Receives the typed text on Enter or blur when it changed; the caller decides whether it is saved. */
  onSave: (text: string) => void;
  maxLength?: number;
  /**
   * Why the typed text cannot be saved (the API's own rule, e.g. core/text-rule.ts), or null: a refused text is
   * not sent, and the field stays open with the reason beside it and what was typed in it.
   */
  refuse?: (text: string) => string | null;
}

interface AmountProps extends CommonProps {
  kind: 'amount';
  /** How the amount is read and which refusals stay silent (core §4 and §5). */
  policy: AmountPolicy;
  /** Receives the amount in cents on Enter or blur, when the text reads as one other than it opened with. */
  onSave: (cents: number) => void;
}

export type InlineEditProps = TextProps | AmountProps;

/** How a draft ends: saved or cancelled, and whether the keyboard ended it (focus then returns to the button). */
type Close = (keyboard: boolean) => void;

/**
 * Every click-to-edit value: Enter or blur saves, Escape cancels (core §4). A value the person did not change
 * is not handed on (domain/draft-change.ts), so it sends nothing, shows no toast and records no undo step.
 */
export function InlineEdit(props: InlineEditProps) {
  const { display, editLabel, onEditingChange } = props;
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = props.editing ?? ownEditing;
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!editing && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [editing]);

  const open = () => {
    setOwnEditing(true);
    onEditingChange?.(true);
  };
  const close: Close = (keyboard) => {
    refocus.current = keyboard;
    setOwnEditing(false);
    onEditingChange?.(false);
  };

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className={`${props.classes?.button ?? styles.display} ${props.className ?? ''}`}
        aria-label={editLabel}
        disabled={props.disabled}
        onClick={open}
      >
        {display}
      </button>
    );
  }
  return props.kind === 'text' ? (
    <TextDraft {...props} close={close} />
  ) : (
    <AmountDraft {...props} close={close} />
  );
}

/** The field with its caption on its top edge, or the field alone when it has none. */
function captioned(caption: string | undefined, field: ReactNode): ReactNode {
  if (!caption) return field;
  return (
    <label className={styles.captioned}>
      <span className={styles.caption}>{caption}</span>
      {field}
    </label>
  );
}

function fieldClass(props: CommonProps): string {
  return `${props.classes?.field ?? styles.input} ${props.className ?? ''}`;
}

/** Enter closes the field and the field's removal may still report a blur: only the first close counts. */
function useDraftEnd(close: Close) {
  const active = useRef(true);
  return (keyboard: boolean, save?: () => void) => {
    if (!active.current) return;
    active.current = false;
    close(keyboard);
    save?.();
  };
}

function keyOf(event: KeyboardEvent<HTMLInputElement>): 'save' | 'cancel' | null {
  if (event.key !== 'Enter' && event.key !== 'Escape') return null;
  // Focus returns to the button during this keydown: without preventDefault the key would click it again.
  event.preventDefault();
  // Escape ends only the edit, not what the screen does with Escape (e.g. dropping a picked row).
  if (event.key === 'Escape') event.stopPropagation();
  return event.key === 'Enter' ? 'save' : 'cancel';
}

/** A refused text stays open with its note, as a refused amount does. */
function TextDraft(props: TextProps & { close: Close }) {
  // What the field opened with, kept should the value change on another device while it is open.
  const [opened] = useState(props.initialValue);
  const [draft, setDraft] = useState(opened);
  const [refusal, setRefusal] = useState<string | null>(null);
  const end = useDraftEnd(props.close);
  const noteId = useId();
  const save = (keyboard: boolean) => {
    if (!textChanged(opened, draft)) return end(keyboard);
    const why = props.refuse?.(draft) ?? null;
    if (why) setRefusal(why);
    else end(keyboard, () => props.onSave(draft));
  };
  const field = captioned(
    props.caption,
    <input
      className={fieldClass(props)}
      aria-label={props.fieldLabel}
      aria-invalid={refusal ? true : undefined}
      aria-describedby={refusal ? noteId : undefined}
      value={draft}
      autoFocus
      type="text"
      maxLength={props.maxLength}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => {
        setDraft(event.target.value);
        setRefusal(null);
      }}
      onKeyDown={(event) => {
        const key = keyOf(event);
        if (key === 'save') save(true);
        else if (key === 'cancel') end(true);
      }}
      onBlur={() => save(false)}
    />,
  );
  // The note follows the field in the caller's own layout (noteClassName places it), so the field keeps its place.
  return (
    <>
      {field}
      {refusal && (
        <FieldNote id={noteId} className={props.noteClassName}>
          {refusal}
        </FieldNote>
      )}
    </>
  );
}

/** A refusal the spec keeps silent closes the field unsaved; any other stays open with its note. */
function AmountDraft(props: AmountProps & { close: Close }) {
  const [opened] = useState(props.initialValue);
  const amount = useAmountField(props.policy, opened);
  const end = useDraftEnd(props.close);
  const noteId = useId();
  const save = (keyboard: boolean) => {
    const { outcome } = amount;
    if (outcome.kind === 'refused') amount.reveal();
    else if (outcome.kind === 'quiet' || !amountChanged(opened, outcome.cents, props.policy.mode))
      end(keyboard);
    else end(keyboard, () => props.onSave(outcome.cents));
  };
  // With a place for the note in the caller's grid the field and note are the grid's items; otherwise they
  // stack, so a note never squeezes the row it sits in.
  return (
    <span className={props.noteClassName ? styles.inGrid : styles.stack}>
      {captioned(
        props.caption,
        <MoneyInput
          className={fieldClass(props)}
          mode={props.policy.mode}
          aria-label={props.fieldLabel}
          value={amount.text}
          noteId={amount.note ? noteId : undefined}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onValueChange={amount.setText}
          onKeyDown={(event) => {
            const key = keyOf(event);
            if (key === 'save') save(true);
            else if (key === 'cancel') end(true);
          }}
          onBlur={() => save(false)}
        />,
      )}
      {amount.note && (
        <FieldNote id={noteId} className={props.noteClassName}>
          {amount.note}
        </FieldNote>
      )}
    </span>
  );
}
