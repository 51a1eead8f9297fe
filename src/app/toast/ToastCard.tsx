import { useRef, useState, type PointerEvent } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import styles from './ToastCard.module.css';
import { isDismissingSwipe, swipeOffset, type ToastMessage } from './toast-rules.ts';

interface ToastCardProps {
  toast: Toast;
  message: ToastMessage;
}

export function ToastCard({ toast: t, message }: ToastCardProps) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const destructive = message.variant === 'destructive';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A press on a button is a click, not a swipe: capturing the pointer would take the click from it.
    if (event.target instanceof Element && event.target.closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(swipeOffset(startX.current, event.clientX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const dismissed = isDismissingSwipe(startX.current, event.clientX);
    startX.current = null;
    if (dismissed) toast.dismiss(t.id);
    else setOffset(0);
  };

  return (
    <div
      className={`${styles.toast} ${destructive ? styles.destructive : ''} ${t.visible ? styles.visible : styles.hidden}`}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={message.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={styles.text}>
        <div className={styles.title}>{message.title}</div>
        {message.description && <div className={styles.description}>{message.description}</div>}
      </div>
      {message.action && (
        <button
          type="button"
          className={styles.action}
          aria-label={message.action.name}
          onClick={() => {
            message.action?.run();
            toast.dismiss(t.id);
          }}
        >
          {message.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => toast.dismiss(t.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
