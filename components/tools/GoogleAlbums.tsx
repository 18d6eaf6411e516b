import { useEffect, useId, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { albumsUrl, GOOGLE_ACCESS_KEY, MAX_ALBUM_PAGES, parseAlbumsPage, type Album, type AlbumKind } from './googlePhotos';
import { fetchText, type Problem } from './oauth';
import { Alert, ProblemView } from './ProblemView';
import { useToolText } from './useToolText';
import './tools.css';

function AlbumsApp() {
  const { t } = useToolText();
  const a = t.album;
  const id = useId();
  const [token, setToken] = useState('');
  const [fromCallback, setFromCallback] = useState(false);
  const [kind, setKind] = useState<AlbumKind>('albums');
  const [busy, setBusy] = useState(false);
  const [albums, setAlbums] = useState<Album[] | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    // Handed over by the Google callback page of this tab when the reader clicked its album link.
    const handed = window.sessionStorage.getItem(GOOGLE_ACCESS_KEY);
    if (handed) {
      window.sessionStorage.removeItem(GOOGLE_ACCESS_KEY);
      setToken(handed);
      setFromCallback(true);
    }
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAlbums(null);
    setTruncated(false);
    setMessage(null);
    if (token.trim() === '') return setMessage(a.emptyToken);
    setBusy(true);
    const all: Album[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const sent = await fetchText(albumsUrl(kind, next), { headers: { Authorization: `Bearer ${token.trim()}`, Accept: 'application/json' } }, window.fetch.bind(window));
      if (!sent.ok) {
        setBusy(false);
        return setProblem(sent.problem);
      }
      const page = parseAlbumsPage(sent.status, sent.body, sent.contentType);
      if (!page.ok) {
        setBusy(false);
        return setProblem(page.problem);
      }
      all.push(...page.albums);
      next = page.next;
      pages += 1;
    } while (next && pages < MAX_ALBUM_PAGES);
    setBusy(false);
    setTruncated(Boolean(next));
    setAlbums(all);
  }

  return (
    <form className="tool-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{a.legend}</legend>
        <div className="tool-field">
          <label htmlFor={`${id}-token`}>{a.token}</label>
          <input id={`${id}-token`} type="password" value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} autoComplete="off" />
          {fromCallback && <p className="tool-help">{a.tokenFromCallback}</p>}
        </div>
        <div className="tool-field tool-field--radios" role="radiogroup" aria-label={a.legend}>
          {(['albums', 'sharedAlbums'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} /> {k === 'albums' ? a.own : a.shared}
            </label>
          ))}
        </div>
      </fieldset>
      <p>
        <button type="submit" className="tool-button tool-button--primary" disabled={busy}>
          {a.list}
        </button>
      </p>
      <p className="tool-status" role="status">
        {busy ? a.listing : ''}
      </p>
      <Alert text={message} />
      {problem && <ProblemView problem={problem} />}
      {albums && albums.length === 0 && <p className="tool-note">{a.none}</p>}
      {albums && albums.length > 0 && (
        <table className="tool-table">
          <thead>
            <tr>
              <th>{a.title}</th>
              <th>{a.items}</th>
              <th>{a.id}</th>
            </tr>
          </thead>
          <tbody>
            {albums.map((album) => (
              <tr key={album.id}>
                <td>{album.title}</td>
                <td>{album.count ?? '—'}</td>
                <td>
                  <CopyField label={album.title || album.id} value={album.id} name="album-id" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {truncated && <p className="tool-note">{a.more(MAX_ALBUM_PAGES)}</p>}
    </form>
  );
}

/** Album page app: lists Google Photos album IDs with an access token, on the reader's click. */
export function GoogleAlbums() {
  return <AlbumsApp />;
}
