import { describe, expect, it } from 'vitest';
import { chooseToken, readFragmentToken } from './token';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl_-x';

describe('readFragmentToken', () => {
  it('reads the token from #token= and leaves nothing behind', () => {
    expect(readFragmentToken(`#token=${JWT}`)).toEqual({ token: JWT, rest: '' });
  });

  it('keeps the rest of the fragment', () => {
    expect(readFragmentToken(`#lang=vi&token=${JWT}&x=1`)).toEqual({ token: JWT, rest: '#lang=vi&x=1' });
  });

  it('answers no token for an empty fragment or one without token=', () => {
    expect(readFragmentToken('')).toEqual({ token: null, rest: '' });
    expect(readFragmentToken('#')).toEqual({ token: null, rest: '' });
    expect(readFragmentToken('#message-12')).toEqual({ token: null, rest: '#message-12' });
  });

  it('refuses what cannot be a token, but still takes it out of the address', () => {
    expect(readFragmentToken('#token=')).toEqual({ token: null, rest: '' });
    expect(readFragmentToken('#token=%3Cscript%3E')).toEqual({ token: null, rest: '' });
    expect(readFragmentToken(`#token=${'a'.repeat(9000)}`).token).toBeNull();
  });

  it('decodes a percent-encoded token', () => {
    expect(readFragmentToken('#token=abc%2Edef').token).toBe('abc.def');
  });
});

describe('chooseToken', () => {
  it('prefers the fragment, then the tab, then the back-office session', () => {
    expect(chooseToken('frag', 'tab', 'session')).toEqual({ token: 'frag', source: 'fragment' });
    expect(chooseToken(null, 'tab', 'session')).toEqual({ token: 'tab', source: 'tab' });
    expect(chooseToken(null, null, 'session')).toEqual({ token: 'session', source: 'session' });
    expect(chooseToken(null, null, undefined)).toEqual({ token: null, source: null });
  });

  it('ignores a tab entry that is not a token', () => {
    expect(chooseToken(null, 'not a token!', null)).toEqual({ token: null, source: null });
  });
});
