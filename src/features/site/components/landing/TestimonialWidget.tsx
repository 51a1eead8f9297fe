import { useEffect, useRef } from 'react';
import { loadWidgetWhenNear } from '../../../../lib/testimonial-widget.ts';

/** The embedded widget's mount point; its script loads only as the section nears the viewport. */
export function TestimonialWidget({ widgetId }: { widgetId: string }) {
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    return loadWidgetWhenNear(element, widgetId);
  }, [widgetId]);

  return <div ref={mount} className="senja-embed" data-id={widgetId} data-lazyload="false" />;
}
