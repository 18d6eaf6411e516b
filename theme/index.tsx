import './styles/theme.css';
import { redirectToCanonical } from './canonicalRedirect';

// Before hydration: turn /GUIDE/Install/Docker into /guide/install/docker.html.
if (typeof window !== 'undefined') redirectToCanonical();

export * from '@rspress/core/theme-original';
export { Link } from './components/Link';
export { Layout } from './layout/Layout';
