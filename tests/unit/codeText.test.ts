// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getCopyableText } from '@rspress/core/dist/theme/logic/getCopyableText.js';
import { codeText } from '../../theme/codeText';

const engine = (code: HTMLElement) => getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });

/** Code blocks as the build writes them (Shiki's line spans), with line numbers, ignored parts, entities and blank lines. */
const blocks = [
  `<span class="line"><span style="--shiki-light:#6F42C1">docker</span><span style="--shiki-light:#032F62"> run</span><span> -d</span></span>
<span class="line"><span>  -p </span><span>5244:5244</span><span> \\</span></span>
<span class="line"><span>  xhofe/alist:latest</span></span>`,
  `<span class="line"><span class="linenumber">1</span><span>{</span></span>
<span class="line"><span class="linenumber">2</span><span>  "a": "&lt;b&gt; &amp; c"</span><span class="rp-copy-ignore"> // shown only</span></span>
<span class="line"></span>
<span class="line"><span class="linenumber">4</span><span>}</span></span>`,
  `plain text
with two lines`,
];

describe("a code block's copied text", () => {
  it("is the engine's getCopyableText for the code blocks the build writes", () => {
    for (const inner of blocks) {
      document.body.innerHTML = `<div class="rp-codeblock"><pre class="shiki"><code>${inner}</code></pre></div>`;
      const code = document.querySelector('code')!;
      expect(codeText(code)).toBe(engine(code));
    }
    document.body.innerHTML = `<pre><code>${blocks[1]}</code></pre>`;
    expect(codeText(document.querySelector('code')!)).toBe('{\n  "a": "<b> & c"\n\n}');
  });
});
