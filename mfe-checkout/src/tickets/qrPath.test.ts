import { qrDrawing } from './qrPath';

describe('qrDrawing', () => {
  it('draws a short text as a version 1 symbol (21 modules) inside a quiet zone of 4', () => {
    const { side, path } = qrDrawing('hello');
    expect(side).toBe(29);
    // The top-left finder pattern's first row: 7 dark modules starting after the quiet zone.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('fits a ticket-sized token (about 300 characters) at level M in a symbol a phone reads', () => {
    const { side } = qrDrawing('e'.repeat(300));
    expect(side - 8).toBeLessThanOrEqual(73);
  });
});
