import { Link } from '@tanstack/react-router';
import type { RenderSiteLink } from '../../features/site/index.ts';

/** The site pages' links inside the app: client-side navigation instead of page loads. */
export const renderRouterLink: RenderSiteLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);
