import type { ValidationMessage } from '@pickleball/domain';
import { Liquid } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';
import { AppError } from './errors';

/**
 * The template language of notification and e-mail templates: Liquid (liquidjs), held to what a
 * message needs.
 * - No file system: the in-memory template map is empty and the tags that read other templates
 *   (include, render, layout, block) are removed, so a template is only its own text.
 * - Unknown filters are refused when the template is parsed (strictFilters), and templates may
 *   only read their data's own properties (no `constructor`, no prototype).
 * - Every variable a template reads must be declared: checked by walking the parsed template
 *   (findUndeclaredVariables), on save, so a typo is refused with its name instead of rendering
 *   as an empty string in a thousand messages.
 * - Parsing, rendering time, allocations and the output size are limited: a template cannot stall
 *   the worker or fill its memory with `{% for i in (1..100000000) %}`.
 * - HTML: every value is HTML-escaped as it is written (outputEscape), then the whole result is
 *   sanitised (see HTML_POLICY), so neither a value nor the template itself can carry a script.
 */

export type TemplateData = Record<string, string | number>;

/** Raised when a template cannot be rendered (a limit reached, or a template that fails to parse). */
export class TemplateRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TemplateRenderError';
  }
}

const PARSE_LIMIT = 200_000; // characters of template
const RENDER_LIMIT_MS = 500;
const MEMORY_LIMIT = 1_000_000; // liquidjs' allocation units (string and array lengths)
export const OUTPUT_LIMIT = 500_000; // characters of rendered output

function createEngine(escapeOutput: boolean): Liquid {
  const engine = new Liquid({
    templates: {},
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    parseLimit: PARSE_LIMIT,
    renderLimit: RENDER_LIMIT_MS,
    memoryLimit: MEMORY_LIMIT,
    ...(escapeOutput ? { outputEscape: 'escape' as const } : {}),
  });
  for (const tag of ['include', 'render', 'layout', 'block']) delete engine.tags[tag];
  return engine;
}

const textEngine = createEngine(false);
const htmlEngine = createEngine(true);

function describeLiquidError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // liquidjs appends the offending source after a newline: the first line names the problem and where.
  return (message.split('\n')[0] ?? message).slice(0, 300);
}

/**
 * The top-level names a template reads that are not in `declared`. Names the template declares
 * itself (`assign`, `capture`, a `for` loop's variable, `increment`) are not reported; nor is
 * `forloop`. A template that does not parse answers `{ syntax }` with the parser's message.
 */
export function findUndeclaredVariables(
  source: string,
  declared: readonly string[],
): string[] | { syntax: string } {
  let used: string[];
  try {
    used = textEngine.globalVariablesSync(textEngine.parse(source));
  } catch (error) {
    return { syntax: describeLiquidError(error) };
  }
  const known = new Set(declared);
  return [...new Set(used)].filter((name) => !known.has(name));
}

/**
 * Checks texts about to be saved or previewed (field path → template text; blank texts are
 * skipped): a 422 naming each field whose text does not parse (`template_syntax`) or reads a
 * variable that is not declared (`unknown_variable`, once per name). With sample data, each text
 * is also rendered once, so a template that always runs into a limit is refused now rather than
 * failing at every send.
 */
export function assertTemplatesValid(
  texts: Record<string, string | null | undefined>,
  declared: readonly string[],
  sample?: TemplateData,
): void {
  const fieldErrors: Record<string, ValidationMessage[]> = {};
  for (const [field, text] of Object.entries(texts)) {
    if (!text) continue;
    const result = findUndeclaredVariables(text, declared);
    if (!Array.isArray(result)) {
      fieldErrors[field] = [{ key: 'template_syntax', values: { detail: result.syntax } }];
    } else if (result.length > 0) {
      fieldErrors[field] = result.map((name) => ({ key: 'unknown_variable', values: { name } }));
    } else if (sample) {
      try {
        renderText(text, sample);
      } catch (error) {
        if (!(error instanceof TemplateRenderError)) throw error;
        fieldErrors[field] = [{ key: 'template_syntax', values: { detail: error.message } }];
      }
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

/**
 * The values a preview (or a trial render) fills a template with: the data given, else each
 * variable's sample, else its name in brackets, so a missing value shows where it would go.
 */
export function previewData(
  variables: readonly { name: string; sample?: string | null }[],
  data: TemplateData = {},
): TemplateData {
  const filled: TemplateData = {};
  for (const variable of variables) filled[variable.name] = variable.sample ?? `[${variable.name}]`;
  for (const [name, value] of Object.entries(data)) if (value !== '') filled[name] = value;
  return filled;
}

function render(engine: Liquid, source: string, data: TemplateData): string {
  let output: unknown;
  try {
    output = engine.parseAndRenderSync(source, { ...data });
  } catch (error) {
    throw new TemplateRenderError(describeLiquidError(error), { cause: error });
  }
  const text = String(output ?? '');
  if (text.length > OUTPUT_LIMIT) throw new TemplateRenderError('The rendered text is too long');
  return text;
}

/** Plain text (SMS, Zalo, in-app, push, the text part of an e-mail): values written as they are. */
export function renderText(source: string, data: TemplateData): string {
  return render(textEngine, source, data);
}

/** One line (an e-mail subject): line breaks and runs of spaces become one space. */
export function renderLine(source: string, data: TemplateData): string {
  return renderText(source, data).replace(/\s+/g, ' ').trim();
}

// ---- HTML ----

const LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%)?$/;
const LENGTHS = /^(-?\d+(\.\d+)?(px|em|rem|%)?|auto)(\s+(-?\d+(\.\d+)?(px|em|rem|%)?|auto)){0,3}$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i;
const BORDER = /^(none|0|\d+(\.\d+)?px\s+(solid|dashed|dotted|double)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?)$/i;

/**
 * What an e-mail may contain. Inline `style` stays, because e-mail clients drop <style> blocks
 * and classes and inline styles are the only formatting that reaches a reader; but only
 * presentational properties, each with a value pattern that cannot load anything (no url(), no
 * expression()) or move content over the page (no position, no z-index).
 */
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'align'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'vertical-align': [/^(top|middle|bottom|baseline)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-family': [/^[\w\s,'"-]{1,100}$/],
      'font-size': [LENGTH],
      'line-height': [LENGTH],
      width: [LENGTH],
      'max-width': [LENGTH],
      height: [LENGTH],
      padding: [LENGTHS],
      'padding-top': [LENGTH],
      'padding-right': [LENGTH],
      'padding-bottom': [LENGTH],
      'padding-left': [LENGTH],
      margin: [LENGTHS],
      'margin-top': [LENGTH],
      'margin-right': [LENGTH],
      'margin-bottom': [LENGTH],
      'margin-left': [LENGTH],
      border: [BORDER],
      'border-top': [BORDER],
      'border-bottom': [BORDER],
      'border-collapse': [/^(collapse|separate)$/],
      'border-radius': [LENGTH],
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Keeps the e-mail markup of HTML_POLICY and drops the rest: scripts, on* handlers, javascript: links. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, HTML_POLICY);
}

/** HTML: values are escaped as they are written, then the whole result is sanitised. */
export function renderHtml(source: string, data: TemplateData): string {
  return sanitizeEmailHtml(render(htmlEngine, source, data));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A plain-text version of sanitised HTML, for an e-mail's text part when its template has none:
 * paragraphs and line breaks kept, a link written as "label (address)".
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|blockquote|table|ul|ol)>/gi, '\n\n')
    .replace(/<\/(tr|li)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    // Still escaped here: the text is decoded once, at the end.
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return !text || decodeEntities(text) === decodeEntities(href) ? href : `${text} (${href})`;
    });
  const text = decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text for a recipient: the Vietnamese one when the recipient reads Vietnamese and it exists,
 * else the English one (the fallback, always present).
 */
export function pickTranslation<T>(translations: { en: T; vi?: T | null }, locale: string): T {
  return locale === 'vi' && translations.vi ? translations.vi : translations.en;
}
