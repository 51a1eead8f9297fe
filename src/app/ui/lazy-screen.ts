import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded only when its route is first shown, so a visitor's first page (the landing page) downloads
 * none of the app's other screens. `RouteScreen` shows a spinner while the chunk arrives.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const screen: ComponentType = (await load())[name];
    return { default: screen };
  });
}
