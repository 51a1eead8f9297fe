import { createElement, lazy, useState, type ComponentType } from 'react';

const preloads = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A screen loaded only when its route is first shown, so a visitor's first page (the landing page) downloads
 * none of the app's other screens. `RouteScreen` shows a spinner while the chunk arrives. A screen whose code was
 * asked for ahead (`preloadScreen`) and has arrived by the time it is shown renders at once, without suspending:
 * a Suspense fallback, even one shown for a moment, holds back what replaces it for a while (React throttles
 * reveals), and on the first screen that moment is the user's wait.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ComponentType {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadScreen = () => {
    loading ??= load().then((module) => (loaded = module[name]));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadScreen() }));
  function LazyScreen() {
    // Fixed for the life of this element, so the screen is never remounted when its code arrives.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  preloads.set(LazyScreen, loadScreen);
  return LazyScreen;
}

/**
 * Starts loading `screen`'s code if it is a lazy screen. Answers once it has arrived, or failed to (the screen
 * then shows the failure when it is drawn); at once for anything else.
 */
export async function preloadScreen(screen: ComponentType | undefined): Promise<void> {
  const load = screen && preloads.get(screen);
  await load?.().catch(() => undefined);
}
