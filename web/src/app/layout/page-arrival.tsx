import { VisuallyHidden } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * Arriving on a page, for keyboard and screen-reader users (WCAG 2.4.3): after sign-in and on
 * every change of page, focus moves to the page's main heading (its h1, made focusable with
 * tabIndex -1), the page's title is announced in a polite live region and becomes the document's
 * title. One mechanism for every page inside the frame: pages only render their h1 (PageHeader
 * does). Only a new path counts, so a filter or a list's page kept in the query never takes the
 * focus from the field being typed in. A page whose h1 comes with its data is waited for; if the
 * user has moved the focus meanwhile (typed in a field, opened a menu), it stays where they put it.
 */
export function PageArrival({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // Read when a page arrives: switching the language is no arrival.
  const brand = useRef('');
  brand.current = t('brand');

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    void pathname;
    const focusedBefore = document.activeElement;
    const arrive = (heading: HTMLElement): void => {
      const active = document.activeElement;
      const isFocusFree = !active || active === document.body || active === focusedBefore;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      if (isFocusFree) heading.focus({ preventScroll: true });
      const title = heading.textContent?.trim() ?? '';
      if (title) {
        setAnnouncement(title);
        document.title = `${title} · ${brand.current}`;
      }
    };
    const heading = container.querySelector('h1');
    if (heading) {
      arrive(heading);
      return;
    }
    // The page's code or data is still on its way: its h1 comes with them.
    const observer = new MutationObserver(() => {
      const found = container.querySelector('h1');
      if (!found) return;
      observer.disconnect();
      arrive(found);
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
