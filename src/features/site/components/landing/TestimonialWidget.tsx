import { useEffect, useRef } from 'react';
import { loadTestimonialWidgetScript } from '../../api/testimonial-widget.ts';

/** The embedded widget's mount point; its script loads only as the section nears the viewport. */
export function TestimonialWidget({ widgetId }: { widgetId: string }) {
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadTestimonialWidgetScript(widgetId, document);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [widgetId]);

  return <div ref={mount} className="senja-embed" data-id={widgetId} data-lazyload="false" />;
}
