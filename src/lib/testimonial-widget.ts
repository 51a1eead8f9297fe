declare global {
  interface ImportMetaEnv {
    /** Id of the embedded testimonial widget (Senja); unset, the landing page has no testimonial section. */
    readonly VITE_TESTIMONIAL_WIDGET_ID?: string;
  }
}

/** The configured widget id, or null when the build has none. */
export function testimonialWidgetId(): string | null {
  const id = import.meta.env.VITE_TESTIMONIAL_WIDGET_ID?.trim();
  return id ? id : null;
}

export function testimonialWidgetScriptUrl(widgetId: string): string {
  return `https://widget.senja.io/widget/${encodeURIComponent(widgetId)}/platform.js`;
}

/** Adds the widget's script once, when it is first needed: the landing page never waits for it. */
export function loadTestimonialWidgetScript(widgetId: string, document: Document): void {
  const src = testimonialWidgetScriptUrl(widgetId);
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.body.append(script);
}

/** Loads the widget's script once `mount` comes within 400 px of the viewport; answers a function that stops watching. */
export function loadWidgetWhenNear(mount: Element, widgetId: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadTestimonialWidgetScript(widgetId, document);
    },
    { rootMargin: '400px' },
  );
  observer.observe(mount);
  return () => observer.disconnect();
}

/** The prerendered landing page's widget mount point (TestimonialWidget's), if the build has one. */
export function startPrerenderedTestimonialWidget(page: ParentNode): void {
  const mount = page.querySelector<HTMLElement>('.senja-embed[data-id]');
  const widgetId = mount?.dataset.id;
  if (mount && widgetId) loadWidgetWhenNear(mount, widgetId);
}
