import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans } from './react.tsx';
import { createTranslator } from './translator.ts';

const texts = () =>
  createTranslator({
    language: 'en',
    fallbackLanguage: 'en',
    resources: {
      en: {
        card: { beds_one: '{{count}} bed', beds_other: '{{count}} beds', beds_zero: 'Studio', title: 'Hi {{name}}' },
        onlyEnglish: 'English only',
        link: 'Read the <terms>terms</terms> and <privacy>policy</privacy>.',
      },
      fr: { card: { beds_one: '{{count}} chambre', beds_other: '{{count}} chambres', title: 'Salut {{name}}' } },
    },
  });

describe('translator', () => {
  it('chooses the plural form by the language’s rules, with _zero for a count of 0', () => {
    const i18n = texts();
    expect([0, 1, 2].map((count) => i18n.t('card.beds', { count }))).toEqual(['Studio', '1 bed', '2 beds']);
    const fr = i18n.getFixedT('fr');
    // French says "0 chambre" (0 is singular there): without a French _zero, the English one is not taken. A
    // million is "many" in French: without a _many text, _other.
    expect([0, 1, 2, 1_000_000].map((count) => fr('card.beds', { count }))).toEqual([
      '0 chambre',
      '1 chambre',
      '2 chambres',
      '1000000 chambres',
    ]);
    // Asked again (the texts found are kept by plural form), each count still fills its own placeholder.
    expect([3, 1, 0, 2].map((count) => i18n.t('card.beds', { count }))).toEqual([
      '3 beds',
      '1 bed',
      'Studio',
      '2 beds',
    ]);
    expect(fr('card.beds', { count: 0 })).toBe('0 chambre');
  });

  it('fills placeholders, blanks missing ones, falls back to English, then to the default or the key', () => {
    const i18n = texts();
    i18n.changeLanguage('fr');
    expect(i18n.t('card.title', { name: 'Ana' })).toBe('Salut Ana');
    expect(i18n.t('card.title')).toBe('Salut {{name}}');
    expect(i18n.t('card.title', {})).toBe('Salut ');
    expect(i18n.t('onlyEnglish')).toBe('English only');
    expect(i18n.t('missing.key', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(i18n.t('missing.key', { defaultValue: '' })).toBe('');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('card')).toBe('card');
    expect(i18n.exists('card.title')).toBe(true);
    expect(i18n.exists('card')).toBe(false);
  });

  it('post-processes every text, gives a new t on each change and tells subscribers', () => {
    let shout = false;
    const i18n = createTranslator({
      language: 'en',
      fallbackLanguage: 'en',
      resources: { en: { a: 'favourite' } },
      postProcess: (text) => (shout ? text.toUpperCase() : text),
    });
    const calls: string[] = [];
    const unsubscribe = i18n.subscribe(() => calls.push(i18n.language));
    const before = i18n.t;
    shout = true;
    i18n.refresh();
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('a')).toBe('FAVOURITE');
    i18n.changeLanguage('fr');
    i18n.changeLanguage('fr');
    unsubscribe();
    i18n.changeLanguage('en');
    expect(calls).toEqual(['en', 'fr']);
  });

  it('shares texts with its other-language views, later bundles included, merged deeply', () => {
    const i18n = texts();
    const fr = i18n.withLanguage('fr');
    // Asked for before it exists (the lookup is kept), then added through the other view.
    expect(fr.t('card.extra')).toBe('card.extra');
    i18n.addResourceBundle('fr', { card: { extra: 'En plus' } });
    expect(fr.t('card.extra')).toBe('En plus');
    expect(fr.t('card.title', { name: 'Léa' })).toBe('Salut Léa');
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('de')).toBe(false);
  });
});

/** Trans gives each element its words as children. */
const Anchor = ({ href, children }: { href: string; children?: ReactNode }) => <a href={href}>{children}</a>;

describe('Trans', () => {
  it('puts the given elements around the tagged words, in the provider’s language', () => {
    render(
      <I18nProvider i18n={texts()}>
        <p data-testid="note">
          <Trans i18nKey="link" components={{ terms: <Anchor href="/terms" />, privacy: <Anchor href="/privacy" /> }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('note')).toHaveTextContent('Read the terms and policy.');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'policy' })).toHaveAttribute('href', '/privacy');
  });
});
