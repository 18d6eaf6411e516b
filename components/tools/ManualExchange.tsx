import { useId, useState } from 'react';
import { CopyField } from './CopyField';
import { buildTokenRequest, curlCommand, parseTokenResponse, powerShellCommand, validateValues, type ClientValues, type TokenResult as Result } from './oauth';
import { ProblemView } from './ProblemView';
import type { ProviderId } from './providers';
import { AfterTokens } from './AfterTokens';
import { useToolText } from './useToolText';

interface Props {
  provider: ProviderId;
  values: ClientValues;
  code: string;
  open: boolean;
  /** PKCE verifier of this tab's request, when the code was issued for it. */
  codeVerifier?: string;
}

/**
 * The way out when the browser may not call the token endpoint: the same request as a curl
 * command, and a box that reads the JSON the command prints.
 */
export function ManualExchange({ provider, values, code, open, codeVerifier }: Props) {
  const { t } = useToolText();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const complete = !validateValues(provider, values) && code.trim() !== '';
  const request = complete ? buildTokenRequest(provider, values, code, codeVerifier) : null;

  return (
    <details className="tool-details tool-manual" open={open || undefined}>
      <summary>{t.manual.title}</summary>
      <p>{t.manual.intro}</p>
      {request ? (
        <>
          <CopyField label={t.manual.command} value={curlCommand(request)} multiline name="curl" />
          <CopyField label={t.manual.powerShell} value={powerShellCommand(request)} multiline name="powershell" />
        </>
      ) : (
        <p className="tool-note">{t.manual.incomplete}</p>
      )}
      <div className="tool-field">
        <label htmlFor={id}>{t.manual.pasteLabel}</label>
        <textarea id={id} rows={4} value={answer} onChange={(e) => setAnswer(e.target.value)} spellCheck={false} />
      </div>
      <p>
        <button type="button" className="tool-button" onClick={() => setResult(parseTokenResponse(null, answer))}>
          {t.manual.read}
        </button>
      </p>
      {result && !result.ok && <ProblemView problem={result.problem} provider={provider} />}
      {result && result.ok && <AfterTokens provider={provider} tokens={result.tokens} values={values} />}
    </details>
  );
}
