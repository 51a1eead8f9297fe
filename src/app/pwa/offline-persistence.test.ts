import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const drawn: (() => void)[] = [];
vi.mock('../ui/first-screen.ts', () => ({ whenFirstScreenDrawn: (task: () => void) => drawn.push(task) }));
const { resumeAfterRestore } = await import('./offline-persistence.ts');

const VISIT_START = 1_800_000_000_000;

/** A client holding a read kept from an earlier visit, one read by this visit, and one still under way. */
function clientAfterRestore() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['/api/kept'], 'kept', { updatedAt: VISIT_START - 60_000 });
  client.setQueryData(['/api/fresh'], 'fresh', { updatedAt: VISIT_START + 5 });
  void client.prefetchQuery({ queryKey: ['/api/under-way'], queryFn: () => new Promise(() => undefined) });
  const invalidated = (key: string) => client.getQueryCache().find({ queryKey: [key] })?.state.isInvalidated;
  return { client, invalidated };
}

afterEach(() => {
  drawn.length = 0;
});

describe('resumeAfterRestore', () => {
  it('reads again only what came from the device, once the first screen has drawn it', () => {
    const { client, invalidated } = clientAfterRestore();
    resumeAfterRestore(client, VISIT_START);
    expect(invalidated('/api/kept')).toBe(false);
    expect(drawn).toHaveLength(1);
    drawn[0]?.();
    expect(invalidated('/api/kept')).toBe(true);
    expect(invalidated('/api/fresh')).toBe(false);
    expect(invalidated('/api/under-way')).toBe(false);
  });

  it('with writes waiting, sends them and reads nothing again (each write rereads what it changed)', () => {
    const { client } = clientAfterRestore();
    const resume = vi.spyOn(client, 'resumePausedMutations').mockResolvedValue(undefined);
    client.getMutationCache().build(
      client,
      { mutationKey: ['edit'] },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        variables: 1,
        submittedAt: VISIT_START - 1,
      },
    );
    resumeAfterRestore(client, VISIT_START);
    expect(drawn).toHaveLength(0);
    expect(resume).toHaveBeenCalledOnce();
  });
});
