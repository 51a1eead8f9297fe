import { QueryClient, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KeptDataRestore } from './kept-data-restore.ts';
import { KeptDataProvider } from './KeptDataProvider.tsx';

/** A restore the test ends by hand, kept by a persister that records what it is given. */
function pendingRestore(holdsReads: boolean) {
  let finish!: () => void;
  let settled = false;
  const done = new Promise<void>((resolve) => (finish = resolve)).then(() => {
    settled = true;
  });
  const saved: PersistedClient[] = [];
  const persister: Persister = {
    persistClient: (client) => void saved.push(client),
    restoreClient: () => undefined,
    removeClient: () => undefined,
  };
  const restore: KeptDataRestore = { done, isDone: () => settled, holdsReads, options: { persister } };
  return { restore, saved, finish: () => act(async () => finish()) };
}

function Month({ read }: { read: () => Promise<string> }) {
  const month = useQuery({ queryKey: ['/api/month'], queryFn: read });
  return <p>{month.data ?? 'waiting'}</p>;
}

describe('KeptDataProvider', () => {
  it('holds the reads until the kept data is back, and shows it without reading it again while fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const read = vi.fn(() => Promise.resolve('from the server'));
    const { restore, finish } = pendingRestore(true);
    render(
      <KeptDataProvider client={client} restore={restore}>
        <Month read={read} />
      </KeptDataProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(read).not.toHaveBeenCalled();
    client.setQueryData(['/api/month'], 'kept');
    await finish();
    expect(await screen.findByText('kept')).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });

  it('on a device that keeps nothing, reads at once while the restore is still under way', async () => {
    const client = new QueryClient();
    const read = vi.fn(() => Promise.resolve('from the server'));
    const { restore } = pendingRestore(false);
    render(
      <KeptDataProvider client={client} restore={restore}>
        <Month read={read} />
      </KeptDataProvider>,
    );
    expect(await screen.findByText('from the server')).toBeTruthy();
    expect(read).toHaveBeenCalledOnce();
  });

  it('keeps nothing before the restore is over, then what was read meanwhile at once, then every change', async () => {
    const client = new QueryClient();
    const { restore, saved, finish } = pendingRestore(false);
    render(
      <KeptDataProvider client={client} restore={restore}>
        <Month read={() => Promise.resolve('read meanwhile')} />
      </KeptDataProvider>,
    );
    await screen.findByText('read meanwhile');
    expect(saved).toHaveLength(0);
    await finish();
    expect(saved.at(-1)?.clientState.queries.map((query) => query.state.data)).toEqual(['read meanwhile']);
    const count = saved.length;
    await act(async () => client.setQueryData(['/api/month'], 'changed'));
    expect(saved.length).toBeGreaterThan(count);
    expect(saved.at(-1)?.clientState.queries.map((query) => query.state.data)).toEqual(['changed']);
  });
});
