import type { Problem } from './oauth';
import { fieldLabel, useToolText } from './useToolText';
import type { ProviderId } from './providers';

interface Props {
  problem: Problem;
  provider?: ProviderId | null;
}

/** One problem in the page's language: what failed, the provider's own code and text, the HTTP status, and a hint. */
export function ProblemView({ problem, provider = null }: Props) {
  const { t } = useToolText();
  const p = t.problems;
  const status = 'status' in problem ? (problem.status === null ? p.pasted : p.status(problem.status)) : null;

  let headline: string;
  const details: { label?: string; text: string; code?: boolean }[] = [];
  let hint: string | undefined;
  switch (problem.kind) {
    case 'network':
      headline = p.network(problem.url);
      details.push({ text: p.networkDetail });
      if (problem.detail) details.push({ text: problem.detail, code: true });
      break;
    case 'notJson':
      headline = p.notJson;
      if (problem.contentType) details.push({ text: p.contentType(problem.contentType) });
      if (problem.snippet) details.push({ label: p.bodyStart, text: problem.snippet, code: true });
      break;
    case 'providerError':
      headline = p.providerError(problem.code);
      if (problem.description) details.push({ label: p.description, text: problem.description, code: true });
      hint = problem.hint && t.hints[problem.hint];
      break;
    case 'httpStatus':
      headline = p.httpStatus;
      if (problem.snippet) details.push({ label: p.bodyStart, text: problem.snippet, code: true });
      break;
    case 'missingField':
      headline = p.missingField(problem.field);
      hint = problem.hint && t.hints[problem.hint];
      break;
    case 'authorizeError':
      headline = p.authorizeError(problem.code);
      if (problem.description) details.push({ label: p.description, text: problem.description, code: true });
      hint = problem.hint && t.hints[problem.hint];
      break;
    case 'stateMismatch':
      headline = p.stateMismatch;
      break;
    case 'serviceUnreachable':
      headline = p.serviceUnreachable(problem.url);
      details.push({ text: p.serviceUnreachableDetail });
      if (problem.detail) details.push({ text: problem.detail, code: true });
      break;
    case 'serviceError': {
      headline = p.serviceError(problem.code);
      const known = t.serviceErrors[problem.code as keyof typeof t.serviceErrors];
      if (problem.description) details.push({ label: p.description, text: problem.description, code: true });
      hint = known ?? t.serviceErrors.internal;
      break;
    }
    case 'invalidInput': {
      const label = fieldLabel(t, provider, problem.field as keyof typeof t.fields);
      headline = problem.reason === 'required' ? p.required(label) : p.url(label);
      break;
    }
  }

  return (
    <div className="tool-problem" role="alert" data-kind={problem.kind}>
      <p className="tool-problem__title">
        <strong>{headline}</strong>
        {status && <span className="tool-problem__status">{p.inParens(status)}</span>}
      </p>
      {details.map((d, i) => (
        <p key={i} className="tool-problem__detail">
          {d.label && <span>{d.label} </span>}
          {d.code ? <code>{d.text}</code> : d.text}
        </p>
      ))}
      {hint && <p className="tool-problem__hint">{hint}</p>}
    </div>
  );
}

/** A one-line problem of a tool form (bad input, nothing found), announced as an alert; nothing when empty. */
export function Alert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="tool-problem" role="alert">
      {text}
    </p>
  );
}
