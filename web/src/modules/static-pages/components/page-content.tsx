import { Box, type BoxProps } from '@chakra-ui/react';
import { PAGE_CONTENT_STYLES } from './page-content-styles';

export interface PageContentProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML as the server answered it: sanitised (an allow-list of tags, no script or style). */
  html: string;
}

/** A page's HTML as the public reads it, styled like the public page. */
export function PageContent({ html, ...rest }: PageContentProps) {
  return (
    <Box
      css={PAGE_CONTENT_STYLES}
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only HTML the server has sanitised for the public page (its allow-list) reaches here
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
