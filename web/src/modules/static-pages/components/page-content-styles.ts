import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How a page's HTML reads on the public page (/terms, /privacy: the server's STYLE in
 * static-pages/static-pages.public-pages.ts), mirrored here in the app's theme: plain readable type at 16 px
 * and 1.6, the same heading sizes and table borders. Shared by the editor's writing area, the
 * preview and the detail page, so what staff write looks like what the public reads.
 * Paragraphs inside list items and table cells (the editor wraps their text in <p>) sit tight,
 * and an empty cell keeps one line's height.
 */
export const PAGE_CONTENT_STYLES: SystemStyleObject = {
  fontSize: '16px',
  lineHeight: '1.6',
  color: 'fg',
  overflowWrap: 'anywhere',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.25' },
  '& h1': { fontSize: '1.75rem', marginTop: '1.5rem', marginBottom: '1rem' },
  '& h2': { fontSize: '1.35rem', marginTop: '2rem', marginBottom: '0.5rem' },
  '& h3': { fontSize: '1.1rem', marginTop: '1.25rem', marginBottom: '0.5rem' },
  '& h4': { fontSize: '1rem', marginTop: '1.25rem', marginBottom: '0.5rem' },
  '& p': { marginY: '1em' },
  '& ul, & ol': { paddingInlineStart: '2.5em', marginY: '1em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li > p': { marginY: 0 },
  '& a': { color: 'fg.info', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong, & b': { fontWeight: 'bold' },
  '& blockquote': {
    marginY: '1rem',
    paddingInlineStart: '1rem',
    borderInlineStartWidth: '3px',
    borderColor: 'border',
    color: 'fg.muted',
  },
  '& hr': { borderColor: 'border', marginY: '1.5em' },
  '& table': {
    display: 'block',
    width: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    marginY: '1rem',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    paddingX: '0.6rem',
    paddingY: '0.4rem',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 'bold', bg: 'bg.muted' },
  '& th > p, & td > p': { marginY: 0, minHeight: '1.6em' },
};
