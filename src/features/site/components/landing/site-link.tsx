import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export type RenderSiteLink = (props: SiteLinkProps) => ReactElement;

/** A plain anchor: the landing page runs without the app's router, so its links are ordinary page loads. */
const renderPlainLink: RenderSiteLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/** How the site's pages draw a link; the app provides its router's link (see App.tsx). */
export const SiteLinkContext = createContext<RenderSiteLink>(renderPlainLink);

export function SiteLink(props: SiteLinkProps) {
  return useContext(SiteLinkContext)(props);
}
