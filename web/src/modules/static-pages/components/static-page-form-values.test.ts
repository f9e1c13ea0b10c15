import type { StaticPage } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createStaticPageCreateSchema,
  createStaticPageDraftSchema,
  hasText,
  staticPageFormDefaults,
  suggestKey,
  toPreviewContent,
} from './static-page-form-values';

const page: StaticPage = {
  id: 4,
  type: 'privacy',
  key: 'privacy',
  language: 'vi',
  is_active: false,
  title: 'Chính sách quyền riêng tư',
  content: '<h2>Dữ liệu</h2><p>Chúng tôi lưu tên và email.</p>',
  draft_saved_at: '2026-11-24T10:00:00Z',
  draft_saved_by: null,
  published: null,
  has_unpublished_changes: true,
  public_path: '/privacy',
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('the static page form’s values', () => {
  it('starts a new page as terms, keyed terms, in the language staff work in', () => {
    expect(staticPageFormDefaults(undefined, 'vi')).toEqual({
      type: 'terms',
      language: 'vi',
      key: 'terms',
      title: '',
      content: '',
      is_active: true,
    });
    expect(staticPageFormDefaults(undefined, 'fr').language).toBe('en');
  });

  it('reads an existing page as its draft, whatever the UI language', () => {
    expect(staticPageFormDefaults(page, 'en')).toMatchObject({
      type: 'privacy',
      language: 'vi',
      key: 'privacy',
      is_active: false,
      content: page.content,
    });
  });

  it('sends every field on create, and only the draft’s fields on edit', () => {
    const values = staticPageFormDefaults(page);
    expect(createStaticPageCreateSchema().parse(values)).toEqual({
      type: 'privacy',
      language: 'vi',
      key: 'privacy',
      title: page.title,
      content: page.content,
      is_active: false,
    });
    expect(createStaticPageDraftSchema().parse(values)).toEqual({
      key: 'privacy',
      title: page.title,
      content: page.content,
      is_active: false,
    });
  });

  it('refuses a key with capitals or spaces, and a page without text, with validation keys', () => {
    const values = { ...staticPageFormDefaults(page), key: 'Privacy Policy', content: '<p> </p>', title: '' };
    expect(issuesOf(createStaticPageDraftSchema().safeParse(values))).toEqual(
      expect.arrayContaining(['key:key_format', 'content:required', 'title:required']),
    );
  });
});

describe('the key suggested by the type', () => {
  it('follows the type while the key is empty or still the previous suggestion', () => {
    expect(suggestKey('privacy', 'terms', 'terms')).toBe('privacy');
    expect(suggestKey('privacy', 'terms', '')).toBe('privacy');
    expect(suggestKey('terms', 'privacy', ' privacy ')).toBe('terms');
  });

  it('never overwrites a key the author typed', () => {
    expect(suggestKey('privacy', 'terms', 'terms-2026')).toBeNull();
    expect(suggestKey('privacy', 'terms', 'privacy')).toBeNull();
  });
});

describe('the preview’s input', () => {
  it('asks for a preview only once the editor holds some text', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<table><tbody><tr><td><p>&nbsp;</p></td></tr></tbody></table>')).toBe(false);
    expect(toPreviewContent('')).toBeNull();
    expect(toPreviewContent('<p>Xin chào</p>')).toBe('<p>Xin chào</p>');
  });
});
