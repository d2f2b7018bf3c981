import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../test/support/fake-factory';
import { type ListColumn, printList } from './print-list';

interface Person {
  name: string;
  email: string;
  note: string | null;
}
const COLUMNS: ListColumn<Person>[] = [
  { header: 'NAME', value: (person) => person.name },
  { header: 'EMAIL', value: (person) => person.email },
  { header: 'NOTE', value: (person) => person.note },
];
const PEOPLE: Person[] = [
  { name: 'Ana Ruiz', email: 'ana@lab.mx', note: 'likes\ttabs\nand lines' },
  { name: '佐藤', email: 'sato@lab.jp', note: null },
];

describe('printList', () => {
  it('prints an aligned table with headers on a terminal and says when more items exist', () => {
    const { f, stdout, stderr } = fakeFactory({ tty: true });
    printList(f, { items: PEOPLE, next_cursor: 'next', total: 7 }, COLUMNS);
    const lines = stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('NAME');
    expect(lines[1]).toMatch(/^Ana Ruiz {2}ana@lab\.mx {3}likes tabs and lines$/);
    expect(lines[2]).toMatch(/^佐藤 {6}sato@lab\.jp {2}-$/);
    expect(stderr()).toContain('Showing 2 of 7');
  });

  it('prints header-less TSV when piped, one line per item', () => {
    const { f, stdout, stderr } = fakeFactory({ tty: false });
    printList(f, { items: PEOPLE, next_cursor: 'next', total: 7 }, COLUMNS);
    expect(stdout()).toBe('Ana Ruiz\tana@lab.mx\tlikes tabs and lines\n佐藤\tsato@lab.jp\t-\n');
    expect(stderr()).toBe('');
  });

  it('prints the page object with --json', () => {
    const { f, stdout } = fakeFactory({ tty: false, json: true });
    const page = { items: PEOPLE, next_cursor: null, total: 2 };
    printList(f, page, COLUMNS);
    expect(JSON.parse(stdout())).toEqual(page);
  });

  it('says "No results found!" on stderr for an empty list and prints nothing on stdout', () => {
    const { f, stdout, stderr } = fakeFactory({ tty: false });
    printList(f, { items: [], next_cursor: null, total: 0 }, COLUMNS);
    expect(stdout()).toBe('');
    expect(stderr()).toBe('No results found!\n');
  });

  it('prints an empty items array with --json rather than a message', () => {
    const { f, stdout, stderr } = fakeFactory({ json: true });
    printList(f, { items: [], next_cursor: null, total: 0 }, COLUMNS);
    expect(JSON.parse(stdout())).toEqual({ items: [], next_cursor: null, total: 0 });
    expect(stderr()).toBe('');
  });
});
