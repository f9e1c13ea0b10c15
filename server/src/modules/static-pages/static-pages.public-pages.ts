/**
 * /terms and /privacy for everyone: the published page keyed `terms` or `privacy`, rendered by the
 * server as one small HTML document (no back-office JavaScript, no script at all), in the
 * visitor's language (`?lang=`, else their browser's), else in the other language (English or
 * Vietnamese), said so on the page.
 */
import { PUBLIC_PAGE_KEYS, type StaticPageLanguage } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../platform/context';
import { resolveLocale } from '../../platform/i18n';
import { escapeHtml } from '../notifications/notifications.rendering';
import { findPublicPage } from './static-pages.read';

/** Each language's name in itself, as language switches show them. */
const LANGUAGE_NAMES: Record<StaticPageLanguage, string> = { en: 'English', vi: 'Tiếng Việt' };

/** A language's name in the visitor's language, for the note of a page shown in another one. */
const LANGUAGE_KEYS = {
  en: 'page-messages:public.language_en',
  vi: 'page-messages:public.language_vi',
} as const satisfies Record<StaticPageLanguage, string>;

const STYLE = `
:root{color-scheme:light dark;--fg:#1a202c;--muted:#5a6472;--bg:#fff;--line:#d8dee6;--link:#1d5fd1}
@media (prefers-color-scheme:dark){:root{--fg:#e8ecf1;--muted:#a0aab6;--bg:#14181e;--line:#333b46;--link:#7fb0ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;border-bottom:1px solid var(--line)}
header a.home{font-weight:700;color:var(--fg);text-decoration:none}
nav{white-space:nowrap}nav>*{margin-left:.75rem}nav span{font-weight:600}a{color:var(--link)}
h1{font-size:1.75rem;line-height:1.25;margin:1.5rem 0 1rem}h2{font-size:1.35rem;margin:2rem 0 .5rem}h3{font-size:1.1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0;display:block;overflow-x:auto}
th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:color-mix(in srgb,var(--line) 35%,transparent)}
blockquote{margin:1rem 0;padding-left:1rem;border-left:3px solid var(--line);color:var(--muted)}
.note{padding:.75rem 1rem;border:1px solid var(--line);border-radius:.5rem;color:var(--muted)}
li>p{margin:0}th>p,td>p{margin:0;min-height:1.6em}
.updated,footer{color:var(--muted);font-size:.875rem}footer{border-top:1px solid var(--line);margin-top:2rem}
`;

function pageLanguage(query: unknown, acceptLanguage: string | undefined): StaticPageLanguage {
  const asked = (query as { lang?: unknown } | null)?.lang;
  return asked === 'vi' || asked === 'en' ? asked : resolveLocale(acceptLanguage);
}

export function installPublicPages(app: FastifyInstance, services: AppServices): void {
  for (const key of Object.values(PUBLIC_PAGE_KEYS)) {
    app.get(`/${key}`, { schema: { hide: true } }, async (request, reply) => {
      const language = pageLanguage(request.query, request.headers['accept-language']);
      const t = services.translator.t(language);
      const page = await findPublicPage(services.db, key, language);
      const date = page
        ? new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'long' }).format(
            new Date(page.updated_at),
          )
        : '';
      const title = page ? page.title : t('page-messages:public.not_found_title');
      const switcher = (['en', 'vi'] as const)
        .map((code) =>
          code === language
            ? `<span aria-current="true">${LANGUAGE_NAMES[code]}</span>`
            : `<a href="/${key}?lang=${code}" hreflang="${code}" lang="${code}">${LANGUAGE_NAMES[code]}</a>`,
        )
        .join('');
      const body = page
        ? `${page.is_fallback ? `<p class="note">${escapeHtml(t('page-messages:public.fallback', { language: t(LANGUAGE_KEYS[page.language]) }))}</p>` : ''}
<article lang="${page.language}">${page.content}</article>
<p class="updated">${escapeHtml(t('page-messages:public.updated', { date }))}</p>`
        : `<p>${escapeHtml(t('page-messages:public.not_found_body'))}</p>`;
      const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a class="home" href="/">${escapeHtml(t('page-messages:public.site_name'))}</a><nav aria-label="${escapeHtml(t('page-messages:public.languages'))}">${switcher}</nav></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<footer><a href="/${PUBLIC_PAGE_KEYS.terms}?lang=${language}">${escapeHtml(t('page-messages:public.terms'))}</a> · <a href="/${PUBLIC_PAGE_KEYS.privacy}?lang=${language}">${escapeHtml(t('page-messages:public.privacy'))}</a></footer>
</body>
</html>`;
      return (
        reply
          .status(page ? 200 : 404)
          // Asked again each time: a page published (or a 404 that is one no longer) shows at once.
          .header('cache-control', 'no-cache')
          .header('content-language', language)
          .type('text/html; charset=utf-8')
          .send(html)
      );
    });
  }
}
