import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://site${url}`, { headers });

describe('pickLanguage', () => {
  it('takes ?lang= first, then the saved choice, then the browser languages, then English', () => {
    expect(pickLanguage(request('/?lang=sw', { cookie: 'lang=de', 'accept-language': 'de' }))).toBe('sw');
    expect(pickLanguage(request('/', { cookie: 'sid=1; lang=de', 'accept-language': 'sw' }))).toBe('de');
    expect(pickLanguage(request('/', { 'accept-language': 'fr-FR,sw;q=0.8' }))).toBe('sw');
    expect(pickLanguage(request('/?lang=fr'))).toBe('en');
  });

  it('reads a malformed cookie as no choice, instead of failing the page', () => {
    expect(pickLanguage(request('/', { cookie: 'lang=%E0%A4%A', 'accept-language': 'de' }))).toBe('de');
  });
});
