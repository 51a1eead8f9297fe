// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadTestimonialWidgetScript,
  loadWidgetWhenNear,
  startPrerenderedTestimonialWidget,
  testimonialWidgetId,
  testimonialWidgetScriptUrl,
} from './testimonial-widget.ts';

/** jsdom lays nothing out and has no IntersectionObserver: this one is told by the test when an element is near. */
class NearnessWatcher {
  static all: NearnessWatcher[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    NearnessWatcher.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const scripts = () => [...document.querySelectorAll('script')].map((script) => [script.src, script.async]);
const URL_OF_W1 = testimonialWidgetScriptUrl('w1');

beforeEach(() => {
  NearnessWatcher.all = [];
  vi.stubGlobal('IntersectionObserver', NearnessWatcher);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.replaceChildren();
});

describe('the testimonial widget', () => {
  it("is the build's widget id, trimmed, or none when the build has a blank one or none", () => {
    vi.stubEnv('VITE_TESTIMONIAL_WIDGET_ID', '  w1 ');
    expect(testimonialWidgetId()).toBe('w1');
    vi.stubEnv('VITE_TESTIMONIAL_WIDGET_ID', '   ');
    expect(testimonialWidgetId()).toBeNull();
    vi.stubEnv('VITE_TESTIMONIAL_WIDGET_ID', undefined);
    expect(testimonialWidgetId()).toBeNull();
  });

  it("loads the widget's own script, its id kept whole in the address, once however often it is asked", () => {
    expect(testimonialWidgetScriptUrl('a b/c')).toBe('https://widget.senja.io/widget/a%20b%2Fc/platform.js');
    loadTestimonialWidgetScript('w1', document);
    loadTestimonialWidgetScript('w1', document);
    expect(scripts()).toEqual([[URL_OF_W1, true]]);
  });

  it('loads the script once the mount comes within 400 px of the viewport, and stops watching then', () => {
    const mount = document.body.appendChild(document.createElement('div'));
    loadWidgetWhenNear(mount, 'w1');
    const [watcher] = NearnessWatcher.all;
    expect(watcher?.watched).toEqual([mount]);
    expect(watcher?.options).toEqual({ rootMargin: '400px' });
    watcher?.report([{ isIntersecting: false }]);
    expect(scripts()).toEqual([]);
    expect(watcher?.disconnected).toBe(false);
    watcher?.report([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(scripts()).toEqual([[URL_OF_W1, true]]);
    expect(watcher?.disconnected).toBe(true);
  });

  it('stops watching when the page leaves before the mount came near', () => {
    const stop = loadWidgetWhenNear(document.body.appendChild(document.createElement('div')), 'w1');
    stop();
    expect(NearnessWatcher.all[0]?.disconnected).toBe(true);
  });

  it("watches the prerendered page's mount with its widget id, and nothing on a page without one", () => {
    const page = document.createElement('main');
    startPrerenderedTestimonialWidget(page);
    page.innerHTML = '<div class="senja-embed" data-id=""></div>';
    startPrerenderedTestimonialWidget(page);
    expect(NearnessWatcher.all).toEqual([]);
    page.innerHTML = '<div class="senja-embed" data-id="w2"></div>';
    startPrerenderedTestimonialWidget(page);
    expect(NearnessWatcher.all[0]?.watched).toEqual([page.firstElementChild]);
    NearnessWatcher.all[0]?.report([{ isIntersecting: true }]);
    expect(scripts()).toEqual([[testimonialWidgetScriptUrl('w2'), true]]);
  });
});
