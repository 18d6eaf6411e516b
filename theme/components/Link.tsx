import { Link as EngineLink, type LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { canonicalHref } from '../canonicalPath';

/** The engine's link, with index pages written as "/dir/" instead of "/dir/index.html". */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...rest }, ref) {
  return <EngineLink ref={ref} href={href === undefined ? href : canonicalHref(href)} {...rest} />;
});
