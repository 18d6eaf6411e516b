import { useLocale } from '../hooks/useLocale';

const sizes = { small: 16, medium: 28, large: 44 } as const;

/** Loading indicator in three sizes; announced to screen readers as "Loading". */
export function Spinner({ size = 'medium', label }: { size?: keyof typeof sizes; label?: string }) {
  const { t } = useLocale();
  const px = sizes[size];
  return (
    <span className={`spinner spinner--${size}`} role="status" aria-live="polite">
      <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" className="spinner__icon">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t.loading}</span>
    </span>
  );
}
