import type { Plugin } from 'vite';

/**
 * `src/main.tsx` loads the whole app with a dynamic import, which the browser would only start after main.js
 * has run. On any path but the visitor's landing page the app is certain to be needed, so a tiny inline script
 * in index.html asks for the app's entry chunk at once, in parallel with main.js (production builds only).
 */
export function preloadAppEntry(entryModule: string, landingPaths: readonly string[]): Plugin {
  return {
    name: 'halfwise-preload-app-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entryModule),
        );
        if (!chunk) return [];
        const script =
          `if(!${JSON.stringify(landingPaths)}.includes(location.pathname)){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.href='/${chunk.fileName}';` +
          `document.head.appendChild(l)}`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
