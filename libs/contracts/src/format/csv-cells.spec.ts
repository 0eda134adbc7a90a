import { describe, expect, it } from '@jest/globals';
import { neutralisedCsvCell } from './csv-cells.js';

describe('CSV cells', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+234', '-2', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")'])
      expect(neutralisedCsvCell(cell)).toBe(`'${cell}`);
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['Yam', '2026-11-24', 'a=b', '', 'Ada, "Obi"'])
      expect(neutralisedCsvCell(cell)).toBe(cell);
  });
});
