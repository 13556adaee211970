import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, titleVocabulary, typoCorrections } from './title-typos';

describe('editDistance', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect(editDistance('HORIZN', 'HORIZON', 2)).toBe(1);
    expect(editDistance('HORIZONN', 'HORIZON', 2)).toBe(1);
    expect(editDistance('HORIXON', 'HORIZON', 2)).toBe(1);
    expect(editDistance('HORIOZN', 'HORIZON', 2)).toBe(1);
    expect(editDistance('HRZN', 'HORIZON', 5)).toBe(3);
  });

  it('stops at max + 1 once the words are further apart than max', () => {
    expect(editDistance('HARBOUR', 'HORIZON', 1)).toBe(2);
    expect(editDistance('A', 'ABCDEF', 2)).toBe(3);
  });
});

describe('typoCorrections', () => {
  const vocabulary = titleVocabulary(['The Last Horizon: Drift', 'Horizons 2', 'Campus Days', 'Up']);

  it('forgives one edit up to seven letters and two from eight, none under four', () => {
    expect(allowedEdits('UPP')).toBe(0);
    expect(allowedEdits('HORIZN')).toBe(1);
    expect(allowedEdits('HORIZONNS')).toBe(2);
  });

  it('offers the title words within the allowed edits, closest first', () => {
    expect(typoCorrections(['HORIZN'], vocabulary)).toEqual(new Map([['HORIZN', ['HORIZON']]]));
    expect(typoCorrections(['HORIZONNS'], vocabulary)).toEqual(new Map([['HORIZONNS', ['HORIZONS', 'HORIZON']]]));
    expect(typoCorrections(['HORIZO'], vocabulary).size).toBe(0); // a prefix matches as it is
    expect(typoCorrections(['CAMPSU'], vocabulary).get('CAMPSU')).toEqual(['CAMPUS']);
  });

  it('leaves short, far and digit-bearing words alone', () => {
    expect(typoCorrections(['LAST'], vocabulary).size).toBe(0);
    expect(typoCorrections(['UPP', 'NOWHERE', 'ZQ12AB'], vocabulary).size).toBe(0);
  });
});
