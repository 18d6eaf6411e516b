import { useId, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { webdavAddressFromLink, type WebdavAddress } from './sharepoint';
import { Alert } from './ProblemView';
import { useToolText } from './useToolText';
import './tools.css';

function WebdavApp() {
  const { t } = useToolText();
  const w = t.webdav;
  const id = useId();
  const [link, setLink] = useState('');
  const [result, setResult] = useState<WebdavAddress | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(webdavAddressFromLink(link));
  }

  let error: string | null = null;
  if (result && !result.ok) {
    error =
      result.reason === 'empty'
        ? w.empty
        : result.reason === 'notUrl'
          ? w.notUrl
          : result.reason === 'notSharePoint'
            ? w.notSharePoint(result.detail)
            : result.reason === 'closedCloud'
              ? w.closedCloud
              : w.unsupportedTld(result.detail);
  }

  return (
    <form className="tool-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{w.legend}</legend>
        <div className="tool-field">
          <label htmlFor={id}>{w.input}</label>
          <input id={id} value={link} onChange={(e) => setLink(e.target.value)} spellCheck={false} autoComplete="off" />
        </div>
      </fieldset>
      <p>
        <button type="submit" className="tool-button tool-button--primary">
          {w.build}
        </button>
      </p>
      <Alert text={error} />
      {result && result.ok && (
        <section className="tool-result" aria-label={w.kind[result.kind]}>
          <p className="tool-success" role="status">
            <strong>{w.kind[result.kind]}</strong>
          </p>
          <CopyField label={w.vendor} value="sharepoint" name="option-vendor" />
          <CopyField label={w.address} value={result.address} name="option-address" />
          <CopyField label={w.rootFolderPath} value={result.rootFolderPath} name="option-root_folder_path" />
          {result.libraryGuessed && <p className="tool-note">{w.guessed(result.address.split('/').pop() ?? '')}</p>}
          <p className="tool-note">{w.loginHost(result.loginHost)}</p>
        </section>
      )}
    </form>
  );
}

/** WebDAV page app: turns a SharePoint or OneDrive for Business link into the WebDav driver's values, in the browser only. */
export function SharePointWebdav() {
  return <WebdavApp />;
}
