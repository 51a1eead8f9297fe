import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestimonialsSection } from './TestimonialsSection.tsx';

describe('the testimonials section', () => {
  it('is not there at all without a widget: no invented customers', () => {
    expect(renderToStaticMarkup(<TestimonialsSection widgetId={null} />)).toBe('');
  });

  it('holds only the configured widget, by its id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,36}$/), (widgetId) => {
        const html = renderToStaticMarkup(<TestimonialsSection widgetId={widgetId} />);
        expect(html).toContain(`data-id="${widgetId}"`);
        expect(html).not.toContain('<blockquote');
        expect(html).not.toContain('<figcaption');
      }),
    );
  });
});
