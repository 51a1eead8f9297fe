import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('./toast-library.tsx', () => ({
  showToast: (id: string, message: { title: string }) => shown.push(`show ${id} ${message.title}`),
  dismissToast: (id: string) => shown.push(`dismiss ${id}`),
  LoadedToaster: () => null,
}));

// notify.ts keeps the toasts raised before the library arrives: a copy of its own, whatever loaded it before.
vi.resetModules();
const { dismissToast, notify, toastLibraryLoaded } = await import('./notify.ts');

describe('notify before the toast library has arrived', () => {
  it('answers the id at once and shows every toast, and dismisses it, in order once the library is here', async () => {
    const first = notify({ title: 'Saved' });
    const second = notify({ title: 'Deleted' });
    dismissToast(first);
    expect(first).not.toBe(second);
    expect(shown).toEqual([]);

    await toastLibraryLoaded;
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([`show ${first} Saved`, `show ${second} Deleted`, `dismiss ${first}`]);

    const third = notify({ title: 'Copied' });
    expect(shown.at(-1)).toBe(`show ${third} Copied`);
  });
});
