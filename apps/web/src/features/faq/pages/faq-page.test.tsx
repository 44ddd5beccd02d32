// The public FAQ page: what GET resolve answers for /faq becomes category headings, question headings and the
// answers' HTML (no accordion: readable without JavaScript), with breadcrumbs; an empty page says so.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

const meta = { title: 'FAQ | Rentals', description: 'Answers', canonicalUrl: 'https://x.test/faq', image: null };

describe('/faq', () => {
  it('shows each category and question as headings with their answers', async () => {
    stubFetch({
      'GET resolve': {
        body: {
          type: 'faq',
          meta,
          page: {
            categories: [
              {
                name: 'Renters',
                questions: [{ id: 1, question: 'Is it free?', answer: '<p>Yes, <strong>free</strong>.</p>' }],
              },
              { name: 'Landlords', questions: [{ id: 2, question: 'How to list?', answer: '<p>Sign up.</p>' }] },
            ],
          },
        },
      },
    });
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Renters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Is it free?' })).toBeInTheDocument();
    expect(screen.getByText('free', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByTestId('faq-question')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('says when there is no question yet', async () => {
    stubFetch({ 'GET resolve': { body: { type: 'faq', meta, page: { categories: [] } } } });
    renderApp('/faq');
    expect(await screen.findByTestId('faq-empty')).toHaveTextContent('No questions have been answered here yet.');
  });
});
