import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { knownSourceFiles } from './sourceFiles';
import { ALIST_RELEASE } from './release';

const require = createRequire(import.meta.url);
const lucideDir = require.resolve('lucide-static/package.json').replace(/package\.json$/, 'icons/');

/** An icon name the theme knows: any lucide icon (bundled SVG, never a CDN font). */
export function isKnownIcon(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && existsSync(`${lucideDir}${name}.svg`);
}

const dateLike = z.union([z.string(), z.date()]);

/** Frontmatter every page may carry (CONTENT.md "Frontmatter"). Unknown keys are rejected so typos surface. */
export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1, 'title must be a non-empty string'),
    icon: z.string().refine(isKnownIcon, { message: "unknown icon name (use a lucide icon name, e.g. hard-drive)" }).optional(),
    order: z.number().finite().optional(),
    shortTitle: z.string().min(1).optional(),
    date: dateLike.optional(),
    author: z.union([z.string(), z.array(z.string())]).optional(),
    category: z.union([z.string(), z.array(z.string())]).optional(),
    tag: z.union([z.string(), z.array(z.string())]).optional(),
    index: z.boolean().optional(),
    description: z.string().optional(),
    original: z.boolean().optional(),
    /** Paths in the AList repository (at the reference release) whose code backs the page's facts. */
    sources: z
      .array(
        z
          .string()
          .refine((p) => knownSourceFiles().has(p), {
            error: (issue) => `"${String(issue.input)}" is not a file of ${ALIST_RELEASE.repo} at ${ALIST_RELEASE.version} (see data/alist/files-v3.63.0.txt)`,
          }),
      )
      .min(1)
      .optional(),
    // Engine keys that pages may set.
    pageType: z
      .enum(['home', 'doc', 'doc-wide', 'custom', '404', 'blank'], { message: 'Cannot resolve layout: pageType must be one of home, doc, doc-wide, custom, 404, blank' })
      .optional(),
    outline: z.boolean().optional(),
    sidebar: z.boolean().optional(),
    hero: z.unknown().optional(),
    features: z.unknown().optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Validates one page's frontmatter; throws an error naming the file and every bad field. */
export function validateFrontmatter(file: string, data: unknown): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(root)');
    return `  - field "${field}": ${issue.message}`;
  });
  throw new Error(`Invalid frontmatter in ${file}:\n${problems.join('\n')}`);
}
