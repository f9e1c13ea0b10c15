import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How a page's HTML reads, as the public page shows it: plain readable typography, lists with
 * their markers, tables with borders. Shared by the preview, the detail page and the editor's
 * writing area, so what staff write looks like what the public reads.
 */
export const PAGE_CONTENT_STYLES: SystemStyleObject = {
  fontSize: 'md',
  lineHeight: '1.7',
  color: 'fg',
  overflowWrap: 'anywhere',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& h1, & h2, & h3, & h4': {
    fontWeight: 'semibold',
    lineHeight: '1.3',
    marginTop: '1.5em',
    marginBottom: '0.5em',
  },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4': { fontSize: 'md' },
  '& p': { marginY: '0.75em' },
  '& ul, & ol': { paddingInlineStart: '1.5em', marginY: '0.75em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginY: '0.25em' },
  '& li > p': { marginY: 0 },
  '& a': { color: 'fg.info', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '1em',
    color: 'fg.muted',
    marginY: '1em',
  },
  '& hr': { borderColor: 'border', marginY: '1.5em' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingX: '0.25em', borderRadius: 'xs' },
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    marginY: '1em',
    fontSize: 'sm',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    paddingX: '0.75em',
    paddingY: '0.4em',
    textAlign: 'start',
    verticalAlign: 'top',
    minWidth: '6em',
  },
  '& th': { fontWeight: 'semibold', bg: 'bg.muted' },
  '& th > p, & td > p': { marginY: 0 },
};
