import { describe, expect, it } from 'vitest';
import { coverFirst, freeSlots, inOrder, movedIds, sameOrder, splitByRoom } from './photo-order.ts';

describe('photo order', () => {
  it('moves a dragged photo to where it was dropped, the others shifting', () => {
    expect(movedIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(movedIds([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(movedIds([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it('makes a photo the cover, keeping the order of the rest', () => {
    expect(coverFirst([1, 2, 3, 4], 3)).toEqual([3, 1, 2, 4]);
    expect(coverFirst([1, 2], 1)).toEqual([1, 2]);
  });

  it('renumbers the photos in the new order', () => {
    const photo = (id: number, position: number) => ({
      id,
      position,
      alt: '',
      width: 1,
      height: 1,
      url: '',
      thumbnailUrl: '',
      srcSet: '',
    });
    expect(inOrder([photo(1, 0), photo(2, 1)], [2, 1]).map((p) => [p.id, p.position])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });

  it('counts the room left, uploads on their way included, and splits the files that fit', () => {
    expect(freeSlots(38, 1, 40)).toBe(1);
    expect(freeSlots(40, 0, 40)).toBe(0);
    expect(freeSlots(39, 3, 40)).toBe(0);
    expect(splitByRoom(['a', 'b', 'c'], 2)).toEqual({ fits: ['a', 'b'], over: ['c'] });
    expect(splitByRoom(['a'], 0)).toEqual({ fits: [], over: ['a'] });
  });
});
