/** Like GoTrue's allow-list check: a redirect may only go to the site's own origin; anything else gets the site URL. */
export function allowedRedirect(siteUrl: string, requested: string | undefined): string {
  if (!requested) return siteUrl;
  try {
    return new URL(requested).origin === new URL(siteUrl).origin ? requested : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** Appends a fragment built from `params` (sorted, as Go's url.Values.Encode does). */
export function withFragment(url: string, params: Record<string, string>): string {
  const fragment = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return `${url.split('#')[0]}#${fragment.toString()}`;
}
