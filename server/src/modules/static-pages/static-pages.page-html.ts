/**
 * The HTML of a static page: what the editor may produce, and nothing else. An allow-list
 * (headings, paragraphs, emphasis, lists, links, tables, quotes, rules): no script, no style, no
 * event handler, no image, no `javascript:` or `data:` link. Links to other sites open safely.
 * Also the page as lines of text, for comparing versions.
 */
import sanitizeHtml from 'sanitize-html';

const PAGE_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab cannot reach back into this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
  // Whole elements whose text is code, not content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object'],
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_POLICY).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The page's text, one block per line: headings, paragraphs, list items, table rows (cells joined by " | "). */
export function pageLines(html: string): string[] {
  const marked = html
    .replace(/<\/(td|th)>\s*(?=<(td|th)\b)/gi, ' | ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|table)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<hr[^>]*>/gi, '\n———\n');
  return decodeEntities(marked.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A line diff by the longest common subsequence: what was removed from `before` and added in
 * `after`, in reading order. Pages are a few hundred lines, so the quadratic table is small.
 */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  const rows = before.length;
  const cols = after.length;
  const lcs: Uint32Array[] = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1));
  for (let i = rows - 1; i >= 0; i--) {
    const row = lcs[i] as Uint32Array;
    const below = lcs[i + 1] as Uint32Array;
    for (let j = cols - 1; j >= 0; j--)
      row[j] =
        before[i] === after[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i] as string });
      i++;
      j++;
    } else if ((lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))
      lines.push({ kind: 'removed', text: before[i++] as string });
    else lines.push({ kind: 'added', text: after[j++] as string });
  }
  while (i < rows) lines.push({ kind: 'removed', text: before[i++] as string });
  while (j < cols) lines.push({ kind: 'added', text: after[j++] as string });
  return lines;
}
