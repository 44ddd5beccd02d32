import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBackToSearchPath, useLastSearchStore, usePreviousLocationStore } from './store.ts';

beforeEach(() => {
  useLastSearchStore.setState({ lastSearchUrl: null });
  usePreviousLocationStore.setState({ previousLocation: null });
});

describe('where "Back to search" leads', () => {
  const localePath = (path: string) => `/fr${path}`;

  it('to the last searched URL first, then the previous location, then the fallback', () => {
    const { result, rerender } = renderHook(() => useBackToSearchPath('/rentals/ontario/toronto', localePath));
    expect(result.current).toBe('/rentals/ontario/toronto');
    usePreviousLocationStore
      .getState()
      .setPreviousLocation({ path: '/rentals/quebec/montreal', label: 'Montréal, QC' });
    rerender();
    expect(result.current).toBe('/fr/rentals/quebec/montreal');
    useLastSearchStore.getState().setLastSearchUrl('/fr/rentals/quebec/montreal?beds=2&p=3');
    rerender();
    expect(result.current).toBe('/fr/rentals/quebec/montreal?beds=2&p=3');
  });

  it('keeps the last searched URL in session storage and the previous location in local storage', () => {
    useLastSearchStore.getState().setLastSearchUrl('/rentals?keyword=loft');
    usePreviousLocationStore.getState().setPreviousLocation({ path: '/rentals/ontario', label: 'Ontario' });
    expect(sessionStorage.getItem('rentals:last-search-url')).toContain('/rentals?keyword=loft');
    expect(localStorage.getItem('rentals:last-search-url')).toBeNull();
    expect(localStorage.getItem('rentals:previous-location')).toContain('Ontario');
  });
});
