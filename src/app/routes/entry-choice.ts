import { ACCESS_GRANTED, isAccessGranted } from '../session/access-flag.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { PAINTED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../ui/forms/prerendered-page.ts';

/** Where a visitor may get the landing page on its own (anything else is always the whole app). */
export const LANDING_PATHS: readonly string[] = ['/', '/landing'];
/** The path whose page index.html also carries prerendered, shown to a visitor until the app takes over. */
export const PRERENDERED_LOGIN_PATH = '/login';

/**
 * Whether this page load is a visitor's landing page, which runs on its own: no router, no data fetching, so
 * a first visit downloads only what that page needs. Anyone with a stored session, anyone still behind the
 * beta gate, and every other path get the whole app.
 */
export function servesLandingAlone(
  location: { pathname: string; hostname: string },
  storage: Storage,
  productionHost: string | undefined,
): boolean {
  return LANDING_PATHS.includes(location.pathname) && isVisitor(location, storage, productionHost);
}

/** Whether the prerendered login page shows until the app takes over: a visitor (as above) at /login. */
export function showsPrerenderedLogin(
  location: { pathname: string; hostname: string },
  storage: Storage,
  productionHost: string | undefined,
): boolean {
  return location.pathname === PRERENDERED_LOGIN_PATH && isVisitor(location, storage, productionHost);
}

/** No stored session, and past the beta gate. */
function isVisitor(location: { hostname: string }, storage: Storage, productionHost: string | undefined) {
  if (storage.getItem(STORAGE_KEYS.authToken) || storage.getItem(STORAGE_KEYS.refreshToken)) return false;
  return isAccessGranted(location.hostname, productionHost, storage);
}

/** The element of index.html that holds the prerendered landing page (scripts/vite/prerender-landing.ts). */
export const LANDING_PAGE_ID = 'landing-page';

/** The app's entry chunk with the chunks and stylesheets it imports: what the app needs before it can draw. */
export interface AppFiles {
  modules: readonly string[];
  styles: readonly string[];
  /** What the first screen of these paths loads on demand (the budget's route and month view), beyond the above. */
  firstScreen?: { paths: readonly string[]; modules: readonly string[]; styles: readonly string[] };
}

/**
 * The same choice as `servesLandingAlone`, as a script inlined at the top of the built index.html, so it is made
 * before the first paint: when the page load is for the app, the prerendered landing page is hidden (a signed-in
 * user never sees it flash) and the app's files start downloading at once, in parallel with the entry script;
 * behind the prerendered login page, once that page has painted.
 */
export function entryChoiceScript(productionHost: string | undefined, app: AppFiles): string {
  const constants = JSON.stringify({
    paths: LANDING_PATHS,
    login: PRERENDERED_LOGIN_PATH,
    prerendered: PRERENDERED_ATTRIBUTE,
    painted: PAINTED_ATTRIBUTE,
    session: [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken],
    access: STORAGE_KEYS.access,
    granted: ACCESS_GRANTED,
    host: productionHost ?? '',
    modules: app.modules,
    styles: app.styles,
    first: app.firstScreen ?? { paths: [], modules: [], styles: [] },
  });
  return (
    `(function(c){var s=localStorage,p=location.pathname,d=document;` +
    `var visitor=!c.session.some(function(k){return s.getItem(k)})&&` +
    `(s.getItem(c.access)===c.granted||(!!c.host&&location.hostname===c.host));` +
    `if(visitor&&c.paths.indexOf(p)>=0)return;d.documentElement.setAttribute('data-entry','app');` +
    // A form sent before the app has taken over is kept for it (prerendered-form.ts), never sent as a GET.
    `if(visitor&&p===c.login){d.documentElement.setAttribute(c.prerendered,'login');` +
    `d.addEventListener('submit',function(e){if(!d.documentElement.hasAttribute(c.prerendered))return;` +
    `e.preventDefault();e.target.setAttribute(c.prerendered,'submitted')},true)}` +
    // crossorigin as on the tags Vite adds when the code imports them, or the browser would not use the preload
    // and download the file again ("credentials mode does not match").
    `function add(r,h,a){var l=d.createElement('link');l.rel=r;l.href=h;if(a)l.as=a;l.crossOrigin='';` +
    `d.head.appendChild(l)}` +
    `function files(f){f.modules.forEach(function(h){add('modulepreload',h)});` +
    `f.styles.forEach(function(h){add('preload',h,'style')})}` +
    `function load(){files(c);if(c.first.paths.indexOf(p)>=0)files(c.first)}` +
    // The prerendered login page paints first: the app's files are asked for once its first contentful paint is
    // reported (where the browser reports none, after a frame), or after a second at most. The entry waits for
    // the same moment (afterPrerenderedPaint).
    `if(!(visitor&&p===c.login))return load();var done=0;` +
    `function go(){if(done)return;done=1;d.documentElement.setAttribute(c.painted,'');load()}` +
    `var P=typeof PerformanceObserver=='function'?PerformanceObserver:0;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){` +
    `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}` +
    `}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)` +
    `})(${constants})`
  );
}

/** Hides the prerendered landing page from the first paint when the boot script chose the app (the prerendered
 * login page has its own rule: PRERENDERED_STYLE). */
export const APP_ENTRY_STYLE = `html[data-entry="app"] #${LANDING_PAGE_ID}{display:none}`;
