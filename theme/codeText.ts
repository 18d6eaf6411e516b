/**
 * What a code block's copy button copies: the code's text without line numbers and parts marked not to copy.
 * The engine's getCopyableText gives the same for a code block (its Markdown list marks and block breaks apply only
 * outside `<pre>` and `<code>`, and a highlighted block's lines are spans with line breaks between them), with
 * about 1.1 KB more in every page's first download.
 */
export function codeText(code: HTMLElement): string {
  const copy = code.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.linenumber, .rp-copy-ignore').forEach((el) => el.remove());
  return copy.textContent ?? '';
}
