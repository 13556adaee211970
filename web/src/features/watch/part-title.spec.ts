import { describe, expect, it } from 'vitest';
import { partTitle } from './part-title';

describe('part titles on episode tiles', () => {
  it("drops the series name so each tile shows the part's own title", () => {
    expect(partTitle('THE LAST HORIZON: DRIFT', 'THE LAST HORIZON')).toBe('DRIFT');
    expect(partTitle('THE LAST HORIZON - PART TWO', 'the last horizon')).toBe('PART TWO');
    expect(partTitle('THE LAST HORIZON — ARRIVAL', 'THE LAST HORIZON')).toBe('ARRIVAL');
  });

  it('keeps titles that do not continue the series name', () => {
    expect(partTitle('PILOT', 'NIGHT SHIFT')).toBe('PILOT');
    expect(partTitle('THE LAST HORIZONS', 'THE LAST HORIZON')).toBe('THE LAST HORIZONS');
    expect(partTitle('THE LAST HORIZON', 'THE LAST HORIZON')).toBe('THE LAST HORIZON');
    expect(partTitle('THE LAST HORIZON:', 'THE LAST HORIZON')).toBe('THE LAST HORIZON:');
    expect(partTitle('ANYTHING', '')).toBe('ANYTHING');
  });
});
