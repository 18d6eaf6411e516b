import { useFrontmatter, usePage } from '@rspress/core/runtime';
import type { Contributor } from '../../plugins/content/pageMeta';
import { ALIST_RELEASE, sourceUrl } from '../../site/release';
import { useLocale } from '../hooks/useLocale';

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);

function formatDate(value: unknown, tag: string): string | null {
  if (!value) return null;
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleDateString(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Author, original mark, date, category, tags and reading time, as far as the frontmatter gives them. */
export function PageInfo() {
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const { locale, t } = useLocale();
  const minutes = (page as { readingMinutes?: number }).readingMinutes;
  const authors = list(frontmatter.author);
  const categories = list(frontmatter.category);
  const tags = list(frontmatter.tag);
  const date = formatDate(frontmatter.date, locale.tag);
  if (page.pageType !== 'doc') return null;
  return (
    <ul className="page-info" aria-label={t.pageInfo}>
      {authors.length > 0 && <li><span className="page-info__key">{t.author}:</span> {authors.join(', ')}</li>}
      {frontmatter.original === true && <li className="page-info__original">{t.original}</li>}
      {date && <li><span className="page-info__key">{t.date}:</span> <time dateTime={String(frontmatter.date)}>{date}</time></li>}
      {categories.length > 0 && <li><span className="page-info__key">{t.category}:</span> {categories.join(', ')}</li>}
      {tags.length > 0 && <li><span className="page-info__key">{t.tags}:</span> {tags.map((tag) => <span key={tag} className="page-info__tag">{tag}</span>)}</li>}
      {minutes !== undefined && <li>{t.readingTime(minutes)}</li>}
    </ul>
  );
}

/** Contributors of the page from git history: names only, unless a url or avatar was configured. */
export function Contributors() {
  const { page } = usePage();
  const { t } = useLocale();
  const people = (page as { contributors?: Contributor[] }).contributors ?? [];
  if (people.length === 0) return null;
  return (
    <div className="contributors">
      <span className="page-info__key">{t.contributors}:</span>{' '}
      {people.map((p, i) => (
        <span key={p.name}>
          {i > 0 && ', '}
          {p.avatar && <img src={p.avatar} alt="" width={20} height={20} className="contributors__avatar" />}
          {p.url ? <a href={p.url}>{p.name}</a> : p.name}
        </span>
      ))}
    </div>
  );
}

/** "Checked against AList v3.63.0: …" with links to the source files listed in the page's `sources`. */
export function SourceFiles() {
  const { frontmatter } = useFrontmatter();
  const { t } = useLocale();
  const sources = list(frontmatter.sources);
  if (sources.length === 0) return null;
  return (
    <div className="source-files">
      <span className="page-info__key">{t.checkedAgainst(ALIST_RELEASE.version)}</span>{' '}
      <ul aria-label={t.sourcesLabel}>
        {sources.map((file) => (
          <li key={file}>
            <a href={sourceUrl(file)} rel="noopener">
              <code>{file}</code>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
