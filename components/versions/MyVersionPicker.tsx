import { useEffect, useId, useRef } from 'react';
import tags from 'virtual-version-tags';
import { myVersionText } from '../../site/text/myVersion';
import { writeMyVersion } from './myVersion';
import './versions.css';

/** The panel where the reader picks the release they run (or none: the newest, no marks). Loaded on first use. */
export function MyVersionPicker({ value, lang, onClose }: { value: string | null; lang: 'en' | 'zh'; onClose: () => void }) {
  const t = myVersionText[lang];
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const newest = tags[tags.length - 1];
  useEffect(() => select.current?.focus(), []);
  return (
    <div
      className="my-version__panel"
      role="dialog"
      aria-labelledby={id}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <label id={id} htmlFor={`${id}-select`}>
        {t.label}
      </label>
      <select id={`${id}-select`} ref={select} value={value ?? ''} onChange={(e) => writeMyVersion(e.target.value || null)}>
        <option value="">{t.newest(newest)}</option>
        {[...tags]
          .reverse()
          .slice(1)
          .map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
      </select>
      <p>{t.hint}</p>
      <button type="button" className="reader-tool" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
