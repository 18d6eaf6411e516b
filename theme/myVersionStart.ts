import { storedMyVersion } from '../components/versions/storedMyVersion';

/**
 * All of "my version" that is in the first download: the button beside Print (theme/components/PrintButton.tsx)
 * calls startMyVersion, and after hydration a stored release calls it too, so the page's marks show. The picker,
 * the label and the marks are components/versions/MyVersionUi.ts, loaded by import() only then.
 */
export const startMyVersion = (button?: HTMLElement) => void import('../components/versions/MyVersionUi').then((m) => m.startMyVersion(button));

export function resumeMyVersion(): void {
  if (storedMyVersion()) startMyVersion();
}
