import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  assertTemplatesValid,
  findUndeclaredVariables,
  htmlToText,
  pickTranslation,
  renderHtml,
  renderLine,
  renderText,
  TemplateRenderError,
} from './templating';

describe('findUndeclaredVariables', () => {
  it('names the top-level variables a template reads that are not declared', () => {
    const source =
      '{{ name | upcase }} {% if court %}{{ court.name }}{% endif %} {{ reference | default: fallback }}';
    expect(findUndeclaredVariables(source, ['name'])).toEqual(['court', 'reference', 'fallback']);
    expect(findUndeclaredVariables(source, ['name', 'court', 'reference', 'fallback'])).toEqual([]);
  });

  it('counts what the template declares itself: loop variables, assign, capture, forloop', () => {
    const source =
      '{% for player in players %}{{ forloop.index }}. {{ player }}{% endfor %}' +
      '{% assign total = 3 %}{{ total }}{% capture greeting %}Hi {{ name }}{% endcapture %}{{ greeting }}';
    expect(findUndeclaredVariables(source, ['players'])).toEqual(['name']);
  });

  it('answers a syntax error with the parser’s message', () => {
    const result = findUndeclaredVariables('Hello {{ name ', ['name']);
    expect(result).toEqual({ syntax: expect.stringContaining('not closed') });
  });

  it('refuses the tags that read other templates, and unknown filters', () => {
    for (const source of [
      '{% include "secret" %}',
      '{% render "x" %}',
      '{% layout "x" %}',
      '{{ a | shell }}',
    ])
      expect(findUndeclaredVariables(source, ['a']), source).toHaveProperty('syntax');
  });
});

describe('assertTemplatesValid', () => {
  it('refuses an undeclared variable, keyed by the field, naming it', () => {
    let error: unknown;
    try {
      assertTemplatesValid(
        {
          'translations.en.content': 'Hello {{ name }}',
          'translations.vi.subject': 'Xin chào {{ nmae }} {{ court }}',
          'translations.vi.content': null,
        },
        ['name'],
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({
      'translations.vi.subject': [
        { key: 'unknown_variable', values: { name: 'nmae' } },
        { key: 'unknown_variable', values: { name: 'court' } },
      ],
    });
  });

  it('reports a syntax error as template_syntax with its detail', () => {
    expect(() => assertTemplatesValid({ 'translations.en.html': '{% if %}' }, [])).toThrow(AppError);
    try {
      assertTemplatesValid({ 'translations.en.html': '{% if %}' }, []);
    } catch (error) {
      expect((error as AppError).fieldErrors?.['translations.en.html']).toEqual([
        { key: 'template_syntax', values: { detail: expect.any(String) } },
      ]);
    }
  });
});

describe('renderText', () => {
  it('fills variables in English and in Vietnamese, with filters', () => {
    expect(
      renderText('Hello {{ name }}, court {{ court | upcase }}', { name: 'Lan', court: 'Thảo Điền' }),
    ).toBe('Hello Lan, court THẢO ĐIỀN');
    expect(
      renderText('Xin chào {{ name }}, còn {{ minutes }} phút', { name: 'Nguyễn Văn An', minutes: 30 }),
    ).toBe('Xin chào Nguyễn Văn An, còn 30 phút');
  });

  it('writes values as they are, with no escaping, and a missing one as nothing', () => {
    expect(renderText('{{ a }}|{{ missing }}|', { a: '<b>&' })).toBe('<b>&||');
  });

  it('reads only the data’s own properties', () => {
    expect(renderText('{{ name.constructor }}{{ name.__proto__ }}', { name: 'x' })).toBe('');
  });

  it('stops a template that would run away', () => {
    expect(() => renderText('{% for i in (1..100000000) %}xxxxxxxxxx{% endfor %}', {})).toThrow(
      TemplateRenderError,
    );
  });

  it('writes a subject on one line', () => {
    expect(renderLine('Hello\n {{ name }}  ', { name: 'An\nB' })).toBe('Hello An B');
  });
});

describe('renderHtml', () => {
  it('escapes values: a value holding <b> shows as text', () => {
    expect(renderHtml('<p>Hello {{ name }}</p>', { name: '<b>Lan</b> & co' })).toBe(
      '<p>Hello &lt;b&gt;Lan&lt;/b&gt; &amp; co</p>',
    );
  });

  it('removes scripts, on* handlers and javascript: links from the template itself', () => {
    const html = renderHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(1)" alt="a">' +
        '<a href="javascript:alert(1)">click</a><a href="{{ link }}">go</a>',
      { link: 'javascript:alert(2)' },
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    expect(html).toBe('<p>Hi</p><img src="https://x.example/a.png" alt="a" /><a>click</a><a>go</a>');
  });

  it('keeps ordinary e-mail markup and presentational styles, drops the rest of a style', () => {
    const html = renderHtml(
      '<h2>Title</h2><table><tr><td style="padding: 8px; color: #333">{{ n }}</td></tr></table>' +
        '<div style="position: fixed; top: 0; background-color: red; background-image: url(https://x.example/t.png)">x</div>' +
        '<a href="https://club.example.vn/a?b=1&c=2">link</a>',
      { n: 5 },
    );
    expect(html).toBe(
      '<h2>Title</h2><table><tr><td style="padding:8px;color:#333">5</td></tr></table>' +
        '<div style="background-color:red">x</div>' +
        '<a href="https://club.example.vn/a?b=1&amp;c=2">link</a>',
    );
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks and writes links with their address', () => {
    expect(
      htmlToText(
        '<p>Hello An &amp; Bình,</p><p>Line one<br />line two</p><p><a href="https://x.example/?a=1&amp;b=2">Open</a> or <a href="https://y.example">https://y.example</a></p>',
      ),
    ).toBe(
      'Hello An & Bình,\n\nLine one\nline two\n\nOpen (https://x.example/?a=1&b=2) or https://y.example',
    );
  });
});

describe('pickTranslation', () => {
  const texts = { en: 'Hello', vi: 'Xin chào' };
  it('gives the Vietnamese text to a Vietnamese reader, else English', () => {
    expect(pickTranslation(texts, 'vi')).toBe('Xin chào');
    expect(pickTranslation(texts, 'en')).toBe('Hello');
    expect(pickTranslation({ en: 'Hello', vi: null }, 'vi')).toBe('Hello');
  });
});
