import { describe, expect, it } from 'vitest';
import { materialFromLine, materialsFromLines, materialToLine } from './material-lines';

describe('material lines', () => {
  it('reads one material a line, the address last, and writes it back the same way', () => {
    const text =
      'Slides: attacks we saw — https://files.example.com/s.pdf\n\n  https://files.example.com/n.ipynb  ';
    const materials = materialsFromLines(text);
    expect(materials).toEqual([
      { title: 'Slides: attacks we saw', url: 'https://files.example.com/s.pdf' },
      { title: 'https://files.example.com/n.ipynb', url: 'https://files.example.com/n.ipynb' },
    ]);
    expect(materialsFromLines(materials.map(materialToLine).join('\n'))).toEqual(materials);
    expect(materialFromLine('Reading list | https://a.example.com/r')).toEqual({
      title: 'Reading list',
      url: 'https://a.example.com/r',
    });
  });
});
